import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoRegistry, publicSite, type Site, vehicleDetailPath } from '@dealer/site-registry';
import { createVehicle } from '@dealer/test-utils';
import { EARLY_CLICKS_SCRIPT } from '@dealer/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWebHandler, type DealerLoadContext, type WebHandler } from './handler';

// Runs the real React Router server build (`pnpm --filter @dealer/web build` first) with a fake BFF API.
const built = existsSync(fileURLToPath(new URL('../build/server/index.js', import.meta.url)));

const site = demoRegistry().sites.find((s) => s.slug === 'harbour-auto') as Site;
const origin = 'http://harbour-auto.localhost:3000';
const toyota = createVehicle({ dealership_slug: 'harbour-toyota' });
const mazda = createVehicle({
  id: 1002,
  name: '2023 Mazda CX-5 Maxx Sport',
  slug: '2023-mazda-cx-5-maxx-sport-1002',
  make: 'Mazda',
  model: 'CX-5',
  body: 'SUV',
  price: 38_990,
  before_price: 41_990,
});

const apiCalls: string[] = [];
const context: DealerLoadContext = {
  site: publicSite(site),
  origin,
  now: Date.now(),
  async fetchApi(path) {
    apiCalls.push(path);
    const url = new URL(path, origin);
    if (url.pathname === '/api/search') {
      return Response.json({
        hits: [toyota, mazda],
        totalHits: 2,
        page: 0,
        pages: 1,
        hitsPerPage: 100,
        facets: { make: { Toyota: 1, Mazda: 1 }, body: { Hatchback: 1, SUV: 1 }, car_type: { used: 2 } },
        facetStats: { price: { min: 28_990, max: 38_990 } },
      });
    }
    const car = /^\/api\/websites\/\d+\/cars\/(.+)\.json$/.exec(url.pathname);
    if (car) {
      const found = [toyota, mazda].find((c) => c.slug === car[1]);
      return Response.json(found ?? { status: 404 });
    }
    return new Response('not found', { status: 404 });
  },
};

describe.runIf(built)('createWebHandler (§2 screens over the server build)', () => {
  let handler: WebHandler;
  beforeAll(async () => {
    handler = await createWebHandler();
  });

  const get = (path: string) => handler.handle(new Request(new URL(path, origin)), context);

  it('renders the §2 search listing with cards, facets and the site theme', async () => {
    const response = await get(site.routes.listing_base_path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(toyota.name);
    expect(html).toContain(mazda.name);
    expect(html).toContain('Explore Vehicle');
    expect(html).toContain(`--color-primary:${site.theme.colors.primary}`);
    expect(html).toContain('$41,990'); // was-price
    expect(html).toContain('"@type":"ItemList"');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/harbour-auto\.localhost:3000\/search/);
    expect(apiCalls.some((p) => p.startsWith('/api/search?path='))).toBe(true);
  });

  it('fetches its scripts after the first paint: no preload links, no static imports (lib/paint-first)', async () => {
    const html = await (await get(site.routes.listing_base_path)).text();
    expect(html).not.toContain('<link rel="modulepreload"');
    const script = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    // First the §9 early-clicks note (taps on Call and Get directions before hydration), then the wait.
    expect(script.startsWith(`${EARLY_CLICKS_SCRIPT}\n`)).toBe(true);
    expect(script).toMatch(/^await new Promise\(\(go\) => \{ if \(typeof PerformanceObserver/m);
    expect(script).not.toMatch(/^import \* as/m);
    expect(script).toMatch(
      /const \[route0, route1\] = await Promise\.all\(\[import\("\/assets\/root-[\w-]+\.js"\)/,
    );
    expect(script).toMatch(/"\/assets\/framework-[\w-]+\.js"/);
  });

  it('renders the car page with the action panel and Car JSON-LD', async () => {
    const response = await get(vehicleDetailPath(site, mazda.slug));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>2023 Mazda CX-5 Maxx Sport</h1>');
    expect(html).toContain('Enquire Now');
    expect(html).toContain('Book a Test Drive');
    expect(html).toContain('"@type":"Car"');
    // The page is where it belongs in the HTML, not streamed to the end of the document for a script to move.
    expect(html).toMatch(/data-site-page="vehicle"><article class="car-page">/);
    expect(html).not.toContain('hidden id="S:');
  });

  it('answers 404 for a car the API does not have and for a path that is not a page', async () => {
    expect((await get(vehicleDetailPath(site, 'no-such-car'))).status).toBe(404);
    expect((await get('/definitely/not/a/page')).status).toBe(404);
  });

  it('serves client-side navigation data requests', async () => {
    const response = await get(`${site.routes.listing_base_path}.data`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(mazda.slug);
  });

  it('points the BFF at the client build', () => {
    expect(existsSync(`${handler.assetsDir}/assets`)).toBe(true);
  });
});

it('has a server build to test (run the web build before the tests)', () => {
  expect(built).toBe(true);
});
