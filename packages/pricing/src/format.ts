import { PHONE_VISIBLE_CHARS, TRUNCATE_DEFAULT_LENGTH } from './constants.js';

/** Rounds a non-negative number to `decimals` places on its decimal text, falling back for exponent forms. */
function roundHalfUp(value: number, decimals: number): number {
  const text = String(value);
  // Exponent text: huge values are already whole, tiny ones round to 0 either way.
  if (text.includes('e')) return value >= 1 ? value : Math.round(value * 10 ** decimals) / 10 ** decimals;
  return Number(`${Math.round(Number(`${text}e${decimals}`))}e-${decimals}`);
}

/** The whole dollars `formatPrice` prints for an amount ($124.50 → 125): what a shopper reads. */
export function wholeDollars(amount: number): number {
  const rounded = roundHalfUp(Math.abs(amount), 0);
  return amount < 0 && rounded !== 0 ? -rounded : rounded;
}

export interface FormatPriceOptions {
  /**
   * §9: prices show no decimals in most places and two decimals in the dashboard listing.
   * `'dashboard'` is the dashboard listing variant.
   */
  variant?: 'default' | 'dashboard';
}

/**
 * §9 price format: `$` prefix, thousands commas, whole dollars (`$29,990`) or, for the dashboard listing
 * variant, cents (`$29,990.00`). Currency is AUD. Implemented without Intl so server and browser render
 * byte-identical text (no hydration mismatch from differing ICU data). Throws on a non-finite amount: a
 * NaN price is a bug upstream, never something to show a shopper.
 */
export function formatPrice(amount: number, options: FormatPriceOptions = {}): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatPrice: not a finite amount (${amount})`);
  const decimals = options.variant === 'dashboard' ? 2 : 0;
  // Round half away from zero on the decimal text ('1.005e2' is exactly 100.5, 1.005 * 100 is not),
  // on the absolute value so -0.5 and 0.5 format symmetrically.
  const rounded = roundHalfUp(Math.abs(amount), decimals);
  const [whole = '0', cents] = rounded.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 && rounded !== 0 ? '-' : '';
  return `${sign}$${grouped}${cents ? `.${cents}` : ''}`;
}

/**
 * §9 truncation: text longer than `max` characters (default 50) becomes its first `max` characters,
 * trailing spaces trimmed, followed by '...'. Counts code points so an emoji is never split in half.
 */
export function truncate(text: string, max: number = TRUNCATE_DEFAULT_LENGTH): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}...`;
}

/**
 * §4 phone reveal: before the click only the first 5 characters show; every later digit or letter is
 * replaced by `mask` ('X'), spaces and punctuation kept so the number still reads as a phone number.
 */
export function maskPhone(phone: string, options: { visible?: number; mask?: string } = {}): string {
  const visible = options.visible ?? PHONE_VISIBLE_CHARS;
  const mask = options.mask ?? 'X';
  const chars = Array.from(phone);
  return chars.map((ch, i) => (i < visible || !/[\p{L}\p{N}]/u.test(ch) ? ch : mask)).join('');
}
