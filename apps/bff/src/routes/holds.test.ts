import { randomBytes } from 'node:crypto';
import type { Car } from '@dealer/pricing';
import { reservationBlockers } from '@dealer/reservations';
import { SORT_OPTION_ORDER } from '@dealer/search-query';
import { demoRegistry, vehicleDetailPath } from '@dealer/site-registry';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkOf } from '../http/client-network.js';
import type { ServerOptions } from '../server.js';
import { startTestServer, type TestServer, testDealerPassword } from '../testing/server.js';

/**
 * What a hold promises, over real HTTP with the web app's server rendering: a held car reads 'Reserved'
 * (§4 tag 2) wherever it shows and every other page keeps working; one active hold per car whichever site
 * it came through; request-mode holds are bounded per contact and per visitor.
 */

const databaseUrl = process.env.DATABASE_URL;

/** The stores to run on: PGlite always, PostgreSQL (a schema of its own) when DATABASE_URL is set. */
const stores: Array<[string, () => Partial<ServerOptions>]> = [['PGlite', () => ({})]];
if (databaseUrl) {
  stores.push([
    'PostgreSQL',
    () => ({ databaseUrl, databaseSchema: `bff_holds_${randomBytes(6).toString('hex')}` }),
  ]);
} else {
  console.log('[holds] PostgreSQL runs skipped: DATABASE_URL is not set (PGlite ran).');
}

