import { financeDisplay, formatPrice } from '@dealer/pricing';
import { EmbeddedIndex, type SearchQuery } from '@dealer/search-engine';
import { demoRegistry } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { demoInventory } from '../demo/inventory/generate.js';
import { searchDocument } from '../search/documents.js';
import { CAR_INDEX_SETTINGS } from '../search/settings.js';
import { TEST_NOW } from '../testing/server.js';
import { runAtOnce } from './import-files.js';
import { type StockState, siteStockSteps } from './site-stock.js';

const registry = demoRegistry();
const state: StockState = {
  dealershipCars: demoInventory(registry.sites, { now: TEST_NOW }),
  fileFeeds: [],
  stamps: new Map(),
  demoStamp: 'demo:2026-01-01',
  sites: new Map(),
  now: TEST_NOW,
};
const settings = () => CAR_INDEX_SETTINGS;
const carsOf = (slug: string) => {
  const site = registry.sites.find((s) => s.slug === slug)!;
  const ids = new Set([site.dealership_id, ...site.dealerships.map((d) => d.id)]);
  return [...ids].reduce((n, id) => n + (state.dealershipCars.get(id)?.length ?? 0), 0);
};
/** The demo site with the most cars (more than one slice). */
const site = registry.sites.reduce((a, b) => (carsOf(b.slug) > carsOf(a.slug) ? b : a));

const QUERIES: Omit<SearchQuery, 'indexUid'>[] = [
  { facets: ['make', 'body', 'price'], sort: ['price:asc'], limit: 50 },
  { q: 'toyota hilux', filter: 'price < 60000', limit: 50 },
  { q: 'red suv', facets: ['make'], sort: ['created_at_timestamp:desc'] },
];

describe('siteStockSteps', () => {
  it('should build the site index in slices of 500 cars, answering like an index built at once', () => {
    const steps = siteStockSteps(site, state, settings);
    let yields = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) yields++;
    const stock = step.value;
    expect(stock.cars.length).toBeGreaterThan(500);
    const parts =
      CAR_INDEX_SETTINGS.filterableAttributes.length + CAR_INDEX_SETTINGS.sortableAttributes.length;
    // One step before the cars, one per slice, one per finished attribute: never the whole build at once.
    expect(yields).toBe(1 + Math.ceil(stock.cars.length / 500) + parts);
    const once = new EmbeddedIndex(site.search.car_index, stock.cars.map(searchDocument), CAR_INDEX_SETTINGS);
    for (const query of QUERIES) {
      const q = { indexUid: site.search.car_index, ...query };
      const { processingTimeMs: _a, ...sliced } = stock.index!.search(q);
      const { processingTimeMs: _b, ...whole } = once.search(q);
      expect(sliced).toEqual(whole);
    }
  });

  it('should list the site dealerships cars without an index when the embedded engine is off', () => {
    const stock = runAtOnce(siteStockSteps(site, state, null));
    expect(stock.index).toBeNull();
    expect(stock.cars.length).toBe(carsOf(site.slug));
    expect(stock.byId.size).toBe(stock.cars.length);
    expect(stock.version).toMatch(new RegExp(`^[0-9a-f]{12}\\.${stock.cars.length}$`));
  });

  it("should index each car's budget figure as its page shows it: the lender's weekly payment, a hire car's daily rate", () => {
    const harbour = registry.sites.find((s) => s.slug === 'harbour-auto')!;
    const stock = runAtOnce(siteStockSteps(harbour, state, null));
    let financed = 0;
    for (const car of stock.cars) {
      const finance = financeDisplay(car, harbour, TEST_NOW);
      const shown = finance.show && finance.estimate ? formatPrice(finance.estimate.amount) : null;
      expect(car.weekly_price_range === null ? null : formatPrice(car.weekly_price_range)).toBe(shown);
      if (shown) financed++;
    }
    expect(financed).toBeGreaterThan(10);
    const cityhop = registry.sites.find((s) => s.slug === 'cityhop-rentals')!;
    for (const car of runAtOnce(siteStockSteps(cityhop, state, null)).cars)
      expect(car.weekly_price_range).toBe(
        car.rental_price !== null && car.rental_price > 10 ? car.rental_price : null,
      );
  });
});
