import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StartedServer, startServer } from '@dealer/bff/server';
import { SAMPLE_HEADER, sampleCsvRow } from '@dealer/stock-feed';
import { expect, test } from '@playwright/test';
import { smtpInbox } from './smtp-inbox.js';

// Issue #34 item 1 in the garage, in Chromium: a signed-in garage shopper saves the listing's search with
// the account's email; it is kept in the garage (the account's first alert is confirmed by the mailed link,
// which verifies the address); a feed import adds a matching car and one alert mail (text + HTML, RFC 8058
// one-click unsubscribe) arrives; the one-click POST ends it, the garage no longer lists it and no further
// mail is sent. Its own server and SMTP receiver (bigbox-cars: the garage-enabled demo site).
const TOKEN = 'e2e-garage-saved-search-token-0123456789';
const EMAIL = `garage-alerts-${Date.now()}@example.com`;
/** A password hash at OWASP's cost takes seconds on a loaded 2-core machine. */
const HASH_TIMEOUT = 20_000;

let server: StartedServer;
let inbox: Awaited<ReturnType<typeof smtpInbox>>;
let dataDir: string;
test.beforeAll(async () => {
  process.env.STOCK_FEED_TOKEN_BIGBOX_CARS = TOKEN;
  inbox = await smtpInbox();
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-garage-saved-search-'));
  server = await startServer({
    port: 0,
    dataDir,
    dealerSecret: 'e2e-dealer-secret',
    renderWorkers: 1,
    mail: { smtpUrl: inbox.url },
    outbox: { intervalMs: 100 },
    alertsIntervalMs: 200,
  });
});
test.afterAll(async () => {
  delete process.env.STOCK_FEED_TOKEN_BIGBOX_CARS;
  await server?.close();
  await inbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
test.describe.configure({ timeout: 150_000 });

const url = (path = '/') => `http://bigbox-cars.localhost:${server.port}${path}`;
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const header = (raw: string, name: string) => {
  const head = (raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? null;
};
const mine = () => inbox.mails.filter((m) => m.includes(EMAIL));

test('save a search in the garage, get one alert for a new matching car, unsubscribe in one click', async ({
  page,
  request,
}) => {
  const push = async (rows: string[]) => {
    const answer = await request.post(`http://127.0.0.1:${server.port}/feeds/stock?mode=upsert`, {
      data: `${[SAMPLE_HEADER, ...rows].join('\r\n')}\r\n`,
      headers: {
        host: `bigbox-cars.localhost:${server.port}`,
        authorization: `Bearer ${TOKEN}`,
        'content-type': 'text/csv',
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };

  await page.goto(url('/mybigboxcars'));
  const signUp = page.getByRole('region', { name: 'Create an account' });
  await signUp.getByLabel('Name').fill('Gail Garage');
  await signUp.getByLabel('Email').fill(EMAIL);
  await signUp.getByLabel('Password (at least 10 characters)').fill('a long garage password');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Signed in as Gail Garage.')).toBeVisible({ timeout: HASH_TIMEOUT });
  await expect(page.getByRole('heading', { name: 'Email alerts' })).toBeVisible();
  await expect(page.getByText('No alerts yet')).toBeVisible();

  // Save the listing's search with the account's email: it goes into the garage.
  await page.goto(url('/search?make=Kia'));
  const form = page.getByRole('form', { name: 'Save this search' });
  await expect(form.getByText('Signed in to your garage?')).toBeVisible();
  await form.getByLabel('Email', { exact: true }).fill(EMAIL);
  await form.getByRole('checkbox', { name: /I agree to receive emails/ }).check();
  await form.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');

  // The account's first alert: confirmed by the mailed link (which verifies the account's address).
  await expect.poll(() => mine().length, { timeout: 20_000 }).toBe(1);
  const confirm = /https?:\/\/\S+\/saved-searches\/confirm\?token=[\w.-]+/.exec(unfold(mine()[0] ?? ''))?.[0];
  expect(confirm).toBeDefined();
  await page.goto(confirm ?? '');
  // The link only shows a button (a mail scanner's fetch confirms nothing); pressing it turns the alert on.
  await page.getByRole('button', { name: 'Turn on my alert' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your alert is on');
  await page.goto(url('/mybigboxcars'));
  const alerts = page.getByRole('region', { name: 'Email alerts' });
  await expect(alerts.getByText('Search: Kia')).toBeVisible();
  await expect(alerts.getByText('Waiting for you to confirm')).toHaveCount(0);

  // Row 9 of the sample feed is a Kia Sportage (matches), row 8 a Hyundai (does not).
  await push([sampleCsvRow(9), sampleCsvRow(8)]);
  await expect.poll(() => mine().length, { timeout: 20_000 }).toBe(2);
  const alert = mine()[1] ?? '';
  expect(unfold(alert)).toContain('Kia Sportage');
  expect(unfold(alert)).not.toContain('Hyundai');
  expect(unfold(alert)).toContain('Content-Type: text/html');
  expect(unfold(alert)).toMatch(/\$[\d,]+ (Drive Away|Excl\. Govt\. Charges)/);
  expect(header(alert, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = /<(https?:\/\/[^>]+)>/.exec(header(alert, 'List-Unsubscribe') ?? '')?.[1] ?? '';
  expect(unsubscribe).toContain('/saved-searches/unsubscribe?token=');

  // A mail client's one-click POST needs no cookie; the garage then lists no alert.
  const target = new URL(unsubscribe);
  const oneClick = await request.post(`http://127.0.0.1:${server.port}${target.pathname}${target.search}`, {
    data: 'List-Unsubscribe=One-Click',
    headers: { host: target.host, 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(oneClick.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Email alerts' }).getByText('No alerts yet')).toBeVisible();

  await push([sampleCsvRow(14)]);
  await page.waitForTimeout(3000);
  expect(mine()).toHaveLength(2);
});
