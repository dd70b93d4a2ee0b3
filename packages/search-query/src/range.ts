import type { NumericRange } from './state.js';

const NUMBER = /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i;

/**
 * §4 ranges are written 'low:high'; either side may be empty for an open end ('10000:' or ':20000').
 * Returns null when the text is not a range, has no bound or a bound no double holds, or when low > high
 * (a URL typo is dropped, never turned into an impossible filter).
 */
export function parseRange(text: string): NumericRange | null {
  const parts = text.split(':');
  if (parts.length !== 2) return null;
  const [low = '', high = ''] = parts.map((p) => p.trim());
  if ((low !== '' && !NUMBER.test(low)) || (high !== '' && !NUMBER.test(high))) return null;
  const range = { min: low === '' ? null : Number(low), max: high === '' ? null : Number(high) };
  // '1e309' is number-shaped but no double: past ±Number.MAX_VALUE a bound is a URL typo too.
  return isValidRange(range) ? range : null;
}

/** The 'low:high' text of a range, the inverse of `parseRange`. */
export function formatRange(range: NumericRange): string {
  return `${range.min ?? ''}:${range.max ?? ''}`;
}

/** Whether a range is usable: at least one finite bound and low ≤ high. */
export function isValidRange(range: NumericRange): boolean {
  const finite = (n: number | null) => n === null || Number.isFinite(n);
  if (!finite(range.min) || !finite(range.max)) return false;
  if (range.min === null && range.max === null) return false;
  return range.min === null || range.max === null || range.min <= range.max;
}
