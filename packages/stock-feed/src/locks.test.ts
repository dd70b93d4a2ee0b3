import { describe, expect, it } from 'vitest';
import { importFeed } from './import.js';
import { keepLockedFields, locksOfEdit } from './locks.js';
import type { FeedLocation } from './map.js';
import { sampleCsvFeed } from './sample.js';

const NOW = new Date('2026-03-10T23:00:00Z');
const yard: FeedLocation = {
  codes: ['BV'],
  id: 1,
  slug: 'bv',
  name: 'BV',
  city: null,
  state: null,
  phone: null,
  dealership: { id: 1, slug: 'd', name: 'D' },
  timeZone: 'Australia/Sydney',
};
const [car] = importFeed({
  text: sampleCsvFeed(1),
  format: 'csv',
  mode: 'replace',
  dealer: { defaultLocation: yard, locations: [yard] },
  existing: [],
  now: NOW,
  nextId: () => 1,
}).cars;

describe('locksOfEdit', () => {
  it('locks each field a console edit changed (sold is the status lock)', () => {
    expect(locksOfEdit({ price: [1, 2], sold: [false, true] }, NOW)).toEqual({
      price: NOW.toISOString(),
      status: NOW.toISOString(),
    });
    expect(locksOfEdit({ show_on_dealer_website: [true, false] }, NOW)).toEqual({
      show_on_dealer_website: NOW.toISOString(),
    });
    expect(locksOfEdit({}, NOW)).toEqual({});
  });
});

describe('keepLockedFields', () => {
  it('keeps the locked fields of the live car and names those the feed would have changed', () => {
    if (!car) throw new Error('no car');
    const live = { ...car, price: 25_000, price_range: 20_000, show_on_dealer_website: false };
    const fromFeed = { ...car, price: 31_000, price_range: 30_000, km: 1, show_on_dealer_website: true };
    const { car: next, kept } = keepLockedFields(live, fromFeed, {
      price: NOW.toISOString(),
      status: NOW.toISOString(),
    });
    expect(kept).toEqual(['price']);
    expect(next).toMatchObject({ price: 25_000, price_range: 20_000, km: 1, show_on_dealer_website: true });
    expect(keepLockedFields(live, fromFeed, undefined).car).toBe(fromFeed);
  });
});
