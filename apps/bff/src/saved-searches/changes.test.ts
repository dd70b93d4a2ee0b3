import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { createVehicle } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { stockChanges } from './changes.js';

const harbour = siteBySlug(demoRegistry(), 'harbour-auto')!;
const hire = siteBySlug(demoRegistry(), 'cityhop-rentals')!;
const car = (id: number, price: number) => createVehicle({ id, slug: `car-${id}`, price });

describe('an import’s changes for alerts', () => {
  it('should name new cars and price drops only', () => {
    const before = [car(1, 20_000), car(2, 30_000), car(3, 40_000)];
    const after = [car(1, 19_000), car(2, 31_000), car(4, 25_000)];
    expect(stockChanges(before, after, harbour)).toEqual({
      newIds: [4],
      drops: [{ carId: 1, from: 20_000, to: 19_000 }],
      backIds: [],
    });
  });

  it('should find nothing when the stock is the same', () => {
    const stock = [car(1, 20_000)];
    expect(stockChanges(stock, stock, harbour)).toEqual({ newIds: [], drops: [], backIds: [] });
  });

  it('should name a car back on sale (sold before, available now), not one still sold', () => {
    const sold = (id: number) => createVehicle({ id, slug: `car-${id}`, price: 20_000, status: 'sold' });
    const before = [sold(1), sold(2), car(3, 30_000)];
    const after = [car(1, 20_000), sold(2), sold(3)];
    expect(stockChanges(before, after, harbour).backIds).toEqual([1]);
  });

  it("should take a rental site's drops from its daily rate, never from a hire car's sale price", () => {
    const rental = (id: number, price: number, perDay: number) =>
      createVehicle({ id, slug: `car-${id}`, price, rental_price: perDay });
    const before = [rental(1, 30_000, 99), rental(2, 30_000, 99)];
    const after = [rental(1, 25_000, 99), rental(2, 30_000, 89)];
    expect(stockChanges(before, after, hire).drops).toEqual([{ carId: 2, from: 99, to: 89 }]);
  });
});
