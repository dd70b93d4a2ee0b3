export interface RateLimitOptions {
  /** Submissions allowed per key within the window. */
  limit: number;
  windowMs: number;
  now: () => number;
  /** Keys remembered at once; the stalest key is forgotten first so memory stays bounded. */
  maxKeys?: number;
}

export interface RateLimiter {
  /** Records a hit for `key` and says whether it is within the limit. */
  hit(key: string): boolean;
  /** Keys currently remembered (for tests and metrics). */
  size(): number;
}

/**
 * A sliding-window limiter in memory: each key keeps the times of its recent hits. One server copy's
 * view only — behind a load balancer each copy limits on its own, which is still a useful bound.
 */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const { limit, windowMs, now } = options;
  const maxKeys = options.maxKeys ?? 10_000;
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError('rate limit: limit must be a whole number ≥ 1');
  if (!(windowMs > 0)) throw new RangeError('rate limit: windowMs must be > 0');
  if (!Number.isInteger(maxKeys) || maxKeys < 1) throw new RangeError('rate limit: maxKeys must be ≥ 1');
  const hits = new Map<string, number[]>();

  return {
    hit(key) {
      const at = now();
      const recent = (hits.get(key) ?? []).filter((t) => at - t < windowMs);
      recent.push(at);
      // Re-inserting moves the key to the back: the Map's order is least recently used first.
      hits.delete(key);
      hits.set(key, recent.length > limit ? recent.slice(-limit - 1) : recent);
      while (hits.size > maxKeys) {
        const oldest = hits.keys().next().value;
        if (oldest === undefined) break;
        hits.delete(oldest);
      }
      return recent.length <= limit;
    },
    size: () => hits.size,
  };
}
