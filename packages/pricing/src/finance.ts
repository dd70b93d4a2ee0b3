import { localYear, type Site, siteTimeZone, startOfLocalDay } from '@dealer/site-registry';
import type { Car, FinanceLender } from './car.js';
import {
  BORROW_MAX,
  BORROW_MIN,
  DEFAULT_INTEREST_RATE,
  DEFAULT_TERM_MONTHS,
  FINANCE_PRICE_MIN,
  FINANCE_YEAR_WINDOW,
  TAURUS_DEPOSIT_RATE,
  TAURUS_OFFER_VALID_MONTHS,
} from './constants.js';
import { isAvailable } from './eligibility.js';
import { formatPrice } from './format.js';
import { currentPrice } from './price.js';

// ---------------------------------------------------------------------------------------------------
// Lenders

/** §5 finance lenders, as keys of `car.finance_lenders` and values of `site.finance_provider`. */
export const FINANCE_PROVIDERS = [
  'taurus',
  '360_finance',
  'ausloans',
  'manual',
  'angle',
  'powertorque',
  'nissan_finance',
] as const;
export type FinanceProvider = (typeof FINANCE_PROVIDERS)[number];

export const FINANCE_PROVIDER_NAMES: Readonly<Record<FinanceProvider, string>> = {
  taurus: 'Taurus',
  '360_finance': '360 Finance',
  ausloans: 'AusLoans',
  manual: 'Manual',
  angle: 'Angle',
  powertorque: 'Powertorque',
  nissan_finance: 'Nissan Finance',
};

