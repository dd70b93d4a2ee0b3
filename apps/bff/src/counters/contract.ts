import type { CounterStore } from '@dealer/rate-limit';
import { createRateLimiter } from '@dealer/rate-limit';
import { expect, it } from 'vitest';

/**
 * What every counter store promises (memory, PostgreSQL, Redis alike), run by each store's own test
 * against the real service. `open` gives a fresh, empty store (its own key space).
 */
export function counterStoreContract(open: () => CounterStore): void {
  const T = 1_800_000_000_000;

  it('should count hits in a window that opens at the first hit and closes windowMs later', async () => {
    const store = open();
    expect(await store.increment('k', 60_000, T)).toEqual({ count: 1, resetAt: T + 60_000 });
    expect(await store.increment('k', 60_000, T + 59_999)).toEqual({ count: 2, resetAt: T + 60_000 });
    expect(await store.peek('k', T + 59_999)).toEqual({ count: 2, resetAt: T + 60_000 });
    expect(await store.peek('k', T + 60_000)).toBeNull();
    expect(await store.increment('k', 60_000, T + 60_000)).toEqual({ count: 1, resetAt: T + 120_000 });
    expect(await store.peek('never-hit', T)).toBeNull();
  });

  it('should give every one of many racing hits its own count (atomic increments)', async () => {
    const store = open();
    const counts = await Promise.all(
      Array.from({ length: 40 }, () => store.increment('race', 60_000, T).then((w) => w.count)),
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('should take a hit back only from the window it was counted in, never below zero', async () => {
    const store = open();
    const first = await store.increment('held', 60_000, T);
    await store.increment('held', 60_000, T);
    await store.release('held', first.resetAt);
    expect((await store.peek('held', T))?.count).toBe(1);
    await store.release('held', first.resetAt + 1);
    expect((await store.peek('held', T))?.count).toBe(1);
    await store.release('held', first.resetAt);
    await store.release('held', first.resetAt);
    expect((await store.peek('held', T))?.count).toBe(0);
    await store.increment('held', 60_000, T + 60_000);
    await store.release('held', first.resetAt);
    expect((await store.peek('held', T + 60_000))?.count).toBe(1);
  });

  it('should let at most `limit` of many racing reservations through (counted before checked)', async () => {
    const store = open();
    const limiter = createRateLimiter({
      store,
      rule: { limit: 10, windowMs: 60_000 },
      name: 'x',
      now: () => T,
    });
    const places = await Promise.all(Array.from({ length: 60 }, () => limiter.reserve('owner|bot')));
    expect(places.filter((p) => p.ok)).toHaveLength(10);
    for (const place of places) if (place.ok) await place.release();
    expect((await store.peek('x\nowner|bot', T))?.count).toBe(0);
  });

  it('should share one limit between two limiters (two server copies) on the store', async () => {
    const store = open();
    const rule = { limit: 3, windowMs: 60_000 };
    const copyA = createRateLimiter({ store, rule, name: 'leads', now: () => T });
    const copyB = createRateLimiter({ store, rule, name: 'leads', now: () => T + 30_000 });
    expect(await copyA.hit('site|203.0.113.9')).toBeNull();
    expect(await copyB.hit('site|203.0.113.9')).toBeNull();
    expect(await copyA.hit('site|203.0.113.9')).toBeNull();
    expect(await copyB.hit('site|203.0.113.9')).toBe(30);
    expect(await copyA.retryAfter('site|203.0.113.9')).toBe(60);
  });
}
