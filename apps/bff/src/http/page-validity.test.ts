import { carSchema } from '@dealer/pricing';
import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { daysInStock } from '@dealer/staff';
import { describe, expect, it } from 'vitest';
import type { SiteStock } from '../inventory/site-stock.js';
import { pageValidUntil } from './page-validity.js';

const site = siteBySlug(demoRegistry(), 'harbour-auto') ?? demoRegistry().sites[0]!;
const DAY = 86_400_000;
// 01:00 UTC = 12:00 in Sydney (AEDT): the local date turns at 13:00 UTC.
const NOW = Date.UTC(2026, 10, 28, 1, 0, 0);
const SYDNEY_MIDNIGHT = Date.UTC(2026, 10, 28, 13, 0, 0);

const car = (id: number, fields: Record<string, unknown>) =>
  carSchema.parse({
    id,
    name: `2022 Kia Seltos ${id}`,
    slug: `2022-kia-seltos-${id}`,
    stocknum: `S${id}`,
    make: 'Kia',
    model: 'Seltos',
    year: 2022,
    price: 29_990,
    car_type: 'used',
    status: 'in_stock',
    created_at: new Date(NOW - 30 * DAY).toISOString(),
    created_at_timestamp: (NOW - 30 * DAY) / 1000,
    show_on_dealer_website: true,
    dealership_id: 1,
    dealership_slug: 'harbour-kia',
    ...fields,
  });

const stockOf = (cars: ReturnType<typeof car>[], version = 'v1'): SiteStock => ({
  cars,
  bySlug: new Map(cars.map((c) => [c.slug, c])),
  byId: new Map(cars.map((c) => [c.id, c])),
  index: null,
  version,
});

describe('pageValidUntil', () => {
  it('ends at a dated promotion’s next start or end before anything else moves (#33 item 7)', () => {
    const stock = stockOf([], 'promotions');
    const start = NOW + 3_600_000;
    const end = NOW + 2 * 3_600_000;
    expect(pageValidUntil(site, stock, NOW, [NOW - DAY, start, end])).toBe(start);
    expect(pageValidUntil(site, stock, start, [NOW - DAY, start, end])).toBe(end);
    expect(pageValidUntil(site, stock, end, [NOW - DAY, start, end])).toBe(SYDNEY_MIDNIGHT);
  });

  it('lasts until the first car of the site changes its tag by time (a New Arrival tag ending)', () => {
    // Listed 7 days 23 hours ago: its New Arrival tag ends in one hour and a second.
    const created = (NOW - 8 * DAY + 3_600_000) / 1000;
    const stock = stockOf([car(1, {}), car(2, { created_at_timestamp: created })]);
    expect(pageValidUntil(site, stock, NOW)).toBe(NOW + 3_600_000 + 1000);
  });

  it('lasts until a sold car leaves the listing (the end of the site’s sold window)', () => {
    const soldAt = NOW / 1000 - 2 * 86_400 - 1800;
    const stock = stockOf([car(3, { status: 'sold', sold: true, sold_date_timestamp: soldAt })]);
    const until = pageValidUntil(site, stock, NOW);
    expect(until).toBeGreaterThan(NOW);
    expect(until).toBeLessThanOrEqual(SYDNEY_MIDNIGHT);
  });

  it('is never later than the next local midnight, even for a stock that never changes by time', () => {
    expect(pageValidUntil(site, stockOf([car(4, {})]), NOW)).toBe(SYDNEY_MIDNIGHT);
    expect(pageValidUntil(site, stockOf([]), NOW)).toBe(SYDNEY_MIDNIGHT);
  });

  it('ends when a car page’s "Listed N days ago" turns (issue #34: days in stock turn at the site’s midnight)', () => {
    const listed = car(5, {});
    const until = pageValidUntil(site, stockOf([listed]), NOW);
    const days = (at: number) => daysInStock(listed, site, new Date(at));
    expect(days(until - 1)).toBe(days(NOW));
    expect(days(until)).toBe(days(NOW) + 1);
  });

  it('moves on to the next instant once the clock passes one (one list per stock, searched per request)', () => {
    const stock = stockOf([
      car(5, { created_at_timestamp: (NOW - 8 * DAY + 60_000) / 1000 }),
      car(6, { created_at_timestamp: (NOW - 8 * DAY + 120_000) / 1000 }),
    ]);
    expect(pageValidUntil(site, stock, NOW)).toBe(NOW + 61_000);
    expect(pageValidUntil(site, stock, NOW + 61_000)).toBe(NOW + 121_000);
    expect(pageValidUntil(site, stock, NOW + 121_000)).toBe(SYDNEY_MIDNIGHT);
  });

  it('answers a clock earlier than its last answer as well (a request whose clock was read before another’s)', () => {
    const stock = stockOf([car(7, { created_at_timestamp: (NOW - 8 * DAY + 60_000) / 1000 })]);
    expect(pageValidUntil(site, stock, NOW + 70_000)).toBe(SYDNEY_MIDNIGHT);
    expect(pageValidUntil(site, stock, NOW)).toBe(NOW + 61_000);
    expect(pageValidUntil(site, stock, NOW + 30_000)).toBe(NOW + 61_000);
  });
});
