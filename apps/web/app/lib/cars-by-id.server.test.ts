import { publicSite } from '@dealer/site-registry';
import { createSite, createVehicle } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import type { DealerLoadContext } from '../context';
import { carsById, MAX_SAVED_CARS, parseCarIds } from './cars-by-id.server';

describe('parseCarIds', () => {
  it('keeps whole positive ids, once each, in order', () => {
    expect(parseCarIds('3, 1,x,3,-2,1.5,,7')).toEqual([3, 1, 7]);
    expect(parseCarIds(null)).toEqual([]);
  });
  it('caps the list', () => {
    const many = Array.from({ length: 80 }, (_, i) => i + 1).join(',');
    expect(parseCarIds(many)).toHaveLength(MAX_SAVED_CARS);
  });
});

describe('carsById', () => {
  it('fetches each id through the §7 car call and drops cars the site no longer lists', async () => {
    const paths: string[] = [];
    const ctx: DealerLoadContext = {
      site: publicSite(createSite({ id: 101 })),
      origin: 'http://a.localhost',
      now: Date.now(),
      async fetchApi(path) {
        paths.push(path);
        if (path.includes('/cars/1.json')) return Response.json(createVehicle({ id: 1, slug: 'car-1' }));
        return Response.json({ status: 404, error: 'Car not found' }, { status: 404 });
      },
    };
    const cars = await carsById(ctx, [1, 2]);
    expect(cars.map((c) => c.id)).toEqual([1]);
    expect(paths.some((p) => p.startsWith('/api/websites/101/cars/1.json'))).toBe(true);
  });
});
