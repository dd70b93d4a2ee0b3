import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore } from './store.js';

describe('createMemoryCounterStore', () => {
  it('should count hits in a window that opens at the first hit and closes windowMs later', async () => {
    const store = createMemoryCounterStore();
    expect(await store.increment('k', 1000, 5_000)).toEqual({ count: 1, resetAt: 6_000 });
    expect(await store.increment('k', 1000, 5_999)).toEqual({ count: 2, resetAt: 6_000 });
    expect(await store.peek('k', 5_999)).toEqual({ count: 2, resetAt: 6_000 });
    expect(await store.peek('k', 6_000)).toBeNull();
    expect(await store.increment('k', 1000, 6_000)).toEqual({ count: 1, resetAt: 7_000 });
  });

  it('should take a hit back only from the window it was counted in', async () => {
    const store = createMemoryCounterStore();
    await store.increment('k', 1000, 0);
    await store.increment('k', 1000, 0);
    await store.release('k', 1000);
    expect((await store.peek('k', 0))?.count).toBe(1);
    await store.release('k', 999);
    expect((await store.peek('k', 0))?.count).toBe(1);
    await store.increment('k', 1000, 1000);
    await store.release('k', 1000);
    expect((await store.peek('k', 1000))?.count).toBe(1);
  });

  it('should keep keys apart and answer null for a key never hit', async () => {
    const store = createMemoryCounterStore();
    await store.increment('a', 1000, 0);
    expect(await store.peek('b', 0)).toBeNull();
    expect((await store.increment('b', 1000, 0)).count).toBe(1);
  });

  it('should forget the least recently hit key first when full', async () => {
    const store = createMemoryCounterStore({ maxKeys: 2 });
    await store.increment('a', 1000, 0);
    await store.increment('b', 1000, 0);
    await store.increment('a', 1000, 1);
    await store.increment('c', 1000, 2);
    expect(await store.peek('b', 3)).toBeNull();
    expect((await store.peek('a', 3))?.count).toBe(2);
  });

  it('should refuse a bound that is not a whole number', () => {
    expect(() => createMemoryCounterStore({ maxKeys: 0 })).toThrow(/maxKeys/);
  });
});
