import { describe, expect, it } from 'vitest';
import { productPayload } from './analytics.js';
import { makeCar } from './testing/car-fixture.js';

describe('analytics', () => {
  describe('productPayload (§3 analytics product payload)', () => {
    it('should describe the car by stock number, in AUD, at its shown price', () => {
      const car = makeCar({ stocknum: 'U007', price: 25_990, reduced_price: 24_990 });
      expect(productPayload(car)).toEqual({
        content_ids: ['U007'],
        contents: [{ id: 'U007', quantity: 1 }],
        currency: 'AUD',
        value: 24_990,
        content_type: 'product',
        content_name: '2019 Mazda CX-5 Maxx',
      });
    });

    it.each([
      ['  red suv  ', 'red suv'],
      ['', undefined],
      [undefined, undefined],
    ])('should add search text %j as search_string %j only when present', (search, expected) => {
      expect(productPayload(makeCar(), search).search_string).toBe(expected);
    });

    it('should fall back to the car id and a zero value for an unpriced car without a stock number', () => {
      const payload = productPayload(makeCar({ stocknum: null, price: 10 }));
      expect(payload.content_ids).toEqual(['7']);
      expect(payload.value).toBe(0);
    });
  });
});
