import { describe, expect, it } from 'vitest';
import { type BudgetSite, budgetFigure, budgetUnit } from './budget.js';
import { financeDisplay } from './finance.js';
import { makeCar } from './testing/car-fixture.js';

const NOW = new Date('2025-03-10T12:00:00Z');

function site(over: Partial<BudgetSite> & { template?: BudgetSite['template'] } = {}): BudgetSite {
  return {
    template: 'car',
    features: { subscription_pricing: false },
    country: 'AU',
    state: 'QLD',
    finance_provider: 'Angle',
    finance: { excluded_manufacturers: [], finance_display_disabled: false, excluded_dealer_slugs: [] },
    ...over,
  };
}

const lender = (paymentWeek: number | null, paymentMonth: number | null = 560) => ({
  interestRate: 8.99,
  comparisonRate: 9.49,
  paymentMonth,
  paymentWeek,
  termMonths: 60,
  termYears: 5,
  disclaimer: null,
});

describe('budgetUnit', () => {
  it('should tell a rental site by the day, a subscription by the week and a Nissan lender by the month', () => {
    expect(budgetUnit(site({ template: 'rental', finance_provider: null }))).toBe('day');
    expect(budgetUnit(site({ template: 'subscription', finance_provider: null }))).toBe('week');
    expect(budgetUnit(site())).toBe('week');
    expect(budgetUnit(site({ finance_provider: 'Nissan Finance' }))).toBe('month');
  });

  it('should give a seller that shows no finance estimate no budget unit', () => {
    expect(budgetUnit(site({ finance_provider: null }))).toBeNull();
    expect(
      budgetUnit(
        site({
          finance: { excluded_manufacturers: [], finance_display_disabled: true, excluded_dealer_slugs: [] },
        }),
      ),
    ).toBeNull();
  });
});

describe('budgetFigure', () => {
  it("should be the lender's weekly payment the car page prints, not the feed's weekly_price", () => {
    const car = makeCar({ weekly_price: 112, finance_lenders: { angle: lender(78.4) } });
    const figure = budgetFigure(car, site(), NOW);
    expect(figure).toEqual({ amount: 78, unit: 'week' });
    const page = financeDisplay(car, site(), NOW);
    expect(page.show && page.estimate?.text).toBe('$78/week');
  });

  it('should count whole dollars as printed: $124.50 a week is $125', () => {
    const car = makeCar({ finance_lenders: { angle: lender(124.5) } });
    expect(budgetFigure(car, site(), NOW)?.amount).toBe(125);
  });

  it("should be the Nissan lender's monthly payment on a Nissan Finance site", () => {
    const car = makeCar({ finance_lenders: { nissan_finance: lender(null, 431.6) } });
    expect(budgetFigure(car, site({ finance_provider: 'Nissan Finance' }), NOW)).toEqual({
      amount: 432,
      unit: 'month',
    });
  });

  it('should be null when the car page shows no finance (no lender, sold, site without finance)', () => {
    expect(budgetFigure(makeCar(), site(), NOW)).toBeNull();
    expect(
      budgetFigure(
        makeCar({ status: 'sold', sold: true, finance_lenders: { angle: lender(90) } }),
        site(),
        NOW,
      ),
    ).toBeNull();
    expect(budgetFigure(makeCar({ weekly_price: 90 }), site({ finance_provider: null }), NOW)).toBeNull();
  });

  it('should be the daily hire rate on a rental site and the weekly subscription on a subscription site', () => {
    const car = makeCar({
      rental_price: 44,
      subscription_price: 139,
      finance_lenders: { angle: lender(90) },
    });
    expect(budgetFigure(car, site({ template: 'rental', finance_provider: null }), NOW)).toEqual({
      amount: 44,
      unit: 'day',
    });
    expect(budgetFigure(car, site({ template: 'subscription', finance_provider: null }), NOW)).toEqual({
      amount: 139,
      unit: 'week',
    });
    expect(budgetFigure(makeCar({ rental_price: 1 }), site({ template: 'rental' }), NOW)).toBeNull();
  });
});
