import type { Car } from '@dealer/pricing';
import { demoRegistry, siteBySlug, soldWindowDays } from '@dealer/site-registry';
import { dmsCar, dmsExport, feedSlug, windows1252 } from '@dealer/stock-feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meiliClient } from '../search/meilisearch.js';
import { storeKinds } from '../store/testing.js';
import { type AuditRefusingServer, startAuditRefusingServer } from '../testing/audit-refusal.js';
import { BATHURST_ORIGIN, centralWestStaff } from '../testing/console-stock.js';
import { type MeiliProtocolServer, startMeiliProtocolServer } from '../testing/meili-protocol.js';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';
import type { StockRow } from './console-stock.js';
import { feedTokenName } from './stock-feed.js';

/**
 * Console, stock, reservations, content: the console's stock over real HTTP and real console sessions, on
 * PGlite and (DATABASE_URL set) PostgreSQL, whose audit_log refuses a stock.edit entry setting the price
 * to 13,579 (a real CHECK constraint) and fails the COMMIT of one setting it to 13,578 (a deferred
 * constraint trigger); and with Meilisearch (the protocol server the sync job is tested on).
 */

const SAME_ORIGIN = BATHURST_ORIGIN;
const REFUSED_PRICE = 13_579;
const REFUSED_AT_COMMIT_PRICE = 13_578;

if (!process.env.DATABASE_URL)
  console.info('[console stock] DATABASE_URL is not set: PostgreSQL run skipped.');

