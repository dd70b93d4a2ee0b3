import { type BudgetUnit, budgetUnit } from '@dealer/pricing';
import { type Site, type SortOption, sortOptionSchema } from '@dealer/site-registry';
import { WEEKLY_PRICE_FACET } from './price-bands.js';
import { formatRange, isValidRange, parseRange } from './range.js';
import {
  type FacetValues,
  parsePerWeekSegment,
  perWeekSegment,
  resolveRouteSegment,
  routeSegment,
  SEATS_FACET,
  SEVEN_SEATER_SEGMENT,
  SEVEN_SEATER_VALUE,
} from './segments.js';
import {
  CAR_FACETS,
  DEALERSHIP_FACET,
  EMPTY_SEARCH_STATE,
  FACET_NAME,
  isRangeFacet,
  type NumericRange,
  type SearchState,
  TRACKING_PARAMS,
  type TrackingParam,
} from './state.js';

/** Options shared by `parseListingUrl` and `listingUrl`. */
export interface ListingUrlOptions {
  /** Known values of route-key facets, to read their path segments back (see `segments.ts`). */
  readonly facetValues?: FacetValues;
}

/** §2 query parameter names. */
export const QUERY_PARAM = 'query';
export const SORT_PARAM = 'sortBy';
export const PAGE_PARAM = 'page';

const REFINEMENT_LIST_PARAM = /^refinementList\[([A-Za-z_][A-Za-z0-9_]*)\]\[(\d+)\]$/;
const RANGE_PARAM = /^range\[([A-Za-z_][A-Za-z0-9_]*)\]$/;
const PAGE_NUMBER = /^\d+$/;
const PLACEHOLDER_ORIGIN = 'http://listing.invalid';

/** The facets a listing URL may refine on this site: §3 facets, the site's filter panel and route keys. */
export function listingFacets(site: Site, options: ListingUrlOptions = {}): Set<string> {
  return new Set<string>([
    ...CAR_FACETS,
    DEALERSHIP_FACET,
    ...site.search.filters,
    ...site.search.route_key_facets,
    ...site.search.car_type_facets,
    ...Object.keys(options.facetValues ?? {}),
  ]);
}

function basePath(site: Site): string {
  const base = site.routes.listing_base_path.replace(/\/+$/, '');
  return base === '' ? '/' : base;
}

function pathSegments(site: Site, pathname: string): string[] | null {
  const base = basePath(site);
  const path = pathname.replace(/\/+$/, '') || '/';
  if (base === '/') return path.split('/').filter(Boolean);
  if (path === base) return [];
  if (!path.startsWith(`${base}/`)) return null;
  return path
    .slice(base.length + 1)
    .split('/')
    .filter(Boolean);
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** §2 page parameter: a whole number greater than 1 becomes the zero-based page; anything else is 0. */
export function parsePageParam(value: string | null | undefined): number {
  if (value == null || !PAGE_NUMBER.test(value.trim())) return 0;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) && n > 1 ? n - 1 : 0;
}

function addValues(target: Map<string, string[]>, facet: string, values: readonly string[]): void {
  const list = target.get(facet) ?? [];
  for (const v of values) if (v !== '' && !list.includes(v)) list.push(v);
  if (list.length > 0) target.set(facet, list);
}

/**
 * The unit of a site's per-week listing pages: its budget unit (a rental site's pages are per day), else
 * per week (a site without a budget figure lists no bands, but its URLs read as before).
 */
function urlBudgetUnit(site: Site): BudgetUnit {
  return budgetUnit(site) ?? 'week';
}

/**
 * §2 reads a listing URL (pathname + query, or an absolute URL) of `site` into a search state:
 * base path; route-key facet values as path segments; the 7-seater and per-week pages; refinements as
 * query parameters (comma-joined, or refinementList[facet][i]); range facets as 'low:high'; `query`;
 * `sortBy`; `page` (number > 1, made zero-based); the tracking parameters. Unknown parameters are
 * dropped; a path this site does not list gives `notFound: true` with the unreadable segments.
 */
export function parseListingUrl(site: Site, url: string | URL, options: ListingUrlOptions = {}): SearchState {
  const parsed = typeof url === 'string' ? new URL(url, PLACEHOLDER_ORIGIN) : url;
  const facets = listingFacets(site, options);
  const lists = new Map<string, string[]>();
  const ranges = new Map<string, NumericRange>();
  const unknown: string[] = [];

  const segments = pathSegments(site, parsed.pathname);
  if (segments === null) unknown.push(parsed.pathname);
  const budget = urlBudgetUnit(site);
  const taken = new Set<string>();
  for (const raw of segments ?? []) {
    const segment = safeDecode(raw)?.toLowerCase() ?? null;
    if (segment === null) {
      unknown.push(raw);
      continue;
    }
    const weekly = parsePerWeekSegment(segment, budget);
    if (segment === SEVEN_SEATER_SEGMENT && !taken.has(SEATS_FACET)) {
      taken.add(SEATS_FACET);
      addValues(lists, SEATS_FACET, [SEVEN_SEATER_VALUE]);
    } else if (weekly && !ranges.has(WEEKLY_PRICE_FACET)) {
      ranges.set(WEEKLY_PRICE_FACET, weekly);
    } else {
      const match = resolveRouteSegment(site, segment, options.facetValues, taken);
      if (match) {
        taken.add(match.facet);
        addValues(lists, match.facet, [match.value]);
      } else {
        unknown.push(segment);
      }
    }
  }

  let query = '';
  let sortBy: SortOption | null = null;
  let page = 0;
  const tracking: Partial<Record<TrackingParam, string>> = {};
  const indexed = new Map<string, Array<[number, string]>>();

  for (const [key, value] of parsed.searchParams) {
    if (key === QUERY_PARAM) {
      query = value.trim();
    } else if (key === SORT_PARAM) {
      const sort = sortOptionSchema.safeParse(value);
      sortBy = sort.success ? sort.data : null;
    } else if (key === PAGE_PARAM) {
      page = parsePageParam(value);
    } else if ((TRACKING_PARAMS as readonly string[]).includes(key)) {
      if (value !== '') tracking[key as TrackingParam] = value;
    } else {
      const listParam = REFINEMENT_LIST_PARAM.exec(key);
      const rangeParam = RANGE_PARAM.exec(key);
      const facet = listParam?.[1] ?? rangeParam?.[1] ?? key;
      if (!FACET_NAME.test(facet) || !facets.has(facet)) continue;
      if (isRangeFacet(facet)) {
        const range = parseRange(value);
        if (range) ranges.set(facet, range);
      } else if (listParam) {
        const entries = indexed.get(facet) ?? [];
        entries.push([Number(listParam[2]), value]);
        indexed.set(facet, entries);
      } else if (!rangeParam) {
        addValues(lists, facet, value.split(','));
      }
    }
  }
  for (const [facet, entries] of indexed) {
    addValues(
      lists,
      facet,
      entries.sort((a, b) => a[0] - b[0]).map(([, v]) => v),
    );
  }

  return {
    ...EMPTY_SEARCH_STATE,
    query,
    refinements: Object.fromEntries(lists),
    ranges: Object.fromEntries(ranges),
    sortBy,
    page,
    tracking,
    ...(unknown.length > 0 ? { notFound: true as const, unknownSegments: unknown } : {}),
  };
}

