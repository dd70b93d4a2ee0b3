import { demoRegistry, type Site } from '@dealer/site-registry';
import { createVehicle } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { carExclusion, siteExclusion } from './exclusions.js';

const site = (slug: string) => demoRegistry().sites.find((s) => s.slug === slug) as Site;

describe('siteExclusion', () => {
  it('Google takes car sites only; RV, caravan, motorcycle and truck sites get a reason', () => {
    expect(siteExclusion(site('harbour-auto'), 'google')).toBeNull();
    for (const slug of ['outback-rv', 'coastline-caravans', 'throttle-moto', 'ironbark-trucks'])
      expect(siteExclusion(site(slug), 'google')).toMatch(/passenger cars and utes only/);
  });

  it('neither channel takes a hire or subscription site', () => {
    expect(siteExclusion(site('cityhop-rentals'), 'meta')).toMatch(/offers hire/);
    expect(siteExclusion(site('flexi-drive'), 'google')).toMatch(/offers subscriptions/);
  });
});

describe('carExclusion', () => {
  const s = site('harbour-auto');
  it.each([
    [{}, null],
    [{ sold: true }, 'sold'],
    [{ price: 10 }, 'no sale price'],
    [{ vin: 'JTNBZ3HE00J01234O' }, 'no 17-character VIN'],
    [{ images: [], primary_image_url: null }, 'no photo'],
    [{ odometer_unit: 'hours' as const }, 'odometer in engine hours'],
    [{ km: null }, 'no odometer reading'],
  ])('%j → %s', (overrides, reason) =>
    expect(carExclusion(createVehicle(overrides), s, 'meta')).toBe(reason),
  );

  it('a car held for a shopper is left out of Google until its hold ends; Meta keeps it (as PENDING)', () => {
    const held = createVehicle({ reserved: true });
    expect(carExclusion(held, s, 'google')).toBe('held for a shopper (reserved)');
    expect(carExclusion(held, s, 'meta')).toBeNull();
    expect(carExclusion(createVehicle({ reserved: false }), s, 'google')).toBeNull();
  });

  it('a bus on a car site is left out of Google only', () => {
    const bus = createVehicle({ body: 'Bus' });
    expect(carExclusion(bus, s, 'google')).toMatch(/not a passenger car or ute/);
    expect(carExclusion(bus, s, 'meta')).toBeNull();
  });
});
