import { carSchema, isListingVisible } from '@dealer/pricing';
import { demoRegistry } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { anglesFor, vehicleShape } from '../../images/svg.js';
import { TEST_NOW } from '../../testing/server.js';
import { badgeAfterModel, FEATURES, MOTORCYCLES, RVS, TRUCKS } from './catalog.js';
import { demoInventory, demoInventoryPlan, MIN_DEMO_INVENTORY } from './generate.js';

const registry = demoRegistry();
const inventory = demoInventory(registry.sites, { now: TEST_NOW });
const all = [...inventory.values()].flat();
const site = (slug: string) => registry.sites.find((s) => s.slug === slug)!;
const carsOf = (slug: string) => site(slug).dealerships.flatMap((d) => inventory.get(d.id) ?? []);

describe('demo inventory', () => {
  it('should hold at least 2,000 cars with unique ids and slugs (§3)', () => {
    expect(all.length).toBeGreaterThanOrEqual(MIN_DEMO_INVENTORY);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.slug)).size).toBe(all.length);
    expect(all.every((c) => /^[a-z0-9-]+$/.test(c.slug))).toBe(true);
  });

  it('should be the same on every run (seeded, no Math.random)', () => {
    const again = demoInventory(registry.sites, { now: TEST_NOW });
    expect(JSON.stringify([...again.values()].flat())).toBe(JSON.stringify(all));
    const other = demoInventory(registry.sites, { now: TEST_NOW, seed: 'another' });
    expect(JSON.stringify([...other.values()].flat())).not.toBe(JSON.stringify(all));
  });

  it('should parse every car with @dealer/pricing carSchema unchanged', () => {
    for (const car of all) expect(carSchema.parse(car)).toEqual(car);
  });

  it('should cover every status of §4: in stock, coming soon, sold inside and outside the window, reserved, not reservable, hidden', () => {
    const now = Math.floor(TEST_NOW.getTime() / 1000);
    const sold = all.filter((c) => c.status === 'sold');
    expect(all.some((c) => c.status === 'in_stock')).toBe(true);
    expect(all.some((c) => c.status === 'coming_soon')).toBe(true);
    expect(sold.some((c) => (c.sold_date_timestamp ?? 0) > now - 3 * 86_400)).toBe(true);
    expect(sold.some((c) => (c.sold_date_timestamp ?? now) <= now - 3 * 86_400)).toBe(true);
    expect(all.some((c) => c.reserved)).toBe(true);
    // A hire car is booked by dates, never held whole.
    expect(carsOf('cityhop-rentals').filter((c) => c.reserved)).toEqual([]);
    expect(all.some((c) => c.reservable === false)).toBe(true);
    expect(all.some((c) => !c.show_on_dealer_website)).toBe(true);
    const visible = carsOf('harbour-auto').filter((c) => isListingVisible(c, site('harbour-auto'), TEST_NOW));
    expect(visible.length).toBeGreaterThan(100);
  });

  it('should carry tags, payment processors, lender records, market data, history files and images', () => {
    const tags = new Set(all.map((c) => c.tag));
    for (const tag of ['Test Drive Only', 'Special', 'Pre-order']) expect(tags).toContain(tag);
    expect(all.some((c) => c.payment_processors.length > 0 && c.has_checkout_payment_processor)).toBe(true);
    expect(all.some((c) => Object.keys(c.finance_lenders).length > 0)).toBe(true);
    expect(all.some((c) => c.autograb_data?.average_market_price)).toBe(true);
    expect(all.some((c) => c.file !== null)).toBe(true);
    expect(
      all.every(
        (c) => c.images.length === c.photos_count && c.primary_image_url === (c.images[0]?.image.url ?? null),
      ),
    ).toBe(true);
    expect(all.some((c) => c.photos_count < 3)).toBe(true);
  });

  it('should match stock to each template: bikes, RVs, trucks (§1)', () => {
    const bikeMakes = new Set(MOTORCYCLES.map((m) => `${m.make} ${m.model}`));
    expect(carsOf('throttle-moto').every((c) => bikeMakes.has(`${c.make} ${c.model}`))).toBe(true);
    const franchise = new Set(site('throttle-moto').dealerships.flatMap((d) => d.manufacturers));
    expect(carsOf('throttle-moto').every((c) => franchise.has(c.make))).toBe(true);
    const rvBodies = new Set(RVS.map((m) => m.body));
    expect(carsOf('outback-rv').every((c) => rvBodies.has(c.body ?? ''))).toBe(true);
    const truckBodies = new Set(TRUCKS.map((m) => m.body));
    expect(carsOf('ironbark-trucks').every((c) => truckBodies.has(c.body ?? ''))).toBe(true);
    expect(carsOf('bayside-mazda').every((c) => c.make === 'Mazda')).toBe(true);
  });

  it('should size stock per site on request and share dealerships once', () => {
    const plan = demoInventoryPlan(registry.sites, { 'harbour-auto': 900 });
    expect(plan.filter((p) => p.count > 0).reduce((n, p) => n + p.count, 0)).toBe(900);
    const dealershipIds = plan.map((p) => p.dealership.id);
    expect(new Set(dealershipIds).size).toBe(dealershipIds.length);
    expect(demoInventoryPlan(registry.sites, 10_000).reduce((n, p) => n + p.count, 0)).toBe(10_000);
  });

  it('should rank every car for sale above every sold car (Most Relevant leads with what can be bought)', () => {
    const sold = all.filter((c) => c.status === 'sold').map((c) => c.custom_rank ?? 0);
    const forSale = all.filter((c) => c.status !== 'sold').map((c) => c.custom_rank ?? 0);
    expect(sold.length).toBeGreaterThan(0);
    expect(Math.max(...sold)).toBeLessThan(Math.min(...forSale));
    // Latest sorts lead with fresh stock too: a sold car spent at least three weeks on the lot.
    const newestSold = Math.max(...all.filter((c) => c.status === 'sold').map((c) => c.created_at_timestamp));
    expect(newestSold).toBeLessThanOrEqual(TEST_NOW.getTime() / 1000 - 21 * 86_400);
  });

  it('should never repeat the model in a title ("Tenere 700 Tenere 700", "Jayco Swan Swan")', () => {
    const repeats = (title: string, model: string) => {
      const words = title.toLowerCase().split(/\s+/);
      const modelWords = model.toLowerCase().split(/\s+/);
      let count = 0;
      for (let i = 0; i + modelWords.length <= words.length; i++)
        if (modelWords.every((w, j) => words[i + j] === w)) count++;
      return count;
    };
    for (const car of all) expect(repeats(car.name, car.model), car.name).toBe(1);
    expect(all.filter((c) => / (\S+) \1\b/i.test(c.name)).map((c) => c.name)).toEqual([]);
    expect(badgeAfterModel('Tenere 700', 'Tenere 700')).toBeNull();
    expect(badgeAfterModel('Swan', 'Swan Outback')).toBe('Outback');
    expect(badgeAfterModel('Tucson', 'Elite')).toBe('Elite');
  });

  it('should give each kind features it can have: no heated seats in a caravan, no sunroof on a bike', () => {
    const carOnly = new Set(
      FEATURES.car.filter((f) => !Object.entries(FEATURES).some(([k, l]) => k !== 'car' && l.includes(f))),
    );
    for (const slug of [
      'throttle-moto',
      'outback-rv',
      'coastline-caravans',
      'ironbark-trucks',
      'hitch-trailers',
    ]) {
      const cars = carsOf(slug);
      expect(cars.length).toBeGreaterThan(0);
      for (const car of cars)
        for (const feature of car.filtered_features)
          expect(carOnly.has(feature), `${car.name}: ${feature}`).toBe(false);
      expect(cars.some((c) => c.filtered_features.length > 0)).toBe(true);
    }
    const caravan = carsOf('coastline-caravans');
    expect(caravan.every((c) => ['Caravan', 'Hybrid Caravan', 'Camper Trailer'].includes(c.body ?? ''))).toBe(
      true,
    );
    expect(
      caravan.some(
        (c) => c.filtered_features.includes('Ensuite') || c.filtered_features.includes('Solar Panels'),
      ),
    ).toBe(true);
  });

  it('should picture each kind as itself: a bike as a bike, a caravan as a caravan, a truck as a truck', () => {
    const shapeOf = (url: string | null) => {
      const [kind, body] = (url ?? '').split('/').slice(3, 5);
      return vehicleShape(kind ?? '', body ?? '');
    };
    const expected: Record<string, string[]> = {
      'throttle-moto': ['motorcycle', 'scooter'],
      'coastline-caravans': ['caravan'],
      'ironbark-trucks': ['truck', 'prime-mover'],
      'hitch-trailers': ['trailer'],
      'outback-rv': ['caravan', 'motorhome'],
      'harbour-auto': ['car'],
    };
    for (const [slug, shapes] of Object.entries(expected))
      for (const car of carsOf(slug)) {
        expect(shapes, car.primary_image_url ?? '').toContain(shapeOf(car.primary_image_url));
        // Only a car has a boot to photograph.
        if (slug !== 'harbour-auto')
          for (const { image } of car.images) expect(image.url).not.toMatch(/\/boot\.svg$/);
      }
    expect(anglesFor('motorcycle', 'naked')[0]).toBe('side');
    expect(anglesFor('rv', 'caravan')).not.toContain('dash');
  });
});
