/**
 * Where the counters live. Every limit and throttle counts through this one port: in process memory when
 * a single server copy runs, or in a store every copy shares (PostgreSQL, Redis) so that copies behind a
 * load balancer enforce one limit, not one each.
 *
 * A counter is a fixed window that opens at a key's first hit and lasts `windowMs`; the caller passes
 * the clock reading, so every store judges time the same way (and tests can stop it).
 */
export interface WindowCount {
  /** Hits in the key's current window, this one included. */
  count: number;
  /** Epoch milliseconds when the window closes and the count starts again. */
  resetAt: number;
}

export interface CounterStore {
  /** 'memory', 'postgres', 'redis': shown in logs and the health check. */
  readonly kind: string;
  /**
   * Counts one hit for `key`, atomically across everyone using the store, opening a new window when
   * there is none or the last one has closed at `now`.
   */
  increment(key: string, windowMs: number, now: number): Promise<WindowCount>;
  /** The key's open window at `now` without counting, or null when it has none. */
  peek(key: string, now: number): Promise<WindowCount | null>;
  /**
   * Takes back one hit counted in the window that closes at `resetAt` (a reserved attempt that turned
   * out not to count), atomically; nothing when that window has closed or another has opened since, so
   * a late release never forgives a hit of the next window.
   */
  release(key: string, resetAt: number): Promise<void>;
  /** Releases connections the store opened itself (a no-op for one it was handed). */
  close(): Promise<void>;
}

export interface MemoryCounterStoreOptions {
  /** Keys remembered at once; the least recently hit key is forgotten first, so memory stays bounded. */
  maxKeys?: number;
}

/** The counters of one server copy, in memory: the default when nothing is shared. */
export function createMemoryCounterStore(options: MemoryCounterStoreOptions = {}): CounterStore {
  const maxKeys = options.maxKeys ?? 100_000;
  if (!Number.isInteger(maxKeys) || maxKeys < 1)
    throw new RangeError('counter store: maxKeys must be a whole number ≥ 1');
  const windows = new Map<string, WindowCount>();

  return {
    kind: 'memory',
    async increment(key, windowMs, now) {
      const open = windows.get(key);
      const next =
        open && now < open.resetAt
          ? { count: open.count + 1, resetAt: open.resetAt }
          : { count: 1, resetAt: now + windowMs };
      // Re-inserting moves the key to the back: the Map's order is least recently hit first.
      windows.delete(key);
      windows.set(key, next);
      while (windows.size > maxKeys) {
        const oldest = windows.keys().next().value;
        if (oldest === undefined) break;
        windows.delete(oldest);
      }
      return { ...next };
    },
    async peek(key, now) {
      const open = windows.get(key);
      if (!open) return null;
      if (now >= open.resetAt) {
        windows.delete(key);
        return null;
      }
      return { ...open };
    },
    async release(key, resetAt) {
      const open = windows.get(key);
      if (open && open.resetAt === resetAt && open.count > 0) open.count--;
    },
    async close() {},
  };
}
