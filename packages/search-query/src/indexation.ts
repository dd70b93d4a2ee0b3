import { type Site, slugify } from '@dealer/site-registry';
import { priceBandFor, siteBudgetBands, WEEKLY_PRICE_FACET } from './price-bands.js';
import { type FacetValues, knownRouteValues, SEATS_FACET, SEVEN_SEATER_VALUE } from './segments.js';
import { type SearchState, TRACKING_PARAMS } from './state.js';
import { listingUrl } from './url.js';

/**
 * §2 SEO: which listing URLs search engines may index, and the one URL each state is known by.
 *
 * - Indexable (self-canonical, `index,follow`): a state whose every refinement is a path segment — the
 *   base listing, route-key facets with one value (/used-cars, /brisbane), the 7-seater and per-week
 *   pages — and page N of those.
 * - `noindex,follow` with a canonical to the indexable parent (the same path segments, page 1): a text
 *   search, a sort, a price or other range, a multi-value refinement, a refinement that is a query
 *   parameter (make, body, dealership …). Crawlers follow their links but index one URL per path state.
 * - Not found (404, noindex): a facet value the index does not have (`?make=Cheap Loans Call 0400…`), or a
 *   page past the last. The page may still render (a shopper can clear the filter), but answers 404.
 * - A request spelling an indexable state another way (case, a query parameter of a path facet, a
 *   trailing slash, `page=1`, a stray parameter) is redirected to its canonical URL, tracking kept.
 * - A path state that is no page of its own is `noindex,follow` with a canonical to the path state it
 *   repeats: a path segment that does not narrow its parent (the only city of a one-city dealer, the
 *   only condition of a rental fleet: the same cars under a second URL), a per-week segment that is not
 *   one of the site's budget bands (`cars-under-101-per-week`: any number would be a URL), and a state
 *   that lists no car (/new-cars with no new stock, /7-seater-cars on a motorcycle site, a site with no
 *   stock yet): its canonical is the listing.
 *
 * Values are normalised first: spelled as the index spells them (`kia` → `Kia`), multi-values sorted
 * (`Toyota,Kia` → `Kia,Toyota`), unknown values dropped, so titles are only ever built from known values.
 */
export interface ListingIndexation {
  /** 200, or 404 for an unknown facet value or a page past the last. */
  readonly status: 200 | 404;
  readonly robots: 'index,follow' | 'noindex,follow';
  /** The URL (path + query, no tracking) the page names in `<link rel="canonical">`. */
  readonly canonical: string;
  /** Where to send the shopper (301) when they asked for an indexable state in another spelling. */
  readonly redirect: string | null;
  /** The requested state, values as the index spells them, multi-values sorted, unknown values dropped. */
  readonly state: SearchState;
  /** The refinement values the index does not know (never echoed into a title). */
  readonly unknownValues: readonly { facet: string; value: string }[];
}

export interface ListingIndexationInput {
  /** The URL the shopper asked for (pathname + query, or absolute). */
  readonly requestedUrl: string | URL;
  /** The facet distribution of the search answer: the values the index has for each refined facet. */
  readonly facetValues: FacetValues;
  /** How many pages the search answer has. */
  readonly pages: number;
}

const BY_NAME = new Intl.Collator('en');
const PLACEHOLDER_ORIGIN = 'http://listing.invalid';

/** The values the index has for a facet (plus the §4 conditions and the 7-seater value, always known). */
function knownValues(site: Site, facet: string, facetValues: FacetValues): readonly string[] | null {
  const known = knownRouteValues(site, facet, facetValues);
  if (facet === SEATS_FACET && !known.includes(SEVEN_SEATER_VALUE)) known.push(SEVEN_SEATER_VALUE);
  // A facet the answer carries no values for cannot be judged: its values stay as asked. That includes an
  // empty distribution — no car matches the other refinements, so a value missing from it may be one they
  // filtered out rather than one the index lacks.
  return known.length > 0 ? known : null;
}

/**
 * The state as the index spells it: each refinement value matched to a known value (exactly, else
 * ignoring case), multi-values deduplicated and sorted, unknown values dropped and listed.
 */
export function normaliseListingState(
  site: Site,
  state: SearchState,
  facetValues: FacetValues,
): { state: SearchState; unknownValues: { facet: string; value: string }[] } {
  const unknownValues: { facet: string; value: string }[] = [];
  const refinements: Record<string, string[]> = {};
  // Words, ranges or another refinement narrow the answer's facet values too: a value missing from them
  // may be filtered out rather than unknown to the index, so only a lone refinement is judged.
  const narrowed =
    state.query !== '' || Object.keys(state.ranges).length > 0 || Object.keys(state.refinements).length > 1;
  for (const [facet, values] of Object.entries(state.refinements)) {
    const known = narrowed ? null : knownValues(site, facet, facetValues);
    const kept = new Set<string>();
    for (const value of values) {
      const match = known === null ? value : knownSpelling(known, value);
      if (match === undefined) unknownValues.push({ facet, value });
      else kept.add(match);
    }
    if (kept.size > 0) refinements[facet] = [...kept].sort(BY_NAME.compare);
  }
  return { state: { ...state, refinements }, unknownValues };
}

