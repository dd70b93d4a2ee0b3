import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataFolderLockedError, LOCK_FILE, lockDataFolder } from './data-lock.js';
import { Store } from './store.js';

const linux = existsSync('/proc/self/stat');
const bootId = linux ? readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() : null;
const startTicks = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] as string;
};

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'bff-lock-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const writeHolder = (holder: Record<string, unknown>) =>
  writeFileSync(join(folder, LOCK_FILE), JSON.stringify({ host: hostname(), startedAt: 'then', ...holder }));
const holderPid = () => JSON.parse(readFileSync(join(folder, LOCK_FILE), 'utf8')).pid as number;

describe('data folder lock', () => {
  it('should refuse a second holder, naming the folder and the holder pid, until the first releases it', () => {
    const lock = lockDataFolder(folder);
    expect(holderPid()).toBe(process.pid);
    expect(() => lockDataFolder(folder)).toThrowError(DataFolderLockedError);
    expect(() => lockDataFolder(folder)).toThrowError(
      `The data folder ${folder} is in use by another server (pid ${process.pid} `,
    );
    lock.release();
    expect(existsSync(join(folder, LOCK_FILE))).toBe(false);
    lockDataFolder(folder).release();
  });

  it('should take over a lock whose holder has exited', () => {
    const exited = spawnSync(process.execPath, ['-e', '']);
    writeHolder({ pid: exited.pid, bootId, startTicks: '1' });
    const lock = lockDataFolder(folder);
    expect(holderPid()).toBe(process.pid);
    lock.release();
  });

  it('should take over an empty or unreadable lock file (a holder killed while writing it)', () => {
    writeFileSync(join(folder, LOCK_FILE), '');
    lockDataFolder(folder).release();
    writeFileSync(join(folder, LOCK_FILE), '{"pid":');
    lockDataFolder(folder).release();
  });

  it('should refuse a lock held on another host (its pid cannot be checked from here)', () => {
    writeHolder({ pid: 1, host: 'another-host', bootId: null, startTicks: null });
    expect(() => lockDataFolder(folder)).toThrowError(/pid 1 on another-host/);
  });

  describe.runIf(linux)('pid reuse (Linux /proc)', () => {
    it('should refuse while the recorded process runs, and take over when its pid belongs to another process', async () => {
      const sleeper = spawn('sleep', ['30']);
      try {
        const pid = sleeper.pid as number;
        await new Promise((done) => setTimeout(done, 50));
        writeHolder({ pid, bootId, startTicks: startTicks(pid) });
        expect(() => lockDataFolder(folder)).toThrowError(`(pid ${pid} `);
        // Same pid, another start time: the pid was reused by a process that is not the holder.
        writeHolder({ pid, bootId, startTicks: String(Number(startTicks(pid)) - 1) });
        const lock = lockDataFolder(folder);
        expect(holderPid()).toBe(process.pid);
        lock.release();
      } finally {
        sleeper.kill('SIGKILL');
      }
    });

    it('should take over a lock written before the last reboot', () => {
      writeHolder({ pid: process.ppid, bootId: '00000000-0000-0000-0000-000000000000', startTicks: null });
      lockDataFolder(folder).release();
    });
  });
});

describe('PGlite store and the data folder lock', () => {
  it('should refuse a second store on the same folder while the first is open, and allow it after close', async () => {
    const first = await Store.open({ dataDir: folder });
    try {
      await expect(Store.open({ dataDir: folder })).rejects.toThrowError(DataFolderLockedError);
      expect(await first.ping()).toBe(true);
    } finally {
      await first.close();
    }
    const again = await Store.open({ dataDir: folder });
    await again.close();
  }, 60_000);
});
