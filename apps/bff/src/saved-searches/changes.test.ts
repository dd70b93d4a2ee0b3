import { createVehicle } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { stockChanges } from './changes.js';

const car = (id: number, price: number) => createVehicle({ id, slug: `car-${id}`, price });

describe('an import’s changes for alerts', () => {
  it('should name new cars and price drops only', () => {
    const before = [car(1, 20_000), car(2, 30_000), car(3, 40_000)];
    const after = [car(1, 19_000), car(2, 31_000), car(4, 25_000)];
    expect(stockChanges(before, after)).toEqual({
      newIds: [4],
      drops: [{ carId: 1, from: 20_000, to: 19_000 }],
    });
  });

  it('should find nothing when the stock is the same', () => {
    const stock = [car(1, 20_000)];
    expect(stockChanges(stock, stock)).toEqual({ newIds: [], drops: [] });
  });
});
