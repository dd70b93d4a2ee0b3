import { type BudgetSite, type BudgetUnit, budgetUnit } from '@dealer/pricing';
import type { NumericRange } from './state.js';

/**
 * §3 the facet the weekly price bands and the §2 per-week listing pages refine. It holds each car's
 * budget figure (`budgetFigure` of @dealer/pricing: what the car's page shows per day, week or month, in
 * whole dollars), written when a site's stock is indexed; its ranges are half-open (see `inBudgetRange`).
 */
export const WEEKLY_PRICE_FACET = 'weekly_price_range';

export type { BudgetUnit };

export interface PriceBand {
  /** Stable id used in analytics and UI keys. */
  readonly id: string;
  /** Label in the dealer's words. */
  readonly label: string;
  /** The unit the amounts are in, and its words ('per week'). */
  readonly unit: BudgetUnit;
  readonly perUnit: string;
  readonly range: NumericRange;
}

/** 'per day', 'per week', 'per month'. */
export const BUDGET_UNIT_WORDS: Readonly<Record<BudgetUnit, string>> = {
  day: 'per day',
  week: 'per week',
  month: 'per month',
};

/** The band edges of each unit: a hire car's daily rate, a weekly repayment or subscription, a monthly one. */
const BAND_EDGES: Readonly<Record<BudgetUnit, readonly number[]>> = {
  day: [50, 75, 100],
  week: [100, 125, 150, 175],
  month: [400, 500, 600, 700],
};

const cache = new Map<BudgetUnit, readonly PriceBand[]>();

/**
 * §3 budget bands of a unit (weekly: under 100, 100-125, 125-150, 150-175, over 175). Bands are half-open,
 * [100, 125): a car at exactly $125 a week is in "$125 - $150" only (issue #31).
 */
export function budgetBands(unit: BudgetUnit): readonly PriceBand[] {
  const known = cache.get(unit);
  if (known) return known;
  const edges = BAND_EDGES[unit];
  const perUnit = BUDGET_UNIT_WORDS[unit];
  const first = edges[0] as number;
  const last = edges[edges.length - 1] as number;
  const bands: PriceBand[] = [
    { id: `under-${first}`, label: `Under $${first}`, unit, perUnit, range: { min: null, max: first } },
  ];
  for (let i = 1; i < edges.length; i += 1) {
    const min = edges[i - 1] as number;
    const max = edges[i] as number;
    bands.push({ id: `${min}-${max}`, label: `$${min} - $${max}`, unit, perUnit, range: { min, max } });
  }
  bands.push({ id: `over-${last}`, label: `Over $${last}`, unit, perUnit, range: { min: last, max: null } });
  const frozen = Object.freeze(bands);
  cache.set(unit, frozen);
  return frozen;
}

/** The weekly bands (§3). */
export const PRICE_BANDS: readonly PriceBand[] = budgetBands('week');

/** A site's budget bands in its own unit (day for rental, week, month for a Nissan lender); none without one. */
export function siteBudgetBands(site: BudgetSite): readonly PriceBand[] {
  const unit = budgetUnit(site);
  return unit === null ? [] : budgetBands(unit);
}

/** Whether a budget figure lies in a budget range: min ≤ amount < max (half-open; open ends unbounded). */
export function inBudgetRange(amount: number | null | undefined, range: NumericRange): boolean {
  if (typeof amount !== 'number') return false;
  return (range.min === null || amount >= range.min) && (range.max === null || amount < range.max);
}

/** The band whose range equals `range`, if any (to highlight the chosen band in the filter panel). */
export function priceBandFor(
  range: NumericRange | undefined,
  bands: readonly PriceBand[] = PRICE_BANDS,
): PriceBand | undefined {
  if (!range) return undefined;
  return bands.find((b) => b.range.min === range.min && b.range.max === range.max);
}
