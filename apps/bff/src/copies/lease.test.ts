import { describe, expect, it } from 'vitest';
import { storeKinds, useTestDatabase } from '../store/testing.js';
import { BackgroundLease } from './lease.js';

describe.each(storeKinds)('BackgroundLease (%s)', (kind) => {
  const db = useTestDatabase(kind);

  it('should give a job to one copy at a time and keep it with the copy that renews it', async () => {
    const a = new BackgroundLease(db, { name: 'sweep-1', ttlMs: 60_000, holder: 'a' });
    const b = new BackgroundLease(db, { name: 'sweep-1', ttlMs: 60_000, holder: 'b' });
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
  });

  it('should let exactly one of many racing copies take a free job', async () => {
    const copies = Array.from(
      { length: 8 },
      (_, i) => new BackgroundLease(db, { name: 'sweep-2', ttlMs: 60_000, holder: `c${i}` }),
    );
    const won = await Promise.all(copies.map((c) => c.acquire()));
    expect(won.filter(Boolean)).toHaveLength(1);
  });

  it('should hand the job over when the holder releases it or its lease runs out', async () => {
    const a = new BackgroundLease(db, { name: 'sweep-3', ttlMs: 60_000, holder: 'a' });
    const b = new BackgroundLease(db, { name: 'sweep-3', ttlMs: 60_000, holder: 'b' });
    expect(await a.acquire()).toBe(true);
    await a.release();
    expect(await b.acquire()).toBe(true);

    const short = new BackgroundLease(db, { name: 'sweep-4', ttlMs: 1000, holder: 'dies' });
    const next = new BackgroundLease(db, { name: 'sweep-4', ttlMs: 60_000, holder: 'next' });
    expect(await short.acquire()).toBe(true);
    expect(await next.acquire()).toBe(false);
    await new Promise((done) => setTimeout(done, 1100));
    expect(await next.acquire()).toBe(true);
    expect(await short.acquire()).toBe(false);
  });

  it('should refuse a lease that lasts no time', () => {
    expect(() => new BackgroundLease(db, { name: 'x', ttlMs: 0 })).toThrow(/ttlMs/);
  });
});
