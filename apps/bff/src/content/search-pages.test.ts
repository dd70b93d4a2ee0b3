import type { Car } from '@dealer/pricing';
import { parseListingUrl } from '@dealer/search-query';
import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { demoInventory } from '../demo/inventory/generate.js';
import { searchPages } from './search-pages.js';

const site = siteBySlug(demoRegistry(), 'harbour-auto');
if (!site) throw new Error('demo site missing');

/** A real generated car of the site, with the fields a test is about overridden. */
const template = [
  ...demoInventory([site], { now: new Date('2026-03-10T23:00:00Z'), size: { [site.slug]: 20 } }).values(),
].flat()[0];
if (!template) throw new Error('no demo car');
const createVehicle = (overrides: Partial<Car>): Car => ({ ...template, ...overrides });
const cars = [
  createVehicle({ id: 1, make: 'Kia', seats: 7, weekly_price_range: 90 }),
  createVehicle({ id: 2, make: 'Kia', seats: 5, weekly_price_range: 160 }),
  createVehicle({ id: 3, make: 'Toyota', seats: 5, weekly_price_range: 160 }),
];

describe('search pages (§7 search_pages.json as landing pages, §2 7-seater and per-week pages)', () => {
  it('lists landing pages whose paths parse back to their preset refinements', () => {
    const pages = searchPages(site, cars);
    const kia = pages.find((p) => p.slug === 'kia-cars' || p.refinements.make?.[0] === 'Kia');
    expect(kia?.count).toBe(2);
    expect(parseListingUrl(site, kia?.path ?? '').refinements.make).toEqual(['Kia']);
    const seven = pages.find((p) => p.facet === 'seats');
    expect(seven?.count).toBe(1);
    expect(seven?.path).toMatch(/\/7-seater-cars$/);
    const weekly = pages.filter((p) => p.facet === 'weekly_price_range');
    expect(weekly.map((p) => p.count)).toEqual([1, 2]);
    expect(weekly[0]?.path).toMatch(/cars-under-100-per-week$/);
    expect(pages.every((p) => p.count > 0)).toBe(true);
    expect(new Set(pages.map((p) => p.slug)).size).toBe(pages.length);
  });

  it('bands a rental site per day (#31: no "per week" page lists $44/day cars)', () => {
    const cityhop = siteBySlug(demoRegistry(), 'cityhop-rentals');
    if (!cityhop) throw new Error('demo site missing');
    const hire = [
      createVehicle({ id: 7, weekly_price_range: 44 }),
      createVehicle({ id: 8, weekly_price_range: 50 }),
    ];
    const bands = searchPages(cityhop, hire).filter((p) => p.facet === 'weekly_price_range');
    expect(bands.map((p) => [p.title, p.count, p.path.split('/').at(-1)])).toEqual([
      ['Cars under $50 per day', 1, 'cars-under-50-per-day'],
      ['Cars $50 - $75 per day', 1, '50-to-75-per-day'],
    ]);
  });
});
