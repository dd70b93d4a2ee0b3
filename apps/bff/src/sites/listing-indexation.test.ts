import { demoRegistry, loadRegistry } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpResponse } from '../testing/http.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/**
 * §2 SEO through the real server: only path states are indexable, unknown facet values and pages past the
 * last are 404 and never echoed into the title, variants share one canonical (search-query's
 * listingIndexation decides; the web listing applies it).
 */
const kiwi = demoRegistry().sites.find((s) => s.slug === 'kiwi-motors')!;
const registry = loadRegistry({ sites: [kiwi] });

const titleOf = (page: HttpResponse) => /<title>([^<]*)<\/title>/.exec(page.text)?.[1] ?? '';
const h1Of = (page: HttpResponse) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.text)?.[1] ?? '';
const canonicalOf = (page: HttpResponse) => /<link rel="canonical" href="([^"]+)"/.exec(page.text)?.[1] ?? '';
const robotsOf = (page: HttpResponse) => /<meta name="robots" content="([^"]+)"/.exec(page.text)?.[1] ?? null;

describe('listing indexation', () => {
  let server: TestServer;
  let get: (path: string) => Promise<HttpResponse>;
  let origin: string;
  beforeAll(async () => {
    server = await startTestServer({ web: true, registry, demo: true, inventorySize: 120 });
    get = (path) => server.site('kiwi-motors')(path, { headers: { accept: 'text/html' } });
    origin = `http://kiwi-motors.localhost:${server.port}`;
  }, 120_000);
  afterAll(() => server.close());

  it('should answer 404 for free text in a filter and never put the text in the title or h1', async () => {
    const page = await get('/search?make=Cheap%20Loans%20Call%200400%20000%20000');
    expect(page.status).toBe(404);
    expect(robotsOf(page)).toBe('noindex,follow');
    expect(titleOf(page)).not.toMatch(/Cheap Loans/i);
    expect(h1Of(page)).not.toMatch(/Cheap Loans/i);
    expect(canonicalOf(page)).toBe(`${origin}/search`);
  });

  it('should answer 404 for a page past the last', async () => {
    expect((await get('/search?page=999')).status).toBe(404);
    const second = await get('/search?page=2');
    expect(second.status).toBe(200);
    expect(titleOf(second)).toBe(`Cars for sale – page 2 | ${kiwi.name}`);
    expect(titleOf(await get('/search'))).toBe(`Cars for sale | ${kiwi.name}`);
    expect(canonicalOf(second)).toBe(`${origin}/search?page=2`);
    expect(robotsOf(second)).toBe('index,follow');
  });

  it('should keep filters, sorts and searches out of the index, canonical to their path parent', async () => {
    for (const path of [
      '/search?make=Kia',
      '/search?make=kia',
      '/search?make=Kia,Toyota',
      '/search?make=Toyota,Kia',
      '/search?sortBy=price_asc',
      '/search?query=corolla',
      '/search/used-cars?make=Toyota&body=SUV',
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(robotsOf(page), path).toBe('noindex,follow');
      expect(canonicalOf(page), path).toBe(
        path.startsWith('/search/used-cars') ? `${origin}/search/used-cars` : `${origin}/search`,
      );
    }
    // The value is spelled as the index spells it, whatever case the URL used.
    expect(titleOf(await get('/search?make=kia'))).toMatch(/^Kia /);
    // The title names every known filtered value (#31 item 2): condition, make, model.
    const corolla = await get('/search/used-cars?make=Toyota&model=Corolla');
    expect(titleOf(corolla)).toBe(`Used Toyota Corolla for sale | ${kiwi.name}`);
  });

  it('should index a path-segment listing under its own URL and redirect its other spellings there', async () => {
    const used = await get('/search/used-cars');
    expect(used.status).toBe(200);
    expect(robotsOf(used)).toBe('index,follow');
    expect(canonicalOf(used)).toBe(`${origin}/search/used-cars`);
    for (const variant of ['/search/Used-Cars', '/search?car_type=used', '/search/used-cars/']) {
      const moved = await get(variant);
      expect(moved.status, variant).toBe(301);
      expect(moved.headers.location, variant).toBe('/search/used-cars');
    }
    const tracked = await get('/search/used-cars?utm_source=newsletter');
    expect(tracked.status).toBe(200);
  });

  it('should keep a path page that repeats its parent or is no band out of the index', async () => {
    // Kiwi Motors has one city: its city page lists the same cars as the listing.
    for (const [path, parent] of [
      ['/search/auckland', '/search'],
      ['/search/used-cars/auckland', '/search/used-cars'],
      ['/search/cars-under-101-per-week', '/search'],
      ['/search/5-to-7-per-week', '/search'],
    ]) {
      const page = await get(path as string);
      expect(page.status, path).toBe(200);
      expect(robotsOf(page), path).toBe('noindex,follow');
      expect(canonicalOf(page), path).toBe(`${origin}${parent}`);
    }
    const band = await get('/search/cars-under-100-per-week');
    expect(robotsOf(band)).toBe('index,follow');
    expect(titleOf(band)).toBe(`Cars for sale under $100 per week | ${kiwi.name}`);
  });

  it('should title a missing page with the site and keep it out of the index', async () => {
    const missing = await get('/search/flying-cars');
    expect(missing.status).toBe(404);
    expect(titleOf(missing)).toBe(`Page not found | ${kiwi.name}`);
    expect(robotsOf(missing)).toBe('noindex');
  });

  it('should link a car page to the dealership’s listing by its clean path', async () => {
    const listing = await get('/search');
    const href = /href="(\/cars\/[^"?#]+)"/.exec(listing.text)?.[1];
    expect(href).toBeDefined();
    const car = await get(href!);
    expect(car.status).toBe(200);
    expect(car.text).not.toContain('refinementList');
    expect(car.text).toContain('href="/search"');
  });
});
