/**
 * @dealer/search-engine: an in-process search engine answering Meilisearch multi-search bodies the way
 * Meilisearch does (filters, facets, sort, text search by its ranking rules, its request checks).
 */
export { type AttributeIndex, buildAttributeIndex } from './attribute-index.js';
export { Bitset } from './bitset.js';
export { EmbeddedSearchEngine } from './engine.js';
export { facetDistribution } from './facets.js';
export {
  FILTER_LIMITS,
  type FilterInput,
  type FilterNode,
  parseFilter,
  quoteFilterValue,
} from './filter.js';
export { evaluateFilter, type FilterableIndex } from './filter-eval.js';
export { parseFilterInput } from './filter-input.js';
export { type ComparisonOperator, FilterSyntaxError } from './filter-tokens.js';
export { formatHit, highlightText } from './hits.js';
export { buildIndexInSlices, IndexBuilder } from './index-builder.js';
export {
  assertMultiSearchBody,
  assertSearchQuery,
  fieldErrorCode,
  MAX_QUERIES,
  SUPPORTED_QUERY_FIELDS,
} from './request.js';
export { DEFAULT_MAX_TOTAL_HITS, EmbeddedIndex } from './search-index.js';
export { parseSort, type SortIndex, type SortRule } from './sort-index.js';
export type { TextDocumentSource } from './text-build.js';
export { TextIndex, type TextMatch } from './text-index.js';
export { normalizeText, parseQuery, synonymMap, tokenize } from './text-query.js';
export type {
  FacetDistribution,
  FacetStats,
  IndexSettings,
  MultiSearchRequest,
  MultiSearchResponse,
  SearchEngine,
  SearchQuery,
  SearchResult,
} from './types.js';
export { SearchRequestError, SearchUnavailableError } from './types.js';
export { typoBudget, typoDistance } from './typo.js';
