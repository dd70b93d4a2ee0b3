import { enquire, expect, login, signIn, test } from './console-support.js';

// Console, lead inbox: the inbox's everyday tools in Chromium: filters kept in the URL, the CSV of the filtered
// list, Lost needs a reason (400 names it), and new leads still arrive when server-sent events are refused.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const listing = '/search/new-used-and-demo-cars';

test('polling takes over when the event stream is refused', async ({ page, browser, console: c }) => {
  await page.route('**/api/console/leads/stream', (route) => route.fulfill({ status: 503, body: 'no' }));
  await signIn(
    page,
    c.url('harbour-auto', '/console/leads'),
    login(c.server, 'Harbour Auto Group', 'manager'),
  );
  const shopperContext = await browser.newContext();
  await enquire(await shopperContext.newPage(), c.url('harbour-auto', listing), {
    name: 'Lee Poll',
    email: 'lee.poll@example.com',
  });
  await shopperContext.close();
  await expect(page.getByRole('link', { name: 'Lee Poll' })).toBeVisible({ timeout: 15_000 });
});

test('filters live in the URL; the CSV export is of the filtered list; Lost needs a reason', async ({
  page,
  console: c,
}) => {
  await signIn(
    page,
    c.url('harbour-auto', '/console/leads'),
    login(c.server, 'Harbour Auto Group', 'manager'),
  );
  await page.getByRole('link', { name: 'Lee Poll' }).click();

  // Lost without a reason: the server's message beside the form; with one, Lost.
  await page.getByLabel('Move to').selectOption({ label: 'Lost' });
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('alert')).toContainText('Say why the lead was lost.');
  await page.getByLabel('Move to').selectOption({ label: 'Lost' });
  await page.getByLabel('Reason (when lost)').fill('Bought elsewhere');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByTestId('lead-status')).toHaveText('Lost');
  await expect(page.getByText('Lost: Bought elsewhere')).toBeVisible();

  await page.getByRole('link', { name: 'Leads', exact: true }).click();
  const filters = page.getByRole('form', { name: 'Filter leads' });
  await filters.getByLabel('Status').selectOption({ label: 'New' });
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/\/console\/leads\?status=new/);
  await expect(page.getByRole('link', { name: 'Lee Poll' })).toHaveCount(0);
  await filters.getByLabel('Status').selectOption({ label: 'Lost' });
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/status=lost/);
  await expect(page.getByRole('link', { name: 'Lee Poll' })).toBeVisible();
  // A reload keeps the filter (it is the URL).
  await page.reload();
  await expect(filters.getByLabel('Status')).toHaveValue('lost');

  const href = (await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')) ?? '';
  expect(href).toContain('status=lost');
  // Fetched by the page itself: the console cookie goes along as with the download.
  const csv = await page.evaluate(async (url) => {
    const answer = await fetch(url);
    return { status: answer.status, type: answer.headers.get('content-type'), text: await answer.text() };
  }, href);
  expect(csv.status).toBe(200);
  expect(csv.type).toContain('text/csv');
  const text = csv.text;
  expect(text).toContain('lee.poll@example.com');
});
