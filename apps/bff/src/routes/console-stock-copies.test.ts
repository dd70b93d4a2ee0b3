import { randomBytes } from 'node:crypto';
import type { Car } from '@dealer/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerOptions } from '../server-options.js';
import { BATHURST_ORIGIN, centralWestStaff } from '../testing/console-stock.js';
import { startTestServer, type TestServer } from '../testing/server.js';
import { dropSchema, reachablePostgres } from '../testing/services.js';
import type { StockRow } from './console-stock.js';

/**
 * Console, stock, reservations, content: a quick edit made through one server copy reaches the shopper on another copy of the same
 * PostgreSQL within seconds (the edit is shared as the dealership's imported stock, inventory_feeds).
 */
const postgresUrl = await reachablePostgres('the console quick edit across server copies test');

describe.skipIf(!postgresUrl)('console quick edits across server copies', () => {
  const schema = `bff_console_stock_${randomBytes(6).toString('hex')}`;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    const shared: Partial<ServerOptions> = {
      databaseUrl: postgresUrl as string,
      databaseSchema: schema,
      inventorySize: { 'bathurst-motors': 16 },
      inventorySyncMs: 200,
    };
    a = await startTestServer(shared);
    b = await startTestServer(shared);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (postgresUrl) await dropSchema(postgresUrl, schema);
  });

  it("a price edited on one copy is on the other copy's car page within seconds", async () => {
    const { headers } = await centralWestStaff(a);
    const list = await a.site('bathurst-motors')('/api/console/stock', { headers: headers('manager') });
    const car = list
      .json<{ cars: StockRow[] }>()
      .cars.find((row) => row.showOnSite && row.status === 'in_stock') as StockRow;
    const edited = await a.site('bathurst-motors')(`/api/console/stock/${car.id}`, {
      method: 'PATCH',
      json: { price: 27_777 },
      headers: headers('manager', BATHURST_ORIGIN),
    });
    expect(edited.status).toBe(200);
    const started = performance.now();
    let price: number | null = null;
    while (performance.now() - started < 5_000 && price !== 27_777) {
      const res = await b.site('bathurst-motors')(`/api/websites/116/cars/${car.slug}.json`);
      price = res.json<Car>().price;
      if (price !== 27_777) await new Promise((done) => setTimeout(done, 100));
    }
    expect(price).toBe(27_777);
  });
});
