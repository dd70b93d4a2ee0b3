import { randomFillSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createFormTokens } from '@dealer/bot-protection';
import { resolveVisitor } from '@dealer/experiments';
import type { Car } from '@dealer/pricing';
import { demoRegistry, type Site, siteBySlug } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../store/store.js';
import { startTestServer, TEST_FORM_TOKEN_SECRET, TEST_NOW, type TestServer } from '../testing/server.js';

/**
 * The page front (issue #32): a kept page's repeat hits are answered before the app, with the same
 * headers and bytes the app would send (own nonce, fresh form token), and every request the app must
 * see (conditional, first visit, personal cookie, no gzip, HEAD, changed data) still goes to the app.
 */
const registry = demoRegistry();
const site = siteBySlug(registry, 'bayside-mazda') as Site;
const LISTING = site.routes.listing_base_path;
const visitor = () => `dealer_visitor=${resolveVisitor(undefined, (b) => randomFillSync(b)).visitorId}`;
/** Always the same split-test arm: the one of a fixed visitor id (pages are kept per arm). */
const VISITOR = visitor();
const GZIP = { accept: 'text/html', 'accept-encoding': 'gzip', cookie: VISITOR };
const PER_RESPONSE = [
  'etag',
  'content-security-policy',
  'date',
  'content-length',
  'connection',
  'keep-alive',
];

/** The server clock: TEST_NOW, moved on by a test. */
let offsetMs = 0;

