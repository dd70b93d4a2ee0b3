import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jpegWithGps } from '../testing/photos.js';
import { feedPhotos } from './feed-photos.js';
import { createPhotoStore, photoRef } from './store.js';
import { saveUpload, uploadedPhoto, uploadsDir } from './uploads.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'photo-uploads-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('photo uploads', () => {
  it('should keep an upload once by content and find it by its name', async () => {
    const dataDir = tempDir();
    const photo = await jpegWithGps();
    const sha = saveUpload(dataDir, 'harbour-auto', 'front.jpg', photo);
    saveUpload(dataDir, 'harbour-auto', 'same-again.jpg', photo);
    const folder = uploadsDir(dataDir, 'harbour-auto');
    expect(readdirSync(join(folder, '.blobs'))).toEqual([sha]);
    expect(uploadedPhoto(folder, 'front.jpg')).toEqual({ file: join(folder, '.blobs', sha), sha256: sha });
    expect(uploadedPhoto(folder, 'absent.jpg')).toBeNull();
    expect(uploadedPhoto(folder, '../front.jpg')).toBeNull();
  });

  it('should point a name uploaded again at the new photo', async () => {
    const dataDir = tempDir();
    const first = saveUpload(dataDir, 'harbour-auto', 'front.jpg', await jpegWithGps(800, 600));
    const second = saveUpload(dataDir, 'harbour-auto', 'front.jpg', await jpegWithGps(640, 480));
    expect(second).not.toBe(first);
    expect(uploadedPhoto(uploadsDir(dataDir, 'harbour-auto'), 'front.jpg')?.sha256).toBe(second);
  });

  it('should give a pushed feed the uploaded photo by link, keyed by its content', async () => {
    const dataDir = tempDir();
    const photo = await jpegWithGps();
    const sha = saveUpload(dataDir, 'harbour-auto', 'front.jpg', photo);
    const store = createPhotoStore(dataDir);
    const photos = feedPhotos(store, 'harbour-auto', uploadsDir(dataDir, 'harbour-auto'));
    const url = photos.photoUrl('front.jpg', 'S1');
    expect(url).toBe(store.addOriginal('harbour-auto', 'S1', photo));
    expect(photoRef(url!)?.key).toBe(`f${sha.slice(0, 16)}`);
    const original = join(dataDir, 'photos', 'harbour-auto', 'S1', `f${sha.slice(0, 16)}.orig`);
    expect(statSync(original).size).toBe(photo.length);
    expect(photos.report).toMatchObject({ stored: 1, problems: [] });
  });

  it('should report an upload whose photo is gone and leave it out', async () => {
    const dataDir = tempDir();
    const sha = saveUpload(dataDir, 'harbour-auto', 'front.jpg', await jpegWithGps());
    rmSync(join(uploadsDir(dataDir, 'harbour-auto'), '.blobs', sha));
    const photos = feedPhotos(createPhotoStore(dataDir), 'harbour-auto', uploadsDir(dataDir, 'harbour-auto'));
    expect(photos.photoUrl('front.jpg', 'S1')).toBeNull();
    expect(photos.report).toMatchObject({
      stored: 0,
      problems: [{ source: 'front.jpg', error: 'The uploaded photo is gone' }],
    });
  });
});
