import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StartedServer, startServer } from '@dealer/bff/server';
import { SAMPLE_HEADER, sampleCsvRow } from '@dealer/stock-feed';
import { test as base, expect } from '@playwright/test';
import { screenshot } from './fixtures.js';

/**
 * A dealer goes live without code, as an operator would do it: while the server runs, a new site file
 * (paths no demo site uses), `sites check`, a DMS CSV of 500 cars with 5% bad rows and a folder of photos
 * imported with the feed command. The good rows go live with their photos, the bad ones are reported by
 * line; a feed missing a column is refused whole; a malformed edit of the site file is reported and the
 * site keeps serving. Then a shopper browses the new site in Chromium.
 */

const REPO = join(import.meta.dirname, '../../..');
const BFF = join(REPO, 'apps/bff');
const SLUG = 'coral-coast-cars';
const CARS = 500;
const BAD = new Set(Array.from({ length: CARS / 20 }, (_, i) => 7 + i * 20)); // 25 rows, 5%
const WITH_PHOTOS = [1, 2, 3];

/** The new dealer's site file: a used-car dealer's file with its own ids, host and paths. */
function siteFile(overrides: Record<string, unknown> = {}): string {
  const site = JSON.parse(readFileSync(join(REPO, 'sites/gateway-used.json'), 'utf8'));
  const dealership = { ...site.dealerships[0], id: 9901, slug: SLUG, name: 'Coral Coast Cars' };
  return JSON.stringify(
    {
      ...site,
      id: 990,
      slug: SLUG,
      name: 'Coral Coast Cars',
      url: `http://${SLUG}.localhost:3000`,
      dealership_id: 9901,
      dealerships: [dealership],
      locations: site.locations.map((l: Record<string, unknown>, i: number) => ({
        ...l,
        id: 99010 + i,
        slug: `coral-coast-cairns-${i}`,
        dealership_slug: SLUG,
      })),
      search: { default_sort: 'created_at_desc' },
      routes: { vehicle_base_path: '/vehicles', listing_base_path: '/stock' },
      ...overrides,
    },
    null,
    2,
  );
}

/** Car n of the feed: a good sample row, or one of three kinds of bad row. */
function feedRow(n: number): string {
  const row = sampleCsvRow(n);
  const cells = row.split(',');
  if (BAD.has(n)) {
    const kind = n % 3;
    if (kind === 0)
      cells[9] = 'nineteen'; // Year: wrong type
    else if (kind === 1)
      cells[5] = ''; // Make: missing
    else cells[0] = 'S00001'; // Stock No: a duplicate of car 1
  }
  const images = WITH_PHOTOS.includes(n) ? [1, 2, 3].map((k) => `S${n}-${k}.jpg`).join('|') : '';
  return cells.join(',').replace(/,https:\/\/photos\.example\/[^,]*,/, `,${images},`);
}

function run(script: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, ['--import', 'tsx', join(BFF, 'src/cli', script), ...args], {
    cwd: BFF,
    encoding: 'utf8',
    timeout: 120_000,
  });
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { host: `${SLUG}.localhost:${port}`, connection: 'close', cookie: 'returning=1' };
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

interface Live {
  sitesDir: string;
  dataDir: string;
  feedDir: string;
  server: StartedServer;
}

