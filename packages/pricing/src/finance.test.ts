import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BORROW_RANGE_MESSAGE,
  COMPARISON_RATE_BASIS,
  type FinanceSite,
  financeAgeChangesAt,
  financeDisplay,
  financeProviderKey,
  repayments,
  taurusDeposit,
} from './finance.js';
import { type CarOverrides, makeCar } from './testing/car-fixture.js';

const NOW = new Date('2025-03-10T12:00:00Z');

const fullLender = {
  interestRate: 8.99,
  comparisonRate: 9.49,
  paymentMonth: 560,
  paymentWeek: 129,
  termMonths: 60,
  termYears: 5,
  disclaimer: null,
};
const allLenders = {
  taurus: fullLender,
  '360_finance': fullLender,
  ausloans: fullLender,
  manual: fullLender,
  angle: fullLender,
  powertorque: fullLender,
  nissan_finance: fullLender,
};

function site(provider: string | null, finance: Partial<FinanceSite['finance']> = {}): FinanceSite {
  return {
    country: 'AU',
    state: 'QLD',
    finance_provider: provider,
    finance: {
      excluded_manufacturers: [],
      finance_display_disabled: false,
      excluded_dealer_slugs: [],
      ...finance,
    },
  };
}

const eligible: CarOverrides = {
  car_type: 'used',
  status: 'in_stock',
  year: 2020,
  price: 25_990,
  finance_lenders: allLenders,
};
const car = (overrides: CarOverrides = {}) => makeCar({ ...eligible, ...overrides });

const reasonsOf = (provider: string, overrides: CarOverrides = {}) => {
  const result = financeDisplay(car(overrides), site(provider), NOW);
  return result.show ? [] : result.reasons;
};

