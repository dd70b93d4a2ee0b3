import { type StartedServer, startServer } from '@dealer/bff/server';
import { test as base } from '@playwright/test';

/** Each Playwright worker starts its own server on a free port: no test depends on a shared live server. */
export const test = base.extend<object, { server: StartedServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument.
    async ({}, use) => {
      const server = await startServer({ port: 0 });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