/** 'Nissan Finance', 'nissan-finance', '360Finance' → the provider key; unknown names → null. */
export function financeProviderKey(name: string | null | undefined): FinanceProvider | null {
  const folded = (name ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  return FINANCE_PROVIDERS.find((p) => p.replace(/_/g, '') === folded) ?? null;
}

/** §9 comparison-rate basis, as data for the disclaimer under every comparison rate. */
export const COMPARISON_RATE_BASIS = {
  loanAmount: 30_000,
  termYears: 5,
  secured: true,
  text:
    'Comparison rate based on a 5 year secured loan of $30,000. WARNING: This comparison rate is true only ' +
    'for the examples given and may not include all fees and charges. Different terms, fees or other loan ' +
    'amounts might result in a different comparison rate.',
} as const;

// ---------------------------------------------------------------------------------------------------
// Repayment calculator

export type RepaymentFrequency = 'weekly' | 'fortnightly' | 'monthly';

const PERIODS_PER_YEAR: Readonly<Record<RepaymentFrequency, number>> = {
  weekly: 52,
  fortnightly: 26,
  monthly: 12,
};

export interface RepaymentInput {
  /** Vehicle price in dollars. */
  price: number;
  /** Deposit in dollars (default 0). Use `taurusDeposit(price)` for Taurus. */
  deposit?: number;
  /** Annual interest rate in percent; §9 default 10. */
  rate?: number;
  /** Loan term in months; default 60 (the §9 comparison basis of 5 years). */
  termMonths?: number;
}

export type RepaymentError = 'invalid_input' | 'below_min_borrow' | 'above_max_borrow';

export type RepaymentResult =
  | {
      ok: true;
      /** Amount borrowed: price − deposit. */
      principal: number;
      rate: number;
      termMonths: number;
      /** Repayment per period in dollars, rounded to cents. */
      weekly: number;
      fortnightly: number;
      monthly: number;
      /** Over the whole term, monthly schedule. */
      totalRepaid: number;
      totalInterest: number;
    }
  | { ok: false; error: RepaymentError; message: string };

export const BORROW_RANGE_MESSAGE = `You can borrow from ${formatPrice(BORROW_MIN)} up to ${formatPrice(BORROW_MAX)}.`;

const cents = (n: number): number => Math.round(n * 100) / 100;

/** One amortised instalment: P·r / (1 − (1 + r)^−n), or P/n at 0%. */
function instalment(
  principal: number,
  annualRate: number,
  periodsPerYear: number,
  termMonths: number,
): number {
  const periods = (termMonths / 12) * periodsPerYear;
  const r = annualRate / 100 / periodsPerYear;
  // Below ~1e-12 per period the annuity factor is indistinguishable from the 0% schedule.
  if (r < 1e-12) return principal / periods;
  // 1 − (1 + r)^−n via expm1/log1p stays exact for small rates where the naive form cancels.
  return (principal * r) / -Math.expm1(-periods * Math.log1p(r));
}

/**
 * §9 finance calculator: amortised weekly, fortnightly and monthly repayments for borrowing
 * price − deposit at `rate` % p.a. (default 10) over `termMonths`. The amount borrowed must be within
 * §9's $5,000–$150,000; outside it the result carries BORROW_RANGE_MESSAGE for the form.
 */
export function repayments(input: RepaymentInput): RepaymentResult {
  const deposit = input.deposit ?? 0;
  const rate = input.rate ?? DEFAULT_INTEREST_RATE;
  const termMonths = input.termMonths ?? DEFAULT_TERM_MONTHS;
  const valid =
    Number.isFinite(input.price) &&
    input.price >= 0 &&
    Number.isFinite(deposit) &&
    deposit >= 0 &&
    Number.isFinite(rate) &&
    rate >= 0 &&
    rate <= 100 &&
    Number.isInteger(termMonths) &&
    termMonths > 0;
  if (!valid) {
    return {
      ok: false,
      error: 'invalid_input',
      message: 'Enter a price, deposit, rate and term as positive numbers.',
    };
  }
  const principal = input.price - deposit;
  if (principal < BORROW_MIN) return { ok: false, error: 'below_min_borrow', message: BORROW_RANGE_MESSAGE };
  if (principal > BORROW_MAX) return { ok: false, error: 'above_max_borrow', message: BORROW_RANGE_MESSAGE };
  const monthlyExact = instalment(principal, rate, 12, termMonths);
  const totalRepaid = cents(monthlyExact * termMonths);
  return {
    ok: true,
    principal: cents(principal),
    rate,
    termMonths,
    weekly: cents(instalment(principal, rate, PERIODS_PER_YEAR.weekly, termMonths)),
    fortnightly: cents(instalment(principal, rate, PERIODS_PER_YEAR.fortnightly, termMonths)),
    monthly: cents(monthlyExact),
    totalRepaid,
    totalInterest: cents(totalRepaid - principal),
  };
}

/** §9 Taurus deposit: 10% of the price, in whole cents. */
export function taurusDeposit(price: number): number {
  return cents(price * TAURUS_DEPOSIT_RATE);
}

// ---------------------------------------------------------------------------------------------------
// Finance display eligibility (§5)

/** The site rules finance display reads. */
/** What finance display needs of a site: its provider, exclusions and (for the year) its zone. */
export type FinanceSite = Pick<Site, 'finance_provider' | 'timezone' | 'country' | 'state'> & {
  finance: Pick<
    Site['finance'],
    'excluded_manufacturers' | 'finance_display_disabled' | 'excluded_dealer_slugs'
  >;
};

export type FinanceBlocker =
  | 'no_provider'
  | 'unsupported_provider'
  | 'site_disabled'
  | 'excluded_manufacturer'
  | 'excluded_dealer'
  | 'no_lender_data'
  | 'no_interest_rate'
  | 'no_comparison_rate'
  | 'car_not_eligible'
  | 'not_used'
  | 'too_old'
  | 'price_not_over_500'
  | 'no_weekly_payment'
  | 'no_monthly_payment';

/** The estimate a car page shows under the price: '$118/week' at 8.99% p.a. (9.49% comparison). */
export interface FinanceEstimate {
  amount: number;
  period: 'week' | 'month';
  text: string;
  /** Where the amount came from: the lender's quote, or this package's calculator. */
  source: 'lender' | 'calculator';
}

export type FinanceDisplay =
  | {
      show: true;
      provider: FinanceProvider;
      providerName: string;
      interestRate: number;
      comparisonRate: number;
      termMonths: number;
      estimate: FinanceEstimate | null;
      /** The deposit the estimate assumes (Taurus 10%, else 0). */
      deposit: number;
      disclaimer: string;
      comparisonRateBasis: typeof COMPARISON_RATE_BASIS;
      /** Taurus offers are valid one month (§9); null for other lenders. */
      offerValidUntil: Date | null;
    }
  | { show: false; provider: FinanceProvider | null; reasons: FinanceBlocker[] };

type FinanceCar = Pick<
  Car,
  | 'finance_lenders'
  | 'make'
  | 'manufacturer'
  | 'dealership_slug'
  | 'status'
  | 'sold'
  | 'car_type'
  | 'year'
  | 'reduced_price'
  | 'computed_price'
  | 'price'
>;

const positive = (n: number | null): n is number => n !== null && n > 0;

function lenderFor(car: Pick<Car, 'finance_lenders'>, provider: FinanceProvider): FinanceLender | null {
  for (const [key, lender] of Object.entries(car.finance_lenders)) {
    if (financeProviderKey(key) === provider) return lender;
  }
  return null;
}

function addMonthsUtc(date: Date, months: number): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * The instant (epoch seconds) at which the Taurus age rule (the site's year − year > 12,
 * `financeDisplay`) turns this car 'too_old': the first of January of year + 13 at the site's midnight.
 */
export function financeAgeChangesAt(
  car: Pick<Car, 'year'>,
  site: Pick<Site, 'timezone' | 'country' | 'state'>,
): number {
  return startOfLocalDay(`${car.year + FINANCE_YEAR_WINDOW + 1}-01-01`, siteTimeZone(site)).getTime() / 1000;
}

/**
 * §5 finance display eligibility for the site's finance provider. Every lender needs lender data for
 * the provider with non-null interest and comparison rates, and the site must not exclude the car's
 * manufacturer or dealer (nor disable finance display). Then, by lender:
 * - Taurus: built within the last 12 years (the site's year at now − year ≤ 12), price above 500, an eligible
 *   used car, comparison rate present;
 * - 360 Finance and AusLoans: an eligible car only;
 * - Manual, Angle and Powertorque: price above 500, eligible, a weekly payment present;
 * - Nissan Finance: price above 500, eligible, a monthly payment present.
 * An "eligible car" is an available one (in_stock or coming_soon, not sold): finance is not offered on
 * a car that cannot be bought. The price is the shown selling price (`currentPrice`).
 * When shown, the result carries the car-page estimate: the lender's quoted weekly (or Nissan monthly)
 * payment, else the calculator's weekly repayment at the lender's rate and term (Taurus: 10% deposit).
 */
export function financeDisplay(car: FinanceCar, site: FinanceSite, now: Date): FinanceDisplay {
  if (!site.finance_provider) return { show: false, provider: null, reasons: ['no_provider'] };
  const provider = financeProviderKey(site.finance_provider);
  if (!provider) return { show: false, provider: null, reasons: ['unsupported_provider'] };

  const reasons: FinanceBlocker[] = [];
  const excludedMakes = site.finance.excluded_manufacturers.map((m) => m.trim().toLowerCase());
  const makes = [car.make, car.manufacturer?.name]
    .filter((m): m is string => !!m)
    .map((m) => m.trim().toLowerCase());
  if (site.finance.finance_display_disabled) reasons.push('site_disabled');
  if (makes.some((m) => excludedMakes.includes(m))) reasons.push('excluded_manufacturer');
  if (site.finance.excluded_dealer_slugs.includes(car.dealership_slug)) reasons.push('excluded_dealer');

  const lender = lenderFor(car, provider);
  if (!lender) reasons.push('no_lender_data');
  else {
    if (lender.interestRate === null) reasons.push('no_interest_rate');
    if (lender.comparisonRate === null) reasons.push('no_comparison_rate');
  }

  const price = currentPrice(car);
  const priceOver500 = price !== null && price > FINANCE_PRICE_MIN;
  if (!isAvailable(car)) reasons.push('car_not_eligible');
  switch (provider) {
    case 'taurus':
      if (car.car_type !== 'used') reasons.push('not_used');
      if (localYear(now, siteTimeZone(site)) - car.year > FINANCE_YEAR_WINDOW) reasons.push('too_old');
      if (!priceOver500) reasons.push('price_not_over_500');
      break;
    case '360_finance':
    case 'ausloans':
      break;
    case 'manual':
    case 'angle':
    case 'powertorque':
      if (!priceOver500) reasons.push('price_not_over_500');
      if (!positive(lender?.paymentWeek ?? null)) reasons.push('no_weekly_payment');
      break;
    case 'nissan_finance':
      if (!priceOver500) reasons.push('price_not_over_500');
      if (!positive(lender?.paymentMonth ?? null)) reasons.push('no_monthly_payment');
      break;
  }
  if (reasons.length > 0 || !lender || lender.interestRate === null || lender.comparisonRate === null) {
    return { show: false, provider, reasons };
  }

  const termMonths =
    (positive(lender.termMonths) ? lender.termMonths : null) ??
    (positive(lender.termYears) ? lender.termYears * 12 : null) ??
    DEFAULT_TERM_MONTHS;
  const deposit = provider === 'taurus' && price !== null ? taurusDeposit(price) : 0;
  return {
    show: true,
    provider,
    providerName: FINANCE_PROVIDER_NAMES[provider],
    interestRate: lender.interestRate,
    comparisonRate: lender.comparisonRate,
    termMonths,
    estimate: financeEstimate(provider, lender, price, deposit, termMonths),
    deposit,
    disclaimer: lender.disclaimer?.trim() || COMPARISON_RATE_BASIS.text,
    comparisonRateBasis: COMPARISON_RATE_BASIS,
    offerValidUntil: provider === 'taurus' ? addMonthsUtc(now, TAURUS_OFFER_VALID_MONTHS) : null,
  };
}

function financeEstimate(
  provider: FinanceProvider,
  lender: FinanceLender,
  price: number | null,
  deposit: number,
  termMonths: number,
): FinanceEstimate | null {
  if (provider === 'nissan_finance' && positive(lender.paymentMonth)) {
    return {
      amount: lender.paymentMonth,
      period: 'month',
      text: `${formatPrice(lender.paymentMonth)}/month`,
      source: 'lender',
    };
  }
  if (positive(lender.paymentWeek)) {
    return {
      amount: lender.paymentWeek,
      period: 'week',
      text: `${formatPrice(lender.paymentWeek)}/week`,
      source: 'lender',
    };
  }
  if (price === null) return null;
  const result = repayments({ price, deposit, rate: lender.interestRate ?? undefined, termMonths });
  if (!result.ok) return null;
  return {
    amount: result.weekly,
    period: 'week',
    text: `${formatPrice(result.weekly)}/week`,
    source: 'calculator',
  };
}
