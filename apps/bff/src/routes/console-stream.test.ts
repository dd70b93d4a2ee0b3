import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleClient, demoLogin, signIn } from '../testing/console.js';
import { startTestServer, type TestServer } from '../testing/server.js';
import { dropSchema, reachablePostgres } from '../testing/services.js';
import { openSse, type SseReader } from '../testing/sse.js';

/**
 * GET /api/console/leads/stream (console: lead inbox "a new lead appears without a reload"): a lead a shopper
 * posts through the real lead endpoint reaches a connected console within 5 s — only the consoles that
 * may read it — also when the lead is stored by another server copy on the same PostgreSQL.
 */

const GROUP = 'Central West Auto Group';
const SITES = ['bathurst-motors', 'central-west-auto', 'cowra-motors'];
const realNow = () => new Date();

async function shopperLead(
  server: TestServer,
  slug: string,
  name: string,
): Promise<{ id: string; sentAt: number }> {
  const sentAt = performance.now();
  const res = await server.site(slug)('/api/leads', {
    method: 'POST',
    json: {
      lead: {
        name,
        email: 'shopper@example.com',
        phone: '0412 345 678',
        category: 'General Enquiry',
        message: 'Still there?',
      },
    },
  });
  expect(res.status).toBe(201);
  return { id: res.json<{ id: string }>().id, sentAt };
}

function stream(server: TestServer, client: ConsoleClient, slug: string, query = ''): Promise<SseReader> {
  return openSse(server.port, `${slug}.localhost:${server.port}`, `/api/console/leads/stream${query}`, {
    cookie: client.cookie,
  });
}

describe('the new-lead stream on one server', () => {
  let server: TestServer;
  let siteA: string;
  let siteB: string;
  const readers: SseReader[] = [];
  beforeAll(async () => {
    server = await startTestServer({ inventorySize: 10, now: realNow });
    siteA = demoLogin(server, GROUP, 'manager').siteSlugs[0] as string;
    siteB = SITES.find((s) => s !== siteA) as string;
  }, 60_000);
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await server.close();
  });

  it('should answer 401 without a session and 404 for a site that is not the person’s', async () => {
    const anonymous = await openSse(
      server.port,
      `${SITES[0]}.localhost:${server.port}`,
      '/api/console/leads/stream',
      {},
    );
    readers.push(anonymous);
    expect(anonymous.status).toBe(401);
    const manager = await signIn(server, demoLogin(server, GROUP, 'manager'), siteA);
    const other = await stream(server, manager, siteA, `?site=${siteB}`);
    readers.push(other);
    expect(other.status).toBe(404);
  }, 30_000);

  it('should deliver a shopper’s lead within 5 s, to those who may read it only', async () => {
    const admin = await signIn(server, demoLogin(server, GROUP, 'group_admin'), siteA);
    const manager = await signIn(server, demoLogin(server, GROUP, 'manager'), siteA);
    const sales = await signIn(server, demoLogin(server, GROUP, 'salesperson'), siteA);
    const [all, mine, theirs] = await Promise.all([
      stream(server, admin, siteA),
      stream(server, manager, siteA),
      stream(server, sales, siteA),
    ]);
    readers.push(all, mine, theirs);
    expect(all.status).toBe(200);
    await all.next((e) => e.event === 'ready', 5_000);
    await mine.next((e) => e.event === 'ready', 5_000);

    const onB = await shopperLead(server, siteB, 'Bea');
    const onA = await shopperLead(server, siteA, 'Abe');
    const atAdmin = await all.next((e) => e.event === 'lead' && e.id === onA.id, 5_000);
    expect(atAdmin.at - onA.sentAt).toBeLessThan(5_000);
    expect(JSON.parse(atAdmin.data)).toMatchObject({
      id: onA.id,
      siteSlug: siteA,
      status: 'new',
      shopper: { name: 'Abe' },
    });
    await all.next((e) => e.event === 'lead' && e.id === onB.id, 5_000);
    await mine.next((e) => e.event === 'lead' && e.id === onA.id, 5_000);
    // One more poll round: the manager's stream never carries site B's lead, the salesperson's no unassigned one.
    await new Promise((done) => setTimeout(done, 1_500));
    expect(mine.events.some((e) => e.id === onB.id)).toBe(false);
    expect(theirs.events.filter((e) => e.event === 'lead')).toEqual([]);
  }, 30_000);
});

describe('the new-lead stream when the server stops', () => {
  it('should tell the console to reconnect and end the stream at once when a shutdown begins', async () => {
    const server = await startTestServer({ inventorySize: 10, now: realNow });
    const admin = await signIn(server, demoLogin(server, GROUP, 'group_admin'), SITES[0]);
    const reader = await stream(server, admin, SITES[0] as string);
    try {
      await reader.next((e) => e.event === 'ready', 5_000);
      const begun = performance.now();
      const stopped = server.shutdown();
      const told = await reader.next((e) => e.event === 'reconnect', 5_000);
      expect(told.at - begun).toBeLessThan(2_000);
      // The open stream does not hold the stop for its 15 s ping.
      await stopped;
      expect(performance.now() - begun).toBeLessThan(5_000);
      expect(server.state()).toBe('draining');
    } finally {
      reader.close();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

const postgresUrl = await reachablePostgres('the console stream across server copies');

describe.skipIf(!postgresUrl)('the new-lead stream across two server copies on one PostgreSQL', () => {
  const schema = `bff_console_${randomBytes(6).toString('hex')}`;
  let a: TestServer;
  let b: TestServer;
  let reader: SseReader | undefined;
  beforeAll(async () => {
    const shared = {
      databaseUrl: postgresUrl as string,
      databaseSchema: schema,
      inventorySize: 10,
      now: realNow,
    };
    a = await startTestServer(shared);
    b = await startTestServer(shared);
  }, 90_000);
  afterAll(async () => {
    reader?.close();
    await a?.close();
    await b?.close();
    if (postgresUrl) await dropSchema(postgresUrl, schema);
  });

  it('should bring a lead stored by copy B to a console connected to copy A within 5 s', async () => {
    const admin = await signIn(a, demoLogin(a, GROUP, 'group_admin'), SITES[0]);
    reader = await stream(a, admin, SITES[0] as string);
    await reader.next((e) => e.event === 'ready', 5_000);
    const lead = await shopperLead(b, SITES[1] as string, 'Copy');
    const event = await reader.next((e) => e.event === 'lead' && e.id === lead.id, 5_000);
    expect(event.at - lead.sentAt).toBeLessThan(5_000);
  }, 60_000);
});
