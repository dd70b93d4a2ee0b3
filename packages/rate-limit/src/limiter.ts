import type { CounterStore } from './store.js';

export interface RateLimitRule {
  /** Hits allowed per key in one window. */
  limit: number;
  windowMs: number;
}

export interface RateLimiterOptions {
  store: CounterStore;
  rule: RateLimitRule;
  /** Names this limiter's keys in a store other limiters share, e.g. 'leads', 'sign-in:address'. */
  name: string;
  /** Epoch milliseconds. */
  now: () => number;
  /**
   * Called when the store cannot answer (a shared store unreachable). The limiter then lets the request
   * through: a limiter outage must not turn away every shopper's enquiry.
   */
  onStoreError?: (error: unknown) => void;
}

/**
 * One attempt's place under a limit: `ok` with `release` to take it back when the attempt turns out
 * not to count (it succeeded), or the seconds to wait when the limit was full.
 */
export type Reservation = { ok: true; release(): Promise<void> } | { ok: false; retryAfter: number };

export interface RateLimiter {
  /** Counts one hit: null while within the limit, else the seconds until the window reopens (Retry-After). */
  hit(key: string): Promise<number | null>;
  /**
   * Judges without counting: null when the key may go now, else the seconds to wait. With `hit` used
   * only for failures, `limit` failures close the key for the rest of the window.
   */
  retryAfter(key: string): Promise<number | null>;
  /**
   * Counts an attempt before it is checked, atomically: of many racing attempts at most `limit` get a
   * place, whatever the store. A refused attempt takes its hit back, so it costs the key nothing.
   */
  reserve(key: string): Promise<Reservation>;
}

export function validateRule(rule: RateLimitRule): RateLimitRule {
  if (!Number.isInteger(rule.limit) || rule.limit < 1)
    throw new RangeError('rate limit: limit must be a whole number ≥ 1');
  if (!Number.isFinite(rule.windowMs) || rule.windowMs <= 0)
    throw new RangeError('rate limit: windowMs must be > 0');
  return rule;
}

/** Whole seconds until `resetAt`, at least 1 (a Retry-After of 0 invites an instant retry). */
export function secondsUntil(resetAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}

/** A fixed-window limiter over any counter store: one implementation for every limit in the platform. */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { store, name, now } = options;
  const { limit, windowMs } = validateRule(options.rule);
  const keyOf = (key: string) => `${name}\n${key}`;
  const failOpen = (error: unknown): null => {
    options.onStoreError?.(error);
    return null;
  };

  return {
    async hit(key) {
      const at = now();
      try {
        const window = await store.increment(keyOf(key), windowMs, at);
        return window.count <= limit ? null : secondsUntil(window.resetAt, at);
      } catch (error) {
        return failOpen(error);
      }
    },
    async reserve(key) {
      const at = now();
      const k = keyOf(key);
      let window: { count: number; resetAt: number };
      try {
        window = await store.increment(k, windowMs, at);
      } catch (error) {
        failOpen(error);
        return { ok: true, release: async () => {} };
      }
      const release = () =>
        store
          .release(k, window.resetAt)
          .catch(failOpen)
          .then(() => undefined);
      if (window.count <= limit) return { ok: true, release };
      await release();
      return { ok: false, retryAfter: secondsUntil(window.resetAt, at) };
    },
    async retryAfter(key) {
      const at = now();
      try {
        const window = await store.peek(keyOf(key), at);
        return window && window.count >= limit ? secondsUntil(window.resetAt, at) : null;
      } catch (error) {
        return failOpen(error);
      }
    },
  };
}
