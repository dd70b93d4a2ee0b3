import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { UNREACHABLE } from '../outbound/client.js';
import { hugePngHeader, jpegWithGps } from '../testing/photos.js';
import { feedPhotos, finishFeedPhotos } from './feed-photos.js';
import { createPhotoStore } from './store.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'feed-photos-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('feedPhotos', () => {
  it('should store files beside the feed, give URLs their pipeline URL, and report what is missing', async () => {
    const folder = tempDir();
    writeFileSync(join(folder, 'front.jpg'), await jpegWithGps());
    writeFileSync(join(folder, 'notes.jpg'), 'not a photo');
    const store = createPhotoStore(tempDir());
    const photos = feedPhotos(store, 'harbour-auto', folder);
    const front = photos.photoUrl('front.jpg', 'S1');
    expect(front).toMatch(/^\/photos\/harbour-auto\/S1\/f[0-9a-f]{16}$/);
    expect(store.has(front!)).toBe(true);
    expect(photos.photoUrl('missing.jpg', 'S1')).toBeNull();
    expect(photos.photoUrl('notes.jpg', 'S1')).toBeNull();
    expect(photos.photoUrl('../secret.jpg', 'S1')).toBeNull();
    const remote = photos.photoUrl('https://cdn.example/S1/1.jpg', 'S1');
    expect(remote).toMatch(/^\/photos\/harbour-auto\/S1\/u[0-9a-f]{16}$/);
    expect(photos.photoUrl('https://cdn.example/S1/1.jpg', 'S1')).toBe(remote);
    // #30 item 7: a path is never a feed's photo (importFeed refuses it first; this is the second wall).
    expect(photos.photoUrl('/images/vehicles/car/suv/blue/front.svg', 'S1')).toBeNull();
    expect(photos.photoUrl('//evil.example/pixel.png', 'S1')).toBeNull();
    expect(photos.remote).toHaveLength(1);
    expect(photos.report).toMatchObject({ stored: 1, fetching: 1, fetched: 0 });
    expect(photos.report.problems.map((p) => [p.stocknum, p.source, p.error])).toEqual([
      ['S1', 'missing.jpg', expect.stringMatching(/No photo file named missing.jpg/)],
      ['S1', 'notes.jpg', expect.stringMatching(/not an image/)],
      ['S1', '../secret.jpg', 'Not a photo URL or file name'],
      ['S1', '/images/vehicles/car/suv/blue/front.svg', 'Not a photo URL or file name'],
      ['S1', '//evil.example/pixel.png', 'Not a photo URL or file name'],
    ]);
  });

  it('should report an original too large to serve and ask a dead host only once', async () => {
    const folder = tempDir();
    writeFileSync(join(folder, 'huge.png'), hugePngHeader());
    const store = createPhotoStore(tempDir());
    const photos = feedPhotos(store, 'harbour-auto', folder);
    expect(photos.photoUrl('huge.png', 'S2')).not.toBeNull();
    for (let i = 1; i <= 5; i++) photos.photoUrl(`http://no-such-host.invalid/${i}.jpg`, 'S2');
    const started = Date.now();
    const report = await finishFeedPhotos(store, 'harbour-auto', photos, { timeoutMs: 2000 });
    expect(Date.now() - started).toBeLessThan(8000);
    expect(report.fetching).toBe(0);
    expect(report.problems).toHaveLength(6);
    expect(report.problems.filter((p) => p.error === UNREACHABLE)).toHaveLength(5);
    expect(report.problems.find((p) => p.source === 'huge.png')?.error).toMatch(/100000×100000 pixels/);
  });
});
