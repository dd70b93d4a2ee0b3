import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_HEADER, sampleCsvRow } from '@dealer/stock-feed';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREACHABLE } from '../outbound/client.js';
import { photoStoreFor } from '../photos/store.js';
import { hugePngHeader, jpegWithGps } from '../testing/photos.js';
import { startTestServer, type TestServer } from '../testing/server.js';
import { feedTokenName } from './stock-feed.js';

const TOKEN = 'harbour-photo-token-0123456789';
const AVIF = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const WEBP = 'image/webp,*/*';
const JPEG = 'image/*';

/** A CSV feed of one car whose Images column is `images` (pipe-separated). */
function feedOf(n: number, images: string): string {
  const row = sampleCsvRow(n).replace(/,https:\/\/photos\.example\/[^,]*,/, `,${images},`);
  return `${SAMPLE_HEADER}\n${row}\n`;
}

describe('photo routes', () => {
  let server: TestServer;
  let dataDir: string;
  let photoHost: Server;
  let hostUrl: string;
  const asked: string[] = [];
  const site = () => server.site('harbour-auto');
  const auth = { authorization: `Bearer ${TOKEN}` };

  beforeAll(async () => {
    process.env[feedTokenName('harbour-auto')] = TOKEN;
    dataDir = mkdtempSync(join(tmpdir(), 'bff-photos-'));
    server = await startTestServer({
      dataDir,
      inventorySize: { 'harbour-auto': 5 },
      outbound: { allowLoopback: true },
    });
    const remote = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    photoHost = createServer((req, res) => {
      asked.push(req.url ?? '');
      if (req.url === '/car.png') res.writeHead(200, { 'content-type': 'image/png' }).end(remote);
      else if (req.url === '/page.html') res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => photoHost.listen(0, '::', resolve));
    hostUrl = `http://127.0.0.1:${(photoHost.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    delete process.env[feedTokenName('harbour-auto')];
    await server.close();
    photoHost.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should serve AVIF, WebP or JPEG by Accept, at the asked width, cached forever', async () => {
    const url = photoStoreFor(dataDir).addOriginal('harbour-auto', 'S1', await jpegWithGps());
    for (const [accept, type, format] of [
      [AVIF, 'image/avif', 'heif'],
      [WEBP, 'image/webp', 'webp'],
      [JPEG, 'image/jpeg', 'jpeg'],
    ] as const) {
      const answer = await site()(`${url}?width=400&quality=75`, { headers: { accept } });
      expect(answer.status).toBe(200);
      expect(answer.headers).toMatchObject({
        'content-type': type,
        vary: 'Accept',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      const metadata = await sharp(answer.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.exif]).toEqual([format, 400, undefined]);
      const again = await site()(`${url}?width=400`, {
        headers: { accept, 'if-none-match': answer.headers.etag ?? '' },
      });
      expect(again.status).toBe(304);
    }
  });

  it('should answer a bad width or quality with a 400 naming it, and an unknown photo with a 404', async () => {
    const url = photoStoreFor(dataDir).addOriginal('harbour-auto', 'S1', await jpegWithGps());
    const width = await site()(`${url}?width=401`);
    expect(width.status).toBe(400);
    expect(width.json()).toMatchObject({ fields: { width: expect.stringContaining('400') } });
    const quality = await site()(`${url}?width=400&quality=0`);
    expect(quality.status).toBe(400);
    expect(quality.json()).toMatchObject({ fields: { quality: expect.any(String) } });
    expect((await site()('/photos/harbour-auto/S1/f0000000000000000?width=400')).status).toBe(404);
    expect((await site()('/photos/harbour-auto/S1/..%2F..%2Fetc?width=400')).status).toBe(404);
  });

  it('should answer a stored file that is not a usable image with a clear 4xx, never a 500', async () => {
    const store = photoStoreFor(dataDir);
    const text = await site()(
      `${store.addOriginal('harbour-auto', 'S2', Buffer.from('not a photo'))}?width=400`,
    );
    expect(text.status).toBe(415);
    expect(text.json()).toMatchObject({ error: expect.stringMatching(/not an image/) });
    const huge = await site()(`${store.addOriginal('harbour-auto', 'S2', hugePngHeader())}?width=400`);
    expect(huge.status).toBe(422);
    expect(huge.json()).toMatchObject({ error: expect.stringMatching(/100000×100000/) });
  });

  it('should take uploads only with the site’s token, and only images', async () => {
    const photo = await jpegWithGps();
    const put = (name: string, body: Buffer, headers: Record<string, string> = auth) =>
      site()(`/feeds/photos/${name}`, {
        method: 'PUT',
        body,
        headers: { 'content-type': 'image/jpeg', ...headers },
      });
    expect((await put('front.jpg', photo, {})).status).toBe(401);
    const notImage = await put('notes.jpg', Buffer.from('%PDF-1.7 not a photo'));
    expect([notImage.status, notImage.json<{ fields: unknown }>().fields]).toEqual([
      415,
      { photo: expect.stringMatching(/not an image/) },
    ]);
    expect((await put('huge.png', hugePngHeader())).status).toBe(422);
    expect((await put('.hidden.jpg', photo)).status).toBe(400);
    const stored = await put('front.jpg', photo);
    expect(stored.status).toBe(201);
    expect(stored.json()).toMatchObject({ name: 'front.jpg', width: 1600, height: 1200 });
  });

  it('should put a pushed feed’s photos on the car in feed order: uploads now, URLs fetched after', async () => {
    const put = (name: string, body: Buffer) =>
      site()(`/feeds/photos/${name}`, { method: 'PUT', body, headers: auth });
    const side = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c00' } })
      .jpeg()
      .toBuffer();
    expect((await put('S00005-1.jpg', await jpegWithGps())).status).toBe(201);
    expect((await put('S00005-2.jpg', side)).status).toBe(201);
    const images = [
      'S00005-1.jpg',
      `${hostUrl}/car.png`,
      'missing.jpg',
      'S00005-2.jpg',
      `${hostUrl}/page.html`,
    ].join('|');
    const answer = await site()('/feeds/stock?mode=upsert', {
      method: 'POST',
      body: feedOf(5, images),
      headers: { ...auth, 'content-type': 'text/csv' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({
      applied: true,
      photos: {
        stored: 2,
        fetching: 2,
        finished: false,
        problems: [{ stocknum: 'S00005', source: 'missing.jpg' }],
      },
    });
    const car = (await site()('/api/websites/101/cars/2020-toyota-corolla-s00005.json')).json<{
      primary_image_url: string;
      images: { image: { url: string } }[];
    }>();
    const urls = car.images.map((i) => i.image.url);
    expect(urls).toHaveLength(4);
    expect(car.primary_image_url).toBe(urls[0]);
    for (const url of urls) expect(url).toMatch(/^\/photos\/harbour-auto\/S00005\/[fu][0-9a-f]{16}$/);
    const widthOf = async (url: string | undefined) =>
      (await sharp((await site()(`${url}?width=1600`, { headers: { accept: JPEG } })).bytes).metadata())
        .width;
    expect(await widthOf(urls[0])).toBe(1600);
    expect(await widthOf(urls[2])).toBe(1200);
    let report: {
      photos: {
        fetching: number;
        fetched: number;
        finished: boolean;
        problems: { source: string; error: string }[];
      };
    };
    for (let i = 0; ; i++) {
      report = (await site()('/feeds/stock/reports', { headers: auth })).json<(typeof report)[]>()[0]!;
      if (report.photos.finished || i > 50) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(report.photos).toMatchObject({ fetching: 0, fetched: 1, finished: true });
    expect(report.photos.problems.map((p) => [p.source, p.error])).toEqual([
      ['missing.jpg', expect.stringMatching(/No photo file/)],
      [`${hostUrl}/page.html`, expect.stringMatching(/Not an image \(content type text\/html/)],
    ]);
    expect(await widthOf(urls[1])).toBe(800);
  });

  it('should fetch no photo URL that points inside the machine, however it is written, and say so in one message', async () => {
    asked.length = 0;
    const port = new URL(hostUrl).port;
    const inside = [
      `http://[::]:${port}/car.png`,
      `http://[::]:${server.port}/api/health`,
      `http://[::ffff:7f00:1]:${port}/car.png`,
      `http://0:${port}/car.png`,
      `http://[::ffff:127.0.0.1]:${port}/car.png`,
      `http://[64:ff9b::7f00:1]:${port}/car.png`,
    ];
    const answer = await site()('/feeds/stock?mode=upsert', {
      method: 'POST',
      body: feedOf(4, inside.join('|')),
      headers: { ...auth, 'content-type': 'text/csv' },
    });
    expect(answer.status).toBe(200);
    let report: { photos: { finished: boolean; problems: { source: string; error: string }[] } };
    for (let i = 0; ; i++) {
      report = (await site()('/feeds/stock/reports', { headers: auth })).json<(typeof report)[]>()[0]!;
      if (report.photos.finished || i > 50) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // This server allows loopback (its photo host is on 127.0.0.1): every other way in stays shut.
    expect(report.photos.problems.map((p) => [p.source, p.error])).toEqual(
      inside.map((u) => [u, UNREACHABLE]),
    );
    expect(asked).toEqual([]);
  });
});
