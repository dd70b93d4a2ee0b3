import { describe, expect, it } from 'vitest';
import { COMPARISON_RATE_WARNING, comparisonRate } from './comparison-rate.js';

describe('comparisonRate', () => {
  it('equals the interest rate when the loan has no fees', () => {
    expect(comparisonRate({ rate: 10 })).toBe(10);
    expect(comparisonRate({ rate: 0 })).toBe(0);
  });

  it('rises with an establishment fee and a monthly fee on the $30,000 / 5-year benchmark', () => {
    const withFees = comparisonRate({ rate: 8.99, upfrontFee: 395, monthlyFee: 10 });
    expect(withFees).toBeGreaterThan(10);
    expect(withFees).toBeLessThan(10.5);
  });

  it('carries the standard warning', () => {
    expect(COMPARISON_RATE_WARNING).toMatch(
      /^Comparison rate based on a 5 year secured loan of \$30,000\. WARNING:/,
    );
  });
});
