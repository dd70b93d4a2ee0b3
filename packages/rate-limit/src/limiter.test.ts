import { describe, expect, it } from 'vitest';
import { createRateLimiter, secondsUntil } from './limiter.js';
import { type CounterStore, createMemoryCounterStore } from './store.js';

function setup(limit = 3, windowMs = 60_000) {
  let now = 1_000_000;
  const store = createMemoryCounterStore();
  const limiter = createRateLimiter({ store, rule: { limit, windowMs }, name: 'leads', now: () => now });
  return { limiter, store, advance: (ms: number) => (now += ms) };
}

describe('createRateLimiter', () => {
  it('should allow `limit` hits per window, then answer the seconds until it reopens', async () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 3; i++) expect(await limiter.hit('ip')).toBeNull();
    expect(await limiter.hit('ip')).toBe(60);
    advance(30_500);
    expect(await limiter.hit('ip')).toBe(30);
    advance(29_500);
    expect(await limiter.hit('ip')).toBeNull();
  });

  it('should judge without counting: retryAfter closes the key only after `limit` counted hits', async () => {
    const { limiter } = setup(2);
    expect(await limiter.retryAfter('ip')).toBeNull();
    await limiter.hit('ip');
    expect(await limiter.retryAfter('ip')).toBeNull();
    await limiter.hit('ip');
    expect(await limiter.retryAfter('ip')).toBe(60);
    expect(await limiter.retryAfter('other')).toBeNull();
  });

  it('should reserve before checking: of racing attempts at most `limit` get a place, refusals cost nothing', async () => {
    const { limiter, store } = setup(3);
    const places = await Promise.all(Array.from({ length: 30 }, () => limiter.reserve('ip')));
    const granted = places.filter((p) => p.ok);
    expect(granted).toHaveLength(3);
    expect(places.filter((p) => !p.ok).every((p) => !p.ok && p.retryAfter === 60)).toBe(true);
    expect((await store.peek('leads\nip', 1_000_000))?.count).toBe(3);
    for (const place of granted) if (place.ok) await place.release();
    expect((await store.peek('leads\nip', 1_000_000))?.count).toBe(0);
    expect((await limiter.reserve('ip')).ok).toBe(true);
  });

  it('should keep limiters that share a store apart by name', async () => {
    const { store } = setup();
    const a = createRateLimiter({ store, rule: { limit: 1, windowMs: 1000 }, name: 'a', now: () => 0 });
    const b = createRateLimiter({ store, rule: { limit: 1, windowMs: 1000 }, name: 'b', now: () => 0 });
    expect(await a.hit('k')).toBeNull();
    expect(await b.hit('k')).toBeNull();
    expect(await a.hit('k')).toBe(1);
  });

  it('should let requests through and report it when the store cannot answer', async () => {
    const broken: CounterStore = {
      kind: 'broken',
      increment: () => Promise.reject(new Error('down')),
      peek: () => Promise.reject(new Error('down')),
      release: () => Promise.reject(new Error('down')),
      close: async () => {},
    };
    const errors: unknown[] = [];
    const limiter = createRateLimiter({
      store: broken,
      rule: { limit: 1, windowMs: 1000 },
      name: 'x',
      now: () => 0,
      onStoreError: (error) => errors.push(error),
    });
    expect(await limiter.hit('k')).toBeNull();
    expect(await limiter.retryAfter('k')).toBeNull();
    expect((await limiter.reserve('k')).ok).toBe(true);
    expect(errors).toHaveLength(3);
  });

  it('should refuse a rule that limits nothing', () => {
    const store = createMemoryCounterStore();
    const make = (limit: number, windowMs: number) => () =>
      createRateLimiter({ store, rule: { limit, windowMs }, name: 'x', now: () => 0 });
    expect(make(0, 1000)).toThrow(/limit/);
    expect(make(1.5, 1000)).toThrow(/limit/);
    expect(make(1, 0)).toThrow(/windowMs/);
  });

  it('should never answer a Retry-After below one second', () => {
    expect(secondsUntil(1000, 999)).toBe(1);
    expect(secondsUntil(1000, 1000)).toBe(1);
    expect(secondsUntil(61_000, 1000)).toBe(60);
  });
});
