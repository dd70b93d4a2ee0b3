import type { Site } from '@dealer/site-registry';
import { refinedFacets } from './adapters/facets.js';
import { filterList } from './adapters/filters.js';
import { paginationParams } from './adapters/pagination.js';
import { sortParams } from './adapters/sort.js';
import {
  CARD_ATTRIBUTES,
  createSearchContext,
  HIGHLIGHT_ATTRIBUTES,
  HIGHLIGHT_POST_TAG,
  HIGHLIGHT_PRE_TAG,
  type SearchOptions,
} from './context.js';
import { eq, renderFilter } from './filter.js';
import type { MeiliSearchQuery, MultiSearchRequest } from './meilisearch-types.js';
import { siteFilters } from './site-scope.js';
import type { SearchState } from './state.js';

/**
 * §7 the multi-search body of a listing: the main query (index, q, facets, attributesToRetrieve (card fields), attributesToHighlight,
 * highlight tags, limit, offset, filter list, sort) and one query per refined facet with limit 1, only
 * that facet, and every other filter — disjunctive faceting, so a refined facet still counts the values
 * the shopper could add. The body is plain data: the BFF sends it to its engine, a backend job to
 * Meilisearch's multiSearch.
 */
export function buildMultiSearch(site: Site, state: SearchState, options: SearchOptions): MultiSearchRequest {
  const context = createSearchContext(site, state, options);
  const strategy =
    options.matchingStrategy && context.query.trim() !== ''
      ? { matchingStrategy: options.matchingStrategy }
      : {};
  const main: MeiliSearchQuery = {
    indexUid: context.indexUid,
    q: context.query,
    ...strategy,
    facets: [...context.facets],
    attributesToRetrieve: [...CARD_ATTRIBUTES],
    // Highlights only when there are words to mark: `_formatted` repeats every retrieved field.
    ...(context.query.trim() === ''
      ? {}
      : {
          attributesToHighlight: [...HIGHLIGHT_ATTRIBUTES],
          highlightPreTag: HIGHLIGHT_PRE_TAG,
          highlightPostTag: HIGHLIGHT_POST_TAG,
        }),
    ...paginationParams(context),
    filter: filterList(context),
    ...sortParams(context),
  };
  const disjunctive = refinedFacets(context).map(
    (facet): MeiliSearchQuery => ({
      indexUid: context.indexUid,
      q: context.query,
      ...strategy,
      facets: [facet],
      limit: 1,
      filter: filterList(context, facet),
    }),
  );
  return { queries: [main, ...disjunctive] };
}

/** Options of the single-vehicle request. */
export interface VehicleQueryOptions {
  readonly now: Date;
  readonly indexUid?: string;
  readonly scopeToDealerships?: boolean;
}

/**
 * §7 a single vehicle: the id (or slug: a car page's address) condition added to the site's filters,
 * limit 1 — so a car this site may not list (sold long ago, hidden, another dealer's) is not found.
 */
export function buildVehicleQuery(
  site: Site,
  vehicle: { readonly id: number | string } | { readonly slug: string },
  options: VehicleQueryOptions,
): MultiSearchRequest {
  const condition =
    'slug' in vehicle
      ? eq('slug', vehicle.slug)
      : eq(
          'id',
          typeof vehicle.id === 'string' && /^\d+$/.test(vehicle.id) ? Number(vehicle.id) : vehicle.id,
        );
  const filters = [
    ...siteFilters(site, options.now, { stock: options.scopeToDealerships !== false }),
    condition,
  ];
  return {
    queries: [
      {
        indexUid: options.indexUid ?? site.search.car_index,
        q: '',
        limit: 1,
        filter: filters.map(renderFilter),
      },
    ],
  };
}