const test = base.extend<object, { live: Live }>({
  live: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument.
    async ({}, use) => {
      const sitesDir = mkdtempSync(join(tmpdir(), 'go-live-sites-'));
      const dataDir = mkdtempSync(join(tmpdir(), 'go-live-data-'));
      const feedDir = mkdtempSync(join(tmpdir(), 'go-live-feed-'));
      copyFileSync(join(REPO, 'sites/harbour-auto.json'), join(sitesDir, 'harbour-auto.json'));
      const server = await startServer({ port: 0, dataDir, sitesDir, sitesPollMs: 500, demo: true });
      await use({ sitesDir, dataDir, feedDir, server });
      await server.close();
      for (const dir of [sitesDir, dataDir, feedDir]) rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'serial' });

test.describe('a new dealer goes live with files and commands while the server runs', () => {
  test('site file, sites check, a 500-car CSV with photos, then a shopper browses it', async ({
    live,
    page,
  }) => {
    test.setTimeout(180_000);
    const { port } = live.server;
    expect((await get(port, '/stock')).status).toBe(404); // not a site yet

    // 1. The site file, checked by the operator's dry run, then live with no restart.
    writeFileSync(join(live.sitesDir, `${SLUG}.json`), siteFile());
    const check = run('sites.ts', ['check', live.sitesDir]);
    expect(check.status, check.stderr).toBe(0);
    expect(check.stdout).toContain(SLUG);
    expect(check.stdout).toContain('/vehicles');
    await expect.poll(async () => (await get(port, '/stock')).status, { timeout: 15_000 }).toBe(200);

    // 2. Photos as a DMS exports them: files beside the feed (real JPEGs drawn by the browser).
    await page.setContent('<canvas width="1200" height="900"></canvas>');
    for (const n of WITH_PHOTOS) {
      for (const k of [1, 2, 3]) {
        const dataUrl = await page.evaluate(
          (hue) => {
            const canvas = document.querySelector('canvas') as HTMLCanvasElement;
            const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
            ctx.fillStyle = `hsl(${hue}, 70%, 45%)`;
            ctx.fillRect(0, 0, 1200, 900);
            return canvas.toDataURL('image/jpeg', 0.8);
          },
          n * 40 + k * 100,
        );
        writeFileSync(join(live.feedDir, `S${n}-${k}.jpg`), Buffer.from(dataUrl.split(',')[1]!, 'base64'));
      }
    }

    // 3. A feed missing a column is refused whole and changes nothing.
    const noMake = [SAMPLE_HEADER.replace(',Make,', ',Marque,'), feedRow(1)].join('\n');
    mkdirSync(join(live.feedDir, 'bad'));
    writeFileSync(join(live.feedDir, 'bad', 'stock.csv'), `${noMake}\n`);
    const refused = run('feed.ts', [
      '--site',
      SLUG,
      '--data-dir',
      live.dataDir,
      '--sites-dir',
      live.sitesDir,
      join(live.feedDir, 'bad', 'stock.csv'),
    ]);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain('NOT imported');
    expect(refused.stderr).toMatch(/make/i);

    // 4. The 500-car feed: 25 bad rows reported by line, the 475 good ones live.
    const csv = [SAMPLE_HEADER, ...Array.from({ length: CARS }, (_, i) => feedRow(i + 1))].join('\n');
    writeFileSync(join(live.feedDir, 'stock.csv'), `${csv}\n`);
    const imported = run('feed.ts', [
      '--site',
      SLUG,
      '--data-dir',
      live.dataDir,
      '--sites-dir',
      live.sitesDir,
      join(live.feedDir, 'stock.csv'),
    ]);
    expect(imported.status, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/added 475,.* rejected 25/);
    expect(imported.stdout).toMatch(/photos stored 9, fetched 0, problems 0/);
    // Each bad row by its line (the header is line 1, car n is line n + 1) and field.
    expect(imported.stderr).toMatch(/line 8 \(stock S00007\): make: Make is required/);
    expect(imported.stderr).toMatch(/line 28 \(stock S00027\): year: Expected a year/);
    expect(imported.stderr).toMatch(/line 48 \(stock S00001\): stocknum: Duplicate stock number S00001/);

    // 5. The server swaps the stock in; the listing counts the good rows.
    await expect
      .poll(async () => (await get(port, '/api/search?path=/stock')).body, { timeout: 20_000 })
      .toContain('"totalHits":475');

    // 6. A shopper: listing → the car with photos, served through the photo pipeline.
    await page.goto(`http://${SLUG}.localhost:${port}/stock?sort=stocknum`);
    await page.goto(`http://${SLUG}.localhost:${port}/vehicles/${await carSlug(port, 'S00001')}`);
    await expect(page).toHaveURL(/\/vehicles\/[a-z0-9-]+$/);
    const hero = page.locator('img[fetchpriority="high"]').first();
    await expect(hero).toHaveAttribute('src', /^\/photos\/coral-coast-cars\//);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, { path: test.info().outputPath('car-page.png') });
    await page.goto(`http://${SLUG}.localhost:${port}/stock`);
    await expect(page.locator('a[href^="/vehicles/"]').first()).toBeVisible();
    await screenshot(page, { path: test.info().outputPath('listing.png') });

    // 7. A malformed edit of the site file is reported by the dry run, and the site keeps serving.
    writeFileSync(
      join(live.sitesDir, `${SLUG}.json`),
      siteFile({ routes: { vehicle_base_path: 'vehicles' } }),
    );
    const broken = run('sites.ts', ['check', live.sitesDir]);
    expect(broken.status).toBe(1);
    expect(`${broken.stdout}${broken.stderr}`).toMatch(/coral-coast-cars\.json.*routes\.vehicle_base_path/s);
    await new Promise((r) => setTimeout(r, 1_500)); // two polls of the folder
    expect((await get(port, '/stock')).status).toBe(200);
    expect((await get(port, `/vehicles/${await carSlug(port, 'S00001')}`)).status).toBe(200);
  });
});

/** The slug of the car with this stock number, from the site's own search. */
async function carSlug(port: number, stocknum: string): Promise<string> {
  const body = JSON.parse((await get(port, `/api/search?path=/stock&query=${stocknum}`)).body) as {
    hits: { slug: string; stock_number?: string }[];
  };
  const hit = body.hits.find((h) => h.slug.toLowerCase().endsWith(stocknum.toLowerCase())) ?? body.hits[0];
  if (!hit) throw new Error(`no car ${stocknum} on the site`);
  return hit.slug;
}
