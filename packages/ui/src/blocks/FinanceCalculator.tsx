import {
  BORROW_MAX,
  BORROW_MIN,
  COMPARISON_RATE_WARNING,
  comparisonRate,
  DEFAULT_INTEREST_RATE,
  DEFAULT_TERM_MONTHS,
  formatPrice,
  repayments,
} from '@dealer/pricing';
import { useId, useRef, useState } from 'react';
import { useEarlyValue } from '../hooks/use-early-value';
import { UiLink } from '../link';

export interface FinanceCalculatorProps {
  interestRate?: unknown;
  minAmount?: unknown;
  maxAmount?: unknown;
  /** The lender's fees the comparison rate folds in (dollars): at the start, and with each month. */
  establishmentFee?: unknown;
  monthlyFee?: unknown;
  /** Where 'Apply now' goes (the site's finance page). */
  financeHref: string;
  /** AU sites show the comparison rate and its warning beside the rate (Australian credit law). */
  country?: 'AU' | 'NZ';
}

const TERMS = [24, 36, 48, 60, 72, 84] as const;

function numberOr(value: unknown, fallback: number, min: number, max: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
    ? value
    : fallback;
}

/**
 * The finance calculator a custom block can place on a page (§9: 10% interest, $5,000 to $150,000 by
 * default; the block's props may narrow them). Repayments come from @dealer/pricing's `repayments`; on
 * an AU site the rate carries its comparison rate (`comparisonRate`, fees from the props) and the warning.
 */
export function FinanceCalculator({
  interestRate,
  minAmount,
  maxAmount,
  establishmentFee,
  monthlyFee,
  financeHref,
  country = 'AU',
}: FinanceCalculatorProps) {
  const id = useId();
  const rate = numberOr(interestRate, DEFAULT_INTEREST_RATE, 0, 100);
  const min = numberOr(minAmount, BORROW_MIN, BORROW_MIN, BORROW_MAX);
  const max = Math.max(min, numberOr(maxAmount, BORROW_MAX, BORROW_MIN, BORROW_MAX));
  const [amount, setAmount] = useState(() => Math.min(max, Math.max(min, 30_000)));
  const [term, setTerm] = useState<number>(DEFAULT_TERM_MONTHS);
  // Moved or chosen before the page hydrated: kept.
  const amountRef = useRef<HTMLInputElement>(null);
  const termRef = useRef<HTMLSelectElement>(null);
  useEarlyValue(amountRef, String(amount), (value) => setAmount(Number(value)));
  useEarlyValue(termRef, String(term), (value) => setTerm(Number(value)));
  const result = repayments({ price: amount, rate, termMonths: term });
  const comparison =
    country === 'AU'
      ? comparisonRate({
          rate,
          upfrontFee: numberOr(establishmentFee, 0, 0, 10_000),
          monthlyFee: numberOr(monthlyFee, 0, 0, 1_000),
        })
      : null;
  return (
    <section className="cb-calculator panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Finance calculator</h2>
      <div className="cb-calculator__fields">
        <label htmlFor={`${id}-amount`}>
          Amount to borrow: <strong>{formatPrice(amount)}</strong>
        </label>
        <input
          ref={amountRef}
          id={`${id}-amount`}
          type="range"
          min={min}
          max={max}
          step={500}
          value={amount}
          onChange={(event) => setAmount(Number(event.currentTarget.value))}
        />
        <label htmlFor={`${id}-term`}>Loan term</label>
        <select
          ref={termRef}
          id={`${id}-term`}
          value={term}
          onChange={(event) => setTerm(Number(event.currentTarget.value))}
        >
          {TERMS.map((months) => (
            <option key={months} value={months}>
              {months / 12} years
            </option>
          ))}
        </select>
      </div>
      <p className="cb-calculator__result" aria-live="polite">
        {result.ok ? (
          <>
            <strong>{formatPrice(result.weekly)}</strong> per week at {rate}% p.a.
            {comparison === null ? null : (
              <>
                {' '}
                <strong className="cb-calculator__comparison">
                  (comparison rate {comparison.toFixed(2)}% p.a.*)
                </strong>
              </>
            )}
          </>
        ) : (
          result.message
        )}
      </p>
      {comparison === null ? null : (
        <p className="cb-calculator__warning">
          <small>* {COMPARISON_RATE_WARNING}</small>
        </p>
      )}
      <p>
        <UiLink className="button button--primary" href={financeHref}>
          Apply now
        </UiLink>
      </p>
    </section>
  );
}
