import { randomBytes } from 'node:crypto';
import { type CounterStore, createRateLimiter } from '@dealer/rate-limit';
import { afterAll, describe, expect, it } from 'vitest';
import { reachableRedis } from '../testing/services.js';
import { counterStoreContract } from './contract.js';
import { redisCounterStore } from './redis.js';

const url = await reachableRedis('the Redis counter store tests');

describe.skipIf(!url)('redisCounterStore (a real Redis)', () => {
  const opened: CounterStore[] = [];
  afterAll(async () => {
    for (const store of opened) await store.close();
  });
  // A fresh key prefix per store: test runs sharing the machine's Redis never see each other's counters.
  counterStoreContract(() => {
    const store = redisCounterStore({
      url: url as string,
      prefix: `test:${randomBytes(6).toString('hex')}:`,
    });
    opened.push(store);
    return store;
  });
});

describe('redisCounterStore when Redis is down', () => {
  it('should fail within a second, so the limiter lets the request through and reports it', async () => {
    const store = redisCounterStore({ url: 'redis://127.0.0.1:3179' }); // nothing listens there
    const errors: unknown[] = [];
    const limiter = createRateLimiter({
      store,
      name: 'leads',
      rule: { limit: 1, windowMs: 60_000 },
      now: Date.now,
      onStoreError: (error) => errors.push(error),
    });
    const started = performance.now();
    expect(await limiter.hit('site|203.0.113.9')).toBeNull();
    expect(performance.now() - started).toBeLessThan(1500);
    expect(errors).toHaveLength(1);
    await store.close();
  });
});
