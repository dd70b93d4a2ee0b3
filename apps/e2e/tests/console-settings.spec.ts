import { request as httpRequest } from 'node:http';
import { sampleCsvFeed } from '@dealer/stock-feed';
import { expect, expectAccessible, login, screenshot, signIn, test } from './console-support.js';
import { hydrated } from './fixtures.js';

/** A save's answer goes through the API, the database and the page's reload: slow on a loaded machine. */
const SAVED = { timeout: 20_000 };

// The console's Settings in Chromium over the real server (issue 28 item 7): a group admin makes a stock
// feed token on the page, the DMS pushes a feed with it at once (no restart, no environment variable),
// rotates it (the old one still works in the overlap), revokes the new one (refused at once), and
// changes the site's phone, which the public site shows; a manager sees contact details but no tokens.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const CENTRAL_WEST = 'Central West Auto Group';
const SITE = 'bathurst-motors';

/** The DMS's push, from outside the browser (as a DMS sends it), to the site's host on this server. */
function pushFeed(port: number, bearer: string): Promise<{ status: number; body: string }> {
  const body = sampleCsvFeed(4);
  const headers = {
    host: `${SITE}.localhost:${port}`,
    'content-type': 'text/csv',
    'content-length': String(Buffer.byteLength(body)),
    authorization: `Bearer ${bearer}`,
    connection: 'close',
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: 'POST', path: '/feeds/stock?mode=replace&force=1', headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('a group admin makes a feed token and the DMS pushes with it without a restart', async ({
  page,
  console: c,
}) => {
  const admin = login(c.server, CENTRAL_WEST, 'group_admin');
  await signIn(page, c.url(SITE, '/console/leads'), admin);
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const tokens = page.getByRole('region', { name: 'Machine tokens' });
  await tokens.getByLabel('Name (who holds it)').fill('DMS export');
  await tokens.getByLabel('For').selectOption('stock_feed');
  await tokens.getByRole('button', { name: 'Make token' }).click();
  const shown = page.getByTestId('new-token');
  await expect(shown).toHaveText(/^dsf_[A-Za-z0-9_-]{43}$/);
  const token = (await shown.textContent()) ?? '';
  await expect(page.locator('tr[data-token]')).toHaveCount(1);
  await expect(page.locator('tr[data-token]')).toContainText('Live');
  await expectAccessible(page);
  await screenshot(page, { path: test.info().outputPath('settings-token.png'), fullPage: true });

  const push = async (bearer: string) => (await pushFeed(c.server.port, bearer)).status;
  const pushed = await pushFeed(c.server.port, token);
  expect(pushed.status).toBe(200);
  expect(JSON.parse(pushed.body).added).toHaveLength(4);

  // Rotation: a new token shown once; the old one keeps working through the overlap.
  await page.locator('tr[data-token]').first().getByRole('button', { name: 'Rotate' }).click();
  // The answer replaces the shown token: wait for the rotation's own message, then for a token that is
  // not the old one (the old one stays on screen until the answer arrives; reading it at once races).
  await expect(
    page.getByRole('status').filter({ hasText: 'The token it replaces works until' }),
  ).toBeVisible();
  await expect(shown).not.toHaveText(token);
  await expect(shown).toHaveText(/^dsf_[A-Za-z0-9_-]{43}$/);
  const rotated = (await shown.textContent()) ?? '';
  await expect(page.locator('tr[data-token]').filter({ hasText: 'Works until' })).toHaveCount(1);
  expect(await push(token)).toBe(200);
  expect(await push(rotated)).toBe(200);

  // Revoking the new token: refused at once.
  const live = page.locator('tr[data-token]').filter({ hasText: 'Live' });
  await live.getByRole('button', { name: 'Revoke now' }).click();
  await expect(page.locator('tr[data-token]').filter({ hasText: 'Revoked' })).toHaveCount(1);
  expect(await push(rotated)).toBe(401);
});

test('contact details saved in Settings reach the public site; a manager sees no tokens', async ({
  page,
  browser,
  console: c,
}) => {
  const admin = login(c.server, CENTRAL_WEST, 'group_admin');
  await signIn(page, c.url(SITE, '/console/leads'), admin);
  await page.goto(c.url(SITE, '/console/settings'));
  const contact = page.getByRole('region', { name: 'Contact details and hours' });
  const save = contact.getByRole('button', { name: 'Save contact details' });
  // Typed and saved through the page's own form handling (before it, a tap is a plain form post).
  await hydrated(save);
  await contact.getByLabel('Phone').fill('02 6331 7777');
  await contact.getByLabel('Special hours (one day a line)').fill('2026-12-25 | Christmas Day | closed');
  await save.click();
  await expect(contact.getByRole('status')).toContainText('Saved', SAVED);
  await expect(contact.getByLabel('Phone')).toHaveValue('02 6331 7777');
  // A special-hours line that cannot be read is named, nothing saved.
  await contact.getByLabel('Special hours (one day a line)').fill('25/12/2026 | Christmas | closed');
  await save.click();
  await expect(page.getByRole('alert')).toContainText('Line 1', SAVED);
  // On a phone the page fits its width (the hours table scrolls inside its own box).
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: test.info().outputPath('settings-phone.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const shopper = await browser.newContext();
  const home = await shopper.newPage();
  // The site's phone is the dealer's in its structured data (wherever the parser puts that script) and
  // printed on the privacy policy; each yard's own phone (footer, locations) is the yard's.
  await home.goto(c.url(SITE, '/'));
  await expect
    .poll(
      () =>
        home.evaluate(() =>
          [...document.querySelectorAll('script[type="application/ld+json"]')]
            .map((script) => script.textContent ?? '')
            .join('\n'),
        ),
      SAVED,
    )
    .toContain('"telephone":"02 6331 7777"');
  await home.goto(c.url(SITE, '/privacy-policy'));
  await expect(home.getByRole('main').getByRole('link', { name: '02 6331 7777' })).toBeVisible(SAVED);
  await shopper.close();

  const manager = login(c.server, CENTRAL_WEST, 'manager');
  const other = await browser.newContext();
  const managerPage = await other.newPage();
  await signIn(managerPage, c.url(manager.siteSlugs[0] ?? SITE, '/console/leads'), manager);
  // Each step waits as long as a save's answer may take: this runs beside another browser test on 2 cores.
  await managerPage.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(managerPage.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(SAVED);
  await expect(managerPage.getByRole('region', { name: 'Contact details and hours' })).toBeVisible(SAVED);
  await expect(managerPage.getByRole('region', { name: 'Machine tokens' })).toHaveCount(0);
  await expect(managerPage.getByRole('region', { name: 'Lead destinations' })).toHaveCount(0);
  await other.close();
});
