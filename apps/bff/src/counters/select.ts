import { type CounterStore, createMemoryCounterStore } from '@dealer/rate-limit';
import type { SqlDatabase } from '../store/sql.js';
import { postgresCounterStore } from './postgres.js';
import { redisCounterStore } from './redis.js';

/** Where rate limits and sign-in throttles count (RATE_LIMIT_STORE). */
export const COUNTER_STORE_KINDS = ['memory', 'postgres', 'redis'] as const;
export type CounterStoreKind = (typeof COUNTER_STORE_KINDS)[number];

export interface CounterSettings {
  /** Default: redis when `redisUrl` is set, else postgres when the store is PostgreSQL, else memory. */
  store?: CounterStoreKind | string | undefined;
  /** REDIS_URL, e.g. redis://127.0.0.1:6379. */
  redisUrl?: string | undefined;
  /** Put before every Redis key (REDIS_KEY_PREFIX); default 'dealer:rate:'. */
  redisPrefix?: string | undefined;
}

/** A configuration the server cannot start with; the message names the setting to change. */
export class CounterStoreConfigError extends Error {}

/**
 * The counter store every limit of this copy counts in: memory when the copy runs alone; PostgreSQL
 * (the server's own database) or Redis when several copies must share one limit.
 */
export function openCounterStore(settings: CounterSettings, db: SqlDatabase): CounterStore {
  const kind =
    settings.store || (settings.redisUrl ? 'redis' : db.kind === 'postgres' ? 'postgres' : 'memory');
  if (!(COUNTER_STORE_KINDS as readonly string[]).includes(kind)) {
    throw new CounterStoreConfigError(
      `RATE_LIMIT_STORE must be one of ${COUNTER_STORE_KINDS.join(', ')}, got '${kind}'`,
    );
  }
  if (kind === 'redis') {
    if (!settings.redisUrl)
      throw new CounterStoreConfigError(
        'RATE_LIMIT_STORE=redis needs REDIS_URL (e.g. redis://127.0.0.1:6379)',
      );
    return redisCounterStore({ url: settings.redisUrl, prefix: settings.redisPrefix });
  }
  if (kind === 'postgres') {
    // PGlite is one process's database: counting there would look shared and not be.
    if (db.kind !== 'postgres')
      throw new CounterStoreConfigError(
        'RATE_LIMIT_STORE=postgres needs DATABASE_URL (the shared PostgreSQL)',
      );
    return postgresCounterStore(db);
  }
  return createMemoryCounterStore();
}
