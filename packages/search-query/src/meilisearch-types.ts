/**
 * The Meilisearch multi-search wire format this package produces and reads (a structural subset of the
 * `meilisearch` client's MultiSearchParams / MultiSearchResponse, so a body can be passed to
 * `client.multiSearch` as is and the embedded engine of the BFF can implement exactly this).
 */

/** One query of a multi-search body. */
export interface MeiliSearchQuery {
  indexUid: string;
  q: string;
  facets?: string[];
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  limit: number;
  offset?: number;
  /** ANDed list of Meilisearch filter expressions. */
  filter?: string[];
  sort?: string[];
  /** Meilisearch's matching strategy of a text query (`all`: every word; `last`: drop words from the end). */
  matchingStrategy?: 'all' | 'last';
}

/** §7 multi-search request body. */
export interface MultiSearchRequest {
  queries: MeiliSearchQuery[];
}

/** §3 facetStats of a numeric facet. */
export interface FacetStat {
  min: number;
  max: number;
}

/** One result of a multi-search response. */
export interface MeiliSearchResult<Hit = Record<string, unknown>> {
  indexUid: string;
  hits: Hit[];
  query: string;
  processingTimeMs: number;
  limit?: number;
  offset?: number;
  estimatedTotalHits?: number;
  totalHits?: number;
  facetDistribution?: Record<string, Record<string, number>>;
  facetStats?: Record<string, FacetStat>;
}

/** §7 multi-search response body. */
export interface MultiSearchResponse<Hit = Record<string, unknown>> {
  results: MeiliSearchResult<Hit>[];
}
