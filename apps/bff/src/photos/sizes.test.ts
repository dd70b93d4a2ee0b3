import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../store/testing.js';
import { folderObjects } from './folder-objects.js';
import { readObject } from './object-port.js';
import { databaseSizeLease, makeOnce } from './sizes.js';

describe('a size made once under a database lease', () => {
  const db = useTestDatabase('pglite');
  const dir = mkdtempSync(join(tmpdir(), 'photo-sizes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should let one of two copies make a size while the other waits and serves the stored one', async () => {
    const objects = folderObjects(dir);
    let makes = 0;
    const make = async () => {
      makes++;
      await new Promise((done) => setTimeout(done, 300));
      return Buffer.from('the size');
    };
    const key = 'photo-cache/s/S1/f0123456789abcdef-w400-q75.webp';
    const ask = (lease: ReturnType<typeof databaseSizeLease>) =>
      makeOnce({ objects, lease, key, contentType: 'image/webp', make, pollMs: 20 });
    const [one, two] = await Promise.all([ask(databaseSizeLease(db)), ask(databaseSizeLease(db))]);
    expect(makes).toBe(1);
    expect([one.body.toString(), two.body.toString()]).toEqual(['the size', 'the size']);
    expect([one.cached, two.cached].sort()).toEqual([false, true]);
    expect(await readObject(objects, key)).toEqual(Buffer.from('the size'));
    // The lease is given back: a later size under another key is made at once.
    const { rows } = await db.query('SELECT name FROM background_leases WHERE name LIKE $1', [
      'photo-size:%',
    ]);
    expect(rows).toEqual([]);
  });

  it('should answer 503 when another copy holds the lease and nothing is stored in time', async () => {
    const key = 'photo-cache/s/S1/f0123456789abcdef-w768-q75.webp';
    const holder = databaseSizeLease(db, 60_000);
    expect(await holder.acquire(key)).toBe(true);
    const waiting = makeOnce({
      objects: folderObjects(dir),
      lease: databaseSizeLease(db),
      key,
      contentType: 'image/webp',
      make: async () => Buffer.from('x'),
      waitMs: 200,
      pollMs: 20,
    });
    await expect(waiting).rejects.toMatchObject({ status: 503 });
    await holder.release(key);
  });
});
