import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { FeedPulls } from '../feed-pulls/settings.js';
import { Store } from '../store/store.js';

const here = dirname(fileURLToPath(import.meta.url));
const CLI = resolve(here, 'feed-pulls.ts');
const NOW = new Date('2026-03-10T23:00:00.000Z');

describe('feed-pulls CLI', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'feed-pulls-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', CLI, '--data-dir', dataDir, ...args], {
      cwd: here,
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, DATABASE_URL: '' },
    });

  it('should print a site’s pull and its last reports, never the secret', async () => {
    const store = await Store.open({ dataDir, now: () => NOW });
    const pulls = new FeedPulls(store.db);
    await pulls.save(
      'harbour-auto',
      {
        url: 'https://dms.example.com/stock.csv',
        auth: { kind: 'bearer', token: 'cli-secret-token-0123' },
        intervalMinutes: 60,
        mode: 'replace',
        enabled: true,
      },
      NOW,
    );
    await pulls.finish(
      'harbour-auto',
      {
        failures: 1,
        nextAt: new Date(NOW.getTime() + 60_000),
        ok: false,
        error: 'The feed address answered HTTP 503',
        summary: {},
      },
      NOW,
    );
    await store.close();

    const shown = run('--site', 'harbour-auto');
    expect(shown.status, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(
      'harbour-auto: https://dms.example.com/stock.csv every 60 min (replace, auth bearer)',
    );
    expect(shown.stdout).toContain('1 failures in a row');
    expect(shown.stdout).toContain('FAILED: The feed address answered HTTP 503');
    expect(shown.stdout).not.toContain('cli-secret-token');
    const none = run('--site', 'bayside-mazda');
    expect(none.status).toBe(1);
    expect(run().status).toBe(2);
  }, 120_000);
});
