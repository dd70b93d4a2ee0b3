import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failuresBefore, startLoad, until } from '../testing/drain-load.js';
import { startMain } from '../testing/main-process.js';
import { checkStore } from '../testing/store-check.js';

/**
 * SIGTERM under load (issue 35 item 2): the real server (`src/main.ts` in a child process, PGlite in a temp
 * data folder) with page GETs, searches and lead POSTs on keep-alive sockets. Every request written before
 * the signal is answered (0 resets), every lead answered 201 is in the store afterwards (0 lost), readiness
 * answers 503 during the drain and the process exits 0 within the grace period.
 */

const GRACE_MS = 10_000;

describe('SIGTERM under load', () => {
  it('should answer every request sent before the signal, lose no acknowledged lead and exit 0 in the grace period', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bff-drain-'));
    const target = { dataDir, env: { SHUTDOWN_GRACE_MS: String(GRACE_MS), WEB_RENDER_WORKERS: '0' } };
    try {
      const server = await startMain(target);
      const load = startLoad(server.port, 6, { readiness: true });
      await until(load, (r) => r.filter((x) => x.status === 201).length >= 20, 60_000);
      const signalAt = performance.now();
      server.child.kill('SIGTERM');
      const { code } = await server.exited;
      const exitMs = performance.now() - signalAt;
      await load.stop();

      expect(failuresBefore(load.results, signalAt)).toEqual([]);
      expect(code, server.output()).toBe(0);
      expect(exitMs).toBeLessThan(GRACE_MS);
      // Readiness turned 503 (draining) on a connection open when the signal came.
      const drainingReady = load.results.filter((r) => r.kind === 'ready' && r.status === 503);
      expect(drainingReady.map((r) => JSON.parse(r.body).state)).toContain('draining');
      expect(server.output()).toMatch(/shutdown: drained in \d+ ms/);

      const acknowledged = load.results.flatMap((r) => (r.leadId ? [r.leadId] : []));
      expect(acknowledged.length).toBeGreaterThanOrEqual(20);
      const store = await checkStore(target, acknowledged);
      expect(store.missing).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
