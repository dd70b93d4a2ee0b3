import type { Car } from '@dealer/pricing';
import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { demoSeed } from '../demo/index.js';
import { demoInventory } from '../demo/inventory/generate.js';
import { promotionSvg, sitePromotions } from './promotions.js';
import { NO_SEED } from './seed.js';

const none = new Map();

const site = siteBySlug(demoRegistry(), 'harbour-auto');
if (!site) throw new Error('demo site missing');

/** A real generated car of the site, with the fields a test is about overridden. */
const template = [
  ...demoInventory([site], { now: new Date('2026-03-10T23:00:00Z'), size: { [site.slug]: 20 } }).values(),
].flat()[0];
if (!template) throw new Error('no demo car');
const createVehicle = (overrides: Partial<Car>): Car => ({ ...template, ...overrides });
const special = (id: number, make: string) =>
  createVehicle({
    id,
    make,
    tag: 'Special',
    status: 'in_stock',
    primary_image_url: '/images/vehicles/car/suv/red/front.svg',
  });
const cars = [
  special(1, 'Kia'),
  special(2, 'Kia'),
  special(3, 'Toyota'),
  createVehicle({ id: 4, tag: null }),
];

describe('site promotions (§7 promotions.json?version=2, §9 1920×540)', () => {
  it('has a slide per make on special (most first), then finance, trade-in and service', () => {
    const promotions = sitePromotions(site, cars, none, demoSeed);
    expect(promotions.map((p) => p.kind)).toEqual(['specials', 'specials', 'finance', 'trade-in', 'service']);
    expect(promotions[0]).toMatchObject({ id: 1, title: 'Kia specials', car_ids: [1, 2] });
    expect(promotions[0]?.href).toContain('Special');
    for (const p of promotions) {
      expect(p.image).toMatchObject({ width: 1920, height: 540 });
      expect(p.image.url).toMatch(new RegExp(`^/images/promotions/${p.id}\\.svg\\?v=[0-9a-f]{12}$`));
    }
  });
  it('counts every car the linked listing shows: coming soon specials too (#31)', () => {
    const comingSoon = { ...special(5, 'Kia'), status: 'coming_soon' as const };
    const [kia] = sitePromotions(site, [comingSoon, ...cars], none, demoSeed);
    expect(kia?.subtitle).toBe(`3 vehicles on special at ${site.name}`);
    expect(kia?.car_ids).toEqual([1, 2, 5]);
  });

  it('draws a 1920×540 picture in the site colours with no words in it (#31: the slider writes them as HTML)', () => {
    const svg = promotionSvg(site, cars, 1, undefined, none, demoSeed) ?? '';
    expect(svg).toContain('viewBox="0 0 1920 540"');
    expect(svg).toContain(site.theme.colors.primary);
    expect(svg).toContain('aria-label="Kia specials at');
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('on special');
    expect(promotionSvg(site, cars, 1, 960, none, demoSeed)).toContain('width="960" height="270"');
    expect(promotionSvg(site, cars, 99, undefined, none, demoSeed)).toBeNull();
  });
  it("gives a site without a seed only its own stock's specials (#28: no invented service offer)", () => {
    expect(sitePromotions(site, cars, none, NO_SEED).map((p) => p.kind)).toEqual(['specials', 'specials']);
    expect(sitePromotions(site, [createVehicle({ id: 9, tag: null })], none, NO_SEED)).toEqual([]);
  });
  it('changes a banner URL when what it shows changes', () => {
    const before = sitePromotions(site, cars, none, demoSeed)[0]?.image.url;
    const after = sitePromotions(site, [...cars, special(5, 'Kia')], none, demoSeed)[0]?.image.url;
    expect(after).not.toBe(before);
  });
});
