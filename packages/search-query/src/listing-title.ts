import { type Condition, conditionLabel, offerWords, type Site, vehicleNoun } from '@dealer/site-registry';
import { priceBandFor, siteBudgetBands, WEEKLY_PRICE_FACET } from './price-bands.js';
import {
  CONDITION_FACET,
  CONDITION_VALUES,
  type FacetValues,
  knownRouteValues,
  SEATS_FACET,
  SEVEN_SEATER_VALUE,
} from './segments.js';
import type { SearchState } from './state.js';

/** Facets whose one value places the listing: 'in Brisbane'. */
const PLACE_FACETS = ['city', 'location_name', 'state'] as const;

/** The one value of a facet when it is known to the index (never raw URL text), else null. */
function knownSingle(site: Site, state: SearchState, facet: string, facetValues: FacetValues): string | null {
  const values = state.refinements[facet];
  if (values?.length !== 1) return null;
  const value = values[0] as string;
  if (facet === SEATS_FACET) return value === SEVEN_SEATER_VALUE ? value : null;
  return knownRouteValues(site, facet, facetValues).includes(value) ? value : null;
}

function afterColon(value: string): string {
  return value.includes(':') ? value.slice(value.indexOf(':') + 1) : value;
}

/**
 * §2 the listing's heading: what is filtered, in the seller's words — 'Used Toyota Corolla for sale in
 * Brisbane', 'Used Toyota SUV Cars for sale', '7-Seater Cars for hire under $100 per week'. Built only from
 * facet values the index knows (`facetValues`: the search answer's distribution) and the §4 conditions, so
 * a value typed into a URL is never echoed.
 */
export function listingHeading(site: Site, state: SearchState, facetValues: FacetValues): string {
  const one = (facet: string) => knownSingle(site, state, facet, facetValues);
  const condition = one(CONDITION_FACET);
  const model = one('model') ?? one('make_model');
  const seats = one(SEATS_FACET);
  const words = [
    condition && (CONDITION_VALUES as readonly string[]).includes(condition)
      ? conditionLabel(site, condition as Condition)
      : null,
    one('make'),
    model ? afterColon(model) : null,
    one('body'),
    seats ? `${seats}-Seater` : null,
    model ? null : vehicleNoun(site, { plural: true }),
    offerWords(site),
  ];
  const band = priceBandFor(state.ranges[WEEKLY_PRICE_FACET], siteBudgetBands(site));
  if (band) words.push(`${band.label.toLowerCase()} ${band.perUnit}`);
  const place = PLACE_FACETS.map(one).find((value) => value !== null);
  if (place) words.push(`in ${place}`);
  return words.filter((word): word is string => Boolean(word)).join(' ');
}

/** The words a listing page is titled and described by (§2 SEO). */
export interface ListingSeoText {
  /** The h1 and breadcrumb: `listingHeading`. */
  heading: string;
  /** '<heading> – page 2 | <site>'. */
  title: string;
  /** '<heading> at <site>: 33 listed, page 2.' */
  description: string;
}

/** §2 the `<title>` and meta description of a listing page: its heading, page number and site. */
export function listingSeoText(
  site: Site,
  state: SearchState,
  input: { facetValues: FacetValues; totalHits: number },
): ListingSeoText {
  const heading = listingHeading(site, state, input.facetValues);
  const page = state.page > 0 ? state.page + 1 : null;
  const noun = vehicleNoun(site, { plural: input.totalHits !== 1, lowercase: true });
  return {
    heading,
    title: `${heading}${page ? ` – page ${page}` : ''} | ${site.name}`,
    description: `${heading} at ${site.name}: ${input.totalHits.toLocaleString('en-AU')} ${noun} listed${page ? `, page ${page}` : ''}.`,
  };
}
