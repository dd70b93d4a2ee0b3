/**
 * The search engine port the BFF calls (the §7 multi-search body in, the §3 search response out): the
 * types live with the engine package, the Meilisearch adapter answers the same interface.
 */
export type {
  FacetDistribution,
  FacetStats,
  IndexSettings,
  MultiSearchRequest,
  MultiSearchResponse,
  SearchEngine,
  SearchQuery,
  SearchResult,
} from '@dealer/search-engine';
export { SearchRequestError, SearchUnavailableError } from '@dealer/search-engine';
