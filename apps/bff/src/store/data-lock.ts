import { closeSync, fsyncSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One server per PGlite data folder, as PostgreSQL allows one postmaster per data directory: two
 * processes writing the same WAL and btree files lose acknowledged rows and corrupt indexes. The lock
 * is a file created with O_EXCL (atomic on local file systems) holding the holder's pid, host, boot and
 * process start time; a lock whose holder is gone is recovered on the next start.
 */

export const LOCK_FILE = 'pglite.lock';

/** A second server tried to open a data folder that a live process holds. */
export class DataFolderLockedError extends Error {
  override readonly name = 'DataFolderLockedError';
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data folder ${folder} is in use by another server (pid ${holder.pid} on ${holder.host}, started ${holder.startedAt}). ` +
        'One server per data folder: stop that server first, or set DATA_DIR to another folder. ' +
        `If no such server runs, delete ${join(folder, LOCK_FILE)}.`,
    );
  }
}

export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
  /** Linux: the kernel's boot id and the process start time in clock ticks since boot (pid-reuse guard). */
  bootId: string | null;
  startTicks: string | null;
}

export interface DataFolderLock {
  readonly path: string;
  release(): void;
}

/** Paths this process holds: a second open in the same process is refused like another process's. */
const heldHere = new Set<string>();

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
}

const bootId = (): string | null => readOrNull('/proc/sys/kernel/random/boot_id');

/** Field 22 of /proc/<pid>/stat (after the parenthesised command name, which may hold spaces). */
function startTicks(pid: number): string | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (stat === null) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(text: string | null): LockHolder | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isInteger(value.pid) || typeof value.host !== 'string') return null;
    return {
      pid: value.pid as number,
      host: value.host,
      startedAt: String(value.startedAt ?? 'unknown'),
      bootId: value.bootId ?? null,
      startTicks: value.startTicks ?? null,
    };
  } catch {
    return null;
  }
}

/**
 * Whether the recorded holder still runs. A holder on another host cannot be checked, so it counts as
 * alive (a shared network folder stays refused). On this host: a different boot, a dead pid, or a pid now
 * used by a process that started at another moment all mean the holder is gone.
 */
function holderAlive(path: string, holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  const boot = bootId();
  if (holder.bootId && boot && holder.bootId !== boot) return false;
  if (holder.pid === process.pid) return heldHere.has(path);
  if (!alive(holder.pid)) return false;
  if (holder.startTicks) {
    const now = startTicks(holder.pid);
    if (now !== null && now !== holder.startTicks) return false;
  }
  return true;
}

function createExclusive(path: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(holder)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes the data folder's lock or throws DataFolderLockedError naming the folder and the holder's pid.
 * A stale lock is replaced under a short-lived breaker file, so two starters that both find it stale
 * cannot both remove it and both win.
 */
export function lockDataFolder(folder: string): DataFolderLock {
  const path = join(folder, LOCK_FILE);
  const breaker = `${path}.break`;
  const ticks = startTicks(process.pid);
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    bootId: bootId(),
    startTicks: ticks,
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    if (createExclusive(path, me)) {
      heldHere.add(path);
      return { path, release: () => release(path, me) };
    }
    const text = readOrNull(path);
    const holder = parseHolder(text);
    // A lock file being written this instant reads empty: look again before judging it.
    if (holder === null && attempt < 5) {
      sleep(20);
      continue;
    }
    if (holder && holderAlive(path, holder)) throw new DataFolderLockedError(folder, holder);
    if (!takeBreaker(breaker)) {
      sleep(20);
      continue;
    }
    try {
      // Still the same stale content now that we hold the breaker: remove it, then race for it fairly.
      if (readOrNull(path) === text) unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    } finally {
      unlinkSync(breaker);
    }
  }
  throw new Error(`Could not take the lock ${path}: it keeps changing (another server starting?)`);
}

function takeBreaker(breaker: string): boolean {
  try {
    closeSync(openSync(breaker, 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A breaker left by a process killed within its few microseconds of use.
    try {
      if (Date.now() - statSync(breaker).mtimeMs > 10_000) unlinkSync(breaker);
    } catch {
      // Gone meanwhile: the next attempt takes it.
    }
    return false;
  }
}

function release(path: string, me: LockHolder): void {
  if (!heldHere.delete(path)) return;
  const holder = parseHolder(readOrNull(path));
  // Never remove a lock another process took over (e.g. after ours was deleted by hand).
  if (holder && holder.pid === me.pid && holder.startedAt === me.startedAt) {
    try {
      unlinkSync(path);
    } catch {
      // Already gone.
    }
  }
}
