import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sampleCsvFeed } from '@dealer/stock-feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREACHABLE } from '../outbound/client.js';
import { type ConsoleClient, demoLogin, signIn } from '../testing/console.js';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';
import { dropSchema, reachablePostgres } from '../testing/services.js';

/**
 * Scheduled feed pulls over real HTTP (issue 28 item 6): a group admin names the feed in the console; a
 * local feed server (loopback, allowed by the test's opt-in) is pulled on the schedule by the server's
 * clock, with the auth header; a failure backs off, then a success imports; two copies pull once; an
 * internal address is refused with a report entry; the secret is never answered back.
 */

const GROUP = 'Central West Auto Group';
const SITE = 'bathurst-motors';
const SECRET = 'pull-secret-token-0123456789';
const MINUTE = 60_000;

interface FeedServer {
  server: Server;
  url: string;
  auth: string[];
  failNext: number;
}

async function startFeedServer(): Promise<FeedServer> {
  const feed = { auth: [] as string[], failNext: 0 } as FeedServer;
  feed.server = createServer((req, res) => {
    feed.auth.push(String(req.headers.authorization));
    if (feed.failNext > 0) {
      feed.failNext--;
      res.writeHead(503).end('DMS export not ready');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/csv' }).end(sampleCsvFeed(3));
  });
  await new Promise<void>((done) => feed.server.listen(0, '127.0.0.1', done));
  feed.url = `http://127.0.0.1:${(feed.server.address() as AddressInfo).port}/export/stock.csv`;
  return feed;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

interface Pulled {
  pull: { nextAt: string; failures: number; auth: { secretSet: boolean } } | null;
  reports: { ok: boolean; error: string | null; summary: Record<string, unknown> }[];
}

const settings = async (admin: ConsoleClient) =>
  (await admin.get(`/api/console/settings/feed-pull?site=${SITE}`)).json<Pulled>();
const reportCount = (admin: ConsoleClient, n: number) =>
  until(`report ${n}`, async () => {
    const found = await settings(admin);
    return found.reports.length >= n ? found : undefined;
  });
const save = (
  admin: ConsoleClient,
  url: string,
  auth: Record<string, string> = { kind: 'bearer', token: SECRET },
) =>
  admin.call(`/api/console/settings/feed-pull?site=${SITE}`, {
    method: 'PUT',
    json: { url, auth, intervalMinutes: 60, mode: 'upsert' },
  });
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('scheduled feed pulls on one server', () => {
  let offset = 0;
  let server: TestServer;
  let admin: ConsoleClient;
  let feed: FeedServer;
  beforeAll(async () => {
    feed = await startFeedServer();
    server = await startTestServer({
      inventorySize: { [SITE]: 5 },
      now: () => new Date(TEST_NOW.getTime() + offset),
      outbound: { allowLoopback: true },
      feedPulls: { tickMs: 50 },
    });
    admin = await signIn(server, demoLogin(server, GROUP, 'group_admin'), SITE);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await new Promise((done) => feed?.server.close(done));
  });

  it('should refuse a plain-http address that is not loopback, and a missing secret', async () => {
    const plain = await save(admin, 'http://dms.example.com/stock.csv');
    expect(plain.status).toBe(400);
    expect(plain.json<{ fields: Record<string, string> }>().fields.url).toMatch(/https/);
    const noSecret = await save(admin, 'https://dms.example.com/stock.csv', { kind: 'bearer' });
    expect(noSecret.status).toBe(400);
    expect(noSecret.json<{ fields: Record<string, string> }>().fields.auth).toBeDefined();
    expect((await save(admin, feed.url, { kind: 'digest' })).status).toBe(400);
  });

  it('should pull at once, back off after a failure, import on the retry and then keep the schedule', async () => {
    feed.failNext = 1;
    const saved = await save(admin, feed.url);
    expect(saved.status).toBe(200);
    // The secret is never answered back.
    expect(saved.text).not.toContain(SECRET);
    const first = await reportCount(admin, 1);
    expect(first.reports[0]).toMatchObject({ ok: false, error: 'The feed address answered HTTP 503' });
    expect(first.pull?.failures).toBe(1);
    expect(Date.parse(first.pull?.nextAt ?? '') - (TEST_NOW.getTime() + offset)).toBe(MINUTE);
    expect(feed.auth).toEqual([`Bearer ${SECRET}`]);
    // Not again before the back-off ends.
    await pause(400);
    expect(feed.auth).toHaveLength(1);

    offset += MINUTE;
    const second = await reportCount(admin, 2);
    expect(second.reports[0]).toMatchObject({ ok: true, error: null, summary: { applied: true, added: 3 } });
    expect(second.pull?.failures).toBe(0);
    expect(JSON.stringify(second)).not.toContain(SECRET);
    const cars = (await server.site(SITE)('/api/search')).json<{ hits: unknown[] }>();
    expect(cars.hits).toHaveLength(8);

    // The schedule: nothing at 59 minutes, a pull at 60.
    offset += 59 * MINUTE;
    await pause(400);
    expect(feed.auth).toHaveLength(2);
    offset += MINUTE;
    await reportCount(admin, 3);
    expect(feed.auth).toHaveLength(3);
  }, 60_000);

  it('should refuse an internal address through the guarded client, with a report entry', async () => {
    const before = feed.auth.length;
    expect((await save(admin, 'https://169.254.169.254/latest/stock.csv')).status).toBe(200);
    const found = await reportCount(admin, 4);
    expect(found.reports[0]).toMatchObject({ ok: false, error: UNREACHABLE });
    expect(feed.auth).toHaveLength(before);
  }, 30_000);
});

const postgresUrl = await reachablePostgres('scheduled feed pulls across two copies');

describe.skipIf(!postgresUrl)('scheduled feed pulls on two copies', () => {
  const schema = `bff_pulls_${randomBytes(6).toString('hex')}`;
  let offset = 0;
  let a: TestServer;
  let b: TestServer;
  let feed: FeedServer;
  beforeAll(async () => {
    feed = await startFeedServer();
    const shared = {
      databaseUrl: postgresUrl as string,
      databaseSchema: schema,
      inventorySize: { [SITE]: 5 },
      now: () => new Date(TEST_NOW.getTime() + offset),
      outbound: { allowLoopback: true },
      feedPulls: { tickMs: 50 },
    };
    a = await startTestServer(shared);
    b = await startTestServer(shared);
  }, 90_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await new Promise((done) => feed?.server.close(done));
    if (postgresUrl) await dropSchema(postgresUrl, schema);
  });

  it('should pull each due feed once, not once per copy', async () => {
    const admin = await signIn(a, demoLogin(a, GROUP, 'group_admin'), SITE);
    expect((await save(admin, feed.url)).status).toBe(200);
    await reportCount(admin, 1);
    await pause(500);
    expect(feed.auth).toHaveLength(1);
    offset += 60 * MINUTE;
    await reportCount(admin, 2);
    await pause(500);
    expect(feed.auth).toHaveLength(2);
  }, 60_000);
});
