import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StartedServer, startServer } from '@dealer/bff/server';
import { type APIRequestContext, test as base, expect } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.js';
import { login, screenshot, signIn } from './console-support.js';

// Issue 33 item 5, in Chromium: 90 days of leads sent through the real lead API on a clock that walks
// forward a day at a time (1–3 leads a day, the first contacted 15–60 minutes after it came, some lost
// with a reason, the rest left to go overdue); the dashboard shows the trends as SVG charts with their
// tables and the per-salesperson table, axe clean, at a phone's and a laptop's width.

const DAY = 86_400_000;
/** Friday 27 Nov 2026, 10:00 in Sydney; the first lead came 89 days before. */
const END = Date.parse('2026-11-26T23:00:00Z');
const SITE = 'harbour-auto';

interface World {
  server: StartedServer;
  advance(ms: number): void;
  url(path: string): string;
}

const test = base.extend<object, { world: World }>({
  world: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument.
    async ({}, use) => {
      let offset = END - 89 * DAY - Date.now();
      const dataDir = mkdtempSync(join(tmpdir(), 'e2e-dashboard-'));
      const server = await startServer({
        port: 0,
        dataDir,
        dealerSecret: 'e2e-dealer-secret',
        rateLimit: { leads: false, writes: false },
        now: () => new Date(Date.now() + offset),
      });
      await use({
        server,
        advance: (ms) => {
          offset += ms;
        },
        url: (path) => `http://${SITE}.localhost:${server.port}${path}`,
      });
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

async function seedNinetyDays(request: APIRequestContext, world: World) {
  const port = world.server.port;
  const host = `${SITE}.localhost:${port}`;
  const headers = { host, origin: `http://${host}` };
  const manager = login(world.server, 'Harbour Auto Group', 'manager');
  // A console session lasts a working day (12 h): a new one each seeded day.
  const signIn = async () => {
    const signedIn = await request.post(`http://127.0.0.1:${port}/api/console/sign-in`, {
      headers,
      data: { email: manager.email, password: manager.password },
    });
    expect(signedIn.status()).toBe(200);
    return /console_session=[^;]*/.exec(signedIn.headers()['set-cookie'] ?? '')?.[0] ?? '';
  };
  const categories = ['General Enquiry', 'Finance', 'Test Drive'];
  for (let day = 0; day < 90; day += 1) {
    const ids: string[] = [];
    for (let n = 0; n < (day % 3) + 1; n += 1) {
      const posted = await request.post(`http://127.0.0.1:${port}/api/leads`, {
        headers: { host },
        data: {
          lead: {
            name: `Shopper ${day}-${n}`,
            email: `shopper${day}.${n}@example.com`,
            phone: '0412 345 678',
            category: categories[n],
            message: 'Is it still available?',
            ...(n === 0 ? { utm_source: day % 2 ? 'google' : 'facebook' } : {}),
          },
        },
      });
      expect(posted.status()).toBe(201);
      ids.push(((await posted.json()) as { id: string }).id);
    }
    const wait = ((day % 4) + 1) * 15 * 60_000;
    world.advance(wait);
    const cookie = await signIn();
    const work = (id: string, body: Record<string, unknown>) =>
      request.post(`http://127.0.0.1:${port}/api/console/leads/${id}/status`, {
        headers: { ...headers, cookie },
        data: body,
      });
    expect((await work(ids[0] as string, { status: 'contacted' })).status()).toBe(200);
    if (ids[1] && day % 2 === 0)
      expect((await work(ids[1], { status: 'lost', lostReason: 'Bought elsewhere' })).status()).toBe(200);
    if (day < 89) world.advance(DAY - wait);
  }
  return manager;
}

test('the dashboard shows 90 days of trends and the per-salesperson table, axe clean', async ({
  page,
  request,
  world,
}) => {
  test.setTimeout(300_000);
  const manager = await seedNinetyDays(request, world);
  await signIn(page, world.url('/console/leads'), manager);
  await page.goto(world.url('/console/dashboard?days=90'));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Last 90 days' })).toHaveAttribute('aria-current', 'page');
  // 1 + 2 + 3 leads every three days: 180 leads over the 90 days.
  const bySource = page.getByRole('img', { name: /^180 leads from 30 Aug to 27 Nov by source/ });
  await expect(bySource).toBeVisible();
  await expect(
    page.getByRole('img', { name: /by category: General Enquiry 90, Finance 60, Test Drive 30/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Median first response per day .* fastest 15 min, slowest 1 h/ }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /^Leads overdue at each day’s end/ })).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshot(page, { path: test.info().outputPath('dashboard-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: test.info().outputPath('dashboard-390.png'), fullPage: true });
  await screenshot(page, { path: test.info().outputPath('dashboard-390-top.png') });
  await page
    .getByRole('region', { name: 'Leads per day by source' })
    .screenshot({ path: test.info().outputPath('dashboard-390-chart.png') });
  await page.setViewportSize({ width: 1366, height: 900 });
  // The numbers behind a chart, as a table.
  await page.getByText('The numbers behind “Leads per day by source”').click();
  const table = page.getByRole('table', { name: 'Leads per day by source' });
  await expect(table.getByRole('row')).toHaveCount(91);
  await expect(table.getByRole('row', { name: /^27 Nov/ })).toContainText('1');
  const people = page.getByRole('region', { name: 'By salesperson' });
  await expect(people).toContainText('Bought elsewhere: 30');
  await expectNoSeriousViolations(page);
  await expectNoSeriousViolations(page);
  // A custom period in the site's days.
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-11-01');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-11-07');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('2026-11-01 to 2026-11-07')).toBeVisible();
});
