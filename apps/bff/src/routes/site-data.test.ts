import type { Car } from '@dealer/pricing';
import { demoRegistry } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInventory } from '../demo/inventory/generate.js';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';

describe('site data routes (§7 site data calls)', () => {
  let server: TestServer;
  let listed: Car;
  beforeAll(async () => {
    server = await startTestServer();
    listed = (await server.site('bayside-mazda')('/api/search?path=/search')).json<{ hits: Car[] }>()
      .hits[0] as Car;
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });
  const bayside = () => server.site('bayside-mazda');

  it('should return a listed car by slug and by id, and 404 for another site’s car (§7 car by slug)', async () => {
    const bySlug = await bayside()(`/api/websites/102/cars/${listed.slug}.json`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.json<Car>().id).toBe(listed.id);
    expect((await bayside()(`/api/websites/102/cars/${listed.id}.json`)).json<Car>().slug).toBe(listed.slug);
    const otherSite = await server.site('harbour-auto')(`/api/websites/101/cars/${listed.slug}.json`);
    expect(otherSite.status).toBe(404);
    expect(otherSite.json()).toMatchObject({ status: 404 });
    const wrongWebsite = await bayside()(`/api/websites/101/cars/${listed.slug}.json`);
    expect(wrongWebsite.status).toBe(404);
  });

  it('should answer {} for a slug outside letters, digits, hyphen and underscore (§5)', async () => {
    const res = await bayside()('/api/websites/102/cars/bad%20slug!.json');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({});
  });

  it('should not show a car sold outside the window or hidden (§4 visibility)', async () => {
    const stock = demoInventory(demoRegistry().sites, { now: TEST_NOW }).get(1021) ?? [];
    const now = Math.floor(TEST_NOW.getTime() / 1000);
    const hidden = stock.find((c) => !c.show_on_dealer_website);
    const soldLongAgo = stock.find(
      (c) => c.status === 'sold' && (c.sold_date_timestamp ?? now) < now - 4 * 86_400,
    );
    for (const car of [hidden, soldLongAgo]) {
      expect(car).toBeDefined();
      expect((await bayside()(`/api/websites/102/cars/${car?.slug}.json`)).status).toBe(404);
    }
  });

  it('should serve models, manufacturers, search pages and promotions from the stock', async () => {
    const models = (await bayside()('/api/websites/102/models.json')).json<{
      models: { id: string; make: string }[];
    }>().models;
    expect(models.length).toBeGreaterThan(0);
    expect(models.every((m) => m.make === 'Mazda')).toBe(true);
    const model = await bayside()(`/api/models/${models[0]?.id}.json?website_id=102`);
    expect(model.status).toBe(200);
    expect((await bayside()('/api/models/nope.json?website_id=102')).status).toBe(404);
    expect((await bayside()(`/api/models/${models[0]?.id}.json?website_id=101`)).status).toBe(404);
    const maker = await bayside()('/api/manufacturers/mazda.json?website_id=102');
    expect(maker.json()).toMatchObject({ name: 'Mazda', slug: 'mazda' });
    const pages = (await bayside()('/api/websites/102/search_pages.json')).json<{
      search_pages: { path: string }[];
    }>();
    expect(pages.search_pages.some((p) => p.path.startsWith('/search'))).toBe(true);
    expect((await bayside()('/api/websites/102/promotions.json')).status).toBe(400);
    expect((await bayside()('/api/websites/102/promotions.json?version=2')).json()).toMatchObject({
      version: 2,
    });
  });

  it('should offer booking slots inside opening hours, only for the site’s own dealerships', async () => {
    const res = await bayside()('/api/dealerships/1021/available_appointment_bookings.json');
    expect(res.status).toBe(200);
    const body = res.json<{ locations: { days: { status: string; slots: string[] }[] }[] }>();
    const days = body.locations[0]?.days ?? [];
    expect(days.length).toBe(14);
    expect(days.some((d) => d.slots.length > 0)).toBe(true);
    for (const day of days) if (day.status !== 'open') expect(day.slots).toEqual([]);
    expect((await bayside()('/api/dealerships/1011/available_service_bookings.json')).status).toBe(404);
  });

  it('should refresh navigation and special hours, session data and anonymous auth', async () => {
    expect(Object.keys((await bayside()('/api/websites/102/site_config.json')).json())).toEqual([
      'navigation',
      'special_hours',
    ]);
    expect((await bayside()('/api/v1/websites/102/website_session_data.json')).json()).toMatchObject({
      website_id: 102,
      slug: 'bayside-mazda',
    });
    const auth = await bayside()('/api/auth');
    expect(auth.json()).toEqual({ user: null, watchlist: [] });
    expect(auth.headers['cache-control']).toBe('no-store');
  });

  it('should serve generated vehicle images with width and quality, long-cached, and refuse bad parameters', async () => {
    const url = listed.primary_image_url as string;
    const res = await bayside()(`${url}?width=400&quality=75`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.text).toContain('width="400"');
    const low = await bayside()(`${url}?w=400&q=30`);
    expect(low.text.length).toBeLessThan(res.text.length);
    expect((await bayside()(`${url}?width=abc`)).status).toBe(400);
    expect((await bayside()(`${url}?quality=101`)).status).toBe(400);
    expect((await bayside()('/images/vehicles/car/suv/purple/front.svg')).status).toBe(404);
  });
});
