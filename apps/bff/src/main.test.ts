import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type MainProcess, startMain, stopMain } from './testing/main-process.js';
import { ODD_SITES } from './testing/odd-sites.js';

/** `npm start` with an operator's SITES_DIR: the start-up lines name that folder's sites, never the demo's. */
describe('main (the operator start-up banner)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bff-main-sites-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'bff-main-data-'));
  let server: MainProcess | undefined;
  afterAll(async () => {
    if (server) await stopMain(server);
    rmSync(dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("names the folder's own sites and no demo site", async () => {
    const plain = ODD_SITES.find((s) => s.slug === 'plain-cars');
    writeFileSync(join(dir, 'plain-cars.json'), JSON.stringify(plain));
    server = await startMain({ dataDir, env: { SITES_DIR: dir, WEB_RENDER_WORKERS: '0' } });
    const started = Date.now();
    while (!/^Sites: /m.test(server.output()) && Date.now() - started < 10_000)
      await new Promise((done) => setTimeout(done, 50));
    expect(server.output()).toContain(`Sites: 1 from ${dir}  ·  e.g. http://plain-cars.localhost:`);
    expect(server.output()).not.toMatch(/Demo sites|harbour-auto/);
  }, 60_000);
});
