import type { Site, SortOption } from '@dealer/site-registry';
import { facetsFor, type SearchIndexType } from './adapters/facets.js';
import type { Filter } from './filter.js';
import { priceSortAttribute } from './price-facet.js';
import { siteFilters } from './site-scope.js';
import type { NumericRange, SearchState } from './state.js';

/** §9 search page size. */
export const DEFAULT_HITS_PER_PAGE = 100;
/** Highlight tags around matched words in `_formatted`; render by splitting on them, never as HTML. */
export const HIGHLIGHT_PRE_TAG = '<mark>';
export const HIGHLIGHT_POST_TAG = '</mark>';

/**
 * The text a result card shows where a keyword match means something: its title. Meilisearch copies every
 * retrieved attribute into `_formatted` once highlighting is on, so highlighting stays on card text and
 * retrieval on card fields (`CARD_ATTRIBUTES`).
 */
export const HIGHLIGHT_ATTRIBUTES = ['name'] as const;

/**
 * §2 the fields a listing's cars are read for (Meilisearch's `attributesToRetrieve`): the car card (title,
 * image, facts, §4 price and tag, reserve and enquiry actions, favourites), the listing's JSON-LD, the
 * sitemap and the visibility facts (§4 status, sold date, shown on the website). Everything else (images,
 * description, finance records …) stays in the index: a 100-car page carries what it shows. The BFF's
 * documents test proves the card's rules read nothing outside it.
 */
export const CARD_ATTRIBUTES = [
  'id',
  'slug',
  'name',
  'make',
  'model',
  'manufacturer',
  'primary_image_url',
  'km',
  'transmission',
  'fuel',
  'simple_fuel',
  'city',
  'location',
  'location_id',
  'location_name',
  'dealership_id',
  'dealership_slug',
  'stocknum',
  'car_type',
  'status',
  'sold',
  'show_on_dealer_website',
  'sold_date_timestamp',
  'created_at',
  'created_at_timestamp',
  'updated_at',
  'tag',
  'certified',
  'preorder',
  'reserved',
  'reservable',
  'payment_processors',
  'price',
  'price_type',
  'before_price',
  'reduced_price',
  'computed_price',
  'rental_price',
  'subscription_price',
] as const;

/** §7 separate indexes for offers and parts (the car index name comes from the site, Car_production). */
export const DEFAULT_INDEX_UIDS = { offer: 'Offer_production', part: 'Part_production' } as const;

export interface SearchOptions {
  /** The moment of the search: the sold window (§4) is counted back from it. */
  readonly now: Date;
  /** Which index to search (§7); 'car' by default. */
  readonly index?: SearchIndexType;
  /** Page size; §9 default 100. */
  readonly hitsPerPage?: number;
  /** Overrides the index name (e.g. a staging index); defaults to the site's car_index or DEFAULT_INDEX_UIDS. */
  readonly indexUid?: string;
  /**
   * Restricts cars to the site's dealerships (default true). Turn off only where the index already
   * holds one site's stock.
   */
  readonly scopeToDealerships?: boolean;
  /** The text query's matching strategy (`searchAllWords` picks it); Meilisearch's default when absent. */
  readonly matchingStrategy?: 'all' | 'last';
}

/**
 * Everything the adapters need, resolved once from (site, state, options): the single typed input of the
 * pure adapters in `adapters/` (filters, sort, pagination, facets).
 */
export interface SearchContext {
  readonly type: SearchIndexType;
  readonly indexUid: string;
  readonly query: string;
  /** Facets requested from the index (§3 lists per index type). */
  readonly facets: readonly string[];
  /** Refinements on facets this index has; others are ignored. */
  readonly refinements: Readonly<Record<string, readonly string[]>>;
  readonly ranges: Readonly<Record<string, NumericRange>>;
  /** The effective sort: the state's choice, else the site's default (§7); null where the index has none. */
  readonly sort: SortOption | null;
  /** The attribute price sorts order by on this site (`priceSortAttribute`). */
  readonly priceSortAttribute: string;
  readonly page: number;
  readonly hitsPerPage: number;
  /** Filters the site always applies (ANDed), before any refinement. */
  readonly siteFilters: readonly Filter[];
}

function pick<T>(record: Readonly<Record<string, T>>, keys: ReadonlySet<string> | null): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => keys === null || keys.has(k)));
}

/** Builds the search context of a state on a site; throws 'Invalid search type' for an unknown index. */
export function createSearchContext(site: Site, state: SearchState, options: SearchOptions): SearchContext {
  const type = options.index ?? 'car';
  const facets = facetsFor(type);
  const hitsPerPage = options.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  if (!Number.isSafeInteger(hitsPerPage) || hitsPerPage < 1)
    throw new Error('hitsPerPage must be a whole number ≥ 1');
  const isCar = type === 'car';
  // The car index filters on any §3 facet; offers and parts only on their own facets (§3).
  const allowed = isCar ? null : new Set(facets);
  return {
    type,
    indexUid: options.indexUid ?? (isCar ? site.search.car_index : DEFAULT_INDEX_UIDS[type]),
    query: state.query,
    facets,
    refinements: pick(state.refinements, allowed),
    ranges: pick(state.ranges, allowed),
    sort: isCar ? (state.sortBy ?? site.search.default_sort) : null,
    priceSortAttribute: priceSortAttribute(site),
    page: Math.max(0, Math.floor(state.page)),
    hitsPerPage,
    siteFilters: isCar ? siteFilters(site, options.now, { stock: options.scopeToDealerships !== false }) : [],
  };
}
