import { pageCount } from './adapters/pagination.js';
import type { FacetStat, MultiSearchRequest, MultiSearchResponse } from './meilisearch-types.js';
import type { SearchState } from './state.js';

/** One listing result, merged from the multi-search response. */
export interface SearchResult<Hit = Record<string, unknown>> {
  hits: Hit[];
  /** Total matches of the main query (Meilisearch's estimatedTotalHits, or totalHits when paged by page). */
  totalHits: number;
  /** Zero-based page shown. */
  page: number;
  /** §7 ceil(totalHits / limit). */
  pages: number;
  hitsPerPage: number;
  /** facet → value → count; a refined facet's counts come from its disjunctive query. */
  facets: Record<string, Record<string, number>>;
  /** Range facets' min and max, a refined facet's from its disjunctive query (slider bounds). */
  facetStats: Record<string, FacetStat>;
  /** Time the engine spent on all queries of the request. */
  processingTimeMs: number;
}

/**
 * §7 merges a multi-search response into one result. `request` is the body `buildMultiSearch` built: its
 * first query is the main one and each further query names its one facet, whose counts replace the main
 * query's (disjunctive faceting). Throws when the response does not answer the request.
 */
export function mergeMultiSearch<Hit = Record<string, unknown>>(
  state: SearchState,
  request: MultiSearchRequest,
  response: MultiSearchResponse<Hit>,
): SearchResult<Hit> {
  const [main, ...perFacet] = response.results;
  const mainQuery = request.queries[0];
  if (!main || !mainQuery || response.results.length !== request.queries.length) {
    throw new Error(
      `Multi-search response has ${response.results.length} results for ${request.queries.length} queries`,
    );
  }
  const facets: Record<string, Record<string, number>> = { ...(main.facetDistribution ?? {}) };
  const facetStats: Record<string, FacetStat> = { ...(main.facetStats ?? {}) };
  perFacet.forEach((result, i) => {
    const facet = request.queries[i + 1]?.facets?.[0];
    if (facet === undefined) return;
    facets[facet] = result.facetDistribution?.[facet] ?? {};
    const stat = result.facetStats?.[facet];
    if (stat) facetStats[facet] = stat;
  });
  const hitsPerPage = mainQuery.limit;
  const totalHits = main.totalHits ?? main.estimatedTotalHits ?? main.hits.length;
  return {
    hits: main.hits,
    totalHits,
    page: state.page,
    pages: pageCount(totalHits, hitsPerPage),
    hitsPerPage,
    facets,
    facetStats,
    processingTimeMs: response.results.reduce((sum, r) => sum + (r.processingTimeMs ?? 0), 0),
  };
}
