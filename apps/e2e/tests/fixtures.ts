import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StartedServer, startServer } from '@dealer/bff/server';
import { test as base } from '@playwright/test';

/**
 * Each Playwright worker starts its own server on a free port with a fresh data folder (PGlite) and the
 * demo inventory: no test depends on a shared live server or on another worker's leads. Sites are at
 * `http://<slug>.localhost:<port>` (Chromium resolves *.localhost to the loopback address).
 */
export const test = base.extend<
  object,
  { server: StartedServer; siteUrl: (slug: string, path?: string) => string }
>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument.
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'e2e-bff-'));
      // Pages render on a worker thread, as npm start renders them (WEB_RENDER_WORKERS, cores - 1).
      const server = await startServer({
        port: 0,
        dataDir,
        dealerSecret: 'e2e-dealer-secret',
        renderWorkers: 1,
      });
      await use(server);
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  siteUrl: [
    async ({ server }, use) => {
      await use((slug: string, path = '/') => `http://${slug}.localhost:${server.port}${path}`);
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
