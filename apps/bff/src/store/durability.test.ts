import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Store } from './store.js';

const hasStrace = spawnSync('strace', ['-V']).status === 0;
if (!hasStrace) console.info('[bff durability] strace is not installed: the fsync count test was skipped.');

describe('PGlite durability', () => {
  it('should run with fsync and synchronous commit on', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bff-durable-'));
    const store = await Store.open({ dataDir });
    try {
      const { rows } = await store.db.query<{ fsync: string; commit: string; method: string }>(
        `SELECT current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS commit,
                current_setting('wal_sync_method') AS method`,
      );
      expect(rows[0]).toEqual({ fsync: 'on', commit: 'on', method: 'fsync' });
    } finally {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  // The settings alone prove nothing: PGlite's file system once answered fsync() without calling the
  // kernel. The kernel's own count of fsync calls on the WAL is the proof.
  it.runIf(hasStrace)(
    'should fsync the WAL before a lead is acknowledged: once per lead one at a time, once per batch under load',
    () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'bff-durable-'));
      const trace = join(dataDir, 'fsync.trace');
      try {
        const child = resolve(dirname(fileURLToPath(import.meta.url)), '../testing/lead-writer.ts');
        const run = spawnSync(
          'strace',
          [
            '-f',
            '-y',
            '-e',
            'trace=fsync,fdatasync',
            '-o',
            trace,
            process.execPath,
            '--import',
            'tsx',
            child,
            dataDir,
            '30',
            '200',
          ],
          { cwd: dirname(child), encoding: 'utf8', timeout: 120_000 },
        );
        expect(run.status, run.stderr).toBe(0);
        const lines = readFileSync(trace, 'utf8').split('\n');
        const phase = (name: string) => lines.findIndex((line) => line.includes(`phase-${name}>`));
        const walSyncs = (from: string, to: string) =>
          lines
            .slice(phase(from), phase(to))
            .filter((line) => /(fsync|fdatasync)\(\d+<[^>]*\/pglite\/pg_wal\//.test(line)).length;
        const sequential = walSyncs('sequential', 'concurrent');
        const concurrent = walSyncs('concurrent', 'end');
        console.info(
          `[bff durability] WAL fsyncs: ${sequential} for 30 leads one at a time, ${concurrent} for 200 at once`,
        );
        expect(sequential).toBeGreaterThanOrEqual(30);
        expect(concurrent).toBeGreaterThanOrEqual(1);
        expect(concurrent).toBeLessThanOrEqual(200 / 4);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    150_000,
  );
});