function encode(text: string): string {
  return encodeURIComponent(text).replace(/%3A/gi, ':');
}

/**
 * §2 the canonical listing URL (pathname + query) of a state. A route-key facet with exactly one value
 * becomes a path segment when that segment reads back to the value; seats = 7 is /7-seater-cars and a
 * whole-number weekly price range is its per-week page. Everything else is a query parameter, in a
 * stable order: query, facets alphabetically (multi-values comma-joined; dealership_slug and values
 * containing a comma as refinementList[facet][i]), sortBy, page (one-based), tracking parameters.
 */
export function listingUrl(site: Site, state: SearchState, options: ListingUrlOptions = {}): string {
  const lists = new Map(Object.entries(state.refinements).filter(([, values]) => values.length > 0));
  const ranges = new Map(Object.entries(state.ranges).filter(([, range]) => isValidRange(range)));
  const segments: string[] = [];

  const taken = new Set<string>();
  for (const facet of site.search.route_key_facets) {
    const values = lists.get(facet);
    if (values?.length !== 1) continue;
    const value = values[0]!;
    const segment = routeSegment(site, facet, value);
    if (segment === null) continue;
    const back = resolveRouteSegment(site, segment, options.facetValues, taken);
    if (back?.facet !== facet || back.value !== value) continue;
    taken.add(facet);
    segments.push(segment);
    lists.delete(facet);
  }
  const seats = lists.get(SEATS_FACET);
  if (!taken.has(SEATS_FACET) && seats?.length === 1 && seats[0] === SEVEN_SEATER_VALUE) {
    segments.push(SEVEN_SEATER_SEGMENT);
    lists.delete(SEATS_FACET);
  }
  const weekly = ranges.get(WEEKLY_PRICE_FACET);
  const weeklySegment = weekly ? perWeekSegment(weekly, urlBudgetUnit(site)) : null;
  if (weeklySegment) {
    segments.push(weeklySegment);
    ranges.delete(WEEKLY_PRICE_FACET);
  }

  const params: string[] = [];
  if (state.query !== '') params.push(`${QUERY_PARAM}=${encode(state.query)}`);
  const facetNames = [...new Set([...lists.keys(), ...ranges.keys()])].sort();
  for (const facet of facetNames) {
    const range = ranges.get(facet);
    if (range && isRangeFacet(facet)) {
      params.push(`${facet}=${encode(formatRange(range))}`);
      continue;
    }
    const values = lists.get(facet);
    if (!values) continue;
    if (facet === DEALERSHIP_FACET || values.some((v) => v.includes(','))) {
      values.forEach((v, i) => {
        params.push(`refinementList[${facet}][${i}]=${encode(v)}`);
      });
    } else {
      params.push(`${facet}=${values.map(encode).join(',')}`);
    }
  }
  if (state.sortBy !== null) params.push(`${SORT_PARAM}=${state.sortBy}`);
  if (state.page > 0) params.push(`${PAGE_PARAM}=${state.page + 1}`);
  for (const name of TRACKING_PARAMS) {
    const value = state.tracking[name];
    if (value !== undefined && value !== '') params.push(`${name}=${encode(value)}`);
  }

  const base = basePath(site);
  const path = segments.length === 0 ? base : `${base === '/' ? '' : base}/${segments.join('/')}`;
  return params.length === 0 ? path : `${path}?${params.join('&')}`;
}

/** §2 'see more from this dealer': the listing refined to one dealership (refinementList[dealership_slug][0]). */
export function dealerListingUrl(site: Site, dealerSlug: string): string {
  return listingUrl(site, { ...EMPTY_SEARCH_STATE, refinements: { [DEALERSHIP_FACET]: [dealerSlug] } });
}

/**
 * §2 'Find Me Something Similar' for an unavailable (sold) car: the listing refined to the same make and
 * model, so the shopper lands on the cars that could replace it.
 */
export function similarListingUrl(site: Site, car: { make: string; model: string }): string {
  return listingUrl(site, { ...EMPTY_SEARCH_STATE, refinements: { make: [car.make], model: [car.model] } });
}
