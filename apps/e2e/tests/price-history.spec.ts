import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StartedServer, startServer } from '@dealer/bff/server';
import { feedSlug } from '@dealer/stock-feed';
import { expect, test } from '@playwright/test';

// Issue #34 item 3: a price the dealer's feed changes shows on the car page's history, dated, with the
// days the car has been listed. Its own server: the feed adds a car to bayside-mazda no other spec sees.
const TOKEN = 'e2e-price-history-token-0123456789';
const HEADER = 'Stock No,Make,Model,Badge,Year,Car Type,Body,Colour,Kms,Drive Away Price';
const feed = (price: string) => `${HEADER}\nPHX1,Mazda,CX-5,Maxx Sport,2023,Used,SUV,Blue,12000,"${price}"\n`;

let server: StartedServer;
let dataDir: string;
test.beforeAll(async () => {
  process.env.STOCK_FEED_TOKEN_BAYSIDE_MAZDA = TOKEN;
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-price-history-'));
  server = await startServer({ port: 0, dataDir, dealerSecret: 'e2e-dealer-secret', renderWorkers: 1 });
});
test.afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const url = (path = '/') => `http://bayside-mazda.localhost:${server.port}${path}`;

test('a price change by feed shows on the car page’s history', async ({ page, request }, info) => {
  const push = async (body: string) => {
    const answer = await request.post(`http://127.0.0.1:${server.port}/feeds/stock?mode=upsert`, {
      data: body,
      headers: {
        host: `bayside-mazda.localhost:${server.port}`,
        authorization: `Bearer ${TOKEN}`,
        'content-type': 'text/csv',
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  await push(feed('$34,990'));
  // bayside-mazda's cars live at the default vehicle base path (/cars/{slug}).
  const href = `/cars/${feedSlug({ year: 2023, make: 'Mazda', model: 'CX-5', stocknum: 'PHX1' })}`;
  await page.goto(url(href));
  const history = page.getByRole('region', { name: 'Price history' });
  await expect(history).toContainText('Listed today');
  await expect(history.getByRole('listitem')).toHaveCount(0);

  await push(feed('$33,490'));
  await page.goto(url(href));
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem')).toContainText(
    /^Price dropped \$1,500 on \d{1,2} [A-Z][a-z]{2} to \$33,490$/,
  );
  await expect(page.getByRole('complementary', { name: 'Price and actions' })).toContainText('$33,490');
  await page.screenshot({ path: info.outputPath('car-page-history.png'), fullPage: true });
});
