import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Store } from '../store/store.js';
import { startTestServer, type TestServer } from './server.js';
import { dropSchema } from './services.js';

/**
 * A test server whose database refuses some audit rows for real: before the server starts, its database
 * (a PGlite data folder, or a fresh schema on DATABASE_URL's PostgreSQL) is migrated and given a CHECK
 * constraint on `audit_log`, so a console write whose entry matches `refused` (an SQL condition on the
 * row) meets a genuine constraint violation inside its transaction; one matching `refusedAtCommit` (a
 * condition on the row as `NEW`) is taken, and its transaction's COMMIT fails (a deferred constraint trigger).
 */
export interface AuditRefusingServer {
  server: TestServer;
  /** The server's log lines. */
  log: string[];
  close(): Promise<void>;
}

export async function startAuditRefusingServer(
  kind: 'pglite' | 'postgres',
  refused: string,
  options: Parameters<typeof startTestServer>[0] = {},
  refusedAtCommit?: string,
): Promise<AuditRefusingServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bff-audit-'));
  const databaseUrl = kind === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (kind === 'postgres' && !databaseUrl) throw new Error('The PostgreSQL run needs DATABASE_URL');
  const schema = databaseUrl ? `bff_audit_${randomBytes(6).toString('hex')}` : undefined;
  const store = await Store.open({ dataDir, databaseUrl, schema });
  try {
    await store.db.query(`ALTER TABLE audit_log ADD CONSTRAINT audit_refused CHECK (NOT (${refused}))`);
    if (refusedAtCommit) {
      // A deferred constraint trigger: the row goes in, and the transaction's COMMIT is what fails.
      await store.db.query(`CREATE FUNCTION audit_refused_at_commit() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'audit row refused at commit'; END $$`);
      await store.db.query(`CREATE CONSTRAINT TRIGGER audit_refused_at_commit AFTER INSERT ON audit_log
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (${refusedAtCommit})
        EXECUTE FUNCTION audit_refused_at_commit()`);
    }
  } finally {
    await store.close();
  }
  const log: string[] = [];
  const server = await startTestServer({
    ...options,
    dataDir,
    ...(databaseUrl ? { databaseUrl, databaseSchema: schema } : {}),
    log: (line) => log.push(line),
  });
  return {
    server,
    log,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
    },
  };
}
