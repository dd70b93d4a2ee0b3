import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_HEADER, sampleCsvFeed, sampleCsvRow } from '@dealer/stock-feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockRow } from '../routes/console-stock.js';
import { feedTokenName } from '../routes/stock-feed.js';
import { demoLogin, signIn } from '../testing/console.js';
import { BATHURST_ORIGIN, CENTRAL_WEST } from '../testing/console-stock.js';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';

/**
 * Issue #34 item 3 over real HTTP on the real store (PGlite): a feed import that moves a price and a
 * console price edit each leave a history row with the app clock's time; an import that repeats the
 * same prices leaves none. The first-listed date (days in stock) survives a restart and a re-import.
 */
const TOKEN = 'bathurst-feed-token-0123456789';
const SITE = 'bathurst-motors';
const DAY = 86_400_000;

describe('price history', () => {
  let server: TestServer;
  let clock = TEST_NOW;
  const dataDir = mkdtempSync(join(tmpdir(), 'price-history-'));
  const bathurst = () => server.site(SITE);
  const push = (csv: string) =>
    bathurst()('/feeds/stock?force=1', {
      method: 'POST',
      body: csv,
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${TOKEN}` },
    });
  // Signed in anew at each step: the clock moves days between them (a session would time out).
  const manager = async () => (await signIn(server, demoLogin(server, CENTRAL_WEST, 'manager'), SITE)).cookie;
  const rows = async () =>
    (await bathurst()('/api/console/stock', { headers: { cookie: await manager() } })).json<{
      cars: StockRow[];
    }>().cars;
  const carOf = async (stocknum: string) => {
    const car = (await rows()).find((row) => row.stocknum === stocknum);
    if (!car) throw new Error(`no car ${stocknum}`);
    return car;
  };
  const history = async (id: number) =>
    (await bathurst()(`/api/cars/${id}/price-history`)).json<{
      changes: { from: number; to: number; at: string }[];
    }>().changes;
  // Car 2 of the sample costs $30,838 drive away; this feed drops it by $1,500.
  const dropped = [
    SAMPLE_HEADER,
    sampleCsvRow(1),
    sampleCsvRow(2).replace('"$30,838"', '"$29,338"'),
    sampleCsvRow(3),
  ].join('\r\n');

  beforeAll(async () => {
    process.env[feedTokenName(SITE)] = TOKEN;
    server = await startTestServer({ dataDir, inventorySize: { [SITE]: 3 }, now: () => clock });
  }, 60_000);
  afterAll(async () => {
    delete process.env[feedTokenName(SITE)];
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('records nothing for new cars, nor for a re-import at the same prices', async () => {
    expect((await push(sampleCsvFeed(3))).status).toBe(200);
    clock = new Date(TEST_NOW.getTime() + DAY);
    expect((await push(sampleCsvFeed(3))).status).toBe(200);
    for (const row of await rows()) expect(await history(row.id)).toEqual([]);
  });

  it('records a price the feed moved, with the import’s time', async () => {
    clock = new Date(TEST_NOW.getTime() + 2 * DAY);
    expect((await push(dropped)).status).toBe(200);
    const car = await carOf('S00002');
    expect(await history(car.id)).toEqual([{ from: 30_838, to: 29_338, at: clock.toISOString() }]);
    expect(await history((await carOf('S00001')).id)).toEqual([]);
    // The same feed again: the price stands, no second row.
    expect((await push(dropped)).status).toBe(200);
    expect(await history(car.id)).toHaveLength(1);
  });

  it('records a console price edit, newest first', async () => {
    clock = new Date(TEST_NOW.getTime() + 3 * DAY);
    const car = await carOf('S00002');
    const edit = await bathurst()(`/api/console/stock/${car.id}`, {
      method: 'PATCH',
      json: { price: 28_000 },
      headers: { cookie: await manager(), ...BATHURST_ORIGIN },
    });
    expect(edit.status).toBe(200);
    expect((await history(car.id)).map(({ from, to }) => ({ from, to }))).toEqual([
      { from: 29_338, to: 28_000 },
      { from: 30_838, to: 29_338 },
    ]);
  });

  it('keeps the first-listed date (days in stock) across re-imports and a restart', async () => {
    // Listed at TEST_NOW; three days on (and three imports later) in the site's zone.
    expect((await carOf('S00001')).daysInStock).toBe(3);
    await server.close();
    server = await startTestServer({ dataDir, inventorySize: { [SITE]: 3 }, now: () => clock });
    expect((await carOf('S00001')).daysInStock).toBe(3);
    expect(await history((await carOf('S00002')).id)).toHaveLength(2);
  });

  it('answers 404 for a car the site does not have', async () => {
    expect((await bathurst()('/api/cars/999999999/price-history')).status).toBe(404);
  });
});
