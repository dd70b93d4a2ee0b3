import { randomBytes } from 'node:crypto';
import type { Car } from '@dealer/pricing';
import {
  applyReservationMigration,
  createRequestProvider,
  createReservationService,
} from '@dealer/reservations';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';
import { HeldCars, heldOnSite } from './held-cars.js';

const car = (id: number) => ({
  id,
  slug: `car-${id}`,
  status: 'in_stock' as const,
  sold: false,
  reserved: false,
  reservable: null,
  payment_processors: [],
  reduced_price: null,
  computed_price: null,
  price: 25_000,
});

describe('HeldCars (the held set behind search and car records)', () => {
  let lite: PGlite;
  let clock = TEST_NOW;
  let monotonic = 0;
  const hold = (id: number, holdMinutes = 60) =>
    createReservationService({
      db: lite,
      provider: createRequestProvider(),
      siteSlug: 'a-site',
      now: () => clock,
      holdMinutes,
    }).reserve({
      car: car(id),
      contact: {
        name: 'Jo',
        email: `jo${id}@example.com`,
        phone: `0412 345 ${100 + id}`,
        terms_agreed: true,
      },
      successUrl: 'http://a.localhost/ok',
      cancelUrl: 'http://a.localhost/no',
    });

  beforeAll(async () => {
    lite = await PGlite.create();
    await applyReservationMigration(lite);
  }, 60_000);
  afterAll(async () => {
    await lite.close();
  });

  it('should serve one load until the TTL passes, a write here invalidates it, or a hold in it expires', async () => {
    const held = new HeldCars({ db: lite, now: () => clock, ttlMs: 1000, monotonic: () => monotonic });
    const empty = await held.current();
    expect(empty.ids.size).toBe(0);

    // Another server copy holds a car: this copy sees it once its TTL passes, not before.
    expect((await hold(1)).ok).toBe(true);
    monotonic += 999;
    expect((await held.current()).ids.has(1)).toBe(false);
    monotonic += 1;
    const one = await held.current();
    expect([...one.ids]).toEqual([1]);
    expect(one.fingerprint).not.toBe(empty.fingerprint);

    // A hold through this copy shows at once.
    expect((await hold(2, 10)).ok).toBe(true);
    held.invalidate();
    expect([...(await held.current()).ids].sort()).toEqual([1, 2]);

    // Car 2's hold ends after 10 minutes: the set reloads then, whatever the TTL.
    clock = new Date(TEST_NOW.getTime() + 10 * 60_000);
    expect([...(await held.current()).ids]).toEqual([1]);
    expect((await held.current()).fingerprint).toBe(one.fingerprint);
  });

  it('should not keep a load that began before an invalidation', async () => {
    const held = new HeldCars({ db: lite, now: () => clock, ttlMs: 60_000, monotonic: () => monotonic });
    const before = held.current();
    held.invalidate();
    const during = await hold(3);
    expect(during.ok).toBe(true);
    await before;
    expect((await held.current()).ids.has(3)).toBe(true);
  });
});

const databaseUrl = process.env.DATABASE_URL;

describe.runIf(Boolean(databaseUrl))('two server copies on one PostgreSQL', () => {
  const schema = `bff_holds_${randomBytes(6).toString('hex')}`;
  let a: TestServer;
  let b: TestServer;
  const inventory = { 'harbour-auto': 60 };

  beforeAll(async () => {
    a = await startTestServer({ databaseUrl, databaseSchema: schema, inventorySize: inventory });
    b = await startTestServer({ databaseUrl, databaseSchema: schema, inventorySize: inventory });
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it("should show a hold taken on one copy as 'Reserved' on the other within the cache's second", async () => {
    const hits = async (server: TestServer) =>
      (await server.site('harbour-auto')('/api/search')).json<{ hits: Car[] }>().hits;
    const free = (await hits(a)).find((c) => !c.reserved && c.reservable !== false && (c.price ?? 0) > 200);
    expect(free).toBeDefined();
    const id = free?.id ?? 0;
    expect((await hits(b)).find((c) => c.id === id)?.reserved).toBe(false); // b has the set cached now

    const held = await a.site('harbour-auto')('/api/reservations', {
      method: 'POST',
      json: { car_id: id, name: 'Jo', email: 'jo@example.com', phone: '0412 345 678', terms_agreed: true },
    });
    expect(held.status).toBe(201);
    const started = performance.now();
    expect((await hits(a)).find((c) => c.id === id)?.reserved).toBe(true);
    let seenAfterMs = Number.POSITIVE_INFINITY;
    while (performance.now() - started < 3000) {
      if ((await hits(b)).find((c) => c.id === id)?.reserved) {
        seenAfterMs = performance.now() - started;
        break;
      }
      await new Promise((done) => setTimeout(done, 50));
    }
    expect(seenAfterMs).toBeLessThan(1500);
    // And the other copy cannot hold it at all: the database decides, not the cache.
    const twice = await b.site('harbour-auto')('/api/reservations', {
      method: 'POST',
      json: { car_id: id, name: 'Sam', email: 'sam@example.com', phone: '0499 111 222', terms_agreed: true },
    });
    expect(twice.status).toBe(409);
  });
});

describe('heldOnSite (the held cars one site lists)', () => {
  it('should move with a hold on the site’s cars only', () => {
    const site = new Map([
      [1, {}],
      [2, {}],
    ]);
    const none = heldOnSite({ ids: new Set(), fingerprint: 'e' }, site);
    const elsewhere = heldOnSite({ ids: new Set([7, 8]), fingerprint: 'x' }, site);
    const mine = heldOnSite({ ids: new Set([7, 2]), fingerprint: 'y' }, site);
    expect(elsewhere).toBe(none);
    expect(mine).not.toBe(none);
    expect(heldOnSite({ ids: new Set([2, 9]), fingerprint: 'z' }, site)).toBe(mine);
  });
});
