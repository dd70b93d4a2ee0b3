import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAMPLE_HEADER, sampleCsvRow } from '@dealer/stock-feed';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps } from '../testing/photos.js';
import { startTestServer, type TestServer } from '../testing/server.js';

const here = dirname(fileURLToPath(import.meta.url));
const CLI = resolve(here, '../cli/feed.ts');
const SITES = resolve(here, '../../../../sites');

/** A sample CSV row whose Images column is `images`. */
const row = (n: number, images: string) =>
  sampleCsvRow(n).replace(/,https:\/\/photos\.example\/[^,]*,/, `,${images},`);

interface CarJson {
  primary_image_url: string | null;
  photos_count: number;
  images: { image: { url: string } }[];
}

describe('feed CLI with a folder of photos, into a running server', () => {
  let server: TestServer;
  let dataDir: string;
  let feedDir: string;
  const site = () => server.site('harbour-auto');

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'feed-photos-data-'));
    feedDir = mkdtempSync(join(tmpdir(), 'feed-photos-feed-'));
    const solid = (background: string) =>
      sharp({ create: { width: 1200, height: 900, channels: 3, background } })
        .jpeg()
        .toBuffer();
    writeFileSync(join(feedDir, 'S5-side.jpg'), await solid('#0000ff'));
    writeFileSync(join(feedDir, 'S5-front.jpg'), await jpegWithGps());
    writeFileSync(join(feedDir, 'S5-rear.jpg'), await solid('#00ff00'));
    const csv = [SAMPLE_HEADER, row(5, 'S5-side.jpg|S5-front.jpg|S5-rear.jpg'), row(10, '')].join('\n');
    writeFileSync(join(feedDir, 'stock.csv'), `${csv}\n`);
    server = await startTestServer({ dataDir, watchInventory: true });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(feedDir, { recursive: true, force: true });
  });

  it('should serve the feed’s photos in feed order (primary first) as AVIF, WebP or JPEG per Accept', async () => {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        CLI,
        '--site',
        'harbour-auto',
        '--data-dir',
        dataDir,
        '--sites-dir',
        SITES,
        join(feedDir, 'stock.csv'),
      ],
      { cwd: here, encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/imported 2 records/);
    expect(run.stdout).toMatch(/photos stored 3, fetched 0, problems 0/);

    let car: CarJson | undefined;
    for (let i = 0; i < 100 && !car; i++) {
      const answer = await site()('/api/websites/101/cars/2020-toyota-corolla-s00005.json');
      if (answer.status === 200 && answer.json<CarJson>().photos_count === 3) car = answer.json<CarJson>();
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(car).toBeDefined();
    const urls = car!.images.map((i) => i.image.url);
    expect(car!.primary_image_url).toBe(urls[0]);
    const colours: string[] = [];
    for (const url of urls) {
      const answer = await site()(`${url}?width=400`, { headers: { accept: 'image/avif,image/webp,*/*' } });
      expect(answer.headers['content-type']).toBe('image/avif');
      const { channels } = await sharp(answer.bytes).stats();
      const [r, g, b] = channels.map((c) => c.mean);
      colours.push(b! > 240 && r! < 30 ? 'blue' : g! > 240 && r! < 30 ? 'green' : 'other');
    }
    // side (blue), front (the GPS-tagged photo, 3366cc: neither pure blue nor green), rear (green)
    expect(colours).toEqual(['blue', 'other', 'green']);
    const webp = await site()(`${urls[1]}?width=768`, { headers: { accept: 'image/webp,*/*' } });
    const jpeg = await site()(`${urls[1]}?width=768`, { headers: { accept: 'image/jpeg' } });
    expect([webp.headers['content-type'], jpeg.headers['content-type']]).toEqual([
      'image/webp',
      'image/jpeg',
    ]);
    expect((await sharp(jpeg.bytes).metadata()).exif).toBeUndefined();

    const drawn = (await site()('/api/websites/101/cars/2015-toyota-corolla-s00010.json')).json<CarJson>();
    expect(drawn.images.length).toBeGreaterThan(0);
    for (const image of drawn.images)
      expect(image.image.url).toMatch(/^\/images\/vehicles\/car\/hatch\/silver\//);
  });
});