async function dropSchema(options: Partial<ServerOptions>): Promise<void> {
  if (!options.databaseSchema) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${options.databaseSchema} CASCADE`);
  await client.end();
}

const registry = demoRegistry();
const siteId = (slug: string) => registry.sites.find((s) => s.slug === slug)?.id;
const siteOf = (slug: string) => {
  const site = registry.sites.find((s) => s.slug === slug);
  if (!site) throw new Error(`no demo site ${slug}`);
  return site;
};
const dealerAuth = (slug: string) => ({
  authorization: `Basic ${Buffer.from(`${slug}:${testDealerPassword(slug)}`).toString('base64')}`,
});

const contact = (extra: Record<string, unknown> = {}) => ({
  name: 'Jo Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  terms_agreed: true,
  ...extra,
});

type Client = ReturnType<TestServer['site']>;
interface SearchBody {
  hits: Car[];
  pages: number;
  totalHits: number;
}

async function search(client: Client, query = ''): Promise<SearchBody> {
  const res = await client(`/api/search${query}`);
  expect(res.status, `/api/search${query}: ${res.text.slice(0, 200)}`).toBe(200);
  return res.json<SearchBody>();
}

/** Every car of the site's default listing, page by page. */
async function allListed(client: Client, sort = ''): Promise<Car[]> {
  const first = await search(client, sort ? `?sortBy=${sort}` : '');
  const cars = [...first.hits];
  for (let page = 2; page <= first.pages; page++) {
    cars.push(...(await search(client, `?page=${page}${sort ? `&sortBy=${sort}` : ''}`)).hits);
  }
  return cars;
}

async function reservable(client: Client): Promise<Car[]> {
  const cars = await allListed(client);
  return cars.filter((car) => reservationBlockers(car, 'request').length === 0);
}

describe('a hold and then browsing the site', () => {
  let server: TestServer;
  let held: Car;
  let others: Car[];
  const slug = 'harbour-auto';
  const harbour = () => server.site(slug);

  beforeAll(async () => {
    server = await startTestServer({
      web: true,
      inventorySize: { [slug]: 150 },
      rateLimit: { leads: { limit: 1000, windowMs: 60_000 } },
      reservations: { env: {} },
    });
    const cars = await reservable(harbour());
    expect(cars.length).toBeGreaterThanOrEqual(6);
    held = cars[0] as Car;
    others = cars.slice(1);
    const res = await harbour()('/api/reservations', {
      method: 'POST',
      json: { car_id: held.id, ...contact() },
    });
    expect(res.status).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('should answer every search page and every sort with 200, the held car reserved wherever it shows', async () => {
    const first = await search(harbour());
    expect(first.pages).toBeGreaterThanOrEqual(2);
    for (const sort of ['', ...SORT_OPTION_ORDER]) {
      const cars = await allListed(harbour(), sort);
      expect(cars.length).toBe(first.totalHits);
      const mine = cars.filter((car) => car.id === held.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]?.reserved).toBe(true);
    }
  });

  it('should answer a filter whose results leave the held car out with 200', async () => {
    const make = others.find((car) => car.make !== held.make)?.make;
    expect(make).toBeDefined();
    const body = await search(harbour(), `?make=${encodeURIComponent(make ?? '')}`);
    expect(body.totalHits).toBeGreaterThan(0);
    expect(body.hits.some((car) => car.id === held.id)).toBe(false);
    const model = await search(harbour(), `?q=${encodeURIComponent(`${held.make} ${held.model}`)}`);
    expect(model.hits.find((car) => car.id === held.id)?.reserved).toBe(true);
  });

  it("should serve every other car's JSON with 200 and the held car's with reserved: true", async () => {
    const base = `/api/websites/${siteId(slug)}/cars`;
    for (const car of others.slice(0, 12)) {
      const res = await harbour()(`${base}/${car.slug}.json`);
      expect(res.status, `${car.slug}: ${res.text.slice(0, 200)}`).toBe(200);
      expect(res.json<Car>().id).toBe(car.id);
      expect(res.json<Car>().reserved).toBe(false);
    }
    for (const key of [held.slug, String(held.id)]) {
      const res = await harbour()(`${base}/${key}.json`);
      expect(res.status).toBe(200);
      expect(res.json<Car>().reserved).toBe(true);
    }
  });

  it('should render car pages (the held one reserved, offering no Reserve Now), /special-offers and /sitemap.xml with 200', async () => {
    const page = (path: string) => harbour()(path, { headers: { accept: 'text/html' } });
    for (const car of others.slice(0, 4)) {
      const res = await page(vehicleDetailPath(siteOf(slug), car.slug));
      expect(res.status, car.slug).toBe(200);
      expect(res.text).not.toMatch(/may have sold/i);
      // A reservable car that nobody holds offers Reserve Now (§4 checkout rule).
      expect(res.text).toContain(`${car.slug}/buy-online"`);
    }
    const mine = await page(vehicleDetailPath(siteOf(slug), held.slug));
    expect(mine.status).toBe(200);
    // The page's data reads reserved, so it offers no Reserve Now on the held car.
    expect(mine.text).toContain('\\"reserved\\",true');
    expect(mine.text).not.toContain(`${held.slug}/buy-online"`);
    expect((await page('/special-offers')).status).toBe(200);
    expect((await harbour()('/sitemap.xml')).status).toBe(200);
    const listing = await page(`${siteOf(slug).routes.listing_base_path}?page=2`);
    expect(listing.status).toBe(200);
  });

  it('should change the ETag of search when a hold is taken or released, and 304 while nothing changed', async () => {
    const before = await harbour()('/api/search');
    const etag = before.headers.etag ?? '';
    expect(etag).not.toBe('');
    expect((await harbour()('/api/search', { headers: { 'if-none-match': etag } })).status).toBe(304);

    const car = others[0] as Car;
    const hold = await harbour()('/api/reservations', {
      method: 'POST',
      json: { car_id: car.id, ...contact({ email: 'etag@example.com', phone: '0412 000 111' }) },
    });
    expect(hold.status).toBe(201);
    const afterHold = await harbour()('/api/search', { headers: { 'if-none-match': etag } });
    expect(afterHold.status).toBe(200);
    const heldEtag = afterHold.headers.etag ?? '';
    expect(heldEtag).not.toBe(etag);
    const single = await harbour()(`/api/websites/${siteId(slug)}/cars/${car.slug}.json`);
    expect(single.json<Car>().reserved).toBe(true);

    const id = hold.json<{ id: string }>().id;
    const cancel = await harbour()(`/api/dealer/reservations/${id}/cancel`, {
      method: 'POST',
      headers: dealerAuth(slug),
    });
    expect(cancel.status).toBe(200);
    const released = await harbour()('/api/search', { headers: { 'if-none-match': heldEtag } });
    expect(released.status).toBe(200);
    expect(
      (await harbour()(`/api/websites/${siteId(slug)}/cars/${car.slug}.json`)).json<Car>().reserved,
    ).toBe(false);
  });
});

