import { z } from 'zod';

/**
 * The common AU DMS stock field model: one record per vehicle, as CSV columns or JSON keys. Column
 * names are matched case-insensitively with spaces and dashes read as underscores, and the usual DMS
 * spellings are aliases (`Stock No` → stocknum, `Kms` → odometer, `Color` → colour, `DAP` → drive_away_price).
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
  'status',
  'sold_date',
  'car_type',
  'certified',
  'show_on_dealer_website',
  'images',
  'description',
] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

const ALIASES: Readonly<Record<string, FeedField>> = {
  stock_number: 'stocknum',
  stock_no: 'stocknum',
  stockno: 'stocknum',
  stock_num: 'stocknum',
  registration: 'rego',
  rego_number: 'rego',
  registration_expiry: 'rego_expiry',
  location: 'location_code',
  yard: 'location_code',
  kms: 'odometer',
  km: 'odometer',
  kilometres: 'odometer',
  color: 'colour',
  body_type: 'body',
  fuel_type: 'fuel',
  drive_type: 'drive',
  dap: 'drive_away_price',
  driveaway_price: 'drive_away_price',
  excl_govt_charges_price: 'egc_price',
  egc: 'egc_price',
  was_price: 'before_price',
  condition: 'car_type',
  type: 'car_type',
  photos: 'images',
  image_urls: 'images',
  comments: 'description',
  show_on_website: 'show_on_dealer_website',
};

/** The field a column header names, or null for a column this model does not know (ignored). */
export function fieldOfHeader(header: string): FeedField | null {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if ((FEED_FIELDS as readonly string[]).includes(key)) return key as FeedField;
  return ALIASES[key] ?? null;
}

/** Empty cells and JSON nulls mean "not given". */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const text = z.preprocess(
  (v) => (typeof v === 'string' ? blankToUndefined(v.trim()) : blankToUndefined(v)),
  z.string().max(20_000).optional(),
);
const required = (what: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: `${what} is required` }).min(1, `${what} is required`),
  );

/** Dollars: 32990, "32,990", "$32,990.00". */
const money = z.preprocess(
  (v) => (typeof v === 'string' ? blankToUndefined(v.replace(/[$,\s]/g, '')) : blankToUndefined(v)),
  z.coerce.number({ error: 'Expected an amount in dollars' }).finite().nonnegative().optional(),
);
const integer = (min: number, max: number, what: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.replace(/[,\s]/g, '')) : blankToUndefined(v)),
    z.coerce
      .number({ error: `Expected ${what}` })
      .int(`Expected ${what}`)
      .min(min, `Expected ${what}`)
      .max(max, `Expected ${what}`),
  );

/** A date as DMS exports write it: 2025-03-14, 14/03/2025, 2025-03 (month only), or an ISO date-time. */
export function parseFeedDate(value: string): string | null {
  const v = value.trim();
  let m = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:[T ].*)?$/.exec(v);
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3] ?? 1));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  if (m) return valid(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})\/(\d{4})$/.exec(v);
  if (m) return valid(Number(m[2]), Number(m[1]), 1);
  return null;
}

function valid(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

const date = z.preprocess(
  (v) => (typeof v === 'string' ? blankToUndefined(v) : blankToUndefined(v)),
  z
    .string({ error: 'Expected a date' })
    .transform((v, ctx) => {
      const parsed = parseFeedDate(v);
      if (parsed === null)
        ctx.addIssue({ code: 'custom', message: 'Expected a date (YYYY-MM-DD or DD/MM/YYYY)' });
      return parsed ?? '';
    })
    .optional(),
);

/** Lists: a JSON array, or a cell separated by `|` (or `;`). */
const list = z.preprocess(
  (v) => {
    if (Array.isArray(v)) return v;
    if (typeof v !== 'string' || v.trim() === '') return blankToUndefined(v) === undefined ? [] : v;
    return v
      .split(/[|;]/)
      .map((s) => s.trim())
      .filter(Boolean);
  },
  z.array(z.string().min(1)).default([]),
);

const flag = (fallback: boolean) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return blankToUndefined(v);
      const s = v.trim().toLowerCase();
      if (s === '') return undefined;
      if (['y', 'yes', 'true', '1'].includes(s)) return true;
      if (['n', 'no', 'false', '0'].includes(s)) return false;
      return v;
    },
    z.boolean({ error: 'Expected yes or no' }).default(fallback),
  );

const STATUS_ALIASES: Readonly<Record<string, 'in_stock' | 'coming_soon' | 'sold'>> = {
  in_stock: 'in_stock',
  instock: 'in_stock',
  available: 'in_stock',
  coming_soon: 'coming_soon',
  incoming: 'coming_soon',
  in_transit: 'coming_soon',
  sold: 'sold',
};

const status = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? (STATUS_ALIASES[
          v
            .trim()
            .toLowerCase()
            .replace(/[\s-]+/g, '_')
        ] ?? v)
      : v,
  z
    .enum(['in_stock', 'coming_soon', 'sold'], { error: 'Expected in stock, coming soon or sold' })
    .default('in_stock'),
);

const carType = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const s = v.trim().toLowerCase();
    return s === 'demonstrator' ? 'demo' : s === 'pre-owned' || s === 'preowned' ? 'used' : s;
  },
  z.enum(['new', 'used', 'demo'], { error: 'Expected new, used or demo' }),
);

/** One DMS record after its fields are read (strings coerced, aliases resolved). */
export const feedRecordSchema = z.object({
  stocknum: required('Stock number'),
  rego: text,
  rego_expiry: date,
  vin: z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim().toUpperCase()) : blankToUndefined(v)),
    z
      .string()
      .regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'A VIN is 17 letters and digits (no I, O or Q)')
      .optional(),
  ),
  location_code: text,
  make: required('Make'),
  model: required('Model'),
  badge: text,
  series: text,
  year: integer(1900, 2100, 'a year (1900–2100)'),
  build_date: date,
  compliance_date: date,
  odometer: integer(0, 5_000_000, 'a whole number of kilometres').optional(),
  body: text,
  fuel: text,
  transmission: text,
  drive: text,
  seats: integer(1, 99, 'a number of seats').optional(),
  colour: text,
  features: list,
  drive_away_price: money,
  egc_price: money,
  before_price: money,
  weekly_price: money,
  subscription_price: money,
  status,
  sold_date: date,
  car_type: carType,
  certified: flag(false),
  show_on_dealer_website: flag(true),
  images: list,
  description: text,
});
export type FeedRecord = z.infer<typeof feedRecordSchema>;
