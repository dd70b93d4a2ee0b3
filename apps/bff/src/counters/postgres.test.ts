import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../store/migrations.js';
import type { SqlDatabase } from '../store/sql.js';
import { openPostgres } from '../store/sql.js';
import { dropSchema, reachablePostgres } from '../testing/services.js';
import { counterStoreContract } from './contract.js';
import { postgresCounterStore } from './postgres.js';

const url = await reachablePostgres('the PostgreSQL counter store tests');
const schema = `bff_counters_${randomBytes(6).toString('hex')}`;
let db: SqlDatabase | null = null;
if (url) {
  db = await openPostgres(url, { schema });
  await migrate(db);
}

describe.skipIf(!url)('postgresCounterStore (a real PostgreSQL)', () => {
  afterAll(async () => {
    await db?.close();
    if (url) await dropSchema(url, schema);
  });
  it('should delete windows closed more than a minute ago, and keep the rest', async () => {
    const sql = db as SqlDatabase;
    const T = 1_900_000_000_000;
    await postgresCounterStore(sql).increment('purge:old', 1000, T);
    await postgresCounterStore(sql).increment('purge:recent', 100_000, T + 100_000); // closes at T+200,000
    await postgresCounterStore(sql).increment('purge:trigger', 1000, T + 230_000); // purges ≤ T+170,000
    const keys = async () =>
      (
        await sql.query<{ key: string }>(
          "SELECT key FROM rate_counters WHERE key LIKE 'purge:%' ORDER BY key",
        )
      ).rows.map((r) => r.key);
    for (let i = 0; i < 50 && (await keys()).includes('purge:old'); i++)
      await new Promise((d) => setTimeout(d, 20));
    expect(await keys()).toEqual(['purge:recent', 'purge:trigger']);
  });

  let n = 0;
  // Each test counts under its own key prefix on the one table, so tests start from empty counters.
  counterStoreContract(() => {
    const store = postgresCounterStore(db as SqlDatabase);
    const prefix = `t${n++}:`;
    return {
      ...store,
      increment: (key, windowMs, now) => store.increment(prefix + key, windowMs, now),
      peek: (key, now) => store.peek(prefix + key, now),
      release: (key, resetAt) => store.release(prefix + key, resetAt),
    };
  });
});
