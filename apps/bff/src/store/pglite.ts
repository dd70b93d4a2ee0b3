import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { lockDataFolder } from './data-lock.js';
import type { SqlDatabase } from './sql.js';

/**
 * The SQL port over PGlite: a cluster in the data folder, locked to one process, fsync'd so a commit
 * survives a crash, started from a migrated template copy.
 */

function wrapPglite(db: PGlite, onClose?: () => void): SqlDatabase {
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
    close: async () => {
      try {
        await db.close();
      } finally {
        onClose?.();
      }
    },
  };
}

let template: Promise<string> | null = null;

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
 * A fresh, migrated, cleanly shut down PGlite cluster in a folder. `initdb` on disk takes seconds; a new
 * data folder starts as a copy of this one (cached in the user's cache folder, or for this process in the
 * temp folder), then is migrated as usual. Shut down cleanly, because a copy of a running cluster starts
 * with crash recovery, which with fsync on flushes its ~1,000 files one at a time (2–7 s here).
 * `migrateTemplate` runs the migrations on the template (passed in to avoid an import cycle).
 */
function pgliteTemplate(
  migrateTemplate: (db: SqlDatabase) => Promise<unknown>,
  version: string,
): Promise<string> {
  template ??= (async () => {
    const name = `pglite-template-${pgliteVersion()}-${version}`;
    const cacheDir = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'dealer-bff');
    const cached = join(cacheDir, name);
    if (existsSync(join(cached, 'PG_VERSION'))) return cached;
    const memory = await PGlite.create();
    await migrateTemplate(wrapPglite(memory));
    const dump = await memory.dumpDataDir('none');
    await memory.close();
    const build = async (folder: string): Promise<string> => {
      const temp = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      const db = await PGlite.create(temp, { loadDataDir: dump });
      await db.close();
      try {
        renameSync(temp, folder);
      } catch (error) {
        // Another process built it first: theirs is as good as ours.
        rmSync(temp, { recursive: true, force: true });
        if (!existsSync(join(folder, 'PG_VERSION'))) throw error;
      }
      return folder;
    };
    try {
      mkdirSync(cacheDir, { recursive: true });
      return await build(cached);
    } catch {
      // A read-only home still works: the template lives in the temp folder for this process.
      return build(join(mkdtempSync(join(tmpdir(), 'dealer-bff-template-')), name));
    }
  })();
  return template;
}

/**
 * One in-process session writing small rows: PGlite's default 160 MB of shared buffers (touched as the
 * store grows) is most of its resident memory beyond the WASM code; 16 MB holds the hot lead, outbox and
 * idempotency pages (the bench measured 50–130 MB less RSS, no throughput change).
 */
const PGLITE_CONF = ['shared_buffers=16MB'];

/**
 * PGlite starts its backend with `-F` (fsync off), and Emscripten's node file system has no fsync at all
 * (fsync() is a no-op, fdatasync() too), so a COMMIT returned before its WAL reached the disk. Without
 * `-F`, with `wal_sync_method=fsync` (the one call Emscripten routes to the file system) and the file
 * system's fsync wired to the real one, every commit — one per group-commit batch of leads — is flushed
 * to disk before it returns, and checkpoints flush the data files as PostgreSQL does.
 */
const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'synchronous_commit=on',
  '-c',
  'wal_sync_method=fsync',
];

interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: { nfd?: number }) => number };
}

type EmscriptenOptions = Parameters<NodeFS['init']>[1];

class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: EmscriptenOptions) {
    const result = await super.init(pg, opts);
    const wireFsync = (mod: unknown) => {
      const nodefs = (mod as { NODEFS: EmscriptenNodeFs }).NODEFS;
      nodefs.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) fsyncSync(stream.nfd);
        return 0;
      };
    };
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [wireFsync, ...(Array.isArray(preRun) ? preRun : [preRun])];
    return result;
  }
}

/**
 * fsyncs every file and folder under `dir` (a new cluster unpacked from the template), many at a time:
 * one by one took 4–5 s for its ~1,000 files here, 32 in flight about 0.35 s.
 */
async function fsyncTree(dir: string): Promise<void> {
  const paths: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      if (entry.isDirectory() || entry.isFile()) paths.push(path);
    }
  };
  walk(dir);
  paths.push(dir);
  let next = 0;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < paths.length) await fsyncPath(paths[next++] as string);
    }),
  );
}

async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * A new cluster at `dir`: a copy of the template, on disk (fsynced) before it appears under its name, so
 * a crash while creating it leaves no half-copied cluster.
 */
async function createCluster(dir: string, template: string): Promise<void> {
  if (existsSync(dir)) {
    if (readdirSync(dir).length > 0) {
      throw new Error(`${dir} is not empty and holds no PostgreSQL cluster (no PG_VERSION): move it away`);
    }
    rmSync(dir, { recursive: true });
  }
  const staging = `${dir}.new`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(template, staging, { recursive: true });
  await fsyncTree(staging);
  renameSync(staging, dir);
  await fsyncPath(dirname(dir));
}

/**
 * PGlite in `<dataDir>/pglite`, held by this process alone (see data-lock.ts) until `close()`.
 * Throws DataFolderLockedError when another live server holds the folder.
 */
export async function openPglite(
  dataDir: string,
  migrateTemplate: (db: SqlDatabase) => Promise<unknown>,
  templateVersion: string,
): Promise<SqlDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataFolder(dataDir);
  try {
    const dir = join(dataDir, 'pglite');
    if (!existsSync(join(dir, 'PG_VERSION')))
      await createCluster(dir, await pgliteTemplate(migrateTemplate, templateVersion));
    const db = await PGlite.create({
      fs: new DurableNodeFS(dir),
      postgresqlconf: PGLITE_CONF,
      startParams: DURABLE_START_PARAMS,
    });
    return wrapPglite(db, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}
