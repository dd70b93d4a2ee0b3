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

export { openPglite } from './pglite.js';

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
