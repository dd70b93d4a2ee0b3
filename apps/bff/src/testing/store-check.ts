import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import pg from 'pg';
import { lockDataFolder } from '../store/data-lock.js';
import type { MainEnv } from './main-process.js';

/**
 * A direct read of a stopped server's store: every acknowledged lead there exactly once, and every btree
 * index agreeing with its table (amcheck, plus index scan versus sequential scan).
 */

export interface StoreCheck {
  leads: number;
  /** btree indexes amcheck verified. */
  indexes: number;
  missing: string[];
  duplicated: string[];
  /** Index entries that disagree with their table (amcheck messages, scan count mismatches). */
  corrupt: string[];
}

interface Reader {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

const BTREE_INDEXES = `
  SELECT c.oid::regclass::text AS name FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_am am ON am.oid = c.relam
   WHERE am.amname = 'btree' AND c.relnamespace = current_schema()::regnamespace`;

async function checkWith(read: Reader, amcheckSchema: string, ids: string[]): Promise<StoreCheck> {
  const corrupt: string[] = [];
  const indexes = await read.query<{ name: string }>(BTREE_INDEXES);
  for (const { name } of indexes) {
    try {
      await read.query(`SELECT ${amcheckSchema}.bt_index_check($1::regclass, true)`, [name]);
    } catch (error) {
      corrupt.push(`${name}: ${(error as Error).message}`);
    }
  }
  // The same rows read from the table alone and through the primary key index.
  await read.query('SET enable_indexscan = off');
  await read.query('SET enable_indexonlyscan = off');
  await read.query('SET enable_bitmapscan = off');
  const heap = await read.query<{ id: string }>('SELECT id::text AS id FROM leads');
  await read.query('RESET enable_indexscan');
  await read.query('RESET enable_indexonlyscan');
  await read.query('RESET enable_bitmapscan');
  await read.query('SET enable_seqscan = off');
  const viaIndex = await read.query<{ id: string }>(
    'SELECT id::text AS id FROM leads WHERE id = ANY($1::uuid[])',
    [ids],
  );
  const [indexCount] = await read.query<{ n: number }>('SELECT count(id)::int AS n FROM leads');
  await read.query('RESET enable_seqscan');
  if (indexCount?.n !== heap.length) {
    corrupt.push(`leads: ${heap.length} rows in the table, ${indexCount?.n} through its index`);
  }
  const seen = new Map<string, number>();
  for (const row of heap) seen.set(row.id, (seen.get(row.id) ?? 0) + 1);
  const indexed = new Set(viaIndex.map((row) => row.id));
  return {
    leads: heap.length,
    indexes: indexes.length,
    missing: ids.filter((id) => !seen.has(id) || !indexed.has(id)),
    duplicated: [...seen].filter(([, count]) => count > 1).map(([id]) => id),
    corrupt,
  };
}

/** Reads a stopped server's store directly (PGlite folder, or the PostgreSQL schema). */
export async function checkStore(target: MainEnv, ids: string[]): Promise<StoreCheck> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      if (target.databaseSchema) await client.query(`SET search_path = ${target.databaseSchema}`);
      await client
        .query(`CREATE EXTENSION IF NOT EXISTS amcheck SCHEMA ${target.databaseSchema ?? 'public'}`)
        // Another session created it at the same moment: it is there either way.
        .catch(() => undefined);
      const { rows } = await client.query<{ schema: string }>(
        "SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'amcheck'",
      );
      const read: Reader = { query: async (text, params) => (await client.query(text, params)).rows };
      return await checkWith(read, rows[0]?.schema ?? 'public', ids);
    } finally {
      await client.end();
    }
  }
  const lock = lockDataFolder(target.dataDir);
  try {
    const db = await PGlite.create(join(target.dataDir, 'pglite'), { extensions: { amcheck } });
    try {
      await db.exec('CREATE EXTENSION IF NOT EXISTS amcheck');
      const read: Reader = { query: async (text, params) => (await db.query(text, params)).rows as never };
      return await checkWith(read, 'public', ids);
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}
