import { enquire, expect, expectAccessible, login, signIn, test } from './console-support.js';

// The console's "Done when", in Chromium over the real server: a demo dealer signs in, a shopper's enquiry
// (the real form, in another browser) appears in the inbox within 5 s without a reload, its ADF mail is
// in the mail catcher, it is assigned and called (Contacted), the overdue count moves; a salesperson sees
// only their leads; a manager of one site gets a 404 for another site's lead; the audit page has it all.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const HARBOUR = 'Harbour Auto Group';
const CENTRAL = 'Central West Auto Group';
const listing = '/search/new-used-and-demo-cars';
let firstLeadUrl = '';

/** Moves the console clock to 10 o'clock on a weekday in Sydney, at least three days on. */
function toWeekdayMorning(c: { now(): Date; advance(ms: number): void }): void {
  const sydney = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  });
  let at = c.now().getTime() + 3 * 24 * 60 * 60_000;
  for (;;) {
    const parts = sydney.formatToParts(new Date(at));
    const weekday = parts.find((p) => p.type === 'weekday')?.value ?? '';
    const hour = Number(parts.find((p) => p.type === 'hour')?.value);
    if (!['Sat', 'Sun'].includes(weekday) && hour === 10) break;
    at += 60 * 60_000;
  }
  c.advance(at - c.now().getTime());
}

