import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The one SQL surface the store uses, over PGlite (default, a folder on disk) or PostgreSQL
 * (DATABASE_URL). Both speak the same SQL, so the same migrations and queries run on either.
 */
export interface SqlExecutor {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface SqlDatabase extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: all of it commits, or none of it. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function wrapPglite(db: PGlite): SqlDatabase {
  return {
    kind: 'pglite',
    query: async <T>(text: string, params?: unknown[]) => {
      const result = await db.query<T>(text, params);
      return { rows: result.rows };
    },
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: async <T>(text: string, params?: unknown[]) => ({
            rows: (await tx.query<T>(text, params)).rows,
          }),
        }),
      ),
    close: () => db.close(),
  };
}

let template: Promise<Blob> | null = null;

function pgliteVersion(): string {
  try {
    const require = createRequire(import.meta.url);
    const main = require.resolve('@electric-sql/pglite');
    let dir = dirname(main);
    while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
    return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/**
 * A fresh, migrated PGlite cluster as a tarball. `initdb` on disk takes seconds; a new data folder is
 * seeded from this template instead (cached per process and in the user's cache folder), then migrated
 * as usual. `migrateTemplate` runs the migrations on the template (passed in to avoid an import cycle).
 */
function pgliteTemplate(
  migrateTemplate: (db: SqlDatabase) => Promise<unknown>,
  version: string,
): Promise<Blob> {
  template ??= (async () => {
    const cacheDir = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'dealer-bff');
    const file = join(cacheDir, `pglite-template-${pgliteVersion()}-${version}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const memory = await PGlite.create();
    await migrateTemplate(wrapPglite(memory));
    const dump = await memory.dumpDataDir('none');
    await memory.close();
    try {
      mkdirSync(cacheDir, { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
      renameSync(temp, file);
    } catch {
      // A read-only home still works: the template stays in memory for this process.
    }
    return dump;
  })();
  return template;
}

/**
 * One in-process session writing small rows: PGlite's default 160 MB of shared buffers (touched as the
 * store grows) is most of its resident memory beyond the WASM code; 16 MB holds the hot lead, outbox and
 * idempotency pages (the bench measured 50–130 MB less RSS, no throughput change).
 */
const PGLITE_CONF = ['shared_buffers=16MB'];

export async function openPglite(
  dataDir: string,
  migrateTemplate: (db: SqlDatabase) => Promise<unknown>,
  templateVersion: string,
): Promise<SqlDatabase> {
  const dir = join(dataDir, 'pglite');
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  mkdirSync(dir, { recursive: true });
  const db = fresh
    ? await PGlite.create(dir, {
        loadDataDir: await pgliteTemplate(migrateTemplate, templateVersion),
        postgresqlconf: PGLITE_CONF,
      })
    : await PGlite.create(dir, { postgresqlconf: PGLITE_CONF });
  return wrapPglite(db);
}

/** PostgreSQL through a pool; `schema` (created when missing) isolates e.g. one test run. */
export async function openPostgres(url: string, options: { schema?: string } = {}): Promise<SqlDatabase> {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error('The PostgreSQL schema name must be a lowercase identifier');
  }
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    query: async <T>(text: string, params?: unknown[]) => {
      const result = await pool.query(text, params as unknown[]);
      return { rows: result.rows as T[] };
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <T>(text: string, params?: unknown[]) => ({
            rows: (await client.query(text, params as unknown[])).rows as T[],
          }),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
