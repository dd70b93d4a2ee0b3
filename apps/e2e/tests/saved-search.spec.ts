import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StartedServer, startServer } from '@dealer/bff/server';
import { SAMPLE_HEADER, sampleCsvRow } from '@dealer/stock-feed';
import { expect, test } from '@playwright/test';
import { smtpInbox } from './smtp-inbox.js';

// Issue #34 item 1 in Chromium: a shopper saves the listing's search, confirms by the mailed link, a feed
// import adds a matching car and one alert mail with that car and RFC 8058 one-click unsubscribe arrives;
// after the one-click POST no further mail is sent. Its own server and SMTP receiver.
const TOKEN = 'e2e-saved-search-token-0123456789';
const EMAIL = 'alerts-shopper@example.com';

let server: StartedServer;
let inbox: Awaited<ReturnType<typeof smtpInbox>>;
let dataDir: string;
test.beforeAll(async () => {
  process.env.STOCK_FEED_TOKEN_HARBOUR_AUTO = TOKEN;
  inbox = await smtpInbox();
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-saved-search-'));
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
  await server?.close();
  await inbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
test.describe.configure({ timeout: 120_000 });

const url = (path = '/') => `http://harbour-auto.localhost:${server.port}${path}`;
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const header = (raw: string, name: string) => {
  const head = (raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? null;
};

test('save a search, confirm by mail, get one alert for a new matching car, unsubscribe in one click', async ({
  page,
  request,
}) => {
  const push = async (rows: string[]) => {
    const answer = await request.post(`http://127.0.0.1:${server.port}/feeds/stock?mode=upsert`, {
      data: `${[SAMPLE_HEADER, ...rows].join('\r\n')}\r\n`,
      headers: {
        host: `harbour-auto.localhost:${server.port}`,
        authorization: `Bearer ${TOKEN}`,
        'content-type': 'text/csv',
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };

  await page.goto(url('/search/new-used-and-demo-cars?make=Kia'));
  const form = page.getByRole('form', { name: 'Save this search' });
  await form.getByLabel('Email', { exact: true }).fill(EMAIL);
  await form.getByRole('checkbox', { name: /I agree to receive emails/ }).check();
  await form.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');

  await expect.poll(() => inbox.mails.length, { timeout: 20_000 }).toBe(1);
  const confirm = /https?:\/\/\S+\/saved-searches\/confirm\?token=[\w.-]+/.exec(
    unfold(inbox.mails[0] ?? ''),
  )?.[0];
  expect(confirm).toBeDefined();
  await page.goto(confirm ?? '');
  // The link only shows a button (a mail scanner's fetch confirms nothing); pressing it turns the alert on.
  await page.getByRole('button', { name: 'Turn on my alert' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your alert is on');

  // Row 9 of the sample feed is a Kia Sportage (matches), row 8 a Hyundai (does not).
  await push([sampleCsvRow(9), sampleCsvRow(8)]);
  await expect.poll(() => inbox.mails.length, { timeout: 20_000 }).toBe(2);
  const alert = inbox.mails[1] ?? '';
  expect(unfold(alert)).toContain('Kia Sportage');
  expect(unfold(alert)).not.toContain('Hyundai');
  expect(header(alert, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = /<(https?:\/\/[^>]+)>/.exec(header(alert, 'List-Unsubscribe') ?? '')?.[1] ?? '';
  expect(unsubscribe).toContain('/saved-searches/unsubscribe?token=');

  // The link opened in a browser shows a button; a mail client's one-click POST needs no cookie.
  await page.goto(unsubscribe);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  const target = new URL(unsubscribe);
  const oneClick = await request.post(`http://127.0.0.1:${server.port}${target.pathname}${target.search}`, {
    data: 'List-Unsubscribe=One-Click',
    headers: { host: target.host, 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(oneClick.status()).toBe(200);

  await push([sampleCsvRow(14)]);
  await page.waitForTimeout(3000);
  expect(inbox.mails).toHaveLength(2);
});