test('a new enquiry arrives live, is mailed as ADF, assigned, called; the overdue count moves', async ({
  page,
  browser,
  request,
  console: c,
}) => {
  const admin = login(c.server, HARBOUR, 'group_admin');
  const sales = login(c.server, HARBOUR, 'salesperson');
  // The server's one clock stamps every lead of this worker's server: bring it to a weekday morning
  // days on, so the leads other tests left are already overdue and only this one becomes overdue below.
  toWeekdayMorning(c);
  await signIn(page, c.url('harbour-auto', '/console/leads'), admin);
  const overdueBefore = Number(await page.getByTestId('overdue-count').textContent());
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await enquire(shopper, c.url('harbour-auto', listing), {
    name: 'Jo Citizen',
    email: 'jo.citizen@example.com',
  });
  await shopperContext.close();

  // Within 5 s of the success page, in the same page (no reload: the marker survives).
  const row = page.getByRole('link', { name: 'Jo Citizen' });
  await expect(row).toBeVisible({ timeout: 5_000 });
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  // The ADF mail in the demo's mail catcher.
  const auth = `Basic ${Buffer.from(`harbour-auto:${c.server.dealerPassword('harbour-auto')}`).toString('base64')}`;
  const headers = { host: `harbour-auto.localhost:${c.server.port}`, authorization: auth };
  await expect
    .poll(
      async () => {
        const answer = await request.get(`http://127.0.0.1:${c.server.port}/api/dealer/mail`, { headers });
        const { mails } = (await answer.json()) as { mails: { subject: string; raw_url: string }[] };
        const adf = mails.find((m) => m.subject.startsWith('ADF lead:') && m.subject.includes('Jo Citizen'));
        if (!adf) return 'none';
        const raw = await (
          await request.get(`http://127.0.0.1:${c.server.port}${adf.raw_url}`, { headers })
        ).text();
        return raw.includes('<adf>') && raw.includes('<?adf version=3D"1.0"?>') ? 'ADF' : 'not ADF';
      },
      { timeout: 15_000 },
    )
    .toBe('ADF');

  // Assign it to the salesperson.
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jo Citizen' })).toBeVisible();
  firstLeadUrl = new URL(page.url()).pathname;
  await page.getByLabel('Person').selectOption({ label: 'Demo Salesperson' });
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Assigned to Demo Salesperson')).toBeVisible();
  expect(sales.email).toContain('@');

  // Two opening hours later nobody has called: overdue, and counted in the inbox.
  c.advance(3 * 60 * 60_000);
  await page.getByRole('link', { name: 'Leads', exact: true }).click();
  await expect(page.getByTestId('overdue-count')).toHaveText(String(overdueBefore + 1));
  await page.getByRole('link', { name: 'Jo Citizen' }).click();
  // This lead's own timer: the shopper timeline below lists the same phone's other leads (other specs'
  // shoppers type it too), each with its own badge.
  await expect(page.getByTestId('lead-timer')).toHaveText(/^Overdue /);
  await expect(page.getByRole('link', { name: 'Call 0412 345 678' })).toHaveAttribute(
    'href',
    'tel:0412345678',
  );

  // Called: Contacted, the timer stops and the overdue count goes back down.
  await page.getByRole('button', { name: 'Mark as contacted' }).click();
  await expect(page.getByTestId('lead-status')).toHaveText('Contacted');
  await page.getByRole('link', { name: 'Leads', exact: true }).click();
  await expect(page.getByTestId('overdue-count')).toHaveText(String(overdueBefore));

  // Every action is in the audit log.
  await page.getByRole('link', { name: 'Audit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const actions = await page
    .locator('tr[data-action]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
  expect(actions.some((a) => a?.includes('assign'))).toBe(true);
  expect(actions.some((a) => a?.includes('status'))).toBe(true);
  expect(actions.some((a) => a?.includes('sign'))).toBe(true);
});

test('a salesperson sees only the leads assigned to them', async ({ page, browser, console: c }) => {
  expect(firstLeadUrl).not.toBe('');
  const shopperContext = await browser.newContext();
  await enquire(await shopperContext.newPage(), c.url('harbour-auto', listing), {
    name: 'Pat Other',
    email: 'pat.other@example.com',
  });
  await shopperContext.close();

  await signIn(page, c.url('harbour-auto', '/console/leads'), login(c.server, HARBOUR, 'salesperson'));
  await expect(page.getByRole('link', { name: 'Jo Citizen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pat Other' })).toHaveCount(0);
  // Team and audit are not theirs: not in the nav.
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Team' }),
  ).toHaveCount(0);
});

test('a manager of one site gets a 404 page for another site’s lead', async ({
  page,
  browser,
  console: c,
}) => {
  const manager = login(c.server, CENTRAL, 'manager');
  const admin = login(c.server, CENTRAL, 'group_admin');
  const other = ['bathurst-motors', 'central-west-auto', 'cowra-motors'].find(
    (s) => !manager.siteSlugs.includes(s),
  );
  if (!other) throw new Error('the demo manager has every site of the group');
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopper.goto(c.url(other, '/'));
  const search = await shopper
    .getByRole('link', { name: /search|stock|cars/i })
    .first()
    .getAttribute('href');
  await enquire(shopper, c.url(other, search ?? '/search'), {
    name: 'Kim Elsewhere',
    email: 'kim@example.com',
  });
  await shopperContext.close();

  // The group admin sees it and learns its URL.
  await signIn(page, c.url(other, '/console/leads'), admin);
  await page.getByRole('link', { name: 'Kim Elsewhere' }).click();
  await page.waitForURL(/\/console\/leads\/[^/?]+$/);
  const leadPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/console\/sign-in$/);

  await signIn(page, c.url(other, '/console/leads'), manager);
  await expect(page.getByRole('link', { name: 'Kim Elsewhere' })).toHaveCount(0);
  const answer = await page.goto(c.url(other, leadPath));
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
});

test('every console page passes axe and is personal (no-store, noindex)', async ({ page, console: c }) => {
  await page.goto(c.url('harbour-auto', '/console/sign-in'));
  await expectAccessible(page);
  await signIn(page, c.url('harbour-auto', '/console/leads'), login(c.server, HARBOUR, 'group_admin'));
  for (const path of [
    '/console/leads',
    firstLeadUrl,
    '/console/team',
    '/console/audit',
    '/console/account',
  ]) {
    const answer = await page.goto(c.url('harbour-auto', path));
    expect(answer?.status(), path).toBe(200);
    expect(answer?.headers()['cache-control'], path).toBe('no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectAccessible(page);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(c.url('harbour-auto', '/console/leads'));
  await expectAccessible(page);
  // On a phone the inbox is a list of cards: no sideways scrolling.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the signed-out sign-in page is never served from the shared page cache', async ({
  page,
  console: c,
}) => {
  // The BFF's page cache shares cookie-less renders; the console contract keeps every console page out.
  for (let i = 0; i < 2; i++) {
    const answer = await page.goto(c.url('harbour-auto', '/console/sign-in'));
    expect(answer?.headers()['cache-control']).toBe('no-store');
    expect(answer?.headers()['x-robots-tag']).toContain('noindex');
  }
});
