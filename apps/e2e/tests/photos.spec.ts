import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StartedServer, startServer } from '@dealer/bff/server';
import { expect, test } from '@playwright/test';

// §17.3 real photos: a dealer's feed and photos go in through the feed API (the same as a DMS); the
// listing's cards carry srcset/sizes, the first card and the gallery hero load eagerly with high
// priority, the rest lazily, and the photos come as AVIF (Chromium accepts it). Its own server: the
// import replaces bayside-mazda's stock, which no other spec may see.
const TOKEN = 'e2e-photo-feed-token-0123456789';
const FEED = [
  'Stock No,Make,Model,Badge,Year,Car Type,Body,Colour,Kms,Drive Away Price,Images',
  'PH1,Mazda,CX-5,Maxx Sport,2023,Used,SUV,Blue,12000,"$34,990",PH1-a.jpg|PH1-b.jpg|PH1-c.jpg',
  'PH2,Mazda,CX-5,Touring,2022,Used,SUV,Red,22000,"$36,990",PH2-a.jpg',
  'PH3,Mazda,Mazda3,G20,2021,Used,Hatch,White,31000,"$27,990",',
].join('\n');

let server: StartedServer;
let dataDir: string;
test.beforeAll(async () => {
  process.env.STOCK_FEED_TOKEN_BAYSIDE_MAZDA = TOKEN;
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-photos-'));
  server = await startServer({ port: 0, dataDir, dealerSecret: 'e2e-dealer-secret' });
});
test.afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const url = (path = '/') => `http://bayside-mazda.localhost:${server.port}${path}`;

test('cards use srcset, the first card and the gallery hero load eagerly, photos come as AVIF', async ({
  page,
}) => {
  await page.goto(url('/'));
  // Photos drawn in the browser (1600×1200 JPEGs), uploaded, then the feed that names them.
  const result = await page.evaluate(
    async ({ token, feed }) => {
      const auth = { authorization: `Bearer ${token}` };
      const colours: Record<string, string> = {
        'PH1-a.jpg': '#1f4e9c',
        'PH1-b.jpg': '#9c1f1f',
        'PH1-c.jpg': '#1f9c3a',
        'PH2-a.jpg': '#c0c0c0',
      };
      for (const [name, colour] of Object.entries(colours)) {
        const canvas = document.createElement('canvas');
        canvas.width = 1600;
        canvas.height = 1200;
        const g = canvas.getContext('2d')!;
        g.fillStyle = colour;
        g.fillRect(0, 0, 1600, 1200);
        g.fillStyle = '#fff';
        g.font = '160px sans-serif';
        g.fillText(name, 120, 640);
        const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/jpeg', 0.9));
        const put = await fetch(`/feeds/photos/${name}`, { method: 'PUT', body: blob, headers: auth });
        if (put.status !== 201) return `upload ${name}: ${put.status} ${await put.text()}`;
      }
      // force: the import replaces the site's whole generated stock (more than 30% of it).
      const answer = await fetch('/feeds/stock?force=1', {
        method: 'POST',
        body: feed,
        headers: { ...auth, 'content-type': 'text/csv' },
      });
      return `${answer.status} ${await answer.text()}`;
    },
    { token: TOKEN, feed: FEED },
  );
  expect(result).toMatch(/^200 .*"applied":true/);

  await page.goto(url('/search'));
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  const images = await page.locator('article img').evaluateAll((nodes) =>
    nodes.map((img) => ({
      src: img.getAttribute('src') ?? '',
      srcset: img.getAttribute('srcset') ?? '',
      sizes: img.getAttribute('sizes') ?? '',
      loading: img.getAttribute('loading'),
      priority: img.getAttribute('fetchpriority'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
    })),
  );
  expect(images).toHaveLength(3);
  for (const image of images) {
    expect(image.srcset).toMatch(/ 400w, .* 1400w$/);
    expect(image.sizes).not.toBe('');
    expect([image.width, image.height]).toEqual(['400', '300']);
  }
  expect(images.map((i) => [i.loading, i.priority])).toEqual([
    ['eager', 'high'],
    ['lazy', 'auto'],
    ['lazy', 'auto'],
  ]);
  // Two cars show their photos; the one without photos shows the generated drawings.
  expect(images.filter((i) => i.src.startsWith('/photos/bayside-mazda/'))).toHaveLength(2);
  expect(images.filter((i) => i.src.startsWith('/images/vehicles/'))).toHaveLength(1);

  const link = page.locator('article').filter({ hasText: 'CX-5 Maxx Sport' }).getByRole('link').first();
  const avif = page.waitForResponse(
    (r) => r.url().includes('/photos/bayside-mazda/PH1/') && r.status() === 200,
  );
  await link.click();
  await page.waitForURL(/ph1/i);
  expect((await avif).headers()['content-type']).toBe('image/avif');
  const hero = page.locator('img.gallery__photo').first();
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('srcset', /\/photos\/bayside-mazda\/PH1\/f[0-9a-f]{16}\?width=400/);
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const thumbs = page.locator('.gallery__thumbs img');
  await expect(thumbs).toHaveCount(3);
  for (const thumb of await thumbs.all()) {
    await expect(thumb).toHaveAttribute('loading', 'lazy');
    await expect(thumb).toHaveAttribute('srcset', / 96w, .* 192w$/);
  }
  // The gallery keeps the feed's order: the primary photo first.
  const heroSrc = await hero.getAttribute('src');
  expect(await thumbs.first().getAttribute('src')).toContain(heroSrc?.split('?')[0] ?? 'none');
});
