import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FinanceCalculator } from './FinanceCalculator';
import { textOf } from './test-support';

describe('FinanceCalculator (§9 10% interest, $5,000–$150,000)', () => {
  it('shows the weekly repayment of $30,000 over 5 years at 10% by default', () => {
    const text = textOf(renderToString(<FinanceCalculator financeHref="/finance" />));
    expect(text).toContain('Amount to borrow: $30,000');
    // 30,000 at 10% p.a. over 60 months, weekly: about $147.
    expect(text).toMatch(/\$14\d per week at 10% p\.a\./);
  });
  it('ignores props outside §9 bounds and keeps the amount inside the allowed range', () => {
    const html = renderToString(
      <FinanceCalculator financeHref="/finance" interestRate="high" minAmount={100} maxAmount={20000} />,
    );
    expect(html).toContain('min="5000" max="20000"');
    expect(textOf(html)).toContain('Amount to borrow: $20,000');
    expect(textOf(html)).toContain('at 10% p.a.');
  });
  it('shows the comparison rate beside the rate and the standard warning on an AU site', () => {
    const text = textOf(renderToString(<FinanceCalculator financeHref="/finance" country="AU" />));
    expect(text).toMatch(/per week at 10% p\.a\. \(comparison rate 10\.00% p\.a\.\*\)/);
    expect(text).toContain('* Comparison rate based on a 5 year secured loan of $30,000. WARNING:');
  });
  it('folds the lender fees from the props into the comparison rate', () => {
    const html = renderToString(
      <FinanceCalculator financeHref="/finance" interestRate={8.99} establishmentFee={395} monthlyFee={10} />,
    );
    expect(textOf(html)).toMatch(/at 8\.99% p\.a\. \(comparison rate 10\.\d\d% p\.a\.\*\)/);
  });
  it('has no AU comparison rate on an NZ site', () => {
    const text = textOf(renderToString(<FinanceCalculator financeHref="/finance" country="NZ" />));
    expect(text).not.toContain('comparison rate');
  });
});
