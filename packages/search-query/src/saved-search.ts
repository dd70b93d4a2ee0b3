import { budgetUnit } from '@dealer/pricing';
import { type Condition, conditionLabel, type Site, vehicleNoun } from '@dealer/site-registry';
import { filterList } from './adapters/filters.js';
import { createSearchContext } from './context.js';
import type { MeiliSearchQuery } from './meilisearch-types.js';
import { WEEKLY_PRICE_FACET } from './price-bands.js';
import { CONDITION_FACET, CONDITION_VALUES } from './segments.js';
import { EMPTY_SEARCH_STATE, type SearchState } from './state.js';

/**
 * Issue #34 item 1: a saved search (an alert) is the listing's search state without what only shapes one
 * page of it (page, sort, tracking parameters): two saves of the same listing keep the same state.
 */
export function savedSearchState(state: SearchState): SearchState {
  return {
    ...EMPTY_SEARCH_STATE,
    query: state.query.trim(),
    refinements: state.refinements,
    ranges: state.ranges,
  };
}

/**
 * Issue #34 item 1: which cars a saved search matches, as one Meilisearch query — the listing's own
 * filters (the site's scope and visibility, then every refinement and range, `filterList`) and its text
 * query with every word required (`all`: a close match is no reason to mail). The engine that answers
 * the listing answers it, over an index of only an import's changed cars, so a car matches an alert
 * exactly when the listing would show it. Only ids come back.
 */
export function savedSearchQuery(
  site: Site,
  state: SearchState,
  options: { readonly now: Date; readonly limit: number; readonly indexUid?: string },
): MeiliSearchQuery {
  const context = createSearchContext(site, savedSearchState(state), {
    now: options.now,
    hitsPerPage: Math.max(1, options.limit),
    ...(options.indexUid ? { indexUid: options.indexUid } : {}),
  });
  return {
    indexUid: context.indexUid,
    q: context.query,
    ...(context.query === '' ? {} : { matchingStrategy: 'all' as const }),
    attributesToRetrieve: ['id'],
    limit: Math.max(1, options.limit),
    filter: filterList(context),
  };
}

/** How often a saved search mails: at each import with matches, or one digest a morning. */
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/**
 * The consent a shopper gives by saving a search: shown beside the form and recorded with the saved
 * search word for word (the way a lead records its consent notice), so what they agreed to is known.
 */
export function savedSearchConsentText(site: Pick<Site, 'name' | 'template' | 'vehicle'>): string {
  // §1 in the site's own noun: a motorcycle dealer's shopper agrees to mails about motorcycles.
  const vehicles = vehicleNoun(site, { plural: true, lowercase: true });
  return `I agree to receive emails from ${site.name} about ${vehicles} matching this search. Every email has a link to unsubscribe.`;
}

/** A search with no criteria in words (`savedSearchText`). */
const ALL_STOCK = 'all stock';

/**
 * What the Save this search form offers, in words: 'Get an email about new Kia · under $30,000 stock and
 * price drops.', or '… about new stock …' for the whole stock (never 'new all stock stock').
 */
export function savedSearchOfferText(state: SearchState, site: Site): string {
  const what = savedSearchText(state, site);
  return `Get an email about new ${what === ALL_STOCK ? '' : `${what} `}stock and price drops.`;
}

const afterColon = (value: string) => value.slice(value.lastIndexOf(':') + 1);

/** The money ranges and their unit words (a rental site's daily rate, a subscription's weekly one). */
const MONEY_RANGES: Readonly<Record<string, string>> = {
  price: '',
  rental_price: ' per day',
  subscription_price: ' per week',
};

/** A range in the site's words: '$20,000–$30,000', 'under $100 per day', 'from 2018', 'up to 80,000 km'. */
function rangeWords(facet: string, range: { min: number | null; max: number | null }, site: Site): string {
  // §2 the budget band of a per-week (per-day) page is money in the site's budget unit: 'under $100 per day'.
  const unit = facet === WEEKLY_PRICE_FACET ? ` per ${budgetUnit(site) ?? 'week'}` : MONEY_RANGES[facet];
  const one = (n: number) =>
    unit === undefined
      ? facet === 'km'
        ? `${n.toLocaleString('en-AU')} km`
        : String(n)
      : `$${n.toLocaleString('en-AU')}`;
  const tail = unit ?? '';
  const { min, max } = range;
  if (min !== null && max !== null) return `${one(min)}–${one(max)}${tail}`;
  if (max !== null)
    return `${facet === 'year' ? 'up to' : facet === 'km' ? 'up to' : 'under'} ${one(max)}${tail}`;
  return min === null ? '' : `from ${one(min)}${tail}`;
}

/**
 * A saved search in words for its mails and the manage page ('"sr5" · Toyota · price 10000–30000').
 * Given the site, in the site's words: its condition labels ('Pre-Owned', 'Demo') and amounts with their
 * unit ('Kia · $20,000–$30,000', 'under $100 per day', 'up to 80,000 km').
 */
export function savedSearchText(state: SearchState, site?: Site): string {
  const parts: string[] = [];
  if (state.query.trim() !== '') parts.push(`"${state.query.trim()}"`);
  for (const facet of Object.keys(state.refinements).sort()) {
    const condition = site && (facet === CONDITION_FACET || site.search.car_type_facets.includes(facet));
    const word = (value: string) =>
      condition && (CONDITION_VALUES as readonly string[]).includes(value)
        ? conditionLabel(site, value as Condition)
        : afterColon(value);
    parts.push((state.refinements[facet] ?? []).map(word).join(' or '));
  }
  for (const facet of Object.keys(state.ranges).sort()) {
    const range = state.ranges[facet];
    if (!range) continue;
    if (site) {
      const words = rangeWords(facet, range, site);
      if (words) parts.push(words);
      continue;
    }
    const bound = (n: number | null) => (n === null ? '' : String(n));
    parts.push(`${facet.replace(/_/g, ' ')} ${bound(range.min)}–${bound(range.max)}`);
  }
  return parts.length > 0 ? parts.join(' · ') : ALL_STOCK;
}
