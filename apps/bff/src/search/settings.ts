import { DEFAULT_MAX_TOTAL_HITS, synonymMap } from '@dealer/search-engine';
import { CAR_FACETS, MAKE_SYNONYMS, SALE_PRICE_SORT_KEY } from '@dealer/search-query';
import type { Site } from '@dealer/site-registry';
import type { IndexSettings } from './types.js';

/** §3 search facets: one list, owned by the package that builds the queries against them. */
export const FACET_ATTRIBUTES = CAR_FACETS;

/**
 * Words shoppers type for what the stock spells otherwise: §9 make synonyms (one make for filtering is one
 * make for searching too), drive and body words, common short names. Each group matches both ways.
 */
export const CAR_SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ...MAKE_SYNONYMS,
  ['awd', 'all wheel drive'],
  ['4wd', '4x4', 'four wheel drive'],
  ['ute', 'utes', 'pickup', 'pick up'],
  ['suv', 'suvs'],
  ['vw', 'volkswagen'],
  ['merc', 'mercedes'],
  ['chevy', 'chevrolet'],
  ['auto', 'automatic'],
  ['ev', 'electric'],
];

/** Meilisearch's default ranking rules, in order: the embedded engine ranks text matches by exactly these. */
export const RANKING_RULES = ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'];

/**
 * Meilisearch's `pagination.maxTotalHits` for an index whose largest site lists `largestStock` cars: a
 * listing pages through its whole stock (the default 1000 would leave every page past 1000 cars empty).
 */
export function maxTotalHitsFor(largestStock: number): number {
  return Math.max(DEFAULT_MAX_TOTAL_HITS, Math.ceil(largestStock));
}

/**
 * The settings of one car index: the car settings plus the search and make synonyms of the sites sharing
 * it, and `maxTotalHits` from the largest of their stocks. Meilisearch keeps synonyms per index, so every
 * site on an index gets all of them; the embedded engine is built the same way so a query finds the same
 * cars locally.
 */
export function carIndexSettings(
  sites: readonly Pick<Site, 'search'>[],
  options: { largestStock?: number } = {},
): IndexSettings {
  const groups = sites.flatMap((site) => [...site.search.make_synonyms, ...site.search.synonyms]);
  return {
    ...CAR_INDEX_SETTINGS,
    ...(groups.length > 0 ? { synonyms: synonymMap([...CAR_SYNONYM_GROUPS, ...groups]) } : {}),
    maxTotalHits: maxTotalHitsFor(options.largestStock ?? 0),
  };
}

/**
 * The car index settings (§7 Car_production). The embedded index builds exactly these, and the Meilisearch
 * sync job pushes the same lists, so both adapters accept and refuse the same queries.
 */
export const CAR_INDEX_SETTINGS: IndexSettings = {
  primaryKey: 'id',
  filterableAttributes: [
    ...FACET_ATTRIBUTES,
    // §7 site filters (visibility, dealer group, single vehicle, presets)
    'id',
    'slug',
    'show_on_dealer_website',
    'sold_date_timestamp',
    'created_at_timestamp',
    'dealership_id',
    'dealership_slug',
    'location_id',
    'photos_count',
    'reserved',
    'sold',
    'certified',
    'preorder',
    'simple_fuel',
    'weekly_price',
    'doors',
    'stocknum',
  ],
  sortableAttributes: [
    'custom_rank',
    'created_at_timestamp',
    'price',
    // §7 price sorts: the shown sale price (searchDocument) and the daily hire rate.
    SALE_PRICE_SORT_KEY,
    'rental_price',
    'km',
    'year',
    'weekly_price',
    'subscription_price',
    'sold_date_timestamp',
    'name',
    'id',
  ],
  searchableAttributes: [
    'name',
    'make',
    'model',
    'badge',
    'series',
    'body',
    'colour',
    'make_model',
    'tag',
    'fuel',
    'transmission',
    'drive',
    'stocknum',
    'city',
    'dealership_name',
  ],
  maxValuesPerFacet: 500,
  maxTotalHits: DEFAULT_MAX_TOTAL_HITS,
  synonyms: synonymMap(CAR_SYNONYM_GROUPS),
  rankingRules: RANKING_RULES,
};
