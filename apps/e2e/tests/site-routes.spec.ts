import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoSeed, type StartedServer, startServer } from '@dealer/bff/server';
import { test as base, expect } from '@playwright/test';
import { hydrated } from './fixtures';

/**
 * sites as data "every route comes from the registry": a site file in a SITES_DIR names a vehicle base,
 * listing, blog, garage and privacy path no demo site uses, and the real server (BFF + the web app's
 * server build) serves each page there, 404s the other sites' spellings, and follows a live edit of the
 * file with no restart. Then a shopper browses that site in Chromium: listing → car page → back.
 */

const SITES = join(import.meta.dirname, '../../../sites');
const SLUG = 'reef-motors';

/** The new dealer's site file: a demo file with its own id, slug, host and paths. */
function reefMotors(vehicleBase: string): Record<string, unknown> {
  const site = JSON.parse(readFileSync(join(SITES, 'bayside-mazda.json'), 'utf8'));
  return {
    ...site,
    id: 901,
    slug: SLUG,
    name: 'Reef Motors',
    url: `http://${SLUG}.localhost:3000`,
    routes: {
      vehicle_base_path: vehicleBase,
      listing_base_path: '/stock',
      blog_path: '/journal',
      garage_path: '/my-shed',
      saved_cars_path: '/my-shed?tab=saved-cars',
      // The privacy statement at /privacy-statement, content pages at /{slug}.
      uses_pages_path: false,
    },
    features: { ...site.features, garage_enabled: true },
  };
}

