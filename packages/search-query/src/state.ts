import type { SortOption } from '@dealer/site-registry';

/** §3 search facets of the car index (the index's filterable attributes). */
export const CAR_FACETS = [
  'status',
  'badge',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'price_range',
  'subscription_price',
  // §1 a rental site's daily rate (its price filter, `priceFacet`).
  'rental_price',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
] as const;

/** §3 range facets: refined with a 'low:high' value and filtered with >= and <= (§7). */
export const RANGE_FACETS = [
  'price',
  'subscription_price',
  'rental_price',
  'km',
  'year',
  'price_range',
  'weekly_price_range',
] as const;

/** §2 the dealer link refines this facet (refinementList[dealership_slug][0]). */
export const DEALERSHIP_FACET = 'dealership_slug';

/** §3 the campaign parameters a lead carries from the page it was sent from. */
export const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];

/** §2 tracking query parameters kept on listing URLs, in their canonical order. */
export const TRACKING_PARAMS = ['gclid', 'fbclid', ...CAMPAIGN_PARAMS] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];

/** An inclusive numeric range; `null` is an open end ('low:' or ':high'). */
export interface NumericRange {
  readonly min: number | null;
  readonly max: number | null;
}

/**
 * One listing's search state: what the shopper asked for, in the index's own (canonical) values.
 *
 * - `refinements`: facet → chosen values, in the order they were chosen; only non-empty lists.
 * - `ranges`: range facet → bounds; only ranges with at least one bound.
 * - `sortBy`: one of the §7 sort options, or `null` for the site's default.
 * - `page`: zero-based (§2: the URL's page 2 is page 1 here).
 * - `tracking`: §2 tracking parameters, carried through so links keep them.
 * - `notFound`: set by `parseListingUrl` when the path is not a listing of this site (§2 unknown
 *   segment), with the segments it could not read. A state with `notFound` should render a 404.
 */
export interface SearchState {
  readonly query: string;
  readonly refinements: Readonly<Record<string, readonly string[]>>;
  readonly ranges: Readonly<Record<string, NumericRange>>;
  readonly sortBy: SortOption | null;
  readonly page: number;
  readonly tracking: Readonly<Partial<Record<TrackingParam, string>>>;
  readonly notFound?: true;
  readonly unknownSegments?: readonly string[];
}

/** The empty search: every car the site lists, default sort, first page. */
export const EMPTY_SEARCH_STATE: SearchState = Object.freeze({
  query: '',
  refinements: Object.freeze({}),
  ranges: Object.freeze({}),
  sortBy: null,
  page: 0,
  tracking: Object.freeze({}),
});

/** Builds a state from a partial one (tests and callers spread overrides over the empty search). */
export function createSearchState(overrides: Partial<SearchState> = {}): SearchState {
  return { ...EMPTY_SEARCH_STATE, ...overrides };
}

const RANGE_FACET_SET: ReadonlySet<string> = new Set(RANGE_FACETS);

/** Whether a facet is refined with a numeric range rather than a list of values (§3). */
export function isRangeFacet(facet: string): boolean {
  return RANGE_FACET_SET.has(facet);
}

/** Facet names are identifiers; anything else coming from a URL is ignored rather than filtered on. */
export const FACET_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Whether a state has any refinement, range or query (drives "clear all" and disjunctive queries). */
export function hasRefinements(state: SearchState): boolean {
  return (
    state.query !== '' || Object.keys(state.refinements).length > 0 || Object.keys(state.ranges).length > 0
  );
}
