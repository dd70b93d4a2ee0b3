import { parseListingUrl, savedSearchState } from '@dealer/search-query';
import { demoRegistry, listingBasePath, siteBySlug } from '@dealer/site-registry';
import { createVehicle } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { matchChangedCars } from './match.js';

const NOW = new Date('2026-03-10T00:00:00Z');
const site = siteBySlug(demoRegistry(), 'harbour-auto')!;
const car = (id: number, make: string, price: number, extra: Record<string, unknown> = {}) =>
  createVehicle({
    id,
    make,
    model: 'X',
    make_model: `${make} X`,
    name: `2021 ${make} X`,
    slug: `car-${id}`,
    price,
    dealership_id: site.dealership_id,
    // The demo site lists Toyota, Hyundai and Kia in NSW only (its preset filters).
    state: 'NSW',
    ...extra,
  });
const saved = (id: string, query: string) => ({
  id,
  state: savedSearchState(parseListingUrl(site, `${listingBasePath(site)}${query}`)),
});

describe('matching changed cars against saved searches', () => {
  it("should match by the listing's own filters: refinements, ranges and the site's visibility", () => {
    const cars = [
      car(1, 'Kia', 20_000),
      car(2, 'Toyota', 20_000),
      car(3, 'Kia', 50_000),
      car(4, 'Kia', 20_000, { show_on_dealer_website: false }),
    ];
    const matches = matchChangedCars(
      site,
      cars,
      [
        saved('kia', '?make=Kia'),
        saved('cheap-kia', '?make=Kia&price=0:30000'),
        saved('kia', '?make=Hyundai'),
        saved('all', ''),
      ],
      NOW,
    );
    expect(matches.get('kia')?.sort()).toEqual([1, 3]);
    expect(matches.get('cheap-kia')).toEqual([1]);
    expect(matches.has('hyundai')).toBe(false);
    expect(matches.get('all')?.sort()).toEqual([1, 2, 3]);
  });

  it('should require every word of a text query', () => {
    const matches = matchChangedCars(
      site,
      [car(1, 'Kia', 20_000), car(2, 'Toyota', 20_000)],
      [saved('q', '?query=kia')],
      NOW,
    );
    expect(matches.get('q')).toEqual([1]);
  });

  it('should not match a car the site does not list (another make than its presets)', () => {
    const matches = matchChangedCars(site, [car(1, 'Mazda', 20_000)], [saved('all', '')], NOW);
    expect(matches.size).toBe(0);
  });

  it('should match nothing when no car changed', () => {
    expect(matchChangedCars(site, [], [saved('all', '')], NOW).size).toBe(0);
  });

  it('should leave a car without a price (POA) out of a price range, and keep it for a search with none', () => {
    const poa = car(1, 'Kia', 0, { price: null });
    const matches = matchChangedCars(
      site,
      [poa, car(2, 'Kia', 25_000)],
      [saved('range', '?make=Kia&price=20000:30000'), saved('any', '?make=Kia')],
      NOW,
    );
    expect(matches.get('range')).toEqual([2]);
    expect(matches.get('any')?.sort()).toEqual([1, 2]);
  });

  it('should go on past a saved value no car has any more (a make the dealer stopped selling)', () => {
    const matches = matchChangedCars(
      site,
      [car(1, 'Kia', 20_000)],
      [saved('holden', '?make=Holden'), saved('kia', '?make=Kia'), saved('odd', '?make=%00%22')],
      NOW,
    );
    expect([...matches.keys()]).toEqual(['kia']);
  });
});
