import { CAR_FACETS, SALE_PRICE_SORT_KEY } from '@dealer/search-query';
import type { IndexSettings } from './types.js';

/** §3 search facets: one list, owned by the package that builds the queries against them. */
export const FACET_ATTRIBUTES = CAR_FACETS;

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
    'stocknum',
    'city',
    'dealership_name',
  ],
  maxValuesPerFacet: 500,
};
