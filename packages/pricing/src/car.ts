import { z } from 'zod';
import { TAG_VALUES } from './constants.js';

export { TAG_VALUES };

/**
 * The Car entity of §3 (search hit and detail) with the §3 search-facet fields.
 *
 * One schema serves both the search index document and the car detail response: detail-only fields
 * (description, images, finance_lenders, payment_processors, autograb_data, file) are optional, and the
 * fields real dealer feeds leave out are nullable or defaulted, so a parsed `Car` never holds `undefined`
 * where a rule reads it. Money and rates arrive as numbers or numeric strings ("29990.00") from dealer
 * feeds; both parse to numbers. Timestamps (`*_timestamp`) are epoch SECONDS, as the search filter of §7
 * compares them.
 */

const numericString = /^\s*-?\d+(?:\.\d+)?\s*$/;

/** A number that dealer feeds sometimes send as a numeric string; parses to a finite number. */
export const decimalSchema = z.union([
  z.number().finite(),
  z
    .string()
    .regex(numericString, 'Expected a number')
    .transform((s) => Number(s.trim())),
]);

const nullableDecimal = decimalSchema.nullable().default(null);
const nullableString = z.string().nullable().default(null);
const isoDate = z.iso.date().nullable().default(null);

/** §4 car status: in_stock and coming_soon count as available; sold is separate from the sold flag. */
export const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const;
export const carStatusSchema = z.enum(CAR_STATUSES);
export type CarStatus = z.infer<typeof carStatusSchema>;

/** §4 condition values. */
export const CAR_TYPES = ['new', 'used', 'demo'] as const;
export const carTypeSchema = z.enum(CAR_TYPES);
export type CarType = z.infer<typeof carTypeSchema>;

/** Odometer units: cars read km; some templates (boats, machinery) read engine hours; imports miles. */
export const odometerUnitSchema = z.enum(['km', 'mi', 'hours']);
export type OdometerUnit = z.infer<typeof odometerUnitSchema>;

/**
 * §3 finance lender record. `term{N}` keys (term36, term48, term60 …) carry the repayment quoted for an
 * N-month term; they pass through untouched (read them with `lenderTerms`).
 */
export const financeLenderSchema = z.looseObject({
  interestRate: nullableDecimal,
  comparisonRate: nullableDecimal,
  paymentMonth: nullableDecimal,
  paymentWeek: nullableDecimal,
  termMonths: nullableDecimal,
  termYears: nullableDecimal,
  disclaimer: nullableString,
});
export type FinanceLender = z.infer<typeof financeLenderSchema>;

/** §3 payment processor of a car's dealership (checkout/reserve, §4). */
export const paymentProcessorSchema = z.object({
  /** §9 payment providers: stripe, till, st_george (free text kept for new providers). */
  provider: z.string().min(1).nullable().default(null),
  authorization_type: nullableString,
  /** A publishable key; without one there is no checkout (§4). */
  authorization_key: nullableString,
  /** The reserve deposit in dollars; §9 default $200 when absent. */
  deposit_amount: nullableDecimal,
});
export type PaymentProcessor = z.infer<typeof paymentProcessorSchema>;

/** §3 market data from AutoGrab, in dollars. */
export const autograbDataSchema = z.object({
  state_average_market_price: nullableDecimal,
  average_market_price: nullableDecimal,
});
export type AutograbData = z.infer<typeof autograbDataSchema>;

export const carLocationSchema = z.object({
  slug: z.string().min(1),
  phone: nullableString,
  distribution_locations: z.array(z.object({ id: z.number().int(), name: z.string() })).default([]),
});
export type CarLocation = z.infer<typeof carLocationSchema>;

export const carImageSchema = z.object({ image: z.object({ url: z.string().min(1) }) });

