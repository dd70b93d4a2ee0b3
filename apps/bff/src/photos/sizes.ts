import { randomUUID } from 'node:crypto';
import { BackgroundLease } from '../copies/lease.js';
import type { SqlExecutor } from '../store/sql.js';
import { type PhotoObjects, readObject } from './object-port.js';
import { PhotoError } from './pipeline.js';

/**
 * A generated size made once for every copy: the copy that takes the size's lease makes it and stores it;
 * a copy that finds the lease taken waits for the stored size (polling the store) and serves that. A
 * holder that dies lets its lease run out and the next copy to ask makes the size.
 */
export interface SizeLease {
  /** True when this copy may make the size under `key` now. */
  acquire(key: string): Promise<boolean>;
  release(key: string): Promise<void>;
}

/** Leases in the database every copy shares (`background_leases`, named `photo-size:<key>`). */
export function databaseSizeLease(db: SqlExecutor, ttlMs = 15_000): SizeLease {
  const holder = randomUUID();
  const lease = (key: string) => new BackgroundLease(db, { name: `photo-size:${key}`, ttlMs, holder });
  return {
    acquire: (key) => lease(key).acquire(),
    release: (key) => lease(key).release(),
  };
}

export interface MakeOnceOptions {
  objects: PhotoObjects;
  lease?: SizeLease;
  key: string;
  contentType: string;
  make: () => Promise<Buffer>;
  /** How long a copy waits for another copy's size (default 20 s, past a dead holder's lease). */
  waitMs?: number;
  pollMs?: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Stores a made size; a full disk or a bucket that refuses it only means it is made again. */
async function keep(options: MakeOnceOptions, body: Buffer): Promise<void> {
  await options.objects.put(options.key, body, { contentType: options.contentType }).catch(() => undefined);
}

/** The size under `key`: made here (and stored) when this copy holds its lease, else another copy's. */
export async function makeOnce(options: MakeOnceOptions): Promise<{ body: Buffer; cached: boolean }> {
  const { lease, objects, key } = options;
  if (!lease) {
    const body = await options.make();
    await keep(options, body);
    return { body, cached: false };
  }
  const until = performance.now() + (options.waitMs ?? 20_000);
  while (performance.now() < until) {
    if (await lease.acquire(key)) {
      try {
        // Made by another copy between this copy's miss and its lease: served as stored.
        const stored = await readObject(objects, key);
        if (stored) return { body: stored, cached: true };
        const body = await options.make();
        await keep(options, body);
        return { body, cached: false };
      } finally {
        await lease.release(key).catch(() => undefined);
      }
    }
    await sleep(options.pollMs ?? 100);
    const stored = await readObject(objects, key);
    if (stored) return { body: stored, cached: true };
  }
  throw new PhotoError('This photo size is being made; try again shortly', 503);
}
