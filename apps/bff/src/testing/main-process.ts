import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server (`src/main.ts`, as `npm start` runs it) in a child process, for the crash harness and
 * the one-owner-per-data-folder checks: spawn, wait until it listens, stop, and a second server on the
 * same folder.
 */

const MAIN = resolve(dirname(fileURLToPath(import.meta.url)), '../main.ts');

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
  /** More environment for the child (SHUTDOWN_GRACE_MS, …). */
  env?: Record<string, string>;
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
    ...target.env,
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
