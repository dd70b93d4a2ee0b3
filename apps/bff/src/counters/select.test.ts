import { describe, expect, it } from 'vitest';
import { openPostgres } from '../store/sql.js';
import { useTestDatabase } from '../store/testing.js';
import { reachablePostgres } from '../testing/services.js';
import { CounterStoreConfigError, openCounterStore } from './select.js';

const postgresUrl = await reachablePostgres('choosing the PostgreSQL counter store');

describe('openCounterStore: where this copy counts its limits', () => {
  const lite = useTestDatabase('pglite');

  it('should count in memory on a copy alone (PGlite, nothing configured)', () => {
    expect(openCounterStore({}, lite).kind).toBe('memory');
    expect(openCounterStore({ store: 'memory', redisUrl: 'redis://127.0.0.1:6379' }, lite).kind).toBe(
      'memory',
    );
  });

  it('should choose Redis when a Redis URL is given', async () => {
    const store = openCounterStore({ redisUrl: 'redis://127.0.0.1:6379' }, lite);
    expect(store.kind).toBe('redis');
    await store.close();
  });

  it('should refuse a setting it cannot honour, naming it', () => {
    expect(() => openCounterStore({ store: 'memcached' }, lite)).toThrow(CounterStoreConfigError);
    expect(() => openCounterStore({ store: 'memcached' }, lite)).toThrow(/RATE_LIMIT_STORE must be one of/);
    expect(() => openCounterStore({ store: 'redis' }, lite)).toThrow(/REDIS_URL/);
    // PGlite is one process's database: counting there would look shared and not be.
    expect(() => openCounterStore({ store: 'postgres' }, lite)).toThrow(/DATABASE_URL/);
  });

  it.skipIf(!postgresUrl)('should count in PostgreSQL by default when the store is PostgreSQL', async () => {
    const db = await openPostgres(postgresUrl as string);
    try {
      expect(openCounterStore({}, db).kind).toBe('postgres');
      expect(openCounterStore({ store: 'memory' }, db).kind).toBe('memory');
    } finally {
      await db.close();
    }
  });
});