const test = base.extend<object, { sites: { dir: string; server: StartedServer } }>({
  sites: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument.
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'e2e-sites-'));
      const dataDir = mkdtempSync(join(tmpdir(), 'e2e-bff-'));
      copyFileSync(join(SITES, 'harbour-auto.json'), join(dir, 'harbour-auto.json'));
      writeFileSync(join(dir, `${SLUG}.json`), JSON.stringify(reefMotors('/vehicles'), null, 2));
      const server = await startServer({
        port: 0,
        dataDir,
        sitesDir: dir,
        sitesPollMs: 500,
        demo: true,
        dealerSecret: 'e2e-dealer-secret',
        // A site from a file starts empty (#28); this test's own site takes the demo seed's stock and
        // posts, as a seed loaded for it would give them, so its paths have cars and posts to serve.
        seed: { ...demoSeed, covers: () => true },
      });
      await use({ dir, server });
      await server.close();
      rmSync(dir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

/**
 * A real GET to the server under a site's host name (`*.localhost` does not resolve outside browsers).
 * `cookie` makes it a visitor the BFF renders for alone (a shared rendered page is never served to them).
 */
function get(
  port: number,
  slug: string,
  path: string,
  cookie?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { host: `${slug}.localhost:${port}`, connection: 'close', ...(cookie ? { cookie } : {}) };
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The first path under `base` a page links to (a car card's Explore Vehicle). */
function firstLink(html: string, base: string): string {
  const found = new RegExp(`href="(${base}/[a-z0-9_-]+)"`).exec(html)?.[1];
  if (!found) throw new Error(`no link under ${base} on the page`);
  return found;
}

test.describe.configure({ mode: 'serial' });

test.describe(`a site file with its own paths (${SLUG})`, () => {
  test('serves every page at the paths the site file names', async ({ sites }) => {
    const { port } = sites.server;
    const reef = (path: string) => get(port, SLUG, path);

    const listing = await reef('/stock');
    expect(listing.status).toBe(200);
    expect(listing.body).toContain('<link rel="canonical" href="http://reef-motors.localhost:');
    const car = firstLink(listing.body, '/vehicles');
    expect(listing.body).not.toMatch(/href="\/cars\//);

    const carPage = await reef(car);
    expect(carPage.status).toBe(200);
    expect(carPage.body).toMatch(/<h1>[^<]+<\/h1>/);
    expect(carPage.body).toContain('"@type":"Car"');
    expect(carPage.body).toContain(`/stock`); // its breadcrumb back to the site's listing
    const carName = /<h1>([^<]+)<\/h1>/.exec(carPage.body)?.[1] ?? '';
    // The page is in the HTML where it belongs (not streamed to the end of the document).
    expect(carPage.body).not.toContain('hidden id="S:');

    const checkout = await reef(`${car}/checkout`);
    expect(checkout.status).toBe(200);
    expect(checkout.body).toContain(`Reserve the ${carName}`);

    // Trading in against this car when its page offers it, else the site's vehicle trade-in page.
    const tradeInHref =
      /href="(\/vehicles\/trade-in\?car_id=\d+)"/.exec(carPage.body)?.[1] ?? '/vehicles/trade-in';
    const tradeIn = await reef(tradeInHref.replace('&amp;', '&'));
    expect(tradeIn.status).toBe(200);
    expect(tradeIn.body).toContain('Trade-In Valuation');

    const blog = await reef('/journal');
    expect(blog.status).toBe(200);
    const post = firstLink(blog.body, '/journal');
    const postPage = await reef(post);
    expect(postPage.status).toBe(200);
    expect(postPage.body).toContain('href="/journal"');

    const garage = await reef('/my-shed');
    expect(garage.status).toBe(200);
    expect(garage.body).toContain('My garage');

    const privacy = await reef('/privacy-statement');
    expect(privacy.status).toBe(200);
    expect(privacy.body).toContain('Privacy statement');
    expect((await reef('/privacy-policy')).status).toBe(200);
    expect((await reef('/about-us')).status).toBe(200);
    expect((await reef('/sell-my-car')).status).toBe(200);

    // Other sites' spellings are not pages here…
    for (const path of [
      car.replace('/vehicles/', '/cars/'),
      `${car.replace('/vehicles/', '/cars/')}/checkout`,
      '/cars/trade-in',
      '/search',
      '/blog',
      post.replace('/journal/', '/blog/'),
      '/my-garage',
      '/pages/privacy-statement',
      '/pages/about-us',
    ])
      expect((await reef(path)).status, path).toBe(404);

    // …and another site of the same folder keeps its own.
    const harbour = await get(port, 'harbour-auto', '/search/new-used-and-demo-cars');
    expect(harbour.status).toBe(200);
    const harbourCar = firstLink(harbour.body, '/cars');
    expect((await get(port, 'harbour-auto', harbourCar)).status).toBe(200);
    expect((await get(port, 'harbour-auto', harbourCar.replace('/cars/', '/vehicles/'))).status).toBe(404);
  });

  test('a shopper browses listing → car page → back, all client-side', async ({ page, sites }) => {
    const { port } = sites.server;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://${SLUG}.localhost:${port}/stock`);
    await hydrated(page.locator('[data-site-page="listing"] .car-card'));
    // A mark on the window: a full page load would lose it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    const card = page.getByRole('article').first();
    const explore = card.getByRole('link', { name: /Explore Vehicle/ });
    const href = (await explore.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/vehicles\/[a-z0-9_-]+$/);
    const name = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
    await explore.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    // The title adds what tells cars of one name apart (colour, stock number).
    await expect(page).toHaveTitle(
      new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(, [^|]+)? \\|`),
    );
    await expect(page.getByRole('link', { name: 'Stock' })).toHaveAttribute('href', '/stock');
    await hydrated(page.locator('[data-site-page="vehicle"] .car-page'));

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/stock');
    await expect(page.getByRole('link', { name: /Explore Vehicle/ }).first()).toHaveAttribute('href', href);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // No hydration mismatch, no failed chunk, nothing thrown.
    expect(errors).toEqual([]);
  });

  test('follows a live edit of the site file with no restart', async ({ sites }) => {
    const { port } = sites.server;
    // Rendered for this visitor alone: the BFF's shared page cache is the next test's business.
    const reef = (path: string) => get(port, SLUG, path, 'returning=1');
    const car = firstLink((await reef('/stock')).body, '/vehicles');
    const slug = car.slice('/vehicles/'.length);
    expect((await reef(car)).status).toBe(200);

    writeFileSync(join(sites.dir, `${SLUG}.json`), JSON.stringify(reefMotors('/motors'), null, 2));
    await expect.poll(async () => (await reef(`/motors/${slug}`)).status, { timeout: 15_000 }).toBe(200);
    expect((await reef(car)).status).toBe(404);
    expect((await reef(`/motors/${slug}/checkout`)).status).toBe(200);
    expect((await reef('/motors/trade-in')).status).toBe(200);
    expect((await reef('/vehicles/trade-in')).status).toBe(404);
    const listing = await reef('/stock');
    expect(firstLink(listing.body, '/motors')).toMatch(/^\/motors\//);
    expect(listing.body).not.toContain('href="/vehicles/');
  });

  test('the shared page cache drops pages of the old paths after the edit', async ({ sites }) => {
    // A shared rendered page is kept per (site slug, origin, arm, URL) while the site's configuration,
    // stock and holds are unchanged (apps/bff/src/http/cached-render.ts): the edit is a new configuration.
    const { port } = sites.server;
    writeFileSync(join(sites.dir, `${SLUG}.json`), JSON.stringify(reefMotors('/vehicles'), null, 2));
    const reef = (path: string) => get(port, SLUG, path);
    await expect.poll(async () => (await reef('/vehicles/trade-in')).status, { timeout: 15_000 }).toBe(200);
    const car = firstLink((await reef('/stock')).body, '/vehicles');
    expect((await reef(car)).status).toBe(200); // now in the shared cache
    writeFileSync(join(sites.dir, `${SLUG}.json`), JSON.stringify(reefMotors('/motors'), null, 2));
    await expect.poll(async () => (await reef('/motors/trade-in')).status, { timeout: 15_000 }).toBe(200);
    expect((await reef(car)).status).toBe(404);
  });
});
