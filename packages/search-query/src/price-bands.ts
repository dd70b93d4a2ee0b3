import type { NumericRange } from './state.js';

/** §3 the facet the weekly price bands and the §2 per-week listing pages refine. */
export const WEEKLY_PRICE_FACET = 'weekly_price_range';

export interface PriceBand {
  /** Stable id used in analytics and UI keys. */
  readonly id: string;
  /** Label in the dealer's words. */
  readonly label: string;
  readonly range: NumericRange;
}

/**
 * §3 price bands (weekly amounts): under 100, 100-125, 125-150, 150-175, over 175. Bounds are inclusive
 * like every §7 range filter, so a car at exactly $125/week appears in both neighbouring bands.
 */
export const PRICE_BANDS: readonly PriceBand[] = [
  { id: 'under-100', label: 'Under $100', range: { min: null, max: 100 } },
  { id: '100-125', label: '$100 - $125', range: { min: 100, max: 125 } },
  { id: '125-150', label: '$125 - $150', range: { min: 125, max: 150 } },
  { id: '150-175', label: '$150 - $175', range: { min: 150, max: 175 } },
  { id: 'over-175', label: 'Over $175', range: { min: 175, max: null } },
];

/** The band whose range equals `range`, if any (to highlight the chosen band in the filter panel). */
export function priceBandFor(range: NumericRange | undefined): PriceBand | undefined {
  if (!range) return undefined;
  return PRICE_BANDS.find((b) => b.range.min === range.min && b.range.max === range.max);
}
