import { randomFillSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { financeButtonExperiment, resolveVisitor } from '@dealer/experiments';
import type { Car } from '@dealer/pricing';
import { demoRegistry, type Site, siteBySlug } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInventory } from '../demo/inventory/generate.js';
import { writeImport } from '../inventory/import.js';
import { dealerAuth, startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';
import { mayShareRender } from './cached-render.js';

/**
 * Rendered pages shared between visitors (the real web build over the real API): fresh after a hold or a
 * stock change of the site, per-response nonce and form token, nothing of one visitor in another's page.
 */
const registry = demoRegistry();
const site = siteBySlug(registry, 'bayside-mazda') as Site;
const LISTING = site.routes.listing_base_path;
/** §4 a car anyone may hold: in stock, unsold, not held, reservable, priced over $200. */
const reservable = (c: Car) =>
  c.status === 'in_stock' && !c.sold && !c.reserved && c.reservable !== false && (c.price ?? 0) > 200;

/** A visitor cookie whose split-test arm is `arm` ('off' where the site runs no test). */
function visitorWithArm(arm: string | null, on: Site = site): string {
  for (;;) {
    const { visitorId } = resolveVisitor(undefined, (bytes) => randomFillSync(bytes));
    if (financeButtonExperiment(on, visitorId).variant === arm) return `dealer_visitor=${visitorId}`;
  }
}

describe('shared rendered pages', () => {
  let server: TestServer;
  let dataDir: string;
  let arm: string | null;
  const page = (path: string, headers: Record<string, string> = {}) =>
    server.site(site.slug)(path, { headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bff-page-cache-'));
    server = await startTestServer({
      dataDir,
      inventorySize: { [site.slug]: 40, 'harbour-auto': 40 },
      web: true,
      watchInventory: true,
    });
    arm = financeButtonExperiment(site, 'x'.repeat(32)).variant;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shares one render between two visitors of an arm, each with its own nonce and form token', async () => {
    const [a, b] = [visitorWithArm(arm), visitorWithArm(arm)];
    const first = await page(LISTING, { cookie: a as string });
    const second = await page(LISTING, { cookie: b as string });
    expect(first.status).toBe(200);
    expect(second.headers['x-page-cache']).toBe('hit');
    const nonceOf = (html: string) => /<script[^>]* nonce="([^"]+)"/.exec(html)?.[1] as string;
    const [nonceA, nonceB] = [nonceOf(first.text), nonceOf(second.text)];
    expect(nonceA).not.toBe(nonceB);
    expect(second.text).not.toContain(nonceA);
    expect(second.headers['content-security-policy']).toContain(`'nonce-${nonceB}'`);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const tokenOf = (html: string) => /formToken\\?",\\?"([^"\\]+)/.exec(html)?.[1];
    // (The test clock stands still, so both tokens carry the same instant; page-cache.test.ts checks
    // that a cached page's token is replaced by a fresh one.)
    expect(tokenOf(second.text)).toBeDefined();
    // The same page otherwise, byte for byte.
    const strip = (html: string, nonce: string) =>
      html.replaceAll(nonce, 'N').replaceAll(tokenOf(html) as string, 'T');
    expect(strip(second.text, nonceB)).toBe(strip(first.text, nonceA));
  });

  it('answers 304 to the copy a browser holds, with the CSP of that copy', async () => {
    const first = await page(LISTING, { cookie: visitorWithArm(arm) });
    const again = await page(LISTING, {
      cookie: visitorWithArm(arm),
      'if-none-match': first.headers.etag ?? '',
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const held = /-([^"]+)"$/.exec(first.headers.etag ?? '')?.[1];
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(again.headers['content-security-policy']).toContain(`'nonce-${held}'`);
  });

  it('renders for the visitor alone when a personal cookie comes with the request', async () => {
    const signedIn = await page(LISTING, { cookie: `${visitorWithArm(arm)}; dealer_session=abc` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    expect(mayShareRender(new Request('http://x/', { headers: { cookie: 'dealer_visitor=1' } }))).toBe(true);
    expect(mayShareRender(new Request('http://x/', { headers: { cookie: 'other=1' } }))).toBe(false);
    expect(mayShareRender(new Request('http://x/', { method: 'POST' }))).toBe(false);
    // The dealer console never comes from (or goes into) the shared page cache, even signed out.
    for (const path of ['/console', '/console/sign-in', '/console.data', '/console/leads.data'])
      expect(mayShareRender(new Request(`http://x${path}`)), path).toBe(false);
    expect(mayShareRender(new Request('http://x/consoles-for-sale'))).toBe(true);
  });

  it('serves the next page fresh after a hold on one of its cars, and keeps it after a hold elsewhere', async () => {
    const cookie = visitorWithArm(arm);
    await page(LISTING, { cookie });
    expect((await page(LISTING, { cookie })).headers['x-page-cache']).toBe('hit');

    // A hold on another site's car leaves this site's pages alone.
    const other = (await server.site('harbour-auto')('/api/search?path=/search')).json<{ hits: Car[] }>()
      .hits;
    const contact = { name: 'Jo Citizen', phone: '0412 345 678', terms_agreed: true };
    const elsewhere = await server.site('harbour-auto')('/api/reservations', {
      method: 'POST',
      json: { car_id: other.find(reservable)?.id, ...contact, email: 'jo1@example.com' },
    });
    expect(elsewhere.status, elsewhere.text).toBe(201);
    expect((await page(LISTING, { cookie })).headers['x-page-cache']).toBe('hit');

    const cars = (await server.site(site.slug)(`/api/search?path=${LISTING}`)).json<{ hits: Car[] }>().hits;
    const car = cars.find(reservable) as Car;
    const hold = await server.site(site.slug)('/api/reservations', {
      method: 'POST',
      json: { car_id: car.id, ...contact, email: 'jo2@example.com' },
    });
    expect(hold.status, hold.text).toBe(201);
    const fresh = await page(LISTING, { cookie });
    expect(fresh.headers['x-page-cache']).toBe('miss');
    const cardOf = (html: string) => html.slice(html.indexOf(`id="car-${car.id}-title"`) - 1500);
    expect(cardOf(fresh.text)).toMatch(/^[\s\S]*?class="tag tag--reserved"[\s\S]*?id="car-/);
  });

  it('serves the next page fresh after the site’s stock changes, and keeps another site’s pages', async () => {
    const cookie = visitorWithArm(arm);
    await page(LISTING, { cookie });
    expect((await page(LISTING, { cookie })).headers['x-page-cache']).toBe('hit');
    const harbour = siteBySlug(registry, 'harbour-auto') as Site;
    // One visitor of one split-test arm: pages are cached per arm.
    const harbourVisitor = visitorWithArm(financeButtonExperiment(harbour, 'y'.repeat(32)).variant, harbour);
    const otherPage = () =>
      server.site(harbour.slug)(harbour.routes.listing_base_path, {
        headers: { accept: 'text/html', cookie: harbourVisitor },
      });
    await otherPage();
    expect((await otherPage()).headers['x-page-cache']).toBe('hit');
    const feed = (demoInventory(registry.sites, { now: TEST_NOW }).get(1021) ?? [])
      .slice(0, 3)
      .map((car) => ({
        ...car,
        name: `${car.name} Imported`,
        status: 'in_stock' as const,
        show_on_dealer_website: true,
        sold: false,
        sold_date_timestamp: null,
      }));
    writeImport(dataDir, 1021, feed, 'test', TEST_NOW);
    let total = 0;
    for (let i = 0; i < 50 && total !== 3; i++) {
      await new Promise((r) => setTimeout(r, 100));
      total = (await server.site(site.slug)(`/api/search?path=${LISTING}`)).json<{ totalHits: number }>()
        .totalHits;
    }
    expect(total).toBe(3);
    const fresh = await page(LISTING, { cookie });
    expect(fresh.headers['x-page-cache']).toBe('miss');
    expect(fresh.text).toContain(`${feed[0]?.name}`);
    // bayside-mazda's import is not harbour-auto's stock: its cached pages stay.
    expect((await otherPage()).headers['x-page-cache']).toBe('hit');
  });

  it('serves a content page fresh after the dealer edits it, and keeps another site’s pages', async () => {
    const cookie = visitorWithArm(arm);
    const save = (text: string) =>
      server.site(site.slug)('/api/dealer/pages/spring-sale', {
        method: 'PUT',
        headers: dealerAuth(site.slug),
        json: { title: 'Spring sale', blocks: [{ id: 'lead', type: 'heading', text, level: 1 }] },
      });
    expect((await save('Spring sale on now')).status).toBe(201);
    const path = '/pages/spring-sale';
    expect((await page(path, { cookie })).text).toContain('Spring sale on now');
    expect((await page(path, { cookie })).headers['x-page-cache']).toBe('hit');
    const harbour = siteBySlug(registry, 'harbour-auto') as Site;
    const harbourVisitor = visitorWithArm(financeButtonExperiment(harbour, 'y'.repeat(32)).variant, harbour);
    const otherPage = () =>
      server.site(harbour.slug)(harbour.routes.listing_base_path, {
        headers: { accept: 'text/html', cookie: harbourVisitor },
      });
    await otherPage();
    expect((await otherPage()).headers['x-page-cache']).toBe('hit');

    expect((await save('Spring sale ends Sunday')).status).toBe(201); // a new version
    const fresh = await page(path, { cookie });
    expect(fresh.headers['x-page-cache']).toBe('miss');
    expect(fresh.text).toContain('Spring sale ends Sunday');
    expect((await otherPage()).headers['x-page-cache']).toBe('hit');
  });
});
