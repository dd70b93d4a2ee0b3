import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleClient, demoLogin, signIn } from '../testing/console.js';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';

/**
 * "Pull now" over real HTTP (issue 28 item 6): a group admin makes the site's scheduled pull due at the
 * server's clock (the next pass takes it), audited; a manager is refused as for the rest of the feed pull;
 * a site without a pull answers 404. The pulls themselves are off here (puller.test.ts pulls).
 */

const GROUP = 'Central West Auto Group';
const SITE = 'bathurst-motors';
const MINUTE = 60_000;
let offset = 0;
let server: TestServer;
let admin: ConsoleClient;
let manager: ConsoleClient;

beforeAll(async () => {
  server = await startTestServer({
    inventorySize: { [SITE]: 2 },
    now: () => new Date(TEST_NOW.getTime() + offset),
    feedPulls: { tickMs: false },
  });
  admin = await signIn(server, demoLogin(server, GROUP, 'group_admin'), SITE);
  manager = await signIn(server, demoLogin(server, GROUP, 'manager'), SITE);
}, 60_000);
afterAll(async () => {
  await server.close();
});

const now = (site = SITE) => admin.post(`/api/console/settings/feed-pull/now?site=${site}`, {});

describe('pull now', () => {
  it('should answer 404 while the site has no pull', async () => {
    expect((await now()).status).toBe(404);
  });

  it('should make a saved pull due at the server clock, audited', async () => {
    const saved = await admin.call(`/api/console/settings/feed-pull?site=${SITE}`, {
      method: 'PUT',
      json: { url: 'https://dms.example.com/stock.csv', auth: { kind: 'none' }, intervalMinutes: 60 },
    });
    expect(saved.status).toBe(200);
    // Saved: due at once (the save's instant); seven minutes later "pull now" moves it to that instant.
    expect(saved.json<{ pull: { nextAt: string } }>().pull.nextAt).toBe(TEST_NOW.toISOString());
    offset = 7 * MINUTE;
    const answer = await now();
    expect(answer.status).toBe(200);
    expect(answer.json<{ pull: { nextAt: string } }>().pull.nextAt).toBe(
      new Date(TEST_NOW.getTime() + offset).toISOString(),
    );
    const audit = (await admin.get('/api/console/audit?limit=500')).json<{ entries: { action: string }[] }>();
    expect(audit.entries.map((e) => e.action)).toContain('feed_pull.pull_now');
  });

  it('should refuse a manager', async () => {
    const refused = await manager.post(`/api/console/settings/feed-pull/now?site=${SITE}`, {});
    expect(refused.status).toBe(404);
  });
});

describe('the write-only secret', () => {
  const put = (json: unknown) =>
    admin.call(`/api/console/settings/feed-pull?site=${SITE}`, { method: 'PUT', json });
  const pull = async () =>
    (await admin.get(`/api/console/settings/feed-pull?site=${SITE}`)).json<{
      pull: { url: string; auth: { kind: string; secretSet: boolean } };
    }>().pull;

  it('should keep a blank secret only at the same origin, never carry it to another host', async () => {
    const bearer = (url: string, token?: string) => ({
      url,
      auth: { kind: 'bearer', ...(token ? { token } : {}) },
      intervalMinutes: 60,
    });
    expect((await put(bearer('https://dms.example.com/stock.csv', 'the-dms-secret-0123456789'))).status).toBe(
      200,
    );
    // Another file on the same host: the secret stays.
    expect((await put(bearer('https://dms.example.com/other.csv'))).status).toBe(200);
    expect(await pull()).toMatchObject({
      url: 'https://dms.example.com/other.csv',
      auth: { secretSet: true },
    });
    // Another host, port or scheme with the secret left blank: refused, naming it; nothing changed.
    for (const url of [
      'https://collector.attacker.example/',
      'https://dms.example.com:8443/stock.csv',
      'https://dms.example.com.attacker.example/stock.csv',
    ]) {
      const moved = await put(bearer(url));
      expect(moved.status, url).toBe(400);
      expect(Object.keys(moved.json<{ fields: Record<string, string> }>().fields)).toEqual(['auth']);
    }
    expect(await pull()).toMatchObject({
      url: 'https://dms.example.com/other.csv',
      auth: { secretSet: true },
    });
    // With the secret typed again, the move is the dealer's own.
    expect(
      (await put(bearer('https://new-dms.example.net/stock.csv', 'the-new-dms-secret-0001'))).status,
    ).toBe(200);
  });
});
