/**
 * The geometry the console's SVG charts share (issue 33 item 5): a fixed view box the CSS scales to the
 * width it is given, a "nice" top for the value axis, and the x position of the i-th of n days.
 */

export const VIEW = { width: 640, height: 240, left: 44, right: 8, top: 12, bottom: 32 } as const;
export const PLOT = {
  width: VIEW.width - VIEW.left - VIEW.right,
  height: VIEW.height - VIEW.top - VIEW.bottom,
} as const;

/** The smallest 1, 2 or 5 × 10ⁿ at or above `max` (1 for an empty chart). */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/** The y of a value on a scale topping at `top`. */
export const yOf = (value: number, top: number): number =>
  VIEW.top + PLOT.height - (Math.max(0, value) / top) * PLOT.height;

/** The band (x and width) of the i-th of n bars, with a gap between bars. */
export function band(i: number, n: number): { x: number; width: number } {
  const step = PLOT.width / Math.max(1, n);
  const gap = step > 6 ? Math.min(step * 0.2, 6) : 0;
  return { x: VIEW.left + i * step + gap / 2, width: Math.max(0.5, step - gap) };
}

/** The indexes of at most `count` evenly spread x labels (always the first and the last). */
export function tickIndexes(n: number, count = 6): number[] {
  if (n <= count) return Array.from({ length: n }, (_, i) => i);
  const step = (n - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => Math.round(i * step));
}

/** "28 Nov" of a YYYY-MM-DD date (no zone: a calendar date). */
export function shortDate(date: string): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

const round = (n: number) => Math.round(n * 10) / 10;
export const fixed = (n: number): string => String(round(n));
