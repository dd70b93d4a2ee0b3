import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerOptions, type StartedServer, startServer } from '../server.js';
import { siteClient } from './http.js';

/** A fixed clock for tests: Tuesday 10:00 in Sydney. */
export const TEST_NOW = new Date('2026-03-10T23:00:00.000Z');

export interface TestServer extends StartedServer {
  site(slug: string): ReturnType<typeof siteClient>;
  index: ReturnType<typeof siteClient>;
}

/** A server on a free port with its own temp data folder (PGlite) and a fixed clock. */
export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'bff-test-'));
  const server = await startServer({
    port: 0,
    now: TEST_NOW,
    dealerPassword: 'test-dealer-password',
    web: false,
    watchInventory: false,
    ...options,
    dataDir,
  });
  return {
    ...server,
    site: (slug: string) => siteClient(server.port, `${slug}.localhost`),
    index: siteClient(server.port, 'localhost'),
    close: async () => {
      await server.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
