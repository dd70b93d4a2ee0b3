import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockRow } from '../routes/console-stock.js';
import { BATHURST_ORIGIN, centralWestStaff } from '../testing/console-stock.js';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';

/**
 * Issue #31 sitemap lastmod from the last change: a console edit of a car's price (or details) moves its
 * <lastmod> to the edit's day (the injected clock), over real HTTP with the web app rendering sitemap.xml.
 */
describe('sitemap lastmod follows the car’s last change', () => {
  let server: TestServer;
  let as: Awaited<ReturnType<typeof centralWestStaff>>['headers'];
  let clock = TEST_NOW;
  const bathurst = () => server.site('bathurst-motors');
  const lastmods = async () => {
    const xml = (await bathurst()('/sitemap.xml')).text;
    return new Map(
      [...xml.matchAll(/<loc>[^<]*\/cars\/([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [
        m[1] as string,
        m[2] ?? null,
      ]),
    );
  };

  beforeAll(async () => {
    server = await startTestServer({
      web: true,
      demo: true,
      now: () => clock,
      inventorySize: { 'bathurst-motors': 12, 'cowra-motors': 4 },
    });
    ({ headers: as } = await centralWestStaff(server));
  }, 60_000);
  afterAll(() => server?.close());

  it('moves a car’s lastmod to the day its price was edited, and leaves the others', async () => {
    const cars = (await bathurst()('/api/console/stock', { headers: as('manager') })).json<{
      cars: StockRow[];
    }>().cars;
    const before = await lastmods();
    const today = (d: Date) => d.toISOString().slice(0, 10);
    const car = cars.find(
      (c) =>
        c.status !== 'sold' &&
        before.has(c.slug) &&
        ![null, today(TEST_NOW)].includes(before.get(c.slug) ?? null),
    );
    if (!car) throw new Error('no listed car with a lastmod');
    const other = cars.find((c) => c.id !== car.id && before.has(c.slug));
    // The next morning (a new UTC day, within the console session), the dealer drops the price.
    clock = new Date(TEST_NOW.getTime() + 2 * 3_600_000);
    const edited = await bathurst()(`/api/console/stock/${car.id}`, {
      method: 'PATCH',
      json: { price: 12_345 },
      headers: as('manager', BATHURST_ORIGIN),
    });
    expect(edited.status).toBe(200);
    const after = await lastmods();
    expect(after.get(car.slug)).toBe(today(clock));
    expect(after.get(car.slug)).not.toBe(before.get(car.slug));
    if (other) expect(after.get(other.slug)).toBe(before.get(other.slug));
  });
});
