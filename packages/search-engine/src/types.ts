import type { FilterInput } from './filter.js';

/**
 * The search engine port. Both adapters answer the §7 multi-search body (the Meilisearch protocol that
 * `@dealer/search-query` builds) with the §3 search response (`results[]` with hits, estimatedTotalHits,
 * processingTimeMs, facetDistribution, facetStats, limit).
 */

export interface SearchQuery {
  indexUid: string;
  q?: string | null;
  filter?: FilterInput | null;
  facets?: string[] | null;
  sort?: string[] | null;
  limit?: number | null;
  offset?: number | null;
  attributesToRetrieve?: string[] | null;
  attributesToHighlight?: string[] | null;
  highlightPreTag?: string | null;
  highlightPostTag?: string | null;
  /** Meilisearch's matching strategy; the engine implements its default, `last`, and `all`. */
  matchingStrategy?: string | null;
  [extra: string]: unknown;
}

/** Meilisearch's `matchingStrategy` values the engine implements. */
export type MatchingStrategy = 'last' | 'all';

export interface MultiSearchRequest {
  queries: SearchQuery[];
}

export type FacetDistribution = Record<string, Record<string, number>>;
export type FacetStats = Record<string, { min: number; max: number }>;

export interface SearchResult<T = Record<string, unknown>> {
  indexUid: string;
  hits: T[];
  query: string;
  processingTimeMs: number;
  limit: number;
  offset: number;
  estimatedTotalHits: number;
  facetDistribution?: FacetDistribution;
  facetStats?: FacetStats;
}

export interface MultiSearchResponse<T = Record<string, unknown>> {
  results: SearchResult<T>[];
}

/** One tenant's view of an engine. */
export interface SearchEngine {
  multiSearch(body: MultiSearchRequest): Promise<MultiSearchResponse>;
}

/** A request the engine refuses (bad filter, attribute not filterable/sortable, bad sort syntax): a 400. */
export class SearchRequestError extends Error {
  override readonly name = 'SearchRequestError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Index settings shared by the embedded index and the Meilisearch sync job. */
export interface IndexSettings {
  primaryKey: string;
  filterableAttributes: string[];
  sortableAttributes: string[];
  searchableAttributes: string[];
  maxValuesPerFacet: number;
  /**
   * Meilisearch's `pagination.maxTotalHits`: the most hits a query can page through (default 1000). Set it
   * at least to the largest site's stock, or the last pages of a big listing come back empty.
   */
  maxTotalHits?: number;
  /** Meilisearch's `synonyms` setting: a word or words → the spellings that also match it. */
  synonyms?: Record<string, string[]>;
  /** Meilisearch's `rankingRules` setting (the embedded engine implements the default order only). */
  rankingRules?: string[];
}

/**
 * The engine did not answer in time or could not be reached (a hung or down Meilisearch): a 503 with a
 * message, never a hang.
 */
export class SearchUnavailableError extends Error {
  override readonly name = 'SearchUnavailableError';
}
