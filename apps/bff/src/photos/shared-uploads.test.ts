import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../store/sql.js';
import { openTestDatabase } from '../store/testing.js';
import { startTestS3, type TestS3 } from '../testing/s3.js';
import { originalKey, type PhotoObjects, readObject } from './object-port.js';
import { photoKey, photoUrl } from './rules.js';
import { s3Objects } from './s3-objects.js';
import { publishUpload, saveSharedUpload, sharedUploads, uploadKey } from './shared-uploads.js';

const NOW = new Date('2026-03-10T23:00:00.000Z');
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('uploads in a shared photo store (a real S3-protocol server)', () => {
  let s3: TestS3;
  let objects: PhotoObjects;
  let db: SqlDatabase;
  let close: () => Promise<void>;

  beforeAll(async () => {
    s3 = await startTestS3();
    objects = s3Objects(s3.settings('shared-uploads/'));
    ({ db, close } = await openTestDatabase('pglite'));
  }, 60_000);
  afterAll(async () => {
    objects?.close();
    await s3?.close();
    await close?.();
  });

  it('should keep the bytes once by content and point each name at its latest upload', async () => {
    const first = Buffer.from('first photo bytes');
    const second = Buffer.from('second photo bytes');
    const save = (name: string, bytes: Buffer) =>
      saveSharedUpload(db, objects, { site: 'harbour-auto', name, bytes, now: NOW });
    expect(await save('front.jpg', first)).toBe(sha(first));
    await save('copy.jpg', first);
    await save('front.jpg', second);
    expect(await sharedUploads(db, 'harbour-auto')).toEqual({
      'front.jpg': sha(second),
      'copy.jpg': sha(first),
    });
    expect(await sharedUploads(db, 'other-site')).toEqual({});
    const stored = s3.puts.filter((key) => key.includes('photo-uploads/'));
    expect(stored).toEqual([
      `shared-uploads/${uploadKey('harbour-auto', sha(first))}`,
      `shared-uploads/${uploadKey('harbour-auto', sha(second))}`,
    ]);
  });

  it("should copy an upload to a car's original key once, and say so when its bytes are gone", async () => {
    const bytes = Buffer.from('a car photo');
    const hash = await saveSharedUpload(db, objects, {
      site: 'harbour-auto',
      name: 'car.jpg',
      bytes,
      now: NOW,
    });
    const url = photoUrl('harbour-auto', 'S00001', photoKey('file', hash));
    await publishUpload(objects, url, hash);
    await publishUpload(objects, url, hash);
    const key = originalKey({ site: 'harbour-auto', stock: 'S00001', key: photoKey('file', hash) });
    expect(s3.puts.filter((k) => k === `shared-uploads/${key}`)).toHaveLength(1);
    expect(await readObject(objects, key)).toEqual(bytes);
    const missing = photoUrl('harbour-auto', 'S00002', photoKey('file', sha(Buffer.from('never uploaded'))));
    await expect(publishUpload(objects, missing, sha(Buffer.from('never uploaded')))).rejects.toThrow(
      'The uploaded photo is gone from the photo store',
    );
  });
});
