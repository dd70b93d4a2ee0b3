import { demoRegistry } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { CARS } from './catalog.js';
import { askingPrice, financeLenders, periodicPrices, roundPrice, wasPrice } from './demo-prices.js';
import { createRandom } from './prng.js';

const sites = demoRegistry().sites;
const withFinance = sites.find((s) => s.finance_provider === 'Taurus')!;
const withoutFinance = sites.find((s) => s.finance_provider === null)!;
const spec = CARS[0]!;

describe('demo prices', () => {
  it('should round to a dealer price ($x,x90) and small amounts to $50', () => {
    expect(roundPrice(23_456)).toBe(23_490);
    expect(roundPrice(1_234)).toBe(1_250);
    expect(roundPrice(120)).toBe(500);
  });

  it('should price new above demo above an old used car of the same model', () => {
    const draw = (carType: 'new' | 'demo' | 'used', age: number) =>
      askingPrice(spec, 0, { carType, age, km: carType === 'used' ? 90_000 : 10 }, createRandom('price'));
    expect(draw('new', 0)).toBeGreaterThan(draw('demo', 0) as number);
    expect(draw('demo', 0)).toBeGreaterThan(draw('used', 6) as number);
  });

  it('should give the same prices for the same seed', () => {
    const vehicle = { carType: 'used' as const, age: 3, km: 40_000 };
    const a = askingPrice(spec, 1, vehicle, createRandom('s'));
    expect(askingPrice(spec, 1, vehicle, createRandom('s'))).toBe(a);
  });

  it('should show a was-price only above the current price, never for an unpriced car', () => {
    const random = createRandom('was');
    const found = Array.from({ length: 200 }, () => wasPrice(20_000, random)).filter((p) => p !== null);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => (p as number) > 20_000)).toBe(true);
    expect(wasPrice(null, random)).toBeNull();
  });

  it("should quote the site's finance provider for a car over $500, nobody else's", () => {
    const random = createRandom('finance');
    const quotes = Array.from({ length: 50 }, () => financeLenders(withFinance, 30_000, random));
    const quoted = quotes.find((q) => q.taurus);
    expect(quoted?.taurus?.termMonths).toBe(60);
    expect(quoted?.taurus?.paymentMonth).toBeGreaterThan(0);
    expect(financeLenders(withFinance, 400, random)).toEqual({});
    expect(financeLenders(withoutFinance, 30_000, random)).toEqual({});
  });

  it('should derive the weekly amount from the price (the bands read what the car page shows, #31)', () => {
    const plain = periodicPrices(withoutFinance, 20_000);
    expect(plain.weeklyPrice).toBe(116);
    expect(periodicPrices(withoutFinance, null)).toEqual({
      weeklyPrice: null,
      subscriptionPrice: null,
      rentalPrice: null,
    });
  });
});
