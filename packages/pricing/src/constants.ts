/**
 * §9 business constants used by the pricing rules. Every threshold a rule compares against lives here,
 * so a test or a reader finds the number and its section in one place.
 */

const DAY_SECONDS = 86_400;

/** §9 "A real price is over 10" (price display step 2 and 3). */
export const REAL_PRICE_MIN = 10;
/** §9 "Reserve and market-price features need over 200". */
export const RESERVE_PRICE_MIN = 200;
/** §9 "Finance price threshold: above 500". */
export const FINANCE_PRICE_MIN = 500;
/** §9 "Finance year window: 12 years" (Taurus). */
export const FINANCE_YEAR_WINDOW = 12;
/** §9 "Market indicator difference: more than 499". */
export const MARKET_PRICE_DIFFERENCE_MIN = 499;

/** §9 "New tag window: 8 days". */
export const NEW_TAG_WINDOW_SECONDS = 8 * DAY_SECONDS;
/** JUST SOLD (§4 "other tags"): a sold car within a day of its sale. Our rule; §4 names the tag only. */
export const JUST_SOLD_WINDOW_SECONDS = DAY_SECONDS;

/** §9 "Default reserve deposit: $200". */
export const DEFAULT_RESERVE_DEPOSIT = 200;

/** §9 finance calculator default interest rate (% p.a.). */
export const DEFAULT_INTEREST_RATE = 10;
/** §9 / §5 borrow range: $5,000 to $150,000. */
export const BORROW_MIN = 5_000;
export const BORROW_MAX = 150_000;
/** §9 Taurus deposit is 10% of the price. */
export const TAURUS_DEPOSIT_RATE = 0.1;
/** §9 the Taurus offer is valid one month. */
export const TAURUS_OFFER_VALID_MONTHS = 1;
/** Calculator term when neither the caller nor the lender gives one: 5 years, the §9 comparison basis. */
export const DEFAULT_TERM_MONTHS = 60;

/** Trade-in: no online estimate for a car over 7 years old or over 100,000 km. */
export const TRADE_IN_MAX_AGE_YEARS = 7;
export const TRADE_IN_MAX_KM = 100_000;

/** §9 truncation default: 50 characters with ellipsis. */
export const TRUNCATE_DEFAULT_LENGTH = 50;
/** §4 / §9 phone reveal: first 5 characters visible. */
export const PHONE_VISIBLE_CHARS = 5;

/** §9 image quality: default 75, 80 for the large-image helper. */
export const IMAGE_QUALITY_DEFAULT = 75;
export const IMAGE_QUALITY_LARGE = 80;
/** §9 breakpoints (xs … xxl) as the default responsive image widths. */
export const IMAGE_BREAKPOINT_WIDTHS = [400, 576, 768, 992, 1200, 1400] as const;

/** §9 "Currency is AUD". */
export const CURRENCY = 'AUD';

// Kept out of car.ts so browser code that only formats prices never pulls in zod.
/** §3 tag values with a meaning of their own; any other text is a dealer's custom tag (§4 tag 4). */
export const TAG_VALUES = {
  testDriveOnly: 'Test Drive Only',
  special: 'Special',
  preOrder: 'Pre-order',
} as const;
