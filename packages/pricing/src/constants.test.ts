import { describe, expect, it } from 'vitest';
import * as c from './constants.js';

describe('constants', () => {
  it('should hold the §9 numbers', () => {
    expect(c.NEW_TAG_WINDOW_SECONDS).toBe(8 * 86_400);
    expect([
      c.REAL_PRICE_MIN,
      c.RESERVE_PRICE_MIN,
      c.FINANCE_PRICE_MIN,
      c.MARKET_PRICE_DIFFERENCE_MIN,
    ]).toEqual([10, 200, 500, 499]);
    expect([c.BORROW_MIN, c.BORROW_MAX, c.DEFAULT_INTEREST_RATE, c.DEFAULT_RESERVE_DEPOSIT]).toEqual([
      5_000, 150_000, 10, 200,
    ]);
    expect([
      c.IMAGE_QUALITY_DEFAULT,
      c.IMAGE_QUALITY_LARGE,
      c.TRUNCATE_DEFAULT_LENGTH,
      c.PHONE_VISIBLE_CHARS,
    ]).toEqual([75, 80, 50, 5]);
    expect(c.CURRENCY).toBe('AUD');
  });
});