describe.each(stores)(
  'one active hold per car across sites that list the same dealership, on %s',
  (_, store) => {
    let server: TestServer;
    const storeOptions = store();
    // bathurst-motors lists dealership 1161; central-west-auto lists 1161 and 1171 (demo registry).
    const [own, group] = ['bathurst-motors', 'central-west-auto'] as const;

    beforeAll(async () => {
      expect(siteOf(group).dealerships.map((d) => d.id)).toContain(siteOf(own).dealership_id);
      server = await startTestServer({
        ...storeOptions,
        inventorySize: { [own]: 40, 'cowra-motors': 10 },
        rateLimit: { leads: { limit: 1000, windowMs: 60_000 } },
        reservations: { env: {} },
      });
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      await dropSchema(storeOptions);
    });

    it('should let one of two sites hold a shared car and answer the other 409, the car reserved on both', async () => {
      const shared = (await reservable(server.site(own)))[0] as Car;
      const onGroup = (await allListed(server.site(group))).find((car) => car.id === shared.id);
      expect(onGroup, 'the group site lists the same car').toBeDefined();

      const first = await server.site(own)('/api/reservations', {
        method: 'POST',
        json: { car_id: shared.id, ...contact() },
      });
      expect(first.status).toBe(201);
      const second = await server.site(group)('/api/reservations', {
        method: 'POST',
        json: { car_id: shared.id, ...contact({ email: 'sam@example.com', phone: '0499 888 777' }) },
      });
      expect(second.status).toBe(409);
      expect(second.json<{ error: string }>().error).toBe('This car is already reserved.');

      for (const slug of [own, group]) {
        const hit = (await allListed(server.site(slug))).find((car) => car.id === shared.id);
        expect(hit?.reserved, slug).toBe(true);
        const single = await server.site(slug)(`/api/websites/${siteId(slug)}/cars/${shared.slug}.json`);
        expect(single.json<Car>().reserved, slug).toBe(true);
      }
    });

    it('should let exactly one of many concurrent shoppers on both sites hold a shared car', async () => {
      const cars = await reservable(server.site(own));
      const car = cars.at(-1) as Car;
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          server.site(i % 2 === 0 ? own : group)('/api/reservations', {
            method: 'POST',
            json: {
              car_id: car.id,
              ...contact({ email: `racer${i}@example.com`, phone: `0412 000 ${100 + i}` }),
            },
          }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    });
  },
);

describe.each(stores)('bounds on unpaid holds per contact, visitor and network, on %s', (_, store) => {
  let server: TestServer;
  const storeOptions = store();
  let cars: Car[];
  const slug = 'harbour-auto';
  const harbour = () => server.site(slug);
  let next = 0;
  const reserve = (contactExtra: Record<string, unknown>, headers: Record<string, string> = {}) =>
    harbour()('/api/reservations', {
      method: 'POST',
      json: { car_id: (cars[next++] as Car).id, ...contact(contactExtra) },
      headers,
    });
  const person = (i: number) => ({ email: `p${i}@example.com`, phone: `0412 555 ${100 + i}` });

  beforeAll(async () => {
    server = await startTestServer({
      ...storeOptions,
      inventorySize: { [slug]: 120 },
      rateLimit: { leads: { limit: 1000, windowMs: 60_000 } },
      reservations: { env: {} }, // the default bounds: 2 per contact, 2 per visitor, 5 per network
    });
    cars = await reservable(harbour());
    expect(cars.length).toBeGreaterThanOrEqual(10);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await dropSchema(storeOptions);
  });

  it('should hold two cars for one email or phone and refuse a third with 409 naming the limit', async () => {
    expect((await reserve({})).status).toBe(201);
    expect((await reserve({ email: 'JO@example.com', name: 'Jo C' })).status).toBe(201);
    const third = await reserve({ email: 'jo.other@example.com' }); // same phone
    expect(third.status).toBe(409);
    expect(third.json()).toMatchObject({ reason: 'hold_limit', limit: { per: 'contact', max: 2 } });
    expect(third.json<{ error: string }>().error).toMatch(/already has 2 cars on hold/);
    expect(third.json<{ error: string }>().error).toMatch(/most one person can hold at once/);
  });

  it('should refuse a third hold from one browser (visitor cookie) whatever contact it gives', async () => {
    const page = await harbour()('/', { headers: { accept: 'text/html' } });
    const cookie = (page.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/=/);
    expect((await reserve(person(1), { cookie })).status).toBe(201);
    expect((await reserve(person(2), { cookie })).status).toBe(201);
    const third = await reserve(person(3), { cookie });
    expect(third.status).toBe(409);
    expect(third.json()).toMatchObject({ reason: 'hold_limit', limit: { per: 'visitor', max: 2 } });
    expect(third.json<{ error: string }>().error).toMatch(/This browser already has 2 cars on hold/);
  });

  it('should refuse holds from one network past its bound, new contacts and no cookie notwithstanding', async () => {
    // Four holds came from this address above (127.0.0.1); the bound is five.
    expect((await reserve(person(4))).status).toBe(201);
    const sixth = await reserve(person(5));
    expect(sixth.status).toBe(409);
    expect(sixth.json()).toMatchObject({ reason: 'hold_limit', limit: { per: 'address', max: 5 } });
  });

  it('should show the dealer only the holds within the bounds, each with its contact', async () => {
    const list = await harbour()('/api/dealer/reservations?status=held', { headers: dealerAuth(slug) });
    const held = list.json<{ reservations: { contact: { email: string } }[] }>().reservations;
    expect(held.map((r) => r.contact.email).sort()).toEqual(
      ['jo@example.com', 'JO@example.com', 'p1@example.com', 'p2@example.com', 'p4@example.com'].sort(),
    );
  });
});

describe('networkOf (what the per-network bound counts)', () => {
  it('should count an IPv4 address as itself and an IPv6 address by its /64', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.9');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(networkOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });
});
