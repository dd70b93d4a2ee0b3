import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderObjects } from './folder-objects.js';
import { readObject } from './object-port.js';

describe('folder photo objects (the default store)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'photo-folder-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should keep an object as the file at its key, and list, head and read it back', async () => {
    const objects = folderObjects(dir);
    await objects.put('photos/harbour-auto/S1/fabc.orig', Buffer.from('orig'), { contentType: 'x' });
    await objects.put('photo-cache/harbour-auto/S1/fabc-w400-q75.jpg', Buffer.from('jpeg!'), {
      contentType: 'image/jpeg',
    });
    expect(readdirSync(join(dir, 'photos', 'harbour-auto', 'S1'))).toEqual(['fabc.orig']);
    expect(await readObject(objects, 'photos/harbour-auto/S1/fabc.orig')).toEqual(Buffer.from('orig'));
    expect(await objects.head('photo-cache/harbour-auto/S1/fabc-w400-q75.jpg')).toEqual({ size: 5 });
    expect(await objects.head('photos/harbour-auto/S1/missing.orig')).toBeNull();
    expect(await objects.get('photos/harbour-auto')).toBeNull();
    const listed = [];
    for await (const item of objects.list('photo-cache/')) listed.push(item);
    expect(listed).toEqual([{ key: 'photo-cache/harbour-auto/S1/fabc-w400-q75.jpg', size: 5 }]);
    const none = [];
    for await (const item of objects.list('nothing/')) none.push(item);
    expect(none).toEqual([]);
  });
});