/**
 * A refinement value as the index spells it: as typed, in another case, or in another spelling of the same
 * words — accents, spaces and hyphens (`skoda` → `Škoda`, `land rover` → `Land Rover`, `mercedes benz` →
 * `Mercedes-Benz`), the words a path segment of that value reads as (`slugify`).
 */
function knownSpelling(known: readonly string[], value: string): string | undefined {
  const spelt = known.find((k) => k === value) ?? known.find((k) => k.toLowerCase() === value.toLowerCase());
  if (spelt !== undefined) return spelt;
  const words = slugify(value);
  return words === '' ? undefined : known.find((k) => slugify(k) === words);
}

/** The path part of a listing URL (its path segments: the indexable parent of any state). */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/** What a requested URL says besides tracking: its path and its other parameters. */
function requestedShape(url: string | URL): { path: string; params: string[] } {
  const parsed = typeof url === 'string' ? new URL(url, PLACEHOLDER_ORIGIN) : url;
  const path = parsed.pathname;
  const params = [...parsed.searchParams]
    .filter(([key]) => !(TRACKING_PARAMS as readonly string[]).includes(key))
    .map(([key, value]) => `${key}=${value}`);
  return { path: safeDecode(path), params };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** §2 SEO indexation of one listing request (see `ListingIndexation`). */
export function listingIndexation(
  site: Site,
  requested: SearchState,
  input: ListingIndexationInput,
): ListingIndexation {
  const options = { facetValues: input.facetValues };
  const { state, unknownValues } = normaliseListingState(site, requested, input.facetValues);
  const untracked: SearchState = { ...state, tracking: {} };
  const self = listingUrl(site, untracked, options);
  const firstPage = listingUrl(site, { ...untracked, page: 0 }, options);
  const parent = pathOf(firstPage);
  const pastLastPage = state.page > 0 && state.page >= input.pages;
  if (unknownValues.length > 0 || pastLastPage || requested.notFound) {
    return { status: 404, robots: 'noindex,follow', canonical: parent, redirect: null, state, unknownValues };
  }
  // Every refinement became a path segment: nothing but the path names the state.
  if (firstPage !== parent) {
    return { status: 200, robots: 'noindex,follow', canonical: parent, redirect: null, state, unknownValues };
  }
  const asked = requestedShape(input.requestedUrl);
  const wanted = requestedShape(self);
  const same = asked.path === wanted.path && asked.params.join('&') === wanted.params.join('&');
  if (!same) {
    const redirect = listingUrl(site, state, options);
    return { status: 200, robots: 'index,follow', canonical: self, redirect, state, unknownValues };
  }
  const repeated = repeatedPathState(site, untracked, input);
  if (repeated !== null) {
    const canonical = listingUrl(site, { ...repeated, page: 0 }, options);
    return { status: 200, robots: 'noindex,follow', canonical, redirect: null, state, unknownValues };
  }
  return { status: 200, robots: 'index,follow', canonical: self, redirect: null, state, unknownValues };
}

/**
 * The path state a path-only state repeats (see `ListingIndexation`), or null when it is a page of its
 * own. The answer's facet distribution is disjunctive — a refined facet's values are those the other
 * refinements leave — so a refined value alone in its distribution narrows nothing: without it the same
 * cars list. Only one such segment is dropped, the last in the path (/tesla/model-3 of a dealer whose
 * only Tesla is a Model 3 repeats /tesla, not the listing): without it the others' distributions may
 * change. A facet the answer has no distribution for, or one that does not name the value (a truncated
 * list), is not judged.
 */
function repeatedPathState(
  site: Site,
  state: SearchState,
  input: ListingIndexationInput,
): SearchState | null {
  // No car at all (a site with no stock, or segments that match nothing): nothing to index.
  if (input.pages === 0) return { ...state, refinements: {}, ranges: {} };
  const ranges = { ...state.ranges };
  const weekly = ranges[WEEKLY_PRICE_FACET];
  const noBand = weekly !== undefined && !priceBandFor(weekly, siteBudgetBands(site));
  if (noBand) delete ranges[WEEKLY_PRICE_FACET];
  const pathOrder = [...site.search.route_key_facets, SEATS_FACET];
  const alone = pathOrder.filter((facet) => {
    const value = state.refinements[facet]?.[0];
    const distribution = input.facetValues[facet];
    return value !== undefined && distribution?.length === 1 && distribution[0] === value;
  });
  const dropped = alone[alone.length - 1];
  if (dropped === undefined && !noBand) return null;
  const refinements = Object.fromEntries(Object.entries(state.refinements).filter(([f]) => f !== dropped));
  return { ...state, refinements, ranges };
}
