import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Car } from '@dealer/pricing';
import { demoRegistry, type Registry } from '@dealer/site-registry';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInventory } from '../demo/inventory/generate.js';
import { writeImport } from '../inventory/import.js';
import type { ServerOptions } from '../server-options.js';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';
import { dropSchema, reachablePostgres, reachableRedis } from '../testing/services.js';

/**
 * Two server copies behind one (imagined) load balancer, on one PostgreSQL and one Redis: what a
 * shopper or a dealer does through one copy holds on the other (design: "the BFF keeps no state of its
 * own beyond caches").
 */
const postgresUrl = await reachablePostgres('the two-server-copies test');
const redisUrl = postgresUrl ? await reachableRedis('the two-server-copies test') : null;

const SITE = 'harbour-auto';
const INVENTORY = { [SITE]: 60 };
const HOUR = 3_600_000;

/** A local CRM endpoint that records every delivery (Idempotency-Key = the webhook destination's outbox row). */
async function startReceiver(): Promise<{ server: Server; url: string; keys: string[] }> {
  const keys: string[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      keys.push(String(req.headers['idempotency-key']));
      res.end('ok');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/crm`, keys };
}

function withWebhook(url: string): Registry {
  const base = demoRegistry();
  return {
    ...base,
    // The webhook alone (the demo site's mail destinations are the mail tests' business).
    sites: base.sites.map((s) =>
      s.slug === SITE
        ? { ...s, leads: { ...s.leads, webhook_url: url, adf_emails: [], notification_emails: [] } }
        : s,
    ),
  };
}

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

const lead = {
  lead: {
    name: 'Jo Citizen',
    email: 'jo@example.com',
    phone: '0412 345 678',
    postcode: '2000',
    category: 'General Enquiry',
    dealership_slug: 'harbour-toyota',
    website_slug: SITE,
    message: 'Is it still available?',
    opt_in: true,
  },
};

describe.skipIf(!postgresUrl || !redisUrl)('two server copies on one PostgreSQL and one Redis', () => {
  const schema = `bff_copies_${randomBytes(6).toString('hex')}`;
  const logs = { a: [] as string[], b: [] as string[] };
  let offset = 0;
  const now = () => new Date(TEST_NOW.getTime() + offset);
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    receiver = await startReceiver();
    const shared: Partial<ServerOptions> = {
      registry: withWebhook(receiver.url),
      reservations: { demoFallback: true, sweepIntervalMs: 100 },
      databaseUrl: postgresUrl as string,
      databaseSchema: schema,
      counters: { store: 'redis', redisUrl: redisUrl as string, redisPrefix: `test:${schema}:` },
      rateLimit: { leads: { limit: 4, windowMs: 60_000 } },
      inventorySize: INVENTORY,
      trustProxy: 1,
      now,
      outbox: { intervalMs: 100 },
      outbound: { allowLoopback: true },
    };
    a = await startTestServer({ ...shared, watchInventory: true, log: (line) => logs.a.push(line) });
    b = await startTestServer({ ...shared, log: (line) => logs.b.push(line) });
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await new Promise((done) => receiver?.server.close(done));
    if (postgresUrl) await dropSchema(postgresUrl, schema);
  });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const hits = async (server: TestServer) =>
    (await server.site(SITE)('/api/search', { headers: from('198.51.100.1') })).json<{ hits: Car[] }>().hits;

  it('should count one rate limit across both copies (Retry-After as before)', async () => {
    const post = (server: TestServer) =>
      server.site(SITE)('/api/leads', { method: 'POST', json: lead, headers: from('203.0.113.7') });
    const statuses = [];
    for (const server of [a, b, a, b]) statuses.push((await post(server)).status);
    expect(statuses).toEqual([201, 201, 201, 201]);
    const overOnA = await post(a);
    const overOnB = await post(b);
    expect([overOnA.status, overOnB.status]).toEqual([429, 429]);
    expect(Number(overOnB.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(overOnB.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address has its own allowance, on either copy.
    expect(
      (await b.site(SITE)('/api/leads', { method: 'POST', json: lead, headers: from('203.0.113.8') })).status,
    ).toBe(201);
  });

  it('should count failed dealer sign-ins from one address across both copies', async () => {
    const wrong = `Basic ${Buffer.from(`${SITE}:not-the-password`).toString('base64')}`;
    const guess = (server: TestServer) =>
      server.site(SITE)('/api/dealer/leads', { headers: { ...from('203.0.113.50'), authorization: wrong } });
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await guess(i % 2 === 0 ? a : b)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const blocked = await guess(a);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await guess(b)).status).toBe(429);
  });

  it('should deliver each outbox row to the CRM webhook exactly once while both copies run workers', async () => {
    const client = new pg.Client({ connectionString: postgresUrl as string });
    await client.connect();
    try {
      const rows = async () =>
        (
          await client.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM ${schema}.outbox WHERE site_slug = $1 AND channel = 'webhook'`,
            [SITE],
          )
        ).rows[0]?.n ?? 0;
      // Every lead event fanned out into its destinations first (the webhook rows are counted after it).
      await until('every lead event fanned out', 10_000, async () => {
        const { rows: waiting } = await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${schema}.outbox
            WHERE site_slug = $1 AND channel IS NULL AND status IN ('pending', 'retrying', 'sending')`,
          [SITE],
        );
        return waiting[0]?.n === 0 ? true : undefined;
      });
      const total = await rows();
      expect(total).toBeGreaterThanOrEqual(5);
      await until('every lead delivered', 10_000, async () =>
        receiver.keys.length >= total ? true : undefined,
      );
      await new Promise((done) => setTimeout(done, 1000)); // time for a second delivery, were there one
      expect(receiver.keys).toHaveLength(total);
      expect(new Set(receiver.keys).size).toBe(total);
      const delivered = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${schema}.outbox
          WHERE site_slug = $1 AND channel = 'webhook' AND status = 'delivered'`,
        [SITE],
      );
      expect(delivered.rows[0]?.n).toBe(total);
    } finally {
      await client.end();
    }
  });

  it("should show a hold taken through A as 'Reserved' on B within seconds, and expire it once", async () => {
    const free = (await hits(b)).find((c) => !c.reserved && c.reservable !== false && (c.price ?? 0) > 200);
    expect(free).toBeDefined();
    const id = free?.id ?? 0;
    const held = await a.site(SITE)('/api/reservations', {
      method: 'POST',
      headers: from('198.51.100.2'),
      json: { car_id: id, name: 'Jo', email: 'jo@example.com', phone: '0412 345 678', terms_agreed: true },
    });
    expect(held.status).toBe(201);
    const started = performance.now();
    await until('B reads the car as Reserved', 3000, async () =>
      (await hits(b)).find((c) => c.id === id)?.reserved ? true : undefined,
    );
    expect(performance.now() - started).toBeLessThan(2000);

    offset = 49 * HOUR; // past the longest hold (48 h for a request the dealer confirms)
    await until('B reads the car as free again', 5000, async () =>
      (await hits(b)).find((c) => c.id === id)?.reserved === false ? true : undefined,
    );
    await new Promise((done) => setTimeout(done, 500)); // more sweeps on both copies
    const expiries = [...logs.a, ...logs.b].filter((line) => /^reservations: expired \d+ hold/.test(line));
    expect(expiries).toEqual([`reservations: expired 1 hold(s) on ${SITE}`]);
  });

  it("should bound one contact's unpaid holds across both copies (the hold bounds count in the database)", async () => {
    const free = (await hits(a)).filter(
      (c) => !c.reserved && c.status === 'in_stock' && (c.price ?? 0) > 200,
    );
    expect(free.length).toBeGreaterThanOrEqual(3);
    const hold = (server: TestServer, carId: number) =>
      server.site(SITE)('/api/reservations', {
        method: 'POST',
        headers: from(`198.51.100.${10 + (carId % 200)}`),
        json: {
          car_id: carId,
          name: 'Sam',
          email: 'sam@example.com',
          phone: '0499 111 222',
          terms_agreed: true,
        },
      });
    for (const [server, car] of [
      [a, free[0]],
      [b, free[1]],
    ] as const) {
      const res = await hold(server, car?.id ?? 0);
      expect(`${res.status} ${res.text}`).toMatch(/^201/);
    }
    const third = await hold(a, free[2]?.id ?? 0);
    expect(third.status).toBe(409);
    expect(third.json()).toMatchObject({ reason: 'hold_limit', limit: { per: 'contact', max: 2 } });
  });

  it('should swap a stock change imported through A into B within seconds', async () => {
    const site = demoRegistry().sites.find((s) => s.slug === SITE);
    const dealershipId = site?.dealership_id ?? 0;
    const cars =
      demoInventory(demoRegistry().sites, { now: TEST_NOW, size: INVENTORY }).get(dealershipId) ?? [];
    const shown = new Set((await hits(b)).map((c) => c.id));
    const car = cars.find((c) => shown.has(c.id) && c.price !== null);
    expect(car).toBeDefined();
    const price = (car?.price ?? 0) + 1234;
    const feed = cars.map((c) => (c.id === car?.id ? { ...c, price } : c));
    const started = performance.now();
    writeImport(a.dataDir, dealershipId, feed, 'two-copies.test', new Date());
    await until('A swaps the feed in', 5000, async () =>
      (await hits(a)).find((c) => c.id === car?.id)?.price === price ? true : undefined,
    );
    await until('B swaps the feed in', 5000, async () =>
      (await hits(b)).find((c) => c.id === car?.id)?.price === price ? true : undefined,
    );
    expect(performance.now() - started).toBeLessThan(4000);
    // The same stock is the same version on both copies: a search's ETag from A is good on B.
    const etag = async (server: TestServer) =>
      (await server.site(SITE)('/api/search', { headers: from('198.51.100.1') })).headers.etag;
    const fromA = await etag(a);
    expect(fromA).toMatch(/^W\//);
    expect(await etag(b)).toBe(fromA);
  });
});
