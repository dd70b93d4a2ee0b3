import { COMPARISON_RATE_BASIS } from './finance.js';

/**
 * Australian credit law: an advertised interest rate for fixed-term consumer credit shows its comparison
 * rate beside it, no less prominent, with the standard warning (National Credit Code Part 10; the
 * regulations prescribe the calculation and the warning). The comparison rate folds the lender's fees
 * into one nominal yearly rate for a benchmark loan — for a car loan $30,000 over 5 years — so a rate
 * with no fees has a comparison rate equal to itself. docs/rules.md "Comparison rate" gives the source.
 */

export interface ComparisonRateInput {
  /** The advertised interest rate, % p.a. */
  rate: number;
  /** A fee paid when the loan starts (establishment), dollars. */
  upfrontFee?: number;
  /** A fee with every monthly repayment, dollars. */
  monthlyFee?: number;
  /** The benchmark loan: $30,000 over 60 months unless a rule says otherwise. */
  amount?: number;
  termMonths?: number;
}

/** The present value of `payment` each month for `months` at monthly rate `r`. */
function presentValue(payment: number, r: number, months: number): number {
  return r === 0 ? payment * months : (payment * -Math.expm1(-months * Math.log1p(r))) / r;
}

/**
 * The comparison rate, % p.a. to two decimals: the monthly rate that makes the benchmark loan's amount,
 * less the upfront fee, equal to the present value of its repayments plus monthly fees (found by halving).
 */
export function comparisonRate(input: ComparisonRateInput): number {
  const amount = input.amount ?? COMPARISON_RATE_BASIS.loanAmount;
  const months = input.termMonths ?? COMPARISON_RATE_BASIS.termYears * 12;
  const monthly = input.rate / 100 / 12;
  const repayment =
    monthly === 0 ? amount / months : (amount * monthly) / -Math.expm1(-months * Math.log1p(monthly));
  const outflow = repayment + (input.monthlyFee ?? 0);
  const received = amount - (input.upfrontFee ?? 0);
  let low = 0;
  let high = 1;
  for (let step = 0; step < 100; step++) {
    const mid = (low + high) / 2;
    if (presentValue(outflow, mid, months) > received) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * 12 * 100 * 100) / 100;
}

/** The warning every comparison rate carries, with the benchmark it was worked out for. */
export const COMPARISON_RATE_WARNING: string = COMPARISON_RATE_BASIS.text;
