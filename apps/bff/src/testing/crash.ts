import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Acknowledged, loadAndKill, replayAcknowledged } from './lead-load.js';
import { type MainEnv, type MainProcess, secondServer, startMain, stopMain } from './main-process.js';
import { checkStore, type StoreCheck } from './store-check.js';

/**
 * Crash harness: the real server in a child process (main-process.ts), lead POSTs from many clients,
 * SIGKILL mid-load (lead-load.ts), restart on the same data folder or database, then a direct read of
 * the store (store-check.ts).
 */

/** A fresh data folder, and for PostgreSQL a fresh schema; `drop()` removes both. */
export function crashTarget(databaseUrl?: string): MainEnv & { drop(): Promise<void> } {
  const dataDir = mkdtempSync(join(tmpdir(), 'bff-crash-'));
  const databaseSchema = databaseUrl ? `bff_crash_${randomBytes(6).toString('hex')}` : undefined;
  return {
    dataDir,
    databaseUrl,
    databaseSchema,
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${databaseSchema} CASCADE`);
        await client.end();
      }
    },
  };
}

export interface CrashReport {
  store: 'pglite' | 'postgres';
  runs: number;
  acknowledged: number;
  check: StoreCheck;
}

/**
 * `runs` times: start the server, load it, SIGKILL it after a varying number of acknowledged leads (its
 * lock on a PGlite folder is left behind, naming a dead pid); then start it once more (recovery), replay a few acknowledged keys, stop it and read the store.
 */
export async function crashRuns(
  target: MainEnv,
  options: {
    runs: number;
    clients: number;
    killAfter: [number, number];
    log?: (line: string) => void;
    /** Runs beside each server's load, which is not killed before it settles (e.g. a second server). */
    whileRunning?: (server: MainProcess, run: number) => Promise<void>;
  },
): Promise<CrashReport> {
  const acknowledged: Acknowledged[] = [];
  for (let run = 0; run < options.runs; run++) {
    const server = await startMain(target);
    const during = options.whileRunning?.(server, run);
    const [low, high] = options.killAfter;
    const killAfter = low + Math.floor(Math.random() * (high - low + 1));
    const acked = await loadAndKill(server, {
      clients: options.clients,
      killAfter,
      run: `run${run}`,
      notBefore: during,
    });
    await during;
    acknowledged.push(...acked);
    options.log?.(`run ${run + 1}: ${acked.length} leads acknowledged, then SIGKILL (pid ${server.pid})`);
  }
  const server = await startMain(target);
  options.log?.(`restarted after ${options.runs} kill(s): pid ${server.pid}`);
  try {
    for (const lead of acknowledged.filter((_, i) => i % Math.ceil(acknowledged.length / 10) === 0)) {
      const id = await replayAcknowledged(server.port, lead);
      if (id !== lead.id) throw new Error(`replay of ${lead.key} answered lead ${id}, not ${lead.id}`);
    }
  } finally {
    await stopMain(server);
  }
  const check = await checkStore(
    target,
    acknowledged.map((lead) => lead.id),
  );
  return {
    store: target.databaseUrl ? 'postgres' : 'pglite',
    runs: options.runs,
    acknowledged: acknowledged.length,
    check,
  };
}

export { secondServer };
