import { FEED_FIELDS, type FeedField } from './field-names.js';

/**
 * The column names AU dealer management systems write, per field of the feed model. A header is matched
 * after `headerKey` folds it: case, spaces and punctuation do not count (`Stock No`, `stock_no`,
 * `STOCKNO`, `Stock-No.` are one name; `#` reads as "no", so `Stock #` is `StockNo`). Sources: the
 * exports of EasyCars, Pentana, Autosoft-style and carsales-style (dealer inventory) feeds and the
 * RedBook naming (Family = model, Variant = badge). The field's own name is always accepted.
 * This table is the documentation: the README prints it.
 */
export const FEED_ALIASES: Readonly<Record<FeedField, readonly string[]>> = {
  stocknum: [
    'StockNo',
    'Stock Number',
    'StockNum',
    'Stock #',
    'Stock ID',
    'Dealer Stock Number',
    'StockCode',
  ],
  rego: [
    'Rego',
    'Registration',
    'Rego No',
    'Registration Number',
    'Registration Plate',
    'Plate',
    'Rego Plate',
  ],
  rego_expiry: ['Rego Expiry', 'Registration Expiry', 'Rego Expiry Date', 'Rego Due', 'Rego Exp'],
  vin: ['VIN Number', 'VIN No', 'Chassis', 'Chassis No', 'Chassis Number'],
  location_code: ['Location', 'Yard', 'Yard Code', 'Branch', 'Branch Code', 'Site Code', 'Dealer Code'],
  make: ['Manufacturer', 'Make Name', 'Vehicle Make'],
  model: ['Model Name', 'Vehicle Model', 'Family'],
  badge: ['Variant', 'Grade', 'Trim', 'Badge Description'],
  series: ['Series Code', 'Model Series'],
  year: ['Model Year', 'Release Year', 'Year Of Manufacture', 'Vehicle Year', 'MY'],
  build_date: ['Build Date', 'Built', 'Build Month Year', 'Manufacture Date'],
  compliance_date: ['Compliance', 'Comp Date', 'Compliance Month Year', 'Complied'],
  odometer: [
    'Odometer',
    'Kms',
    'Km',
    'KMs',
    'Kilometres',
    'Kilometers',
    'Odometer Km',
    'Odometer Reading',
    'Mileage',
  ],
  body: ['Body Type', 'Body Style', 'Body Shape', 'Body Description'],
  fuel: ['Fuel Type'],
  transmission: ['Trans', 'Gearbox', 'Transmission Type', 'Gear Type'],
  drive: ['Drive Type', 'Drivetrain', 'Drive Train'],
  seats: ['Seating Capacity', 'No Of Seats', 'Num Seats', 'Seat Count'],
  colour: ['Color', 'Exterior Colour', 'Exterior Color', 'Body Colour', 'Paint', 'Colour Ext'],
  features: ['Options', 'Equipment', 'Standard Features', 'Feature List'],
  drive_away_price: [
    'DAP',
    'DAPPrice',
    'DAP Price',
    'DriveAwayPrice',
    'Drive Away',
    'Driveaway',
    'Price Drive Away',
    'Price',
    'Advertised Price',
    'Selling Price',
    'Sale Price',
  ],
  egc_price: [
    'EGC',
    'EGCPrice',
    'EGC Price',
    'Excl Govt Charges Price',
    'Ex Govt Charges',
    'Excl Govt Charges',
    'Price Ex Gov Charges',
    'Price Ex Govt Charges',
    'Price EGC',
    'RRP',
    'Retail Price',
    'List Price',
    'MLP',
  ],
  before_price: ['Was Price', 'Was', 'Previous Price', 'Old Price', 'Original Price'],
  weekly_price: ['Weekly', 'Weekly Repayment', 'Per Week', 'Weekly Finance'],
  subscription_price: ['Subscription', 'Subscription Weekly'],
  rental_price: [
    'Daily Rate',
    'Rate Per Day',
    'Day Rate',
    'Hire Rate',
    'Daily Hire Rate',
    'Rental Rate',
    'Per Day',
  ],
  status: ['Stock Status', 'Vehicle Status', 'Availability'],
  sold_date: ['Date Sold', 'Sold On', 'Sale Date'],
  car_type: [
    'NewUsed',
    'New/Used',
    'New Or Used',
    'Condition',
    'Stock Type',
    'Type',
    'Vehicle Condition',
    'Listing Type',
  ],
  certified: ['CPO', 'Certified Pre Owned'],
  show_on_dealer_website: ['Show On Website', 'Show On Web', 'Publish', 'Published', 'Web Publish', 'Online'],
  images: ['Photos', 'Image URLs', 'Photo URLs', 'Pictures', 'Image', 'Image List', 'Photo List'],
  engine_size: ['Engine Size', 'Engine CC', 'CC', 'Engine Capacity', 'Cubic Capacity', 'Engine Litres'],
  nz_first_registered: [
    'NZ First Registered',
    'First Reg NZ',
    'NZ First Reg',
    'Year First Registered NZ',
    'NZ Reg Year',
  ],
  overseas_first_registered: [
    'Overseas First Registered',
    'First Reg Overseas',
    'Overseas Reg Year',
    'Year First Registered Overseas',
    'Import Reg Year',
  ],
  imported_damaged: ['Imported Damaged', 'Damaged Import', 'Registered Overseas As Damaged', 'Import Damage'],
  security_interest: ['Security Interest', 'PPSR', 'Money Owing', 'PPSR Interest'],
  wof_expiry: ['WOF Expiry', 'WOF Expires', 'WOF Due', 'Warrant Of Fitness Expiry', 'WOF'],
  cof_expiry: ['COF Expiry', 'COF Expires', 'COF Due', 'Certificate Of Fitness Expiry', 'COF'],
  description: ['Comments', 'Seller Comments', 'Advert Text', 'Ad Description', 'Vehicle Description'],
};

/** A header folded for matching: lower case, `#` read as "no", everything but letters and digits gone. */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/#/g, 'no')
    .replace(/[^a-z0-9]/g, '');
}

const BY_KEY: ReadonlyMap<string, FeedField> = (() => {
  const map = new Map<string, FeedField>();
  for (const field of FEED_FIELDS) {
    map.set(headerKey(field), field);
    for (const alias of FEED_ALIASES[field]) {
      const key = headerKey(alias);
      const taken = map.get(key);
      if (taken && taken !== field) throw new Error(`Alias ${alias} names both ${taken} and ${field}`);
      map.set(key, field);
    }
  }
  return map;
})();

/** The field a column header names, or null for a column this model does not know (reported, ignored). */
export function fieldOfHeader(header: string): FeedField | null {
  return BY_KEY.get(headerKey(header)) ?? null;
}

/** The names a field's column is accepted by (for a message naming what a feed is missing). */
export function acceptedHeaders(field: FeedField): string[] {
  return [field, ...FEED_ALIASES[field]];
}
