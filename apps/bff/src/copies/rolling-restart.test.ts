import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startBalancer } from '../testing/balancer.js';
import { startLoad, until } from '../testing/drain-load.js';
import { type MainProcess, startMain, stopMain } from '../testing/main-process.js';
import { dropSchema, reachablePostgres } from '../testing/services.js';
import { checkStore } from '../testing/store-check.js';

/**
 * A rolling restart (issue 35 item 2): two copies of the real server (`src/main.ts`, child processes) on
 * one PostgreSQL (a fresh schema), behind a loopback balancer that routes by `/api/ready`. Copy A gets
 * SIGTERM under load (pages, searches, leads); copy B takes the traffic: no request fails, and every lead
 * answered 201 is in the database.
 */
const postgresUrl = await reachablePostgres('the rolling-restart test');

describe.skipIf(!postgresUrl)('two copies behind a balancer, one stopped under load', () => {
  it('should fail no request while copy A drains and copy B takes the traffic', async () => {
    const schema = `bff_rolling_${randomBytes(6).toString('hex')}`;
    const dirs = [mkdtempSync(join(tmpdir(), 'bff-roll-a-')), mkdtempSync(join(tmpdir(), 'bff-roll-b-'))];
    const env = {
      SHUTDOWN_GRACE_MS: '10000',
      WEB_RENDER_WORKERS: '0',
      // What must be equal on every copy (README: Running more than one copy).
      FORM_TOKEN_SECRET: 'rolling-restart-form-secret-0123456789',
      DEALER_SECRET: 'rolling-restart-dealer-secret',
    };
    const target = (dataDir: string) => ({
      dataDir,
      databaseUrl: postgresUrl as string,
      databaseSchema: schema,
      env,
    });
    let a: MainProcess | null = null;
    let b: MainProcess | null = null;
    try {
      // One after the other: the first migrates and seeds the schema.
      a = await startMain(target(dirs[0] as string));
      b = await startMain(target(dirs[1] as string));
      const balancer = await startBalancer([a.port, b.port]);
      const load = startLoad(balancer.port, 6);
      await until(load, (r) => r.filter((x) => x.status === 201).length >= 20, 60_000);
      const servedByB = balancer.served[1] ?? 0;
      a.child.kill('SIGTERM');
      const { code } = await a.exited;
      a = null;
      const afterExit = load.results.length;
      await until(load, (r) => r.length >= afterExit + 40, 30_000);
      await load.stop();
      await balancer.close();

      const failed = load.results
        .filter((r) => r.error !== null || (r.status !== 200 && r.status !== 201))
        .map((r) => `${r.kind}: ${r.error ?? `HTTP ${r.status} ${r.body.slice(0, 120)}`}`);
      expect(failed).toEqual([]);
      expect(code).toBe(0);
      expect(balancer.served[1]).toBeGreaterThan(servedByB + 40);
      const acknowledged = load.results.flatMap((r) => (r.leadId ? [r.leadId] : []));
      const store = await checkStore(target(dirs[1] as string), acknowledged);
      expect(store.missing).toEqual([]);
    } finally {
      if (a) a.child.kill('SIGKILL');
      if (b) await stopMain(b).catch(() => b?.child.kill('SIGKILL'));
      await dropSchema(postgresUrl as string, schema);
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
