import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * The PostgreSQL and Redis the developers' and CI machines run (127.0.0.1:5432 trust auth, db `test`;
 * 127.0.0.1:6379): tests of what server copies share run against them, and skip saying why when one
 * is not reachable.
 */
export const TEST_DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** The URL when PostgreSQL answers, else null (and a line saying the tests that need it are skipped). */
export async function reachablePostgres(what: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return TEST_DATABASE_URL;
  } catch (error) {
    console.warn(
      `SKIPPED ${what}: PostgreSQL at ${TEST_DATABASE_URL} is unreachable (${(error as Error).message})`,
    );
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The URL when Redis answers PING, else null (and a line saying the tests that need it are skipped). */
export async function reachableRedis(what: string): Promise<string | null> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return TEST_REDIS_URL;
  } catch (error) {
    console.warn(`SKIPPED ${what}: Redis at ${TEST_REDIS_URL} is unreachable (${(error as Error).message})`);
    return null;
  } finally {
    redis.disconnect();
  }
}

/** Drops a schema a test made on the shared PostgreSQL. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
