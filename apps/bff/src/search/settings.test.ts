import type { Car } from '@dealer/pricing';
import { EmbeddedIndex } from '@dealer/search-engine';
import { demoRegistry } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { demoInventory } from '../demo/inventory/generate.js';
import { TEST_NOW } from '../testing/server.js';
import { searchDocument } from './documents.js';
import { CAR_INDEX_SETTINGS, carIndexSettings, maxTotalHitsFor } from './settings.js';

/**
 * Shopper queries on the demo car stock (every car-template site's dealerships, ~4k cars): what a shopper
 * types and the cars that must come back first, the way Meilisearch answers with the same settings.
 */

const registry = demoRegistry();
const inventory = demoInventory(registry.sites, { now: TEST_NOW });
const dealerships = new Set(
  registry.sites
    .filter((s) => s.template === 'car')
    .flatMap((s) => [s.dealership_id, ...s.dealerships.map((d) => d.id)]),
);
const cars = [...dealerships].flatMap((id) => inventory.get(id) ?? []);
const index = new EmbeddedIndex('cars', cars.map(searchDocument), CAR_INDEX_SETTINGS);

type Hit = Car & Record<string, unknown>;
function search(q: string, options: { limit?: number; sort?: string[] } = {}) {
  const result = index.search({ indexUid: 'cars', q, limit: options.limit ?? 20, sort: options.sort });
  return { total: result.estimatedTotalHits, hits: result.hits as Hit[] };
}
const isModel = (model: string) => (car: Hit) => car.model === model;

describe('shopper queries on the demo stock', () => {
  it('red suv: red SUVs first, then other red cars — words are never ORed', () => {
    const redSuvs = cars.filter((c) => c.colour === 'Red' && c.body === 'SUV').length;
    const { total, hits } = search('red suv', { limit: redSuvs + 5 });
    expect(redSuvs).toBeGreaterThan(5);
    expect(hits.slice(0, redSuvs).every((c) => c.colour === 'Red' && c.body === 'SUV')).toBe(true);
    // Matching strategy last: the first word stays required, so only red cars come back at all.
    expect(hits.every((c) => c.colour === 'Red')).toBe(true);
    expect(total).toBe(cars.filter((c) => c.colour === 'Red').length);
    expect(total).toBeLessThan(cars.filter((c) => c.colour === 'Red' || c.body === 'SUV').length / 2);
  });

  it('GR sport and "gr sport": the GR Sport badge first', () => {
    const grSport = cars.filter((c) => c.badge === 'GR Sport').length;
    expect(grSport).toBeGreaterThan(0);
    expect(
      search('GR sport')
        .hits.slice(0, grSport)
        .every((c) => c.badge === 'GR Sport'),
    ).toBe(true);
    const phrase = search('"gr sport"', { limit: 100 });
    expect(phrase.total).toBe(grSport);
    expect(phrase.hits.every((c) => c.badge === 'GR Sport')).toBe(true);
  });

  it.each([
    ['land cruiser', 'LandCruiser'],
    ['landcruiser', 'LandCruiser'],
    ['cx5', 'CX-5'],
    ['cx-5', 'CX-5'],
    ['mx5', 'MX-5'],
    ['dmax', 'D-MAX'],
    ['rav 4', 'RAV4'],
    ['rav4', 'RAV4'],
    ['hliux', 'HiLux'],
    ['hilux', 'HiLux'],
    ['ranger', 'Ranger'],
  ])('%s finds the %s first', (q, model) => {
    const count = cars.filter((c) => c.model === model).length;
    expect(count).toBeGreaterThan(0);
    const { hits } = search(q, { limit: count });
    expect(hits.length).toBe(count);
    expect(hits.every(isModel(model))).toBe(true);
  });

  it('ranger sorted by price: every Ford Ranger before any "Long Range" or "Standard Range" car', () => {
    const rangers = cars.filter(isModel('Ranger')).length;
    const { hits, total } = search('ranger', { sort: ['price:asc'], limit: 200 });
    expect(total).toBeGreaterThan(rangers);
    expect(hits.slice(0, rangers).every(isModel('Ranger'))).toBe(true);
    // Among equally relevant Rangers the sort applies (a car without a price last).
    const prices = hits.slice(0, rangers).map((c) => c.price ?? Number.POSITIVE_INFINITY);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('range rover never matches "Orange" (no typo on the first letter)', () => {
    const { hits } = search('range rover', { limit: 200 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((c) => /range/i.test(`${c.name} ${c.badge ?? ''} ${c.model}`))).toBe(true);
  });

  it('toyota -diesel: Toyotas, none of them diesel', () => {
    const { hits, total } = search('toyota -diesel', { limit: 1000 });
    expect(total).toBe(cars.filter((c) => c.make === 'Toyota' && !/diesel/i.test(String(c.fuel))).length);
    expect(hits.every((c) => c.make === 'Toyota' && !/diesel/i.test(String(c.fuel)))).toBe(true);
  });

  it.each([
    ['awd', (c: Hit) => c.drive === 'AWD'],
    ['4x4', (c: Hit) => c.drive === '4WD'],
    ['4wd', (c: Hit) => c.drive === '4WD'],
    ['utes', (c: Hit) => c.body === 'Ute'],
    ['vw', (c: Hit) => c.make === 'Volkswagen'],
    ['škoda', (c: Hit) => c.make === 'Skoda'],
    ['haval', (c: Hit) => c.make === 'GWM' || c.make === 'Haval'],
    ['mercedes benz', (c: Hit) => c.make === 'Mercedes-Benz'],
  ])('%s finds the cars it means', (q, test) => {
    const { hits } = search(q, { limit: 20 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every(test)).toBe(true);
  });
});

describe('site synonyms', () => {
  it("adds a site's own synonyms and make synonyms to the index settings (and to Meilisearch's)", () => {
    const site = registry.sites.find((s) => s.template === 'car');
    if (!site) throw new Error('no car site');
    const settings = carIndexSettings([
      {
        search: {
          ...site.search,
          synonyms: [['troopy', 'landcruiser']],
          make_synonyms: [['Toyota', 'Toyo']],
        },
      },
    ]);
    expect(settings.synonyms?.troopy).toEqual(['landcruiser']);
    expect(settings.synonyms?.vw).toEqual(['volkswagen']);
    const own = new EmbeddedIndex('cars', cars.map(searchDocument), settings);
    const hits = own.search({ indexUid: 'cars', q: 'troopy', limit: 10 }).hits as Hit[];
    expect(hits.length).toBe(10);
    expect(hits.every(isModel('LandCruiser'))).toBe(true);
    expect(
      own.search({ indexUid: 'cars', q: 'toyo hilux', limit: 5 }).hits.every((h) => h.model === 'HiLux'),
    ).toBe(true);
    expect(carIndexSettings([site])).toEqual(CAR_INDEX_SETTINGS);
  });
});

describe('maxTotalHits', () => {
  it("pages through the largest site's stock, never fewer than Meilisearch's default 1000", () => {
    expect(maxTotalHitsFor(0)).toBe(1000);
    expect(maxTotalHitsFor(999)).toBe(1000);
    expect(maxTotalHitsFor(23_456)).toBe(23_456);
    expect(carIndexSettings([], { largestStock: 5000 }).maxTotalHits).toBe(5000);
  });
});
