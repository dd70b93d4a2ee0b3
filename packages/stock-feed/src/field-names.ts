/**
 * The common AU DMS stock field model: one record per vehicle, as CSV columns or JSON keys (the column
 * names DMSs write for each are in aliases.ts).
 */

/** Columns a CSV feed must have (a JSON record must carry the same keys). */
export const REQUIRED_FIELDS = ['stocknum', 'make', 'model', 'year', 'car_type'] as const;

export const FEED_FIELDS = [
  'stocknum',
  'rego',
  'rego_expiry',
  'vin',
  'location_code',
  'make',
  'model',
  'badge',
  'series',
  'year',
  'build_date',
  'compliance_date',
  'odometer',
  'body',
  'fuel',
  'transmission',
  'drive',
  'seats',
  'colour',
  'features',
  'drive_away_price',
  'egc_price',
  'before_price',
  'weekly_price',
  'subscription_price',
  // §1 a rental company's daily hire rate (its cars' price on a rental site).
  'rental_price',
  'status',
  'sold_date',
  'car_type',
  'certified',
  'show_on_dealer_website',
  'images',
  'description',
  // NZ Consumer Information Notice facts (#34): optional, for used vehicles on NZ sites.
  'engine_size',
  'nz_first_registered',
  'overseas_first_registered',
  'imported_damaged',
  'security_interest',
  'wof_expiry',
  'cof_expiry',
] as const;
export type FeedField = (typeof FEED_FIELDS)[number];
