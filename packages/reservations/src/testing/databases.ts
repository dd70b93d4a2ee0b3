import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { applyReservationMigration, type SqlPort, sqlPortFromPgPool } from '../sql.js';

/*
 * Test-only (not exported). Real databases for the store tests: an in-memory PGlite (always), and
 * PostgreSQL when DATABASE_URL is set — in a schema of its own per run, dropped afterwards.
 */

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  db: SqlPort;
  /** Empties the tables: a fresh store for the next test without paying for a new database. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

const RESET = 'TRUNCATE payment_events, reservations';

export const DATABASE_URL = process.env.DATABASE_URL;

export async function openPglite(): Promise<TestDatabase> {
  const lite = await PGlite.create();
  // PGlite already has the port's shape: no adapter.
  const db: SqlPort = lite;
  await applyReservationMigration(db);
  return { name: 'pglite', db, reset: async () => void (await db.query(RESET)), close: () => lite.close() };
}

export async function openPostgres(url: string): Promise<TestDatabase> {
  const schema = `reservations_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${schema}` });
  const db = sqlPortFromPgPool(pool);
  await applyReservationMigration(db);
  return {
    name: 'postgres',
    db,
    reset: async () => void (await db.query(RESET)),
    async close() {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

/**
 * The backends to run store tests on; says so when PostgreSQL is skipped. Opening PGlite takes seconds,
 * so a test file opens each backend once (beforeAll) and resets it before every test (beforeEach).
 */
export function backends(): Array<[string, () => Promise<TestDatabase>]> {
  const list: Array<[string, () => Promise<TestDatabase>]> = [['pglite', openPglite]];
  if (DATABASE_URL) list.push(['postgres', () => openPostgres(DATABASE_URL)]);
  else
    console.info(
      '[reservations] PostgreSQL store tests skipped: DATABASE_URL is not set (PGlite tests ran).',
    );
  return list;
}

/**
 * The enclosing describe's database on one backend: opened once (beforeAll), emptied before each test
 * unless `reset: false`, closed after. Read `.db` inside tests and hooks.
 */
export function useTestDatabase(
  open: () => Promise<TestDatabase>,
  options: { reset?: boolean } = {},
): { readonly db: SqlPort } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await open();
  }, 120_000);
  if (options.reset !== false)
    beforeEach(async () => {
      await database?.reset();
    });
  afterAll(async () => {
    await database?.close();
  });
  return {
    get db() {
      if (!database) throw new Error('useTestDatabase: the database is opened in beforeAll');
      return database.db;
    },
  };
}
