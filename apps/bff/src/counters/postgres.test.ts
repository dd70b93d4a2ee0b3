import { randomBytes } from 'node:crypto';
import { afterAll, describe } from 'vitest';
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
  let n = 0;
  // Each test counts under its own key prefix on the one table, so tests start from empty counters.
  counterStoreContract(() => {
    const store = postgresCounterStore(db as SqlDatabase);
    const prefix = `t${n++}:`;
    return {
      ...store,
      increment: (key, windowMs, now) => store.increment(prefix + key, windowMs, now),
      peek: (key, now) => store.peek(prefix + key, now),
    };
  });
});
