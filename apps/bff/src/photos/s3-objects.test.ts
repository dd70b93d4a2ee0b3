import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../testing/s3.js';
import { readObject } from './object-port.js';
import { s3Objects } from './s3-objects.js';

/** The bucket adapter against a real S3-protocol server (s3rver) on loopback. */
describe('S3 photo objects', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('should put, get, head and list objects under the prefix, and answer null for a missing key', async () => {
    const { kind: _, ...settings } = s3.settings('copy-test/');
    const objects = s3Objects(settings);
    try {
      const body = Buffer.from('a photo, say');
      await objects.put('photos/harbour-auto/S1/fabc.orig', body, {
        contentType: 'application/octet-stream',
        sha256: 'ab'.repeat(32),
      });
      await objects.put('photo-cache/harbour-auto/S1/fabc-w400-q75.webp', Buffer.from('webp'), {
        contentType: 'image/webp',
      });
      expect(await readObject(objects, 'photos/harbour-auto/S1/fabc.orig')).toEqual(body);
      expect(await objects.head('photos/harbour-auto/S1/fabc.orig')).toEqual({
        size: body.length,
        sha256: 'ab'.repeat(32),
      });
      expect(await objects.head('photo-cache/harbour-auto/S1/fabc-w400-q75.webp')).toEqual({ size: 4 });
      expect(await objects.head('photos/harbour-auto/S1/missing.orig')).toBeNull();
      expect(await objects.get('photos/harbour-auto/S1/missing.orig')).toBeNull();
      const listed = [];
      for await (const item of objects.list('photos/')) listed.push(item);
      expect(listed).toEqual([{ key: 'photos/harbour-auto/S1/fabc.orig', size: body.length }]);
      // The prefix is where the objects are in the bucket: another prefix sees none of them.
      expect(s3.puts).toContain('copy-test/photos/harbour-auto/S1/fabc.orig');
      const { kind: __, ...other } = s3.settings('other/');
      const elsewhere = s3Objects(other);
      expect(await elsewhere.head('photos/harbour-auto/S1/fabc.orig')).toBeNull();
      elsewhere.close();
    } finally {
      objects.close();
    }
  });

  it('should fail (not answer "missing") when the store cannot be reached', async () => {
    const objects = s3Objects({ ...s3.settings(), endpoint: 'http://127.0.0.1:9' });
    try {
      await expect(objects.head('photos/x.orig')).rejects.toThrow();
    } finally {
      objects.close();
    }
  });
});
