import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jpegWithGps } from '../testing/photos.js';
import { startTestS3, type TestS3 } from '../testing/s3.js';
import { feedPhotos, finishFeedPhotos } from './feed-photos.js';
import { PhotoError } from './pipeline.js';
import { createWorkQueue } from './queue.js';
import { s3Objects } from './s3-objects.js';
import { createPhotoStore, photoRef, readPhotoFile } from './store.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'photo-store-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('photo store', () => {
  it('should keep the original as sent (same bytes, same key for the same photo)', async () => {
    const dataDir = tempDir();
    const store = createPhotoStore(dataDir);
    const photo = await jpegWithGps();
    const url = store.addOriginal('harbour-auto', 'AB/12', photo);
    expect(url).toMatch(/^\/photos\/harbour-auto\/AB_12\/f[0-9a-f]{16}$/);
    expect(store.addOriginal('harbour-auto', 'AB/12', photo)).toBe(url);
    const ref = photoRef(url)!;
    expect(readPhotoFile(join(dataDir, 'photos', 'harbour-auto', 'AB_12'), `${ref.key}.orig`)).toEqual(photo);
    expect(store.has(url)).toBe(true);
    expect(store.has('/photos/harbour-auto/AB_12/f0000000000000000')).toBe(false);
  });

  it('should make a size once and read it from disk after that', async () => {
    const dataDir = tempDir();
    const store = createPhotoStore(dataDir);
    const ref = photoRef(store.addOriginal('harbour-auto', 'S1', await jpegWithGps()))!;
    const first = await store.derived(ref, { width: 400, quality: 75 }, 'webp');
    expect(first.cached).toBe(false);
    const cacheDir = join(dataDir, 'photo-cache', 'harbour-auto', 'S1');
    expect(readdirSync(cacheDir)).toEqual([`${ref.key}-w400-q75.webp`]);
    const made = statSync(join(cacheDir, `${ref.key}-w400-q75.webp`)).mtimeMs;
    // The original gone: the size still comes, from the cache.
    rmSync(join(dataDir, 'photos'), { recursive: true });
    const second = await store.derived(ref, { width: 400, quality: 75 }, 'webp');
    expect(second).toEqual({ body: first.body, cached: true });
    expect(statSync(join(cacheDir, `${ref.key}-w400-q75.webp`)).mtimeMs).toBe(made);
    await expect(store.derived(ref, { width: 576, quality: 75 }, 'webp')).rejects.toMatchObject({
      status: 404,
    });
  });

  it('should make a size asked for by many requests at once only once', async () => {
    const dataDir = tempDir();
    let runs = 0;
    const queue = createWorkQueue(1);
    const counting = {
      ...queue,
      run: <T>(p: 'request' | 'import', task: () => Promise<T>) => {
        runs++;
        return queue.run(p, task);
      },
    };
    const store = createPhotoStore(dataDir, counting as typeof queue);
    const ref = photoRef(store.addOriginal('harbour-auto', 'S1', await jpegWithGps()))!;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => store.derived(ref, { width: 768, quality: 75 }, 'avif')),
    );
    expect(runs).toBe(1);
    expect((await sharp(answers[7]!.body).metadata()).width).toBe(768);
  });

  it('should answer 503 rather than queue more requests than its bound', async () => {
    const queue = createWorkQueue(1);
    const store = createPhotoStore(tempDir(), queue, 2);
    const ref = photoRef(store.addOriginal('harbour-auto', 'S1', await jpegWithGps()))!;
    let release = () => {};
    const busy = queue.run('request', () => new Promise<void>((done) => (release = done)));
    const waiting = [400, 576].map((width) => store.derived(ref, { width, quality: 75 }, 'jpeg'));
    await vi.waitFor(() => expect(queue.stats.request).toBe(2));
    await expect(store.derived(ref, { width: 768, quality: 75 }, 'jpeg')).rejects.toMatchObject({
      status: 503,
    });
    release();
    await busy;
    expect((await Promise.all(waiting)).map((w) => w.cached)).toEqual([false, false]);
  });

  it('should store a fetched original only when it is an image', async () => {
    const dataDir = tempDir();
    const store = createPhotoStore(dataDir);
    const source = 'https://cdn.example/car.jpg';
    const url = store.remoteUrl('harbour-auto', 'S1', source);
    expect(url).toMatch(/^\/photos\/harbour-auto\/S1\/u[0-9a-f]{16}$/);
    await expect(store.addRemote('harbour-auto', 'S1', source, Buffer.from('<html>'))).rejects.toBeInstanceOf(
      PhotoError,
    );
    expect(store.has(url)).toBe(false);
    await store.addRemote('harbour-auto', 'S1', source, await jpegWithGps());
    expect(store.has(url)).toBe(true);
    await expect(store.check(url)).resolves.toBeUndefined();
  });

  it('should read a photo file only by a plain name inside its folder', () => {
    const dir = tempDir();
    expect(readPhotoFile(dir, '../etc/passwd')).toBeNull();
    expect(readPhotoFile(dir, '.hidden')).toBeNull();
    expect(readPhotoFile(dir, 'absent.jpg')).toBeNull();
    expect(existsSync(dir)).toBe(true);
  });
});

