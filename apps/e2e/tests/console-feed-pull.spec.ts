import { expect, expectAccessible, login, screenshot, signIn, test } from './console-support.js';

// The scheduled feed pull in the console's Settings, in Chromium over the real server (issue 28 item 6): a
// group admin saves a pull with a plain-http address (the server's message at the address field, the
// other values kept), then an https one with a bearer token (the token is not shown again: "set"), sees it
// saved, asks for a pull now and sees its report listed (the address is not public, so the guarded client
// refuses it and the report says why); a manager sees no feed pull panel.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const CENTRAL_WEST = 'Central West Auto Group';
const SITE = 'bathurst-motors';
const TOKEN = 'e2e-feed-token-0123456789';

test('a group admin saves a feed pull, fixes the address at its field, and sees its report', async ({
  page,
  console: c,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const admin = login(c.server, CENTRAL_WEST, 'group_admin');
  await signIn(page, c.url(SITE, '/console/leads'), admin);
  await page.goto(c.url(SITE, `/console/settings?site=${SITE}`));
  const panel = page.getByRole('region', { name: 'Scheduled feed pull' });
  await expect(panel).toContainText('None set.');

  await panel.getByLabel('Feed address').fill('http://dms.example.com/bathurst.csv');
  await panel.getByLabel('Sign-in to the feed').selectOption('bearer');
  await panel.getByLabel('Password or token').fill(TOKEN);
  await panel.getByLabel('Every (minutes)').fill('30');
  await panel.getByLabel('Import mode').selectOption('upsert');
  await panel.getByRole('button', { name: 'Save feed pull' }).click();

  const address = panel.getByLabel('Feed address');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.locator('#feed-pull-url-error')).toHaveText('The feed address must start with https://');
  await expect(address).toHaveAccessibleDescription(/must start with https:\/\//);
  // What was typed is kept.
  await expect(panel.getByLabel('Every (minutes)')).toHaveValue('30');
  await expect(panel.getByLabel('Import mode')).toHaveValue('upsert');
  await expectAccessible(page);
  await panel.screenshot({ path: test.info().outputPath('feed-pull-error.png') });

  // A public-looking https address that is in fact this machine: saved, and refused at the pull.
  await address.fill('https://127.0.0.1:9/bathurst.csv');
  await panel.getByLabel('Password or token').fill(TOKEN);
  await panel.getByRole('button', { name: 'Save feed pull' }).click();
  await expect(panel.getByRole('status')).toContainText('Saved.');
  await expect(panel.getByLabel('Feed address')).toHaveValue('https://127.0.0.1:9/bathurst.csv');
  await expect(panel.getByLabel('Feed address')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByLabel('Sign-in to the feed')).toHaveValue('bearer');
  await expect(panel.getByLabel('Password or token')).toHaveAttribute('placeholder', 'set');
  await expect(panel).toContainText('Saved in the console');
  expect(await page.content()).not.toContain(TOKEN);

  await panel.getByRole('button', { name: 'Pull now' }).click();
  await expect(panel.getByRole('status')).toContainText('The pull is due now');
  // The server looks for due pulls every 30 s: reload until the report is listed.
  await expect(async () => {
    await page.reload();
    await expect(panel.locator('tr[data-report]')).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [2000] });
  await expect(panel.locator('tr[data-report="failed"]')).toContainText('Failed');
  await screenshot(page, { path: test.info().outputPath('feed-pull-1366.png'), fullPage: true });
  await panel.screenshot({ path: test.info().outputPath('feed-pull-panel-1366.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: test.info().outputPath('feed-pull-390.png'), fullPage: true });
  await panel.screenshot({ path: test.info().outputPath('feed-pull-panel-390.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });

  // Remove: gone.
  await panel.getByRole('button', { name: 'Remove feed pull' }).click();
  await expect(panel.getByRole('status')).toContainText('Removed');
  await expect(panel).toContainText('None set.');
});

test('a manager sees no feed pull panel', async ({ page, console: c }) => {
  const manager = login(c.server, CENTRAL_WEST, 'manager');
  await signIn(page, c.url(manager.siteSlugs[0] ?? SITE, '/console/leads'), manager);
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Contact details and hours' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Scheduled feed pull' })).toHaveCount(0);
});

test('without JavaScript the form posts to the page and the message is at its field', async ({
  browser,
  console: c,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const admin = login(c.server, CENTRAL_WEST, 'group_admin');
  await page.goto(c.url(SITE, '/console/sign-in'));
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.goto(c.url(SITE, `/console/settings?site=${SITE}`));
  const panel = page.getByRole('region', { name: 'Scheduled feed pull' });
  await panel.getByLabel('Feed address').fill('http://dms.example.com/plain.csv');
  await panel.getByLabel('Every (minutes)').fill('45');
  await panel.getByRole('button', { name: 'Save feed pull' }).click();
  await expect(panel.locator('#feed-pull-url-error')).toHaveText('The feed address must start with https://');
  // The page came back from the server: what was typed is there again (never a secret).
  await expect(panel.getByLabel('Feed address')).toHaveValue('http://dms.example.com/plain.csv');
  await expect(panel.getByLabel('Every (minutes)')).toHaveValue('45');
  await context.close();
});