describe.each(storeKinds)('console stock on %s', (kind) => {
  let refusing: AuditRefusingServer;
  let server: TestServer;
  const bathurst = () => server.site('bathurst-motors');
  let as: Awaited<ReturnType<typeof centralWestStaff>>['headers'];
  const list = async (who: string, query = '') =>
    bathurst()(`/api/console/stock${query}`, { headers: as(who) });
  const edit = (who: string, id: number, json: unknown, query = '') =>
    bathurst()(`/api/console/stock/${id}${query}`, { method: 'PATCH', json, headers: as(who, SAME_ORIGIN) });
  const rowOf = async (id: number) =>
    (await list('manager')).json<{ cars: StockRow[] }>().cars.find((car) => car.id === id);
  const searchHit = async (id: number) =>
    (await bathurst()('/api/search')).json<{ hits: Car[] }>().hits.find((car) => car.id === id);

  beforeAll(async () => {
    refusing = await startAuditRefusingServer(
      kind,
      `action = 'stock.edit' AND after->>'price' = '${REFUSED_PRICE}'`,
      { inventorySize: { 'bathurst-motors': 24, 'cowra-motors': 12 } },
      `NEW.action = 'stock.edit' AND NEW.after->>'price' = '${REFUSED_AT_COMMIT_PRICE}'`,
    );
    server = refusing.server;
    ({ headers: as } = await centralWestStaff(server));
  }, 60_000);
  afterAll(async () => {
    await refusing?.close();
  });

  it('lists the site’s cars longest in stock first, with days in stock, VDP views, leads and photo', async () => {
    const res = await list('sales');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{ site: string; total: number; cars: StockRow[] }>();
    expect(body.site).toBe('bathurst-motors');
    expect(body.total).toBe(24);
    const days = body.cars.map((car) => car.daysInStock);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(body.cars[0]).toMatchObject({ vdpViews: 0, leads: 0, href: expect.stringMatching(/^\/cars\//) });
    expect(body.cars.some((car) => car.photo)).toBe(true);
  });

  it('answers 401 without a session and 404 for a site the person does not work on', async () => {
    expect((await bathurst()('/api/console/stock')).status).toBe(401);
    expect((await list('manager', '?site=cowra-motors')).status).toBe(404);
    expect((await list('admin', '?site=cowra-motors')).status).toBe(200);
    expect((await list('admin', '?site=harbour-auto')).status).toBe(404);
  });

  it('a quick price edit reaches /api/search at once, and is in the audit log', async () => {
    const car = (await list('manager')).json<{ cars: StockRow[] }>().cars[3] as StockRow;
    const res = await edit('manager', car.id, { price: 23_456 });
    expect(res.status).toBe(200);
    expect(res.json<{ car: StockRow; changed: string[] }>()).toMatchObject({
      car: { id: car.id, price: 23_456, priceText: '$23,456' },
      changed: ['price'],
    });
    expect((await searchHit(car.id))?.price).toBe(23_456);
    const detail = await bathurst()(`/api/websites/116/cars/${car.slug}.json`);
    expect(detail.status).toBe(200);
    expect(detail.json<Car>().price).toBe(23_456);
    const audit = await bathurst()('/api/console/audit?action=stock.edit', { headers: as('admin') });
    expect(audit.status).toBe(200);
    expect(audit.json<{ entries: { target: { id: string }; after: unknown }[] }>().entries).toEqual([
      expect.objectContaining({ target: { type: 'car', id: String(car.id) }, after: { price: 23_456 } }),
    ]);
  });

  it('hides a car from search, and marks one sold', async () => {
    const cars = (await list('manager')).json<{ cars: StockRow[] }>().cars;
    const [hide, sell] = [cars[5] as StockRow, cars[6] as StockRow];
    expect((await edit('manager', hide.id, { show_on_dealer_website: false })).status).toBe(200);
    expect(await searchHit(hide.id)).toBeUndefined();
    const sold = await edit('admin', sell.id, { sold: true });
    expect(sold.json<{ car: StockRow }>().car).toMatchObject({ sold: true, status: 'sold' });
  });

  it('refuses a bad edit with 400 naming the field and changes nothing', async () => {
    const car = (await list('manager')).json<{ cars: StockRow[] }>().cars[7] as StockRow;
    const res = await edit('manager', car.id, { price: -5, colour: 'red' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields).sort()).toEqual([
      'colour',
      'price',
    ]);
    expect(
      (
        await bathurst()(`/api/console/stock/${car.id}`, {
          method: 'PATCH',
          body: '{',
          headers: as('manager', { ...SAME_ORIGIN, 'content-type': 'application/json' }),
        })
      ).status,
    ).toBe(400);
    expect((await rowOf(car.id))?.price).toBe(car.price);
  });

  it('a salesperson cannot edit stock; a manager of one site gets 404 for another site’s car', async () => {
    const car = (await list('manager')).json<{ cars: StockRow[] }>().cars[8] as StockRow;
    expect((await edit('sales', car.id, { price: 19_990 })).status).toBe(404);
    const cowraCar = (await list('admin', '?site=cowra-motors')).json<{ cars: StockRow[] }>()
      .cars[0] as StockRow;
    expect((await edit('manager', cowraCar.id, { price: 19_990 }, '?site=cowra-motors')).status).toBe(404);
    expect((await edit('manager', cowraCar.id, { price: 19_990 })).status).toBe(404);
    expect((await rowOf(car.id))?.price).toBe(car.price);
  });

  it('refuses a cross-site write', async () => {
    const car = (await list('manager')).json<{ cars: StockRow[] }>().cars[9] as StockRow;
    const res = await bathurst()(`/api/console/stock/${car.id}`, {
      method: 'PATCH',
      json: { price: 12_345 },
      headers: as('manager', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
    });
    expect(res.status).toBe(403);
  });

  it('keeps the car as it was when its audit row is refused, and tells the console nothing changed', async () => {
    const shown = (await list('manager')).json<{ cars: StockRow[] }>().cars.slice(10);
    const car = shown.find((row) => row.showOnSite && !row.sold) as StockRow;
    const res = await edit('manager', car.id, { price: REFUSED_PRICE, sold: true });
    expect(res.status).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<{ error: string }>().error).toBe(
      'The car was not saved, and nothing was changed: the change and its audit log entry could not be stored. Please try again in a moment.',
    );
    expect(refusing.log.some((line) => line.includes(`/api/console/stock/${car.id} not saved`))).toBe(true);
    expect(await rowOf(car.id)).toMatchObject({ price: car.price, sold: false, status: car.status });
    const detail = await bathurst()(`/api/websites/116/cars/${car.slug}.json`);
    expect(detail.json<Car>()).toMatchObject({ price: car.price, sold: false });
    const audit = await bathurst()('/api/console/audit?action=stock.edit', { headers: as('admin') });
    const entries = audit.json<{ entries: { target: { id: string } }[] }>().entries;
    expect(entries.filter((entry) => entry.target.id === String(car.id))).toEqual([]);
    // The same car takes the next edit: nothing was left half written or locked.
    expect((await edit('manager', car.id, { price: REFUSED_PRICE + 1 })).status).toBe(200);
    expect((await rowOf(car.id))?.price).toBe(REFUSED_PRICE + 1);
  });

  it('writes the car back as it was when the commit fails after its stock file was written', async () => {
    const shown = (await list('manager')).json<{ cars: StockRow[] }>().cars.slice(12);
    const car = shown.find((row) => row.showOnSite && !row.sold) as StockRow;
    const res = await edit('manager', car.id, {
      price: REFUSED_AT_COMMIT_PRICE,
      show_on_dealer_website: false,
    });
    expect(res.status).toBe(503);
    expect(refusing.log.some((line) => line.includes('audit row refused at commit'))).toBe(true);
    expect(await rowOf(car.id)).toMatchObject({ price: car.price, showOnSite: true });
    const detail = await bathurst()(`/api/websites/116/cars/${car.slug}.json`);
    expect(detail.json<Car>()).toMatchObject({ price: car.price, show_on_dealer_website: true });
  });

  it('lists the last feed import reports', async () => {
    const res = await bathurst()('/api/console/stock/reports', { headers: as('sales') });
    expect(res.status).toBe(200);
    expect(res.json<{ reports: unknown[] }>().reports).toEqual([]);
  });
});

describe('console stock with Meilisearch', () => {
  let meili: MeiliProtocolServer;
  let server: TestServer;
  const log: string[] = [];
  let as: Awaited<ReturnType<typeof centralWestStaff>>['headers'];
  const bathurst = () => server.site('bathurst-motors');
  const cars = async () =>
    (await bathurst()('/api/console/stock', { headers: as('manager') })).json<{ cars: StockRow[] }>().cars;
  const edit = (id: number, json: unknown) =>
    bathurst()(`/api/console/stock/${id}`, { method: 'PATCH', json, headers: as('manager', SAME_ORIGIN) });

  beforeAll(async () => {
    meili = await startMeiliProtocolServer();
    await meiliClient(meili.url).createIndex('Car_production', { primaryKey: 'id' }).waitTask();
    server = await startTestServer({
      inventorySize: { 'bathurst-motors': 12 },
      meiliUrl: meili.url,
      meiliTimeoutMs: 2000,
      log: (line) => log.push(line),
    });
    ({ headers: as } = await centralWestStaff(server));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await meili?.close();
  });

  it('puts the edited car into the Meilisearch index as one document update', async () => {
    const car = (await cars())[2] as StockRow;
    meili.requests.length = 0;
    expect((await edit(car.id, { price: 24_680 })).status).toBe(200);
    expect(meili.requests.map((r) => r.call)).toContain('POST /indexes/Car_production/documents');
    expect((await edit(car.id, { show_on_dealer_website: false })).status).toBe(200);
    const documents = meili.indexes.get('Car_production')?.documents as Car[];
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ id: car.id, price: 24_680, show_on_dealer_website: false });
  });

  it('keeps the edit when Meilisearch cannot take it, and logs that the next sync carries it', async () => {
    const car = (await cars())[3] as StockRow;
    await meili.close();
    const res = await edit(car.id, { price: 21_000 });
    expect(res.status).toBe(200);
    expect((await cars()).find((row) => row.id === car.id)?.price).toBe(21_000);
    expect(log.some((line) => line.includes(`car ${car.id} was edited but not pushed to meilisearch`))).toBe(
      true,
    );
  });
});

describe('the dealer wins over the feed where they chose to (issue #28 item 5)', () => {
  const TOKEN = 'bathurst-feed-token-0123456789';
  let server: TestServer;
  let clock = TEST_NOW;
  let as: Awaited<ReturnType<typeof centralWestStaff>>['headers'];
  const bathurst = () => server.site('bathurst-motors');
  const push = (text: string, query = '') =>
    bathurst()(`/feeds/stock${query}`, {
      method: 'POST',
      body: Buffer.from(windows1252(text)),
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${TOKEN}` },
    });
  const feed = (change: (text: string) => string = (t) => t) =>
    change(new TextDecoder('windows-1252').decode(dmsExport(10)));
  const rowOf = async (stocknum: string) =>
    (await bathurst()('/api/console/stock', { headers: as('manager') }))
      .json<{ cars: StockRow[] }>()
      .cars.find((car) => car.stocknum === stocknum) as StockRow;
  const carOf = async (n: number) =>
    (await bathurst()(`/api/websites/116/cars/${feedSlug(dmsCar(n))}.json`)).json<Car>();
  const listed = async (stocknum: string) =>
    (await bathurst()('/api/search')).json<{ hits: Car[] }>().hits.some((car) => car.stocknum === stocknum);

  beforeAll(async () => {
    process.env[feedTokenName('bathurst-motors')] = TOKEN;
    server = await startTestServer({ inventorySize: { 'bathurst-motors': 12 }, now: () => clock });
    ({ headers: as } = await centralWestStaff(server));
    expect((await push(feed(), '?force=1')).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    delete process.env[feedTokenName('bathurst-motors')];
    await server?.close();
  });

  it('a console edit of price and visibility locks them through the next feed; unlock gives them back', async () => {
    const row = await rowOf('U1004');
    const edited = await bathurst()(`/api/console/stock/${row.id}`, {
      method: 'PATCH',
      json: { price: 12_345, show_on_dealer_website: false },
      headers: as('manager', SAME_ORIGIN),
    });
    expect(edited.status).toBe(200);
    expect(Object.keys(edited.json<{ car: StockRow }>().car.locks).sort()).toEqual([
      'price',
      'show_on_dealer_website',
    ]);

    const next = await push(feed((t) => t.replace(/Glacier White/g, 'Silver')));
    expect(next.status).toBe(200);
    expect(next.json<{ locked: unknown[] }>().locked).toEqual([
      { stocknum: 'U1004', fields: ['price', 'show_on_dealer_website'] },
    ]);
    expect(next.json<{ updated: string[] }>().updated).toContain('U1004');
    expect(await rowOf('U1004')).toMatchObject({
      price: 12_345,
      showOnSite: false,
      locks: { price: expect.any(String) },
    });
    expect((await carOf(3)).colour).toBe('Silver');

    const unlock = (field: string) =>
      bathurst()(`/api/console/stock/${row.id}/locks/${field}`, {
        method: 'DELETE',
        headers: as('manager', SAME_ORIGIN),
      });
    expect((await unlock('colour')).status).toBe(400);
    const unlocked = await unlock('price');
    expect(unlocked.status).toBe(200);
    expect(Object.keys(unlocked.json<{ car: StockRow }>().car.locks)).toEqual(['show_on_dealer_website']);
    expect((await push(feed())).status).toBe(200);
    expect(await rowOf('U1004')).toMatchObject({ price: dmsCar(4).price, showOnSite: false });
  });

  it('a car the DMS keeps exporting as Sold keeps its first sold date and leaves when the sold window ends', async () => {
    const bathurstSite = siteBySlug(demoRegistry(), 'bathurst-motors');
    if (!bathurstSite) throw new Error('no bathurst-motors');
    const windowDays = soldWindowDays(bathurstSite);
    expect(windowDays).toBeGreaterThan(1);
    const sold = feed((t) => t.replace(/^(U1005,.*),Available,/m, '$1,Sold,'));
    const start = clock;
    expect((await push(sold)).status).toBe(200);
    const soldAt = Math.floor(start.getTime() / 1000);
    expect(await carOf(5)).toMatchObject({ sold: true, sold_date_timestamp: soldAt });
    expect(await listed('U1005')).toBe(true);

    clock = new Date(start.getTime() + 86_400_000);
    const again = await push(sold);
    expect(again.status).toBe(200);
    expect((await carOf(5)).sold_date_timestamp).toBe(soldAt);
    expect(await listed('U1005')).toBe(true);

    clock = new Date(start.getTime() + (windowDays * 86_400 + 3600) * 1000);
    expect((await push(sold)).status).toBe(200);
    // Past the window the car leaves the listing (and its page); the rest of the feed stays listed.
    expect(await listed('U1005')).toBe(false);
    expect(await listed('U1006')).toBe(true);
  });
});
