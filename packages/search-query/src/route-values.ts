import type { Site } from '@dealer/site-registry';
import { renderFilter } from './filter.js';
import type { MultiSearchRequest, MultiSearchResponse } from './meilisearch-types.js';
import type { FacetValues } from './segments.js';
import { siteFilters } from './site-scope.js';

/**
 * The request for the values of the site's route-key facets, so `parseListingUrl` can read their path
 * segments back (see `segments.ts`): one query over the site's whole listing, only those facets, limit 1.
 * The answer changes with stock, not per shopper — the BFF can cache it per site for minutes.
 * Null when the site's route keys need no lookup (condition values are built in for car_type).
 */
export function buildRouteValuesQuery(
  site: Site,
  options: { readonly now: Date; readonly scopeToDealerships?: boolean },
): MultiSearchRequest | null {
  const facets = site.search.route_key_facets.filter((f) => f !== 'car_type');
  if (facets.length === 0) return null;
  return {
    queries: [
      {
        indexUid: site.search.car_index,
        q: '',
        facets,
        limit: 1,
        filter: siteFilters(site, options.now, { stock: options.scopeToDealerships !== false }).map(
          renderFilter,
        ),
      },
    ],
  };
}

function isResponse(source: object): source is MultiSearchResponse {
  return Array.isArray((source as { results?: unknown }).results);
}

/** The route-key facet values of a `buildRouteValuesQuery` response (or any facet distribution). */
export function routeValuesFrom(
  site: Site,
  source: MultiSearchResponse | Readonly<Record<string, Readonly<Record<string, number>>>>,
): FacetValues {
  const distribution = isResponse(source) ? (source.results[0]?.facetDistribution ?? {}) : source;
  return Object.fromEntries(
    site.search.route_key_facets
      .filter((f) => distribution[f] !== undefined)
      .map((f) => [f, Object.keys(distribution[f] ?? {})]),
  );
}
