// @vitest-environment happy-dom
import { createVehicle } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { browserFavourites } from '../favourites';
import { toggleFavourite } from './favourite';

describe('toggleFavourite', () => {
  it('adds then removes the car in the browser favourites and pushes §9 favourite (39) each time', () => {
    window.dataLayer = [];
    const car = createVehicle({ id: 55, stocknum: 'U55' });
    expect(toggleFavourite(car)).toBe(true);
    expect(browserFavourites()?.has(55)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('dealer:favourites') ?? '[]')).toEqual([55]);
    expect(toggleFavourite(car)).toBe(false);
    expect(browserFavourites()?.has(55)).toBe(false);
    expect(window.dataLayer).toMatchObject([
      { event: 'favourite', event_id: 39, action: 'add', ecommerce: { content_ids: ['U55'] } },
      { event: 'favourite', event_id: 39, action: 'remove' },
    ]);
  });
});
