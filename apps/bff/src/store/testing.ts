import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { NewLead } from './leads.js';
import type { SqlDatabase, SqlExecutor } from './sql.js';
import { Store } from './store.js';

/** The backends the repository tests run on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const storeKinds: ('pglite' | 'postgres')[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A fresh migrated database (a temp data folder, or a fresh PostgreSQL schema) and how to drop it. */
export async function openTestDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ db: SqlDatabase; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bff-repo-'));
  const databaseUrl = process.env.DATABASE_URL;
  const schema = `bff_test_${randomBytes(6).toString('hex')}`;
  const store = await Store.open(kind === 'postgres' ? { dataDir, databaseUrl, schema } : { dataDir });
  return {
    db: store.db,
    close: async () => {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (kind !== 'postgres') return;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

/**
 * The enclosing describe's database on `kind`: opened before its tests (beforeAll, ahead of the
 * describe's own), dropped after them. The handle forwards to it, so the describe's own beforeAll may
 * hand it to repositories; its `close` is the afterAll's.
 */
export function useTestDatabase(kind: 'pglite' | 'postgres'): SqlDatabase {
  let opened: { db: SqlDatabase; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
  });
  const current = (): SqlDatabase => {
    if (!opened) throw new Error('useTestDatabase: the database opens in beforeAll');
    return opened.db;
  };
  return {
    get kind() {
      return current().kind;
    },
    query: <T>(text: string, params?: unknown[]) => current().query<T>(text, params),
    transaction: <T>(fn: (tx: SqlExecutor) => Promise<T>) => current().transaction(fn),
    close: async () => undefined,
  };
}

export const newTestLead = (site: string, extra: Partial<NewLead> = {}): NewLead => ({
  site,
  dealershipSlug: 'd',
  category: 'General Enquiry',
  leadStatus: null,
  formCompleted: true,
  data: { name: 'Jo' },
  quarantineReason: null,
  consent: { noticeVersion: '2025-01', purposes: { marketing: true } },
  outbox: { topic: 'lead.created', payload: { event: 'lead.created' } },
  ...extra,
});