describe('finance', () => {
  describe('financeProviderKey', () => {
    it.each([
      ['Taurus', 'taurus'],
      ['360 Finance', '360_finance'],
      ['AusLoans', 'ausloans'],
      ['nissan-finance', 'nissan_finance'],
      ['Powertorque', 'powertorque'],
      ['Macquarie', null],
      [null, null],
    ])('should map %j to %j', (name, key) => {
      expect(financeProviderKey(name)).toBe(key);
    });
  });

  describe('financeDisplay (§5 finance display eligibility)', () => {
    it.each(['Taurus', '360 Finance', 'AusLoans', 'Manual', 'Angle', 'Powertorque', 'Nissan Finance'])(
      'should show %s for an eligible car with full lender data',
      (provider) => {
        const result = financeDisplay(car(), site(provider), NOW);
        expect(result.show).toBe(true);
      },
    );

    it.each([
      // [provider, overrides, reasons] — per-lender rules of §5
      ['Taurus', { year: 2013 }, []],
      ['Taurus', { year: 2012 }, ['too_old']],
      ['Taurus', { price: 500 }, ['price_not_over_500']],
      ['Taurus', { price: 500.01 }, []],
      ['Taurus', { car_type: 'new' }, ['not_used']],
      ['Taurus', { car_type: 'demo' }, ['not_used']],
      ['Taurus', { status: 'sold' }, ['car_not_eligible']],
      ['360 Finance', { price: 400, year: 2000, car_type: 'new' }, []],
      ['360 Finance', { sold: true }, ['car_not_eligible']],
      ['AusLoans', { price: null, year: 2001 }, []],
      ['AusLoans', { status: 'sold' }, ['car_not_eligible']],
      ['Manual', { price: 500 }, ['price_not_over_500']],
      [
        'Manual',
        { finance_lenders: { manual: { ...fullLender, paymentWeek: null } } },
        ['no_weekly_payment'],
      ],
      ['Angle', { price: 500.01, car_type: 'new', year: 2000 }, []],
      ['Angle', { finance_lenders: { angle: { ...fullLender, paymentWeek: 0 } } }, ['no_weekly_payment']],
      ['Powertorque', { status: 'sold', price: 100 }, ['car_not_eligible', 'price_not_over_500']],
      ['Nissan Finance', { price: 500 }, ['price_not_over_500']],
      [
        'Nissan Finance',
        { finance_lenders: { nissan_finance: { ...fullLender, paymentMonth: null } } },
        ['no_monthly_payment'],
      ],
      ['Nissan Finance', { finance_lenders: { nissan_finance: { ...fullLender, paymentWeek: null } } }, []],
    ] as const)('should judge %s with %j → %j', (provider, overrides, reasons) => {
      expect(reasonsOf(provider, overrides)).toEqual(reasons);
    });

    it.each(['Taurus', 'AusLoans', 'Manual', 'Nissan Finance'])(
      'should need lender data and non-null interest and comparison rates for %s',
      (provider) => {
        expect(reasonsOf(provider, { finance_lenders: {} })).toContain('no_lender_data');
        const key = financeProviderKey(provider)!;
        expect(
          reasonsOf(provider, { finance_lenders: { [key]: { ...fullLender, interestRate: null } } }),
        ).toContain('no_interest_rate');
        expect(
          reasonsOf(provider, { finance_lenders: { [key]: { ...fullLender, comparisonRate: null } } }),
        ).toContain('no_comparison_rate');
      },
    );

    it('should find the lender under a differently spelt feed key', () => {
      const result = financeDisplay(
        car({ finance_lenders: { 'Nissan Finance': fullLender } }),
        site('nissan_finance'),
        NOW,
      );
      expect(result.show).toBe(true);
    });

    it.each([
      ['no finance provider', null, {}, 'no_provider'],
      ['an unknown provider', 'Macquarie', {}, 'unsupported_provider'],
      ['the flag site', 'Taurus', { finance_display_disabled: true }, 'site_disabled'],
      [
        'an excluded manufacturer',
        'Taurus',
        { excluded_manufacturers: [' mazda '] },
        'excluded_manufacturer',
      ],
      ['an excluded dealer', 'Taurus', { excluded_dealer_slugs: ['demo-motors'] }, 'excluded_dealer'],
    ] satisfies [string, string | null, Partial<FinanceSite['finance']>, string][])(
      'should hide finance for %s (§5 site exclusions)',
      (_name, provider, finance, reason) => {
        const result = financeDisplay(car(), site(provider, finance), NOW);
        expect(result).toMatchObject({ show: false });
        expect(result.show ? [] : result.reasons).toContain(reason);
      },
    );

    it('should exclude by the manufacturer name as well as the make', () => {
      const result = financeDisplay(
        car({ make: 'Mazda', manufacturer: { name: 'Mazda Australia' } }),
        site('Taurus', { excluded_manufacturers: ['Mazda Australia'] }),
        NOW,
      );
      expect(result.show).toBe(false);
    });

    it('should give the car-page estimate from the lender quote, with the comparison basis as data', () => {
      const result = financeDisplay(car(), site('Manual'), NOW);
      expect(result).toMatchObject({
        show: true,
        provider: 'manual',
        providerName: 'Manual',
        interestRate: 8.99,
        comparisonRate: 9.49,
        termMonths: 60,
        deposit: 0,
        estimate: { amount: 129, period: 'week', text: '$129/week', source: 'lender' },
        disclaimer: COMPARISON_RATE_BASIS.text,
        comparisonRateBasis: { loanAmount: 30_000, termYears: 5, secured: true },
        offerValidUntil: null,
      });
    });

    it('should quote Nissan Finance monthly', () => {
      const result = financeDisplay(car(), site('Nissan Finance'), NOW);
      expect(result.show && result.estimate).toEqual({
        amount: 560,
        period: 'month',
        text: '$560/month',
        source: 'lender',
      });
    });

    it('should calculate the Taurus estimate with a 10% deposit and a one-month offer when no quote is given', () => {
      const lender = {
        interestRate: 8.99,
        comparisonRate: 9.49,
        termYears: 5,
        disclaimer: 'Taurus terms apply.',
      };
      const result = financeDisplay(
        car({ price: 30_000, finance_lenders: { taurus: lender } }),
        site('Taurus'),
        NOW,
      );
      expect(result).toMatchObject({
        show: true,
        deposit: 3_000,
        termMonths: 60,
        disclaimer: 'Taurus terms apply.',
        estimate: { amount: 129.02, period: 'week', text: '$129/week', source: 'calculator' },
        offerValidUntil: new Date('2025-04-10T12:00:00Z'),
      });
    });

    it('should end a Taurus offer made on 31 January on the last day of February', () => {
      const result = financeDisplay(car(), site('Taurus'), new Date('2025-01-31T09:00:00Z'));
      expect(result.show && result.offerValidUntil).toEqual(new Date('2025-02-28T09:00:00Z'));
    });
  });

  describe('repayments (§9 calculator)', () => {
    it.each([
      // [price, deposit, rate, term, weekly, fortnightly, monthly]
      [30_000, 0, 10, 60, 146.73, 293.68, 637.41],
      [30_000, 3_000, 8.99, 60, 129.02, 258.21, 560.34],
      [5_000, 0, 10, 60, 24.46, 48.95, 106.24],
      [150_000, 0, 10, 84, 573.39, 1147.54, 2490.18],
      [26_000, 0, 0, 52, 115.38, 230.77, 500],
    ])(
      'should amortise $%d less $%d at %d%% over %d months',
      (price, deposit, rate, termMonths, weekly, fortnightly, monthly) => {
        expect(repayments({ price, deposit, rate, termMonths })).toMatchObject({
          ok: true,
          weekly,
          fortnightly,
          monthly,
        });
      },
    );

    it('should default to 10% over 60 months with no deposit', () => {
      expect(repayments({ price: 30_000 })).toEqual({
        ok: true,
        principal: 30_000,
        rate: 10,
        termMonths: 60,
        weekly: 146.73,
        fortnightly: 293.68,
        monthly: 637.41,
        totalRepaid: 38_244.68,
        totalInterest: 8_244.68,
      });
    });

    it.each([
      [4_999.99, 0, 'below_min_borrow'],
      [5_000, 0, null],
      [150_000, 0, null],
      [150_000.01, 0, 'above_max_borrow'],
      [160_000, 10_000, null],
      [10_000, 5_000.01, 'below_min_borrow'],
    ])(
      'should enforce the $5,000–$150,000 borrow range: price %d deposit %d → %j',
      (price, deposit, error) => {
        const result = repayments({ price, deposit });
        if (error === null) expect(result.ok).toBe(true);
        else expect(result).toEqual({ ok: false, error, message: BORROW_RANGE_MESSAGE });
      },
    );

    it('should word the borrow range message with §9 amounts', () => {
      expect(BORROW_RANGE_MESSAGE).toBe('You can borrow from $5,000 up to $150,000.');
    });

    it.each([
      { price: Number.NaN },
      { price: 20_000, deposit: -1 },
      { price: 20_000, rate: -0.5 },
      { price: 20_000, termMonths: 0 },
      { price: 20_000, termMonths: 12.5 },
    ])('should reject invalid input %j', (input) => {
      expect(repayments(input)).toMatchObject({ ok: false, error: 'invalid_input' });
    });

    it('should repay at least the principal and more for a higher rate (property)', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 5_000, max: 150_000 }),
          fc.double({ min: 0, max: 30, noNaN: true }),
          fc.integer({ min: 12, max: 96 }),
          (price, rate, termMonths) => {
            const low = repayments({ price, rate, termMonths });
            const high = repayments({ price, rate: rate + 1, termMonths });
            if (!low.ok || !high.ok) throw new Error('in range');
            expect(low.totalRepaid).toBeGreaterThanOrEqual(price - 0.01 * termMonths);
            expect(high.monthly).toBeGreaterThan(low.monthly);
            expect(low.weekly).toBeLessThan(low.fortnightly);
          },
        ),
      );
    });

    it('should take a 10% Taurus deposit (§9)', () => {
      expect(taurusDeposit(25_990)).toBe(2_599);
      expect(taurusDeposit(12_345.67)).toBe(1_234.57);
    });
  });
});

