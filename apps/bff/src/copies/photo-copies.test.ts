import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_HEADER, sampleCsvRow } from '@dealer/stock-feed';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedTokenName } from '../routes/stock-feed.js';
import { jpegWithGps } from '../testing/photos.js';
import { startTestS3, type TestS3 } from '../testing/s3.js';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';
import { dropSchema, reachablePostgres } from '../testing/services.js';

/**
 * Two server copies on one PostgreSQL and one S3-protocol bucket (s3rver on loopback): a dealer's photos
 * imported through one copy are served by the other, and a size both ask for at once is made once.
 */
const postgresUrl = await reachablePostgres('the photo store two-copies test');

const SITE = 'harbour-auto';
const TOKEN = 'harbour-photo-copies-token-0123456789';
const PREFIX = 'copies/';
const JPEG = 'image/*';
const WEBP = 'image/webp,*/*';

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

interface CarJson {
  images: { image: { url: string } }[];
}

describe.skipIf(!postgresUrl)('two server copies sharing an S3-compatible photo store', () => {
  const schema = `bff_photos_${randomBytes(6).toString('hex')}`;
  let s3: TestS3;
  let a: TestServer;
  let b: TestServer;
  let photoUrl: string;
  // The pushed feed is later than the seed's stock (the later import of a dealership wins on every copy).
  let offset = 0;
  const now = () => new Date(TEST_NOW.getTime() + offset);

  beforeAll(async () => {
    process.env[feedTokenName(SITE)] = TOKEN;
    s3 = await startTestS3();
    const shared = {
      databaseUrl: postgresUrl as string,
      databaseSchema: schema,
      inventorySize: { [SITE]: 5 },
      photoStore: s3.settings(PREFIX),
      inventorySyncMs: 200,
      now,
    };
    // Copy A watches its import folder and shares what a feed brings with the other copies.
    a = await startTestServer({ ...shared, watchInventory: true });
    b = await startTestServer(shared);
  }, 60_000);

  afterAll(async () => {
    delete process.env[feedTokenName(SITE)];
    await a?.close();
    await b?.close();
    await s3?.close();
    if (postgresUrl) await dropSchema(postgresUrl, schema);
  });

  it('should serve a photo imported through copy A from copy B, its size made on B and stored for all', async () => {
    const auth = { authorization: `Bearer ${TOKEN}` };
    offset = 3_600_000;
    const upload = await a.site(SITE)('/feeds/photos/S00005-1.jpg', {
      method: 'PUT',
      body: await jpegWithGps(),
      headers: auth,
    });
    expect(upload.status).toBe(201);
    const row = sampleCsvRow(5).replace(/,https:\/\/photos\.example\/[^,]*,/, ',S00005-1.jpg,');
    const pushed = await a.site(SITE)('/feeds/stock?mode=upsert', {
      method: 'POST',
      body: `${SAMPLE_HEADER}\n${row}\n`,
      headers: { ...auth, 'content-type': 'text/csv' },
    });
    expect(pushed.status).toBe(200);
    // Copy B shows the car with its photo (the stock through PostgreSQL)…
    const car = '/api/websites/101/cars/2020-toyota-corolla-s00005.json';
    photoUrl = await until('the car on copy B', 10_000, async () => {
      const answer = await b.site(SITE)(car);
      return answer.status === 200 ? answer.json<CarJson>().images[0]?.image.url : undefined;
    });
    expect(photoUrl).toMatch(/^\/photos\/harbour-auto\/S00005\/f[0-9a-f]{16}$/);
    // …and serves the photo itself, from the bucket: its data folder never held it.
    const served = await until('the photo on copy B', 10_000, async () => {
      const answer = await b.site(SITE)(`${photoUrl}?width=400`, { headers: { accept: JPEG } });
      return answer.status === 200 ? answer : undefined;
    });
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept',
    });
    expect((await sharp(served.bytes).metadata()).width).toBe(400);
    expect(existsSync(join(b.dataDir, 'photos'))).toBe(false);
    expect(existsSync(join(b.dataDir, 'photo-cache'))).toBe(false);
    const key = photoUrl.split('/').at(-1);
    const sizeKey = `${PREFIX}photo-cache/harbour-auto/S00005/${key}-w400-q75.jpg`;
    expect(s3.puts).toContain(`${PREFIX}photos/harbour-auto/S00005/${key}.orig`);
    expect(s3.puts.filter((k) => k === sizeKey)).toHaveLength(1);
    // Copy A serves the size B made (streamed from the bucket, not made again), with the same ETag.
    const fromA = await a.site(SITE)(`${photoUrl}?width=400`, { headers: { accept: JPEG } });
    expect([fromA.status, fromA.headers.etag]).toEqual([200, served.headers.etag]);
    expect(Buffer.from(fromA.bytes).equals(Buffer.from(served.bytes))).toBe(true);
    expect(s3.puts.filter((k) => k === sizeKey)).toHaveLength(1);
    const again = await a.site(SITE)(`${photoUrl}?width=400`, {
      headers: { accept: JPEG, 'if-none-match': served.headers.etag ?? '' },
    });
    expect(again.status).toBe(304);
    const missing = await b.site(SITE)('/photos/harbour-auto/S00005/f0000000000000000?width=400');
    expect(missing.status).toBe(404);
  }, 30_000);

  it('should make a size asked of both copies at once only once, and serve it from both', async () => {
    const ask = (server: TestServer) =>
      server.site(SITE)(`${photoUrl}?width=768&quality=60`, { headers: { accept: WEBP } });
    const answers = await Promise.all([a, b, a, b, a, b].map(ask));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const first = Buffer.from(answers[0]?.bytes ?? []);
    for (const answer of answers) expect(Buffer.from(answer.bytes).equals(first)).toBe(true);
    const key = photoUrl.split('/').at(-1);
    const sizeKey = `${PREFIX}photo-cache/harbour-auto/S00005/${key}-w768-q60.webp`;
    expect(s3.puts.filter((k) => k === sizeKey)).toHaveLength(1);
  }, 30_000);

  it('should find a photo uploaded to copy B when its feed is pushed to copy A, and serve it from both', async () => {
    const auth = { authorization: `Bearer ${TOKEN}` };
    offset = 2 * 3_600_000;
    const photo = await jpegWithGps(1200, 900);
    // The same name first through A with other bytes, then through B: the name points at B's photo.
    for (const [server, bytes] of [
      [a, await jpegWithGps(640, 480)],
      [b, photo],
    ] as const) {
      const upload = await server.site(SITE)('/feeds/photos/S00010-1.jpg', {
        method: 'PUT',
        body: bytes,
        headers: auth,
      });
      expect(upload.status).toBe(201);
    }
    // Neither copy kept the upload in its data folder: it is in the bucket, its name in the database.
    expect(existsSync(join(a.dataDir, 'photo-uploads'))).toBe(false);
    expect(existsSync(join(b.dataDir, 'photo-uploads'))).toBe(false);
    const row = sampleCsvRow(10).replace(/,https:\/\/photos\.example\/[^,]*,/, ',S00010-1.jpg,');
    const pushed = await a.site(SITE)('/feeds/stock?mode=upsert', {
      method: 'POST',
      body: `${SAMPLE_HEADER}\n${row}\n`,
      headers: { ...auth, 'content-type': 'text/csv' },
    });
    expect(pushed.status).toBe(200);
    expect(pushed.json()).toMatchObject({ photos: { stored: 1, problems: [] } });
    const car = '/api/websites/101/cars/2015-toyota-corolla-s00010.json';
    for (const server of [a, b]) {
      const url = await until('the car with its uploaded photo', 10_000, async () => {
        const answer = await server.site(SITE)(car);
        return answer.status === 200 ? answer.json<CarJson>().images[0]?.image.url : undefined;
      });
      expect(url).toMatch(/^\/photos\/harbour-auto\/S00010\/f[0-9a-f]{16}$/);
      const served = await until('the uploaded photo', 10_000, async () => {
        const answer = await server.site(SITE)(`${url}?width=1600`, { headers: { accept: JPEG } });
        return answer.status === 200 ? answer : undefined;
      });
      // B's photo (1200 px wide, never enlarged), not the 640 px one A took first under the same name.
      expect((await sharp(served.bytes).metadata()).width).toBe(1200);
    }
  }, 30_000);
});
