import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSite, type SiteInput } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInventory } from '../demo/inventory/generate.js';
import { writeImport } from '../inventory/import.js';
import { centralWestStaff } from '../testing/console-stock.js';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';

/**
 * Issue #28 items 1 and 2 over the real server and the real web build: a new dealer's site file (no demo
 * data at all) served beside demo sites with the demo seed loaded shows no review, post, page or offer it
 * was not given; its dealer adds reviews in the console or imports them as CSV, each shown with the
 * source given, and a reviews block hides itself when there are none.
 */

const DEMO_DIR = join(import.meta.dirname, '../../../../sites');
const REEF_DEALERSHIP = 1191;

/** A new yard of the Central West group from its operator's own site file: nothing demo in it. */
function reefSiteFile(): SiteInput {
  const bathurst = JSON.parse(readFileSync(join(DEMO_DIR, 'bathurst-motors.json'), 'utf8')) as SiteInput;
  const location = bathurst.locations[0];
  if (!location) throw new Error('bathurst-motors has no location');
  return {
    ...bathurst,
    id: 991,
    slug: 'reef-motors',
    name: 'Reef Motors Orange',
    phone: '(02) 5550 9911',
    email: 'hello@reef-motors.example',
    url: 'http://reef-motors.localhost:3000',
    city: 'Orange',
    dealership_id: REEF_DEALERSHIP,
    dealerships: [{ id: REEF_DEALERSHIP, slug: 'reef-motors', name: 'Reef Motors' }],
    locations: [
      {
        ...location,
        id: 99101,
        slug: 'reef-motors-orange',
        dealership_slug: 'reef-motors',
        city: 'Orange',
        location_name: 'Reef Motors Orange',
        address: { street: '1 Summer Street', city: 'Orange', state: 'NSW', postcode: '2800' },
      },
    ],
    address: { street: '1 Summer Street', city: 'Orange', state: 'NSW', postcode: '2800' },
    search: { preset_filters: { cities: ['Orange'] } },
    theme: { ...bathurst.theme, logo: { text: 'REEF MOTORS' } },
  };
}

/** Words only the demo seed writes: none may appear on a site it does not cover. */
const DEMO_WORDS = [
  'Demo data',
  'What our customers say',
  'Welcome to Reef',
  'Finance made simple',
  'Book your next service',
  'Trade in and trade up',
  'How to choose the right',
  'Service Centre',
];

