import type { BudgetUnit } from '@dealer/pricing';
import { type Site, slugify, vehicleNoun } from '@dealer/site-registry';
import { isValidRange } from './range.js';
import type { NumericRange } from './state.js';

/**
 * §2 listing path segments.
 *
 * Design decision: the search state always holds the index's canonical facet values ("used",
 * "brisbane:Used Cars Brisbane"), never slugs, because filters must match the index exactly. A slug loses
 * case, punctuation and the part before a colon, so a segment is read back by matching it against the
 * facet values the caller knows: the §4 condition values (new, used, demo) are built in for car-type
 * facets, and other route-key facets' values are passed in as `facetValues` (e.g. from the facet
 * distribution of an unrefined search, which the BFF can cache). Serialising uses the same resolver and
 * puts a value in the path only when the segment reads back to exactly that value, otherwise it stays a
 * query parameter — so parse(serialise(state)) == state holds by construction, and a segment nobody can
 * read back yields `notFound` instead of a wrong filter.
 */

/** Facet values the caller knows, used to read route-key path segments back (see module doc). */
export type FacetValues = Readonly<Record<string, readonly string[]>>;

/** §4 condition values: always known for the condition facet and the site's car-type facets. */
export const CONDITION_VALUES = ['new', 'used', 'demo'] as const;
/** §3 the condition facet (new, used, demo). */
export const CONDITION_FACET = 'car_type';

function hasConditionValues(site: Site, facet: string): boolean {
  return facet === CONDITION_FACET || site.search.car_type_facets.includes(facet);
}

/** §2 the 7-seater listing page refines this facet to this value. */
export const SEATS_FACET = 'seats';
export const SEVEN_SEATER_VALUE = '7';
export const SEVEN_SEATER_SEGMENT = '7-seater-cars';

const PER_WEEK_UNDER = /^cars-under-(\d+)-per-(day|week|month)$/;
const PER_WEEK_BETWEEN = /^(\d+)-to-(\d+)-per-(day|week|month)$/;
const PER_WEEK_PLUS = /^(\d+)-plus-per-(day|week|month)$/;

/** Whether a segment has the shape of a §2 special page (7-seater or per-week), reserved for those. */
function isSpecialShape(segment: string): boolean {
  return (
    segment === SEVEN_SEATER_SEGMENT ||
    PER_WEEK_UNDER.test(segment) ||
    PER_WEEK_BETWEEN.test(segment) ||
    PER_WEEK_PLUS.test(segment)
  );
}

/**
 * §2 the path segment of one route-key facet value: the part after a colon, slugged; values of the
 * site's car-type facets get -cars (used → used-cars, or pre-owned-cars where the site says 'pre-owned').
 * On sites that sell something else (car_type_facets empty), a condition value takes the site's plural
 * noun instead (§1: new-motorcycles, used-trucks). Returns null when the value has no usable slug or
 * would read as a special page.
 */
export function routeSegment(site: Site, facet: string, value: string): string | null {
  const colon = value.indexOf(':');
  let slug = slugify(colon >= 0 ? value.slice(colon + 1) : value);
  if (slug === '') return null;
  const carType = site.search.car_type_facets.includes(facet);
  const condition = facet === CONDITION_FACET && (CONDITION_VALUES as readonly string[]).includes(value);
  if (carType || condition) {
    if (slug === 'used' && site.vehicle.used_label === 'pre-owned') slug = 'pre-owned';
    slug = `${slug}-${carType ? 'cars' : slugify(vehicleNoun(site, { plural: true }))}`;
  }
  return isSpecialShape(slug) ? null : slug;
}

/** The values of a route-key facet that a segment may be matched against. */
export function knownRouteValues(site: Site, facet: string, facetValues: FacetValues = {}): string[] {
  const known = [...(facetValues[facet] ?? [])];
  if (hasConditionValues(site, facet)) {
    for (const v of CONDITION_VALUES) if (!known.includes(v)) known.push(v);
  }
  return known;
}

/**
 * Reads one route-key segment: the first route-key facet (in the site's order, skipping `taken` ones)
 * with a known value whose segment is this one. On 'pre-owned' sites used-cars is accepted too.
 */
export function resolveRouteSegment(
  site: Site,
  segment: string,
  facetValues: FacetValues = {},
  taken: ReadonlySet<string> = new Set(),
): { facet: string; value: string } | null {
  const wanted = segment.toLowerCase();
  for (const facet of site.search.route_key_facets) {
    if (taken.has(facet)) continue;
    for (const value of knownRouteValues(site, facet, facetValues)) {
      if (routeSegment(site, facet, value) === wanted) return { facet, value };
    }
    if (
      wanted === 'used-cars' &&
      site.vehicle.used_label === 'pre-owned' &&
      site.search.car_type_facets.includes(facet)
    ) {
      const used = knownRouteValues(site, facet, facetValues).find((v) => v === 'used');
      if (used) return { facet, value: used };
    }
  }
  return null;
}

/**
 * §2 per-week listing page segment of a budget range in its site's unit ('cars-under-100-per-week'; a
 * rental site's 'cars-under-50-per-day'), or null when the range has no page.
 */
export function perWeekSegment(range: NumericRange, unit: BudgetUnit = 'week'): string | null {
  const whole = (n: number | null): n is number => n !== null && Number.isSafeInteger(n) && n >= 0;
  if (range.min === null && whole(range.max)) return `cars-under-${range.max}-per-${unit}`;
  if (range.max === null && whole(range.min)) return `${range.min}-plus-per-${unit}`;
  if (whole(range.min) && whole(range.max) && range.min < range.max)
    return `${range.min}-to-${range.max}-per-${unit}`;
  return null;
}

/**
 * §2 the budget range of a per-week (per-day, per-month) listing page segment in `unit`, or null for any
 * other segment — a per-week segment on a site that budgets by the day is no page.
 */
export function parsePerWeekSegment(segment: string, unit: BudgetUnit = 'week'): NumericRange | null {
  const range = perWeekRangeOf(segment, unit);
  // Hundreds of digits read as Infinity: no page, as for any other unknown segment.
  return range && isValidRange(range) ? range : null;
}

function perWeekRangeOf(segment: string, unit: BudgetUnit): NumericRange | null {
  const under = PER_WEEK_UNDER.exec(segment);
  if (under) return under[2] === unit ? { min: null, max: Number(under[1]) } : null;
  const plus = PER_WEEK_PLUS.exec(segment);
  if (plus) return plus[2] === unit ? { min: Number(plus[1]), max: null } : null;
  const between = PER_WEEK_BETWEEN.exec(segment);
  if (between && between[3] === unit) {
    const min = Number(between[1]);
    const max = Number(between[2]);
    return min < max ? { min, max } : null;
  }
  return null;
}
