import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jpegWithGps } from '../testing/photos.js';
import { folderObjects } from './folder-objects.js';
import { sizeOpener, wholeSize } from './open-size.js';
import { PhotoError } from './pipeline.js';
import { createWorkQueue } from './queue.js';
import { s3Objects } from './s3-objects.js';

describe('opening a size to serve', () => {
  const dir = mkdtempSync(join(tmpdir(), 'open-size-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const ref = { site: 'harbour-auto', stock: 'S1', key: 'f0123456789abcdef' };
  const params = { width: 400, quality: 75 };

  it('should make a missing size, store it, then stream it from the store', async () => {
    const objects = folderObjects(dir);
    const original = await jpegWithGps();
    const open = sizeOpener({
      objects,
      queue: createWorkQueue(),
      maxWaiting: 10,
      hasOriginal: async () => true,
      readOriginal: async () => original,
    });
    const made = await open(ref, params, 'jpeg');
    expect([Buffer.isBuffer(made.body), made.cached]).toEqual([true, false]);
    const streamed = await open(ref, params, 'jpeg');
    expect([streamed.body instanceof ReadableStream, streamed.cached]).toEqual([true, true]);
    expect((await wholeSize(streamed)).body).toEqual(made.body);
  });

  it('should answer 404 for a photo without an original or a bad key, and 503 for a store that fails', async () => {
    const none = sizeOpener({
      objects: folderObjects(dir),
      queue: createWorkQueue(),
      maxWaiting: 10,
      hasOriginal: async () => false,
      readOriginal: async () => Buffer.alloc(0),
    });
    await expect(none({ ...ref, key: 'f1111111111111111' }, params, 'webp')).rejects.toMatchObject({
      status: 404,
    });
    await expect(none({ ...ref, key: '../etc' }, params, 'webp')).rejects.toBeInstanceOf(PhotoError);
    const broken = sizeOpener({
      // A bucket on a port nothing listens on.
      objects: s3Objects({
        bucket: 'photos',
        endpoint: 'http://127.0.0.1:9',
        forcePathStyle: true,
        credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      }),
      queue: createWorkQueue(),
      maxWaiting: 10,
      hasOriginal: async () => true,
      readOriginal: async () => Buffer.alloc(0),
    });
    await expect(broken(ref, params, 'webp')).rejects.toMatchObject({ status: 503 });
  });
});
