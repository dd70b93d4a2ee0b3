import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFormTokens } from '@dealer/bot-protection';
import { demoDealerPassword } from '../http/dealer-auth.js';
import { type ServerOptions, type StartedServer, startServer } from '../server.js';
import { siteClient } from './http.js';

/** A fixed clock for tests: Tuesday 10:00 in Sydney. */
export const TEST_NOW = new Date('2026-03-10T23:00:00.000Z');

const TEST_DEALER_SECRET = 'test-dealer-secret';

/** A site's dealer password on a test server (demo logins derived from the test secret). */
export function testDealerPassword(slug: string): string {
  return demoDealerPassword(TEST_DEALER_SECRET, slug);
}

/** The Authorization header of a site's dealer on a test server. */
export function dealerAuth(slug: string): { authorization: string } {
  return { authorization: `Basic ${Buffer.from(`${slug}:${testDealerPassword(slug)}`).toString('base64')}` };
}

/** The form-token secret of every test server (tests sign the tokens a page would have carried). */
export const TEST_FORM_TOKEN_SECRET = 'test-form-token-secret-0123456789';

/** A form start token as a page rendered `msAgo` before the test clock would carry (§1 bot protection). */
export function testFormToken(msAgo: number): Promise<string> {
  return createFormTokens({ secret: TEST_FORM_TOKEN_SECRET, now: () => TEST_NOW.getTime() }).issue(
    TEST_NOW.getTime() - msAgo,
  );
}

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
    dealerSecret: TEST_DEALER_SECRET,
    demoDealerLogins: true,
    web: false,
    watchInventory: false,
    formTokenSecret: TEST_FORM_TOKEN_SECRET,
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
