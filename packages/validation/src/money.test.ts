import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGE,
  amountSchema,
  moneyValue,
  PURCHASE_PRICE_MESSAGE,
  purchasePriceSchema,
} from './money.js';

describe('money fields', () => {
  it('should read amounts the way people type them', () => {
    expect(moneyValue('25000')).toBe(25_000);
    expect(moneyValue('$25,000')).toBe(25_000);
    expect(moneyValue('25000.50')).toBe(25_000.5);
    expect(moneyValue(9950)).toBe(9950);
    for (const bad of ['abc', '1e5', '-5', '25,00', '$', '12.345', Number.NaN, -1, null]) {
      expect(moneyValue(bad), String(bad)).toBeNull();
    }
  });

  it('should refuse what is not an amount with a message, and take no answer', () => {
    expect(amountSchema.safeParse('').success).toBe(true);
    expect(amountSchema.safeParse('5000').success).toBe(true);
    expect(amountSchema.safeParse('abc').error?.issues[0]?.message).toBe(AMOUNT_MESSAGE);
    expect(amountSchema.safeParse(1e12).success).toBe(false);
  });

  it('should hold the purchase budget to the range the form states', () => {
    expect(purchasePriceSchema.safeParse('25000').success).toBe(true);
    expect(purchasePriceSchema.safeParse('$150,000').success).toBe(true);
    expect(purchasePriceSchema.safeParse('4999').error?.issues[0]?.message).toBe(PURCHASE_PRICE_MESSAGE);
    expect(purchasePriceSchema.safeParse('abc').success).toBe(false);
  });
});