describe('financeAgeChangesAt', () => {
  it('is 1 January of year + 13 at the site’s midnight: the first instant Taurus finds the car too old', () => {
    for (const [place, zone, utc] of [
      ['Brisbane', { country: 'AU', state: 'QLD' }, '2025-12-31T14:00:00.000Z'],
      ['Sydney (daylight saving)', { country: 'AU', state: 'NSW' }, '2025-12-31T13:00:00.000Z'],
      ['Perth', { country: 'AU', state: 'WA' }, '2025-12-31T16:00:00.000Z'],
      ['Auckland', { country: 'NZ', state: 'Auckland' }, '2025-12-31T11:00:00.000Z'],
    ] as const) {
      const at = financeAgeChangesAt({ year: 2013 }, zone);
      expect(new Date(at * 1000).toISOString(), place).toBe(utc);
      const taurus = { ...site('taurus'), ...zone };
      const before = financeDisplay(car({ year: 2013 }), taurus, new Date((at - 1) * 1000));
      const after = financeDisplay(car({ year: 2013 }), taurus, new Date(at * 1000));
      expect(before.show, place).toBe(true);
      expect(after.show ? [] : after.reasons, place).toContain('too_old');
    }
  });

  it('counts the year on the site’s clock: 1 Jan 2026 09:00 in Sydney is still 2025 in UTC', () => {
    const sydney = { ...site('taurus'), state: 'NSW' };
    const newYearsMorning = new Date('2025-12-31T22:00:00Z');
    const shown = financeDisplay(car({ year: 2013 }), sydney, newYearsMorning);
    expect(shown.show ? [] : shown.reasons).toContain('too_old');
  });
});
