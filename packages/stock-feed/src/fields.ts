import { z } from 'zod';
import { fieldOfHeader } from './aliases.js';
import { parseFeedDate } from './dates.js';
import { FEED_FIELDS, type FeedField, REQUIRED_FIELDS } from './field-names.js';

export { FEED_FIELDS, type FeedField, fieldOfHeader, parseFeedDate, REQUIRED_FIELDS };

/** Empty cells and JSON nulls mean "not given". */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const text = z.preprocess(
  (v) => (typeof v === 'string' ? blankToUndefined(v.trim()) : blankToUndefined(v)),
  z.string().max(20_000).optional(),
);
const required = (what: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v),
    z.string({ error: `${what} is required` }).min(1, `${what} is required`),
  );

/**
 * "No price": the car goes live as "Enquire for price" (§4 price display 5), never rejected. DMSs write
 * POA, P.O.A., "Price on application", "Call for price", TBA, or a dash.
 */
const NO_PRICE =
  /^(?:p\.?\s*o\.?\s*a\.?|price\s+on\s+(?:application|request)|call(?:\s+for\s+price)?|enquire(?:\s+for\s+price)?|tb[ac]|-+)$/i;

/** Spaces a spreadsheet or DMS puts between thousands: plain, no-break, narrow no-break, thin. */
const SPACES = /[\s\u00a0\u202f\u2009]/g;

/** Dollars: 32990, "32,990", "$32,990.00", "$32 990"; POA and the like are "no price". */
const money = z.preprocess((v) => {
  if (typeof v !== 'string') return blankToUndefined(v);
  if (NO_PRICE.test(v.trim())) return undefined;
  return blankToUndefined(v.replace(/[$,]/g, '').replace(SPACES, ''));
}, z.coerce.number({ error: 'Expected an amount in dollars (or POA)' }).finite().nonnegative().optional());
const integer = (min: number, max: number, what: string) =>
  z.preprocess(
    (v) =>
      typeof v === 'string' ? blankToUndefined(v.replace(/,/g, '').replace(SPACES, '')) : blankToUndefined(v),
    z.coerce
      .number({ error: `Expected ${what}` })
      .int(`Expected ${what}`)
      .min(min, `Expected ${what}`)
      .max(max, `Expected ${what}`),
  );

const date = z.preprocess(
  (v) => (typeof v === 'string' ? blankToUndefined(v) : blankToUndefined(v)),
  z
    .string({ error: 'Expected a date' })
    .transform((v, ctx) => {
      const parsed = parseFeedDate(v);
      if (parsed === null)
        ctx.addIssue({ code: 'custom', message: 'Expected a date (DD/MM/YYYY, YYYY-MM-DD or 14 Mar 2025)' });
      return parsed ?? '';
    })
    .optional(),
);

/** A whole number a feed may leave out: an empty cell, an empty XML element or a JSON null is "not given". */
const optionalInteger = (min: number, max: number, what: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim()) : blankToUndefined(v)),
    integer(min, max, what).optional(),
  );

/** An odometer: 85000, "85,000", "85 000", "85,000 km", "45000km", "85,000 Kms". */
const kilometres = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().replace(/\s*(?:km'?s?|kilometres|kilometers)\.?$/i, '') : v),
  optionalInteger(0, 5_000_000, 'a whole number of kilometres'),
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

/** A yes/no the feed may leave out: absent stays unknown (null on the car), never a default. */
const maybe = z.preprocess((v) => {
  if (typeof v !== 'string') return blankToUndefined(v);
  const s = v.trim().toLowerCase();
  if (s === '') return undefined;
  if (['y', 'yes', 'true', '1'].includes(s)) return true;
  if (['n', 'no', 'false', '0', 'nil', 'none'].includes(s)) return false;
  return v;
}, z.boolean({ error: 'Expected yes or no' }).optional());

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
  odometer: kilometres,
  body: text,
  fuel: text,
  transmission: text,
  drive: text,
  seats: optionalInteger(1, 99, 'a number of seats'),
  colour: text,
  features: list,
  drive_away_price: money,
  egc_price: money,
  before_price: money,
  weekly_price: money,
  subscription_price: money,
  rental_price: money,
  status,
  sold_date: date,
  car_type: carType,
  certified: flag(false),
  show_on_dealer_website: flag(true),
  images: list,
  description: text,
  engine_size: text,
  nz_first_registered: optionalInteger(1900, 2100, 'a year (1900–2100)'),
  overseas_first_registered: optionalInteger(1900, 2100, 'a year (1900–2100)'),
  imported_damaged: maybe,
  security_interest: maybe,
  wof_expiry: date,
  cof_expiry: date,
});
export type FeedRecord = z.infer<typeof feedRecordSchema>;
