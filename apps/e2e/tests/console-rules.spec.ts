import { enquire, expect, expectAccessible, login, screenshot, signIn, test } from './console-support.js';

// Assignment rules in the console, in Chromium over the real server: a manager adds a rule for their
// site with two salespeople, two shoppers' enquiries (the real form) go to them in turn (round-robin) as
// the inbox shows, the rule's changes are in the audit page; a salesperson has no rules page (nav, 404).

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const HARBOUR = 'Harbour Auto Group';
const listing = '/search/new-used-and-demo-cars';

test('a manager’s rule hands two enquiries to two salespeople in turn; the changes are audited', async ({
  page,
  browser,
  console: c,
}) => {
  const manager = login(c.server, HARBOUR, 'manager');
  const sales = login(c.server, HARBOUR, 'salesperson');
  const site = manager.siteSlugs[0] ?? '';
  expect(sales.siteSlugs).toContain(site);
  await signIn(page, c.url(site, '/console/leads'), manager);

  // A second salesperson for the site: invited by the manager, joined by link.
  await page.getByRole('link', { name: 'Team', exact: true }).click();
  const invite = page.getByRole('region', { name: 'Invite someone' });
  await invite.getByLabel('Name').fill('Rae Second');
  await invite.getByLabel('Email').fill('rae.second@harbour.example');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const link = (await page.getByTestId('invitation-link').textContent()) ?? '';
  const joining = await browser.newContext();
  const rae = await joining.newPage();
  await rae.goto(c.url(site, new URL(link).pathname));
  await rae.getByLabel(/Choose a password/).fill('a long enough passphrase 42');
  await rae.getByLabel('Type it again').fill('a long enough passphrase 42');
  await rae.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(rae.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await joining.close();

  // The rule: the site, every location and category, both salespeople.
  await page.getByRole('link', { name: 'Rules', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assignment rules' })).toBeVisible();
  const section = page.locator('section.console-rules__site').first();
  await section.getByText(/^Add a rule for /).click();
  const add = section.locator('details.console-panel');
  // Nobody chosen: the API's 400 is shown beside the people.
  await add.getByRole('button', { name: 'Add rule' }).click();
  await expect(
    page.locator('section.console-rules__site').first().getByRole('group', { name: 'People, in turn' }),
  ).toContainText('Choose at least one person.');
  const form = page.locator('section.console-rules__site').first().locator('details.console-panel');
  await form.getByLabel('Demo Salesperson').check();
  await form.getByLabel('Rae Second').check();
  await form.getByRole('button', { name: 'Add rule' }).click();
  const rule = page.locator('li[data-rule]');
  await expect(rule).toHaveCount(1);
  await expect(rule).toContainText('Every location, every category');
  const first = (await rule.locator('strong').textContent()) ?? '';
  expect(['Demo Salesperson', 'Rae Second']).toContain(first);
  const second = first === 'Demo Salesperson' ? 'Rae Second' : 'Demo Salesperson';

  // Two shoppers' enquiries: one each, in turn.
  for (const [name, email] of [
    ['Ann First', 'ann.first@example.com'],
    ['Ben Second', 'ben.second@example.com'],
  ] as const) {
    const shopping = await browser.newContext();
    await enquire(await shopping.newPage(), c.url(site, listing), { name, email });
    await shopping.close();
  }
  await page.getByRole('link', { name: 'Leads', exact: true }).click();
  const row = (name: string) => page.locator('tr[data-lead-id]').filter({ hasText: name });
  await expect(row('Ann First').locator('td[data-label="Assigned to"]')).toHaveText(first);
  await expect(row('Ben Second').locator('td[data-label="Assigned to"]')).toHaveText(second);
  await expect(row('Ben Second').locator('td[data-label="Status"]')).toContainText('Allocated');

  // The turn is back with the first; a change (Finance leads only) keeps it, then the rule goes.
  await page.getByRole('link', { name: 'Rules', exact: true }).click();
  await expect(rule.locator('strong')).toHaveText(first);
  await rule.getByText('Change or remove this rule').click();
  await rule.getByLabel('Category').selectOption('Finance');
  await rule.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.locator('li[data-rule] h3')).toHaveText('Every location, Finance');
  await expect(page.locator('li[data-rule] strong')).toHaveText(first);
  // The saved form stays open with its answer.
  await expect(page.locator('li[data-rule]').getByRole('status')).toHaveText('Saved.');
  await page.locator('li[data-rule]').getByRole('button', { name: 'Remove rule' }).click();
  await expect(page.locator('li[data-rule]')).toHaveCount(0);

  // The audit page opens client-side: its rows are read once it is there (not the rules page's none).
  await page.getByRole('link', { name: 'Audit', exact: true }).click();
  const actions = () =>
    page.locator('tr[data-action]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
  await expect
    .poll(actions)
    .toEqual(expect.arrayContaining(['rule.created', 'rule.changed', 'rule.removed']));
});

test('a salesperson has no rules page: not in the nav, 404 by URL', async ({ page, console: c }) => {
  const sales = login(c.server, HARBOUR, 'salesperson');
  const site = sales.siteSlugs[0] ?? '';
  await signIn(page, c.url(site, '/console/leads'), sales);
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Rules' }),
  ).toHaveCount(0);
  const answer = await page.goto(c.url(site, '/console/rules'));
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
});

test('the rule forms work without JavaScript, the refusal beside its field', async ({
  browser,
  console: c,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, c.url('harbour-auto', '/console/leads'), login(c.server, HARBOUR, 'group_admin'));
  await page.goto(c.url('harbour-auto', '/console/rules'));
  const before = await page.locator('li[data-rule]').count();
  const add = () => page.locator('details.console-panel').last();
  await add()
    .getByText(/^Add a rule for /)
    .click();
  await add().getByLabel('Category').selectOption('Test Drive');
  await add().getByRole('button', { name: 'Add rule' }).click();
  await expect(add().getByRole('group', { name: 'People, in turn' })).toContainText(
    'Choose at least one person.',
  );
  await add().getByLabel('Demo Manager').check();
  await add().getByRole('button', { name: 'Add rule' }).click();
  await expect(page.locator('li[data-rule]')).toHaveCount(before + 1);
  await expect(page.locator('li[data-rule] h3').last()).toHaveText('Every location, Test Drive');
  await context.close();
});

test('the rules page passes axe and fits a phone', async ({ page, console: c }, info) => {
  const admin = login(c.server, HARBOUR, 'group_admin');
  await signIn(page, c.url('harbour-auto', '/console/leads'), admin);
  // A rule in the list too: the checks and the pictures see both the list and the forms.
  await page.goto(c.url('harbour-auto', '/console/rules'));
  const before = await page.locator('li[data-rule]').count();
  const add = page.locator('details.console-panel').last();
  await add.getByText(/^Add a rule for /).click();
  await add.getByLabel('Demo Salesperson').check();
  await add.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.locator('li[data-rule]')).toHaveCount(before + 1);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const answer = await page.goto(c.url('harbour-auto', '/console/rules'));
    expect(answer?.headers()['cache-control']).toBe('no-store');
    // Open every form: the checks see them as someone using them does.
    for (const summary of await page.locator('summary').all()) await summary.click();
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    await screenshot(page, { path: info.outputPath(`rules-${width}.png`), fullPage: true });
  }
});
