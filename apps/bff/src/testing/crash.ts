import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import pg from 'pg';
import { lockDataFolder } from '../store/data-lock.js';
import { httpCall } from './http.js';

/**
 * Crash harness: the real server (`src/main.ts`, as `npm start` runs it) in a child process, lead POSTs
 * from many clients, SIGKILL mid-load, restart on the same data folder or database, then a direct read
 * of the store: every acknowledged lead there exactly once, and every btree index agreeing with its
 * table (amcheck, plus index scan versus sequential scan).
 */

const MAIN = resolve(dirname(fileURLToPath(import.meta.url)), '../main.ts');
const SITE = 'harbour-auto';

export interface MainProcess {
  port: number;
  pid: number;
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface MainEnv {
  dataDir: string;
  databaseUrl?: string;
  databaseSchema?: string;
}

function mainEnv(target: MainEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: target.dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    INVENTORY_SIZE: '12',
    // Each load client sends its own X-Forwarded-For address, so the per-IP lead limit is not what's tested.
    TRUST_PROXY: '1',
    DATABASE_URL: target.databaseUrl ?? '',
    DATABASE_SCHEMA: target.databaseSchema ?? '',
  };
  return env;
}

/** Spawns `src/main.ts` (through tsx, so the code under test is the source, not a stale build). */
export function spawnMain(target: MainEnv): MainProcess & { listening: Promise<number> } {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: dirname(MAIN),
    env: mainEnv(target),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const listening = new Promise<number>((resolvePort, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(text);
      if (match) resolvePort(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code, signal }) =>
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${text}`)),
    );
  });
  const handle = {
    port: 0,
    pid: child.pid ?? 0,
    child,
    output: () => text,
    exited,
    listening,
  };
  void listening.then(
    (port) => {
      handle.port = port;
    },
    () => undefined,
  );
  return handle;
}

export async function startMain(target: MainEnv): Promise<MainProcess> {
  const started = spawnMain(target);
  const timer = setTimeout(() => started.child.kill('SIGKILL'), 90_000);
  try {
    await started.listening;
  } finally {
    clearTimeout(timer);
  }
  return started;
}

export async function stopMain(server: MainProcess): Promise<void> {
  server.child.kill('SIGTERM');
  const { code } = await server.exited;
  if (code !== 0) throw new Error(`server did not stop cleanly (${code}):\n${server.output()}`);
}

const leadBody = (n: number) => ({
  lead: {
    name: `Crash ${n}`,
    email: `crash${n}@example.com`,
    phone: '0412 345 678',
    category: 'General Enquiry',
    message: 'Crash test lead',
  },
});

function postLead(port: number, n: number, key: string, client: number) {
  return httpCall(port, `${SITE}.localhost:${port}`, '/api/leads', {
    method: 'POST',
    json: leadBody(n),
    headers: {
      'idempotency-key': key,
      origin: `http://${SITE}.localhost:${port}`,
      'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    },
  });
}

export interface Acknowledged {
  id: string;
  key: string;
  n: number;
}

/**
 * POSTs leads from `clients` concurrent clients and SIGKILLs the server once `killAfter` were
 * acknowledged (and `notBefore` has settled), with requests still in flight. Returns every lead answered 201 before the kill.
 */
export async function loadAndKill(
  server: MainProcess,
  options: { clients: number; killAfter: number; run: string; notBefore?: Promise<unknown> },
): Promise<Acknowledged[]> {
  const acknowledged: Acknowledged[] = [];
  let killed = false;
  let mayKill = options.notBefore === undefined;
  const allowKill = () => {
    mayKill = true;
  };
  options.notBefore?.then(allowKill, allowKill);
  let next = 0;
  let nonCreated = 0;
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      while (!killed) {
        const n = next++;
        const key = `${options.run}-${n}`;
        try {
          const res = await postLead(server.port, n, key, n);
          if (res.status === 201) acknowledged.push({ id: String(res.json().id), key, n });
          else nonCreated++;
        } catch {
          // The connection died with the server: this lead was never acknowledged.
        }
        if (!killed && mayKill && acknowledged.length >= options.killAfter) {
          killed = true;
          server.child.kill('SIGKILL');
        }
        if (nonCreated > 50) throw new Error(`too many non-201 answers (client ${client})`);
      }
    }),
  );
  const { signal } = await server.exited;
  if (signal !== 'SIGKILL') throw new Error(`expected the server to die of SIGKILL, got ${signal}`);
  return acknowledged;
}

/** A replay of an acknowledged lead's Idempotency-Key after the restart answers with the same lead. */
export async function replayAcknowledged(port: number, lead: Acknowledged): Promise<string> {
  const res = await postLead(port, lead.n, lead.key, 1);
  if (res.status >= 300) throw new Error(`replay of ${lead.key} answered ${res.status}: ${res.text}`);
  return String(res.json().id);
}

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

/** Starts a second server on `target` while `running` holds it; resolves with its exit code and output. */
export async function secondServer(target: MainEnv): Promise<{ code: number | null; output: string }> {
  const second = spawnMain(target);
  second.listening.catch(() => undefined);
  const timer = setTimeout(() => second.child.kill('SIGKILL'), 90_000);
  const { code } = await second.exited;
  clearTimeout(timer);
  if (code === 0 || code === null) second.child.kill('SIGKILL');
  return { code, output: second.output() };
}