export const carSchema = z.object({
  // §3 identity
  id: z.number().int().nonnegative(),
  name: z.string().min(1),
  slug: z.string().min(1),
  stocknum: nullableString,
  vin: nullableString,
  make: z.string().min(1),
  make_model: nullableString,
  model: z.string().min(1),
  body: nullableString,
  year: z.number().int().min(1900).max(2100),
  series: nullableString,
  badge: nullableString,
  /** Test Drive Only, Special, Pre-order, or a dealer's custom tag text ('runout sale'). */
  tag: nullableString,
  km: nullableDecimal,
  odometer_unit: odometerUnitSchema.default('km'),

  // §3 price fields (dollars)
  price: nullableDecimal,
  before_price: nullableDecimal,
  /** Weekly subscription price (§4 price display 1). */
  subscription_price: nullableDecimal,
  /** Daily hire rate on a rental site (§1 rental sellers): what its cards show instead of a sale price. */
  rental_price: nullableDecimal,
  /** §4 price display 2: a reduced (sale) price, preferred over the computed price. */
  reduced_price: nullableDecimal,
  /** §4 price display 2: a computed (e.g. drive-away calculated) price. */
  computed_price: nullableDecimal,
  /** Dealer price type code, e.g. drive_away, egc; see PRICE_TYPE_LABELS. */
  price_type: nullableString,
  preorder: z.boolean().default(false),

  // §3 status fields
  car_type: carTypeSchema,
  status: carStatusSchema,
  simple_fuel: nullableString,
  reserved: z.boolean().default(false),
  /** `false` opts a car out of reserve; null/absent leaves it reservable (§4 "reservable is not false"). */
  reservable: z.boolean().nullable().default(null),
  sold: z.boolean().default(false),
  certified: z.boolean().default(false),
  created_at: z.iso.datetime({ offset: true }),
  /** Epoch seconds of created_at (§7 Latest sort, §4 New tag). */
  created_at_timestamp: z.number().int().nonnegative(),
  /**
   * Issue #31: when the car last changed (price, status or any detail), from the app clock of the feed
   * import or console edit that changed it; null while unchanged since `created_at`. The sitemap's lastmod.
   */
  updated_at: z.iso.datetime({ offset: true }).nullable().default(null),
  /** Epoch seconds of the sale; null while unsold (§4 sold window). */
  sold_date_timestamp: z.number().int().nonnegative().nullable().default(null),
  show_on_dealer_website: z.boolean(),

  // §3 location fields
  dealership_id: z.number().int().positive(),
  dealership_slug: z.string().min(1),
  city: nullableString,
  state: nullableString,
  location: carLocationSchema.nullable().default(null),
  location_id: z.number().int().nullable().default(null),

  // §3 media and text
  primary_image_url: nullableString,
  images: z.array(carImageSchema).default([]),
  description: z.object({ body: nullableString }).nullable().default(null),
  manufacturer: z.object({ name: z.string() }).nullable().default(null),
  /** History report file. */
  file: z
    .object({ url: z.string().min(1), name: nullableString })
    .nullable()
    .default(null),

  // §3 finance and payment
  /** Lender records keyed by provider (taurus, 360_finance, ausloans, manual, angle, powertorque, nissan_finance). */
  finance_lenders: z.record(z.string(), financeLenderSchema).default({}),
  payment_processors: z.array(paymentProcessorSchema).default([]),
  has_checkout_payment_processor: z.boolean().default(false),

  // §3 market data
  autograb_data: autograbDataSchema.nullable().default(null),

  // §3 other
  custom_rank: z.number().default(0),
  photos_count: z.number().int().nonnegative().default(0),
  carsales_seller_identifier: nullableString,

  // NZ Consumer Information Notice facts (#34, cin.ts), from the feed; null where the dealer's system has none.
  /** Engine capacity as the DMS writes it ('1798 cc', '2.0L'). */
  engine_size: nullableString,
  /** Year first registered in New Zealand, and overseas (an import). */
  nz_first_registered: z.number().int().min(1900).max(2100).nullable().default(null),
  overseas_first_registered: z.number().int().min(1900).max(2100).nullable().default(null),
  /** Registered overseas as damaged, or imported as a damaged vehicle. */
  imported_damaged: z.boolean().nullable().default(null),
  /** A security interest registered against the vehicle (NZ PPSR). */
  security_interest: z.boolean().nullable().default(null),
  /** Expiry dates (YYYY-MM-DD): warrant or certificate of fitness, licence (registration). */
  wof_expiry: isoDate,
  cof_expiry: isoDate,
  rego_expiry: isoDate,

  // §3 search facets
  colour: nullableString,
  drive: nullableString,
  fuel: nullableString,
  transmission: nullableString,
  seats: z.number().int().nonnegative().nullable().default(null),
  doors: z.number().int().nonnegative().nullable().default(null),
  /** Range facet: the car's price rounded into a band (dollars). */
  price_range: nullableDecimal,
  weekly_price: nullableDecimal,
  /** Range facet: the weekly price band; §3 bands under 100 … over 175. */
  weekly_price_range: nullableDecimal,
  filtered_features: z.array(z.string()).default([]),
  categories: z.array(z.string()).default([]),
  item_type: nullableString,
  location_name: nullableString,
  dealership_name: nullableString,
});

/** A parsed car (defaults applied). */
export type Car = z.infer<typeof carSchema>;
/** What a feed or fixture may send before parsing (defaults not yet applied). */
export type CarInput = z.input<typeof carSchema>;

/** Parses unknown feed data into a Car, throwing a ZodError whose issues name each bad field. */
export function parseCar(input: unknown): Car {
  return carSchema.parse(input);
}

const TERM_KEY = /^term(\d+)$/;

/**
 * The `term{N}` quotes of a §3 lender record as `{ months, payment }`, sorted by term. Values that are not
 * numbers (or numeric strings) are skipped, so a malformed feed key never reaches a price display.
 */
export function lenderTerms(lender: FinanceLender): { months: number; payment: number }[] {
  const terms: { months: number; payment: number }[] = [];
  for (const [key, value] of Object.entries(lender)) {
    const match = TERM_KEY.exec(key);
    if (!match) continue;
    const parsed = decimalSchema.safeParse(value);
    if (parsed.success) terms.push({ months: Number(match[1]), payment: parsed.data });
  }
  return terms.sort((a, b) => a.months - b.months);
}