describe('a new dealer site next to the demo seed', () => {
  let server: TestServer;
  let sitesDir: string;
  let dataDir: string;
  let as: Awaited<ReturnType<typeof centralWestStaff>>['headers'];
  const reef = () => server.site('reef-motors');
  const page = (path: string) => reef()(path, { headers: { accept: 'text/html' } });
  const reviewsOf = async () =>
    (await reef()('/api/websites/991/reviews.json')).json<{ reviews: Record<string, unknown>[] }>().reviews;
  const post = (path: string, json: unknown) =>
    reef()(path, {
      method: 'POST',
      headers: { ...as('admin'), origin: 'http://reef-motors.localhost' },
      json,
    });

  beforeAll(async () => {
    sitesDir = mkdtempSync(join(tmpdir(), 'bff-reef-sites-'));
    dataDir = mkdtempSync(join(tmpdir(), 'bff-reef-data-'));
    for (const file of ['bathurst-motors.json', 'central-west-auto.json', 'cowra-motors.json'])
      copyFileSync(join(DEMO_DIR, file), join(sitesDir, file));
    const file = reefSiteFile();
    writeFileSync(join(sitesDir, 'reef-motors.json'), JSON.stringify(file, null, 2));
    // Its own stock, as its feed would have pushed it.
    const own = demoInventory([parseSite(file)], { now: TEST_NOW, size: { 'reef-motors': 6 } });
    writeImport(dataDir, REEF_DEALERSHIP, own.get(REEF_DEALERSHIP) ?? [], 'dms.csv', TEST_NOW);
    server = await startTestServer({
      sitesDir,
      sitesPollMs: 0,
      dataDir,
      demo: true,
      web: true,
      inventorySize: { 'bathurst-motors': 10, 'central-west-auto': 4, 'cowra-motors': 4 },
    });
    ({ headers: as } = await centralWestStaff(server));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(sitesDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("builds the new site's home page from its own stock and settings, with nothing invented", async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('Reef Motors Orange');
    expect(home.text.replaceAll('<!-- -->', '')).toMatch(/[1-6] cars in stock in Orange/);
    for (const words of DEMO_WORDS) expect(home.text, words).not.toContain(words);
    expect(await reviewsOf()).toEqual([]);
    expect((await reef()('/api/websites/991/posts.json')).json()).toEqual({ posts: [] });
    expect((await reef()('/api/websites/991/pages/home.json')).status).toBe(404);
    expect((await page('/pages/about-us')).status).toBe(404);
    expect((await page('/service')).text).not.toContain('Service Centre');
    const blog = await page('/blog');
    for (const words of DEMO_WORDS) expect(blog.text, words).not.toContain(words);
    const { promotions } = (await reef()('/api/websites/991/promotions.json?version=2')).json<{
      promotions: { kind: string }[];
    }>();
    expect(promotions.every((p) => p.kind === 'specials')).toBe(true);
  });

  it('keeps the demo seed on the demo sites it covers', async () => {
    const demo = server.site('bathurst-motors');
    const { reviews } = (await demo('/api/websites/116/reviews.json')).json<{
      reviews: { source: string }[];
    }>();
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((r) => r.source === 'Demo data (invented review)')).toBe(true);
    expect((await demo('/api/websites/116/posts.json')).json<{ posts: unknown[] }>().posts.length).toBe(6);
  });

  it('adds a review only with a source, and shows the source it was given', async () => {
    const missing = await post('/api/console/reviews', {
      author: 'Kim P.',
      rating: 5,
      text: 'Great',
      date: '2026-02-01',
    });
    expect(missing.status).toBe(400);
    expect(missing.json<{ fields: Record<string, string> }>().fields).toHaveProperty('source_url');
    const bad = await post('/api/console/reviews', {
      author: 'Kim P.',
      rating: 9,
      date: '2026-02-01',
      source_url: 'javascript:alert(1)',
    });
    expect(Object.keys(bad.json<{ fields: Record<string, string> }>().fields).sort()).toEqual([
      'rating',
      'source_url',
    ]);
    expect(await reviewsOf()).toEqual([]);

    const review = {
      author: 'Kim P.',
      rating: 5,
      text: 'Sold us a great ute, no pressure.',
      date: '2026-02-01',
      source: 'Google',
      source_url: 'https://maps.google.com/?cid=991',
    };
    const added = await post('/api/console/reviews', review);
    expect(added.status).toBe(201);
    expect((await post('/api/console/reviews', review)).json()).toEqual({ added: 0, duplicates: 1 });
    expect(await reviewsOf()).toEqual([review]);
  });

  it('imports a CSV all or nothing: a row without a source URL refuses the file, naming its line', async () => {
    const refused = await post('/api/console/reviews/import', {
      csv: 'Author,Rating,Text,Date,Source URL\nAna,5,"Fast, fair",2/3/2026,https://www.productreview.com.au/r/1\nBo,4,No link,3/3/2026,\n',
    });
    expect(refused.status).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields).toHaveProperty(['line 3 source_url']);
    expect(refused.json<{ problems: unknown[] }>().problems).toEqual([
      { line: 3, field: 'source_url', message: 'Give the address where the review can be read (https://…).' },
    ]);
    expect(await reviewsOf()).toHaveLength(1);

    const csv =
      '\uFEFFauthor,rating,text,date,source_url\r\nAna,5,"Fast, fair and ""honest""",2/3/2026,https://www.productreview.com.au/r/1\r\nBo,4,Good,2026-03-03,https://www.facebook.com/reef/reviews/2\r\n';
    const imported = await post('/api/console/reviews/import', { csv });
    expect(imported.json()).toEqual({ added: 2, duplicates: 0 });
    expect((await post('/api/console/reviews/import', { csv })).json()).toEqual({ added: 0, duplicates: 2 });
    const shown = await reviewsOf();
    expect(shown.map((r) => [r.author, r.date, r.source_url, r.source])).toEqual([
      ['Bo', '2026-03-03', 'https://www.facebook.com/reef/reviews/2', undefined],
      ['Ana', '2026-03-02', 'https://www.productreview.com.au/r/1', undefined],
      ['Kim P.', '2026-02-01', 'https://maps.google.com/?cid=991', 'Google'],
    ]);
    expect(shown[1]?.text).toBe('Fast, fair and "honest"');
  });

  it('shows a reviews block with each source while there are reviews, and hides it when there are none', async () => {
    // A new page is a draft until it is published (console-content-extras / page-store drafts).
    const saved = await reef()('/api/console/pages', {
      method: 'POST',
      headers: { ...as('admin'), origin: 'http://reef-motors.localhost' },
      json: {
        slug: 'home',
        title: 'Reef Motors Orange',
        blocks: [
          { id: 'hello', type: 'heading', text: 'Reef Motors, Orange', level: 1 },
          { id: 'reviews', type: 'reviews', title: 'Our customers' },
        ],
      },
    });
    expect(saved.status).toBeLessThan(300);
    const published = await reef()('/api/console/pages/home/publish', {
      method: 'POST',
      headers: { ...as('admin'), origin: 'http://reef-motors.localhost' },
      json: { version: saved.json<{ version: number }>().version },
    });
    expect(published.status).toBe(200);
    const withReviews = await page('/');
    expect(withReviews.text).toContain('class="cb-reviews"');
    expect(withReviews.text).toContain('Kim P.');
    expect(withReviews.text).toContain('href="https://www.productreview.com.au/r/1"');
    expect(withReviews.text).toContain('www.productreview.com.au');
    expect(withReviews.text).toContain('Google');

    const { reviews } = (await reef()('/api/console/reviews', { headers: as('admin') })).json<{
      reviews: { id: number }[];
    }>();
    for (const { id } of reviews) {
      const removed = await reef()(`/api/console/reviews/${id}`, {
        method: 'DELETE',
        headers: { ...as('admin'), origin: 'http://reef-motors.localhost' },
      });
      expect(removed.status).toBe(204);
    }
    const without = await page('/');
    expect(without.text).toContain('Reef Motors, Orange');
    // (The page's blocks travel in its hydration data; the block itself renders nothing.)
    expect(without.text).not.toContain('class="cb-reviews"');
    expect(without.text).not.toContain('Kim P.');
  });

  it('lets only staff who edit content change reviews', async () => {
    const anonymous = await reef()('/api/console/reviews', { method: 'POST', json: {} });
    expect(anonymous.status).toBe(401);
    const sales = await reef()('/api/console/reviews', { headers: as('sales') });
    expect(sales.status).toBe(404);
  });
});
