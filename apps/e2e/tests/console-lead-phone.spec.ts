import { expect, login, screenshot, signIn, test } from './console-support.js';
import { enquireAs } from './enquiry-support.js';

// Issue 33 in Chromium at 390 px: a manager finds the lead by a phone typed "+61 412 345 678" (stored
// "0412 345 678"); the lead page has call / SMS / email and the car at the top, collapsible sections, a
// note box that is empty after a save and stores one note for a double tap; a salesperson sees no
// delivery log.

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

const listing = '/search/new-used-and-demo-cars';

test('find a lead by phone and work it on a phone', async ({ page, browser, console: c }) => {
  const shopper = await browser.newContext();
  await enquireAs(await shopper.newPage(), c.url('harbour-auto', listing), {
    name: 'Pip Phone',
    email: 'pip.phone@example.com',
    phone: '0412 345 678',
  });
  await shopper.close();

  await signIn(
    page,
    c.url('harbour-auto', '/console/leads'),
    login(c.server, 'Harbour Auto Group', 'manager'),
  );
  await page.getByRole('searchbox', { name: 'Find a lead' }).fill('+61 412 345 678');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/console\/leads\/search\?q=/);
  await page.getByRole('link', { name: 'Pip Phone' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pip Phone' })).toBeVisible();

  await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:0412345678');
  await expect(page.getByRole('link', { name: 'SMS' })).toHaveAttribute('href', 'sms:0412345678');
  await expect(page.getByRole('link', { name: /^Email / })).toHaveAttribute(
    'href',
    'mailto:pip.phone@example.com',
  );
  // The car at the top: above the status and notes.
  const car = await page.locator('.console-car').boundingBox();
  const notes = await page.getByRole('heading', { name: 'Notes' }).boundingBox();
  expect(car && notes && car.y < notes.y).toBe(true);
  // Collapsible sections; the record's long parts start closed; a manager has the delivery log.
  await expect(page.locator('details.console-section')).not.toHaveCount(0);
  await expect(page.getByText('Delivery to the CRM')).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A double tap stores one note, and the box is empty after the save.
  await page.getByLabel('Add a note').fill('Rang, left a message');
  await page.getByRole('button', { name: 'Add note' }).dblclick();
  await expect(page.getByText('Rang, left a message')).toHaveCount(1);
  await expect(page.getByLabel('Add a note')).toHaveValue('');
  await page.reload();
  await expect(page.getByText('Rang, left a message')).toHaveCount(1);
  await screenshot(page, { path: test.info().outputPath('lead-390.png'), fullPage: true });

  // A salesperson's page of the same lead: no delivery log.
  await page.getByLabel('Person').selectOption({ label: 'Demo Salesperson' });
  await page.getByRole('button', { name: 'Assign' }).click();
  const sales = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const salesPage = await sales.newPage();
  const leadUrl = page.url();
  await signIn(
    salesPage,
    c.url('harbour-auto', '/console/leads'),
    login(c.server, 'Harbour Auto Group', 'salesperson'),
  );
  await salesPage.goto(leadUrl);
  await expect(salesPage.getByRole('heading', { level: 1, name: 'Pip Phone' })).toBeVisible();
  await expect(salesPage.getByText('Delivery to the CRM')).toHaveCount(0);
  await sales.close();
});
