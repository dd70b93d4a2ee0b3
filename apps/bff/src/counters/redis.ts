import type { CounterStore, WindowCount } from '@dealer/rate-limit';
import { Redis } from 'ioredis';

/**
 * Rate-limit counters in Redis, shared by every server copy that points REDIS_URL at it. One Lua script
 * per hit (atomic on the server): a hash holds the count and the window's end, judged by the caller's
 * clock like every other store, and PEXPIRE lets Redis drop the key once its window has closed.
 */
const INCREMENT = `
local window = redis.call('HMGET', KEYS[1], 'n', 'r')
local now = tonumber(ARGV[1])
local ms = tonumber(ARGV[2])
if (not window[2]) or tonumber(window[2]) <= now then
  redis.call('HSET', KEYS[1], 'n', 1, 'r', now + ms)
  redis.call('PEXPIRE', KEYS[1], ms)
  return {1, tostring(now + ms)}
end
return {redis.call('HINCRBY', KEYS[1], 'n', 1), window[2]}`;

/** Takes one hit back, only from the window it was counted in (the same end time) and never below 0. */
const RELEASE = `
local window = redis.call('HMGET', KEYS[1], 'n', 'r')
if window[2] == ARGV[1] and tonumber(window[1]) > 0 then
  redis.call('HINCRBY', KEYS[1], 'n', -1)
end
return 0`;

export interface RedisCounterStoreOptions {
  url: string;
  /** Put before every key (default 'dealer:rate:'): several deployments or test runs may share one Redis. */
  prefix?: string;
  /** Milliseconds a command may wait for an unreachable Redis before the limiter lets the request by. */
  commandTimeoutMs?: number;
}

export function redisCounterStore(options: RedisCounterStoreOptions): CounterStore {
  const redis = new Redis(options.url, {
    commandTimeout: options.commandTimeoutMs ?? 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
  });
  redis.on('error', () => undefined);
  const prefix = options.prefix ?? 'dealer:rate:';
  const key = (k: string) => prefix + k;

  return {
    kind: 'redis',
    async increment(k, windowMs, now) {
      const [count, resetAt] = (await redis.eval(
        INCREMENT,
        1,
        key(k),
        Math.floor(now),
        Math.ceil(windowMs),
      )) as [number, string];
      return { count: Number(count), resetAt: Number(resetAt) };
    },
    async peek(k, now): Promise<WindowCount | null> {
      const [count, resetAt] = await redis.hmget(key(k), 'n', 'r');
      if (count === null || resetAt === null || Number(resetAt) <= now) return null;
      return { count: Number(count), resetAt: Number(resetAt) };
    },
    async release(k, resetAt) {
      await redis.eval(RELEASE, 1, key(k), String(Math.floor(resetAt)));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
