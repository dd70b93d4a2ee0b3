import { randomBytes } from 'node:crypto';
import type { CounterStore } from '@dealer/rate-limit';
import { afterAll, describe } from 'vitest';
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