describe('photo store on a shared bucket (s3rver on loopback)', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('should put a feed’s originals and the sizes made from them in the bucket, for a copy without the files', async () => {
    const { kind: _, ...settings } = s3.settings('import/');
    const importing = createPhotoStore(tempDir(), createWorkQueue(), 500, { objects: s3Objects(settings) });
    const feedDir = tempDir();
    writeFileSync(join(feedDir, 'front.jpg'), await jpegWithGps());
    const photos = feedPhotos(importing, 'harbour-auto', feedDir);
    const url = photos.photoUrl('front.jpg', 'S1') as string;
    const source = 'https://cdn.example/side.jpg';
    await importing.addRemote('harbour-auto', 'S1', source, await jpegWithGps(800, 600));
    expect(await finishFeedPhotos(importing, 'harbour-auto', photos)).toMatchObject({
      stored: 1,
      problems: [],
    });
    const ref = photoRef(url)!;
    expect(s3.puts).toContain(`import/photos/harbour-auto/S1/${ref.key}.orig`);
    // Another copy: an empty data folder, the same bucket.
    const other = createPhotoStore(tempDir(), createWorkQueue(), 500, { objects: s3Objects(settings) });
    expect(other.has(url)).toBe(false);
    expect(await other.stored(url)).toBe(true);
    const made = await other.derived(ref, { width: 400, quality: 75 }, 'webp');
    expect([made.cached, (await sharp(made.body).metadata()).width]).toEqual([false, 400]);
    expect(s3.puts).toContain(`import/photo-cache/harbour-auto/S1/${ref.key}-w400-q75.webp`);
    const again = await importing.derived(ref, { width: 400, quality: 75 }, 'webp');
    expect(again).toEqual({ body: made.body, cached: true });
    const fetched = photoRef(importing.remoteUrl('harbour-auto', 'S1', source))!;
    expect(
      (await sharp((await other.derived(fetched, { width: 400, quality: 75 }, 'jpeg')).body).metadata())
        .width,
    ).toBe(400);
    await expect(
      other.derived({ ...ref, key: 'f0000000000000000' }, { width: 400, quality: 75 }, 'webp'),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('should answer 503 (not throw an unknown error) when the bucket cannot be reached', async () => {
    const { kind: _, ...settings } = s3.settings();
    const store = createPhotoStore(tempDir(), createWorkQueue(), 500, {
      objects: s3Objects({ ...settings, endpoint: 'http://127.0.0.1:9' }),
    });
    await expect(
      store.derived(
        { site: 'harbour-auto', stock: 'S1', key: 'f0123456789abcdef' },
        { width: 400, quality: 75 },
        'webp',
      ),
    ).rejects.toMatchObject({ status: 503 });
  });
});
