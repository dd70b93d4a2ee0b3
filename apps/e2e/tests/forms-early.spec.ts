import type { APIRequestContext } from '@playwright/test';
import { dealerInbox, expect, isHydrated, openHeld, test } from './fixtures.js';

// A shopper on a slow line types into a lead form that is painted before its JavaScript has arrived
// (apps/web/app/lib/paint-first.ts): when the scripts run and React hydrates the form, everything typed,
// chosen and ticked stays, and the lead sent carries it (packages/ui useEarlyInput), in Chromium.

async function inboxLead(request: APIRequestContext, port: number, password: string, email: string) {
  const leads = await dealerInbox(request, port, 'harbour-auto', password);
  const mine = leads.filter((l) => l.lead.email === email);
  expect(mine, `one lead from ${email}`).toHaveLength(1);
  return (mine[0] as { lead: Record<string, unknown> }).lead;
}

test.describe('what a shopper enters before the form has hydrated is kept (harbour-auto)', () => {
  test('the enquiry page: text, a select and a checkbox entered early are kept and sent', async ({
    page,
    request,
    server,
    siteUrl,
  }) => {
    const scripts = await openHeld(page, siteUrl('harbour-auto', '/contact'));
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toBeVisible();
    expect(await isHydrated(name)).toBe(false);

    const email = 'early.enquiry@example.com';
    await name.pressSequentially('Early Bird', { delay: 30 });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Enquiry type').selectOption('Service');
    const location = page.getByLabel('Location');
    const yard = (await location.locator('option:not([disabled])').last().getAttribute('value')) ?? '';
    await location.selectOption(yard);
    await page.getByLabel(/Keep me updated/).uncheck();
    expect(await isHydrated(name)).toBe(false);

    await scripts.release();
    await expect.poll(() => isHydrated(name)).toBe(true);
    // After hydration: another field, then a wrong submit re-renders every field with its errors.
    await page.getByLabel('Phone').pressSequentially('0412 345 678', { delay: 20 });
    await page.getByLabel('Message').fill('Typed after the page woke up');
    await expect(name).toHaveValue('Early Bird');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Enquiry type')).toHaveValue('Service');
    await expect(location).toHaveValue(yard);
    await expect(page.getByLabel(/Keep me updated/)).not.toBeChecked();

    await page.getByRole('button', { name: 'Message Now' }).click();
    await expect(page).toHaveURL(/\/success\?/);
    expect(
      await inboxLead(request, server.port, server.dealerPassword('harbour-auto') ?? '', email),
    ).toMatchObject({
      name: 'Early Bird',
      email,
      phone: '0412 345 678',
      subcategory: 'Service',
      opt_in: false,
      message: 'Typed after the page woke up',
    });
  });

  test('the finance application: step 1 typed early is kept through hydration and saved', async ({
    page,
    request,
    server,
    siteUrl,
  }) => {
    const scripts = await openHeld(page, siteUrl('harbour-auto', '/finance'));
    const first = page.getByLabel('First name');
    await expect(first).toBeVisible();

    const email = 'early.finance@example.com';
    await first.pressSequentially('Fin', { delay: 30 });
    await page.getByLabel('Last name').fill('Early');
    await page.getByLabel('Email').fill(email);
    expect(await isHydrated(first)).toBe(false);

    await scripts.release();
    await expect.poll(() => isHydrated(first)).toBe(true);
    await page.getByLabel('Phone').pressSequentially('0412 345 678', { delay: 20 });
    // A step checked in the browser re-renders every field (the postcode is missing).
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('*This is a required field.')).toBeVisible();
    await expect(first).toHaveValue('Fin');
    await expect(page.getByLabel('Last name')).toHaveValue('Early');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Phone')).toHaveValue('0412 345 678');

    await page.getByLabel('Postcode').fill('4000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    expect(
      await inboxLead(request, server.port, server.dealerPassword('harbour-auto') ?? '', email),
    ).toMatchObject({
      first_name: 'Fin',
      last_name: 'Early',
      email,
      phone: '0412 345 678',
      postcode: '4000',
    });
  });

  test('the reserve checkout: contact details and the terms tick entered early are kept and sent', async ({
    page,
    request,
    server,
    siteUrl,
  }) => {
    await page.goto(siteUrl('harbour-auto', '/search/new-used-and-demo-cars'));
    const checkout = await page
      .getByRole('link', { name: /Reserve This Car/ })
      .last()
      .getAttribute('href');
    const scripts = await openHeld(page, siteUrl('harbour-auto', checkout ?? ''));
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toBeVisible();

    const email = 'early.reserve@example.com';
    await name.fill('Res Early');
    await page.getByLabel('Email').fill(email);
    const terms = page.getByLabel(/I agree to the reservation terms/);
    await terms.check();
    expect(await isHydrated(name)).toBe(false);

    await scripts.release();
    await expect.poll(() => isHydrated(name)).toBe(true);
    // Contact details of its own: a person may hold only two cars at once, and other specs on this
    // worker's server reserve too.
    await page.getByLabel('Phone').fill('0412 345 603');
    await expect(name).toHaveValue('Res Early');
    await expect(terms).toBeChecked();
    await page.getByRole('button', { name: 'Reserve This Car' }).click();
    await expect(page.getByRole('heading', { name: 'Your reservation request is in' })).toBeVisible();
    expect(
      await inboxLead(request, server.port, server.dealerPassword('harbour-auto') ?? '', email),
    ).toMatchObject({ name: 'Res Early', email, phone: '0412 345 603' });
  });

  test('the trade-in: the car typed and its state chosen early are kept and the step goes on', async ({
    page,
    siteUrl,
  }) => {
    const scripts = await openHeld(page, siteUrl('harbour-auto', '/trade-in'));
    const rego = page.getByLabel('Registration (rego)');
    await expect(rego).toBeVisible();
    await rego.fill('EARLY1');
    await page.getByLabel('State').selectOption('QLD');
    await page.getByLabel('Make').fill('Toyota');
    expect(await isHydrated(rego)).toBe(false);

    await scripts.release();
    await expect.poll(() => isHydrated(rego)).toBe(true);
    await page.getByLabel('Model').fill('Corolla');
    await page.getByLabel('Year').fill(String(new Date().getUTCFullYear() - 3));
    await page.getByLabel('Odometer (km)').fill('40000');
    await page.getByRole('button', { name: 'Continue' }).click();
    // Checked in the browser against the form's state: the step only goes on if it holds what was typed.
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(rego).toHaveValue('EARLY1');
    await expect(page.getByLabel('State')).toHaveValue('QLD');
    await expect(page.getByLabel('Make')).toHaveValue('Toyota');
  });

  test('the home page’s finance calculator: the amount slid and the term chosen early are kept', async ({
    page,
    siteUrl,
  }) => {
    const scripts = await openHeld(page, siteUrl('harbour-auto', '/'));
    const calculator = page.getByRole('region', { name: 'Finance calculator' });
    const amount = calculator.getByRole('slider');
    await expect(amount).toBeVisible();
    await amount.fill('42000');
    await calculator.getByLabel('Loan term').selectOption({ label: '3 years' });
    // No script yet: the label still says what the server rendered.
    await expect(calculator).toContainText('Amount to borrow: $30,000');

    await scripts.release();
    await expect.poll(() => isHydrated(amount)).toBe(true);
    await expect(calculator).toContainText('Amount to borrow: $42,000');
    await expect(amount).toHaveValue('42000');
    await expect(calculator.getByLabel('Loan term')).toHaveValue('36');
  });
});
