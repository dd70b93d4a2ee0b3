import { sellerKind } from '@dealer/site-registry';
import type { Car } from './car.js';
import { type FinanceSite, financeDisplay, financeProviderKey } from './finance.js';
import { wholeDollars } from './format.js';
import { isRealPrice, type PriceSite } from './price.js';

/** The unit a site's budget (the §3 weekly price bands) is told in: its cars' periodic price. */
export type BudgetUnit = 'day' | 'week' | 'month';

/** The site facts the budget figure reads. */
export type BudgetSite = PriceSite & FinanceSite;

/** The car facts the budget figure reads (its periodic prices and what finance reads). */
export type BudgetCar = Pick<Car, 'rental_price' | 'subscription_price'> &
  Parameters<typeof financeDisplay>[0];

/** A car's budget figure: the periodic amount its own page shows, in whole dollars as printed. */
export interface BudgetFigure {
  /** Whole dollars, as `formatPrice` prints the amount ($124.50 shows and counts as $125). */
  amount: number;
  unit: BudgetUnit;
}

/**
 * The unit of a site's budget bands (issue #31 "one weekly-price rule"): a rental site hires by the day,
 * a subscription site charges by the week, a seller's finance lender quotes by the week (Nissan Finance by
 * the month). A seller that shows no finance estimate has no budget figure at all (null: no bands).
 */
export function budgetUnit(site: BudgetSite): BudgetUnit | null {
  const kind = sellerKind(site);
  if (kind === 'rental') return 'day';
  if (kind === 'subscription') return 'week';
  const provider = financeProviderKey(site.finance_provider);
  if (!provider || site.finance.finance_display_disabled) return null;
  return provider === 'nissan_finance' ? 'month' : 'week';
}

/**
 * Issue #31 the one weekly-price rule: the periodic amount a car's own page shows — the daily hire rate
 * on a rental site, the weekly subscription price on a subscription site, else the finance estimate the
 * car page prints ("Finance from $78/week": the lender's quote, else the calculator's). The budget bands
 * (listing facet `weekly_price_range`, the per-week pages) filter this figure, so a car listed under
 * "$100 - $125 per week" says $100–$124 a week on its page. Null when the page shows no such figure.
 */
export function budgetFigure(car: BudgetCar, site: BudgetSite, now: Date): BudgetFigure | null {
  const unit = budgetUnit(site);
  if (unit === null) return null;
  const kind = sellerKind(site);
  if (kind === 'rental')
    return isRealPrice(car.rental_price) ? { amount: wholeDollars(car.rental_price), unit } : null;
  if (kind === 'subscription')
    return isRealPrice(car.subscription_price)
      ? { amount: wholeDollars(car.subscription_price), unit }
      : null;
  const finance = financeDisplay(car, site, now);
  if (!finance.show || !finance.estimate) return null;
  return { amount: wholeDollars(finance.estimate.amount), unit: finance.estimate.period };
}