describe('the page front', () => {
  let server: TestServer;
  let dataDir: string;
  /** Vehicle pages shown in this suite (each must be counted once). */
  let carViews = 0;
  let answered: () => number;
  const page = (path: string, headers: Record<string, string> = GZIP, method = 'GET') =>
    server.site(site.slug)(path, { headers, method });
  const html = (bytes: Buffer) => gunzipSync(bytes).toString('utf8');
  const nonceOf = (text: string) => /<script[^>]* nonce="([^"]+)"/.exec(text)?.[1] as string;
  const tokenOf = (text: string) => /formToken\\?",\\?"([^"\\]+)/.exec(text)?.[1] as string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bff-page-front-'));
    server = await startTestServer({
      dataDir,
      inventorySize: { [site.slug]: 30 },
      web: true,
      trustProxy: 1,
      now: () => new Date(TEST_NOW.getTime() + offsetMs),
    });
    answered = () => server.pageStats().front;
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers a kept page’s next hit with the app’s headers and bytes, its own nonce and a valid token', async () => {
    const first = await page(LISTING); // rendered by the app (miss)
    const second = await page(LISTING); // a hit through the app: its headers are recorded
    const before = answered();
    const third = await page(LISTING);
    expect(answered()).toBe(before + 1);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(third.headers['x-page-cache']).toBe('hit');
    // Every header the app sent, but the per-response ones, alike.
    const fixed = (headers: Record<string, string>) =>
      Object.entries(headers)
        .filter(([name]) => !PER_RESPONSE.includes(name))
        .sort();
    expect(fixed(third.headers)).toEqual(fixed(second.headers));
    const [a, b] = [html(second.bytes), html(third.bytes)];
    const [nonceA, nonceB] = [nonceOf(a), nonceOf(b)];
    expect(nonceB).not.toBe(nonceA);
    expect(b).not.toContain(nonceA);
    expect(third.headers['content-security-policy']).toBe(
      second.headers['content-security-policy']?.replace(nonceA, nonceB),
    );
    expect(third.headers.etag).toMatch(new RegExp(`-${nonceB.replace(/[+/]/g, '\\$&')}"$`));
    const check = await createFormTokens({
      secret: TEST_FORM_TOKEN_SECRET,
      now: () => TEST_NOW.getTime(),
    }).check(tokenOf(b));
    expect(check).toEqual({ kind: 'valid', issuedAt: TEST_NOW.getTime() });
    expect(b.replaceAll(nonceB, 'N')).toBe(a.replaceAll(nonceA, 'N'));
  });

  it('leaves to the app what it must answer itself', async () => {
    await page(LISTING);
    await page(LISTING);
    const held = await page(LISTING);
    const before = answered();
    // The browser's own copy: a 304 with that copy's CSP (the app's rule).
    const conditional = await page(LISTING, { ...GZIP, 'if-none-match': held.headers.etag as string });
    expect(conditional.status).toBe(304);
    // A first visit gets its visitor cookie and its arm from the app.
    const first = await page(LISTING, { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(first.headers['set-cookie']).toMatch(/^dealer_visitor=/);
    // A signed-in shopper's page is rendered for them alone.
    const personal = await page(LISTING, { ...GZIP, cookie: `${VISITOR}; dealer_garage=abc` });
    expect(personal.headers['x-page-cache']).toBeUndefined();
    // No gzip: the app decompresses; HEAD: the app answers.
    const plain = await page(LISTING, { accept: 'text/html', cookie: VISITOR });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('<html');
    expect((await page(LISTING, GZIP, 'HEAD')).status).toBe(200);
    // The API is never the front's.
    expect((await page(`/api/search?path=${LISTING}`, GZIP)).status).toBe(200);
    expect(answered()).toBe(before);
  });

  it('keeps the scheme a trusted proxy names: an https page is never answered for http, nor back', async () => {
    const https = { ...GZIP, 'x-forwarded-proto': 'https' };
    for (let i = 0; i < 3; i++) await page('/', https);
    for (let i = 0; i < 3; i++) await page('/', GZIP);
    const before = answered();
    const secure = html((await page('/', https)).bytes);
    const plain = html((await page('/', GZIP)).bytes);
    expect(answered()).toBe(before + 2);
    expect(secure).toMatch(/<link rel="canonical" href="https:\/\//);
    expect(plain).toMatch(/<link rel="canonical" href="http:\/\//);
  });

  it('answers a car page here as the app would, a view of that car each time (not a prefetch)', async () => {
    const cars = (await server.site(site.slug)(`/api/search?path=${LISTING}`)).json<{ hits: Car[] }>().hits;
    const path = `${site.routes.vehicle_base_path}/${(cars[0] as Car).slug}`;
    await page(path);
    await page(path);
    const before = answered();
    await page(path);
    await page(path, { ...GZIP, 'sec-purpose': 'prefetch' });
    expect(answered()).toBe(before + 2);
    carViews += 3;
  });

  it('leaves a page to the app while the site’s dated promotions are not known at the server’s clock', async () => {
    await page(LISTING);
    await page(LISTING);
    await page(LISTING);
    offsetMs += 2 * 60_000; // the instants loaded a minute ago are no longer trusted
    const before = answered();
    expect((await page(LISTING)).status).toBe(200); // the app loads them again
    expect(answered()).toBe(before);
    await page(LISTING);
    expect(answered()).toBe(before + 1);
  });

  it('leaves a page to the app once its data changed (a hold on one of its cars)', async () => {
    await page(LISTING);
    await page(LISTING);
    const cars = (await server.site(site.slug)(`/api/search?path=${LISTING}`)).json<{ hits: Car[] }>().hits;
    const car = cars.find((c) => c.status === 'in_stock' && !c.sold && (c.price ?? 0) > 200) as Car;
    const hold = await server.site(site.slug)('/api/reservations', {
      method: 'POST',
      json: {
        car_id: car.id,
        name: 'Jo Citizen',
        phone: '0412 345 678',
        email: 'jo@example.com',
        terms_agreed: true,
      },
    });
    expect(hold.status, hold.text).toBe(201);
    const before = answered();
    const fresh = await page(LISTING);
    expect(fresh.headers['x-page-cache']).toBe('miss');
    expect(answered()).toBe(before);
  });

  it('has counted every vehicle page shown once (the views as stored)', async () => {
    await server.close(); // buffered views are written on the way down
    const store = await Store.open({ dataDir });
    try {
      expect(await store.countEvents(site.slug, 'vdp_view')).toBe(carViews);
    } finally {
      await store.close();
    }
  });
});
