export {
  buildSuggestQuery,
  type SearchPageLike,
  SUGGEST_FACETS,
  suggestionCandidates,
} from './candidates.js';
export {
  createSuggestConnector,
  SUGGEST_CACHE_SIZE,
  SUGGEST_DEBOUNCE_MS,
  type SuggestConnector,
  type SuggestConnectorOptions,
  type SuggestFetch,
  type SuggestKeyResult,
  type SuggestState,
  type SuggestTimers,
} from './connector.js';
export { MAX_SUGGEST_QUERY_LENGTH, normaliseQuery, queryWords } from './normalise.js';
export { type MatchTier, matchTier, rankSuggestions } from './rank.js';
export {
  DEFAULT_SUGGESTION_LIMIT,
  MAX_SUGGESTION_LIMIT,
  SUGGESTION_KINDS,
  type Suggestion,
  type SuggestionKind,
} from './suggestion.js';
export { withTracking } from './tracking.js';
