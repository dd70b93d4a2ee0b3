import { expect, test } from './fixtures.js';

// Reserve a car online (§2 /cars/{slug}/checkout, Reserve This Car; §4 'Reserved' tag and the
// checkout rule; §9 the embedded default). The demo machine has no Stripe keys, so the demo site takes
// the reservation as a request the dealer confirms: the hold is real, no money moves.

const LISTING = '/search/new-used-and-demo-cars';

test('reserve an eligible car: checkout → confirmation → the listing shows it Reserved without a Reserve button', async ({
  page,
  siteUrl,
}) => {
  await page.goto(siteUrl('harbour-auto', LISTING));
  const reserveLink = page.getByRole('link', { name: /Reserve This Car/ }).first();
  await expect(reserveLink).toBeVisible();
  const checkoutHref = (await reserveLink.getAttribute('href')) ?? '';
  // harbour-auto words its reserve step /buy-online (§2 /cars/{slug}/checkout or /cars/{slug}/buy-online).
  expect(checkoutHref).toMatch(/^\/cars\/[^/]+\/buy-online$/);
  const carHref = checkoutHref.replace(/\/buy-online$/, '');
  const card = page.locator('article.car-card', { has: page.locator(`h2 a[href="${carHref}"]`) });
  await expect(card.getByText('Reserved', { exact: true })).toHaveCount(0);

  await reserveLink.click();
  await expect(page).toHaveURL(siteUrl('harbour-auto', checkoutHref));
  await expect(page.getByRole('heading', { level: 1, name: /^Reserve the / })).toBeVisible();
  await expect(page.getByText(/No payment is taken online/)).toBeVisible();

  // §5 the shared rules: submitting empty names every missing field.
  await page.getByRole('button', { name: 'Reserve This Car' }).click();
  await expect(page.getByText('*This is a required field.').first()).toBeVisible();

  await page.getByLabel('Name').fill('Jo Citizen');
  await page.getByLabel('Email').fill('jo@example.com');
  await page.getByLabel('Phone').fill('0412 345 678');
  await page.getByLabel(/I agree to the reservation terms/).check();
  await page.getByRole('button', { name: 'Reserve This Car' }).click();

  const confirmed = page.getByRole('heading', { name: 'Your reservation request is in' });
  await expect(confirmed).toBeVisible();
  await expect(confirmed).toBeFocused();
  await expect(
    page.getByText(/^No payment is taken online\. .+ will confirm your reservation/),
  ).toBeVisible();
  await expect(page.getByText(/held for you until/)).toBeVisible();

  // The listing shows the car 'Reserved' at once, and its Reserve button is gone.
  await page.goto(siteUrl('harbour-auto', LISTING));
  await expect(card).toBeVisible();
  await expect(card.getByText('Reserved', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /Reserve This Car/ })).toHaveCount(0);

  // The car page no longer offers Reserve Now; its checkout explains why and offers an enquiry instead.
  await page.goto(siteUrl('harbour-auto', carHref));
  await expect(page.getByRole('link', { name: /Reserve Now/ })).toHaveCount(0);
  // #31 the car's own page says Reserved too, and still offers a test drive with a note.
  const panel = page.getByRole('complementary', { name: 'Price and actions' });
  await expect(panel.getByText('Reserved', { exact: true })).toBeVisible();
  await expect(panel.getByText(/Another buyer has reserved this car/)).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Book a Test Drive' })).toBeVisible();
  await page.goto(siteUrl('harbour-auto', checkoutHref));
  await expect(page.getByText('This car is already reserved.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enquire about this car' })).toHaveAttribute(
    'href',
    /^\/contact\?car_id=\d+$/,
  );
});

test('a site with no payment provider offers Reserve as a request the dealer confirms, then shows the car Reserved', async ({
  page,
  siteUrl,
}) => {
  // bathurst-motors has no payment_provider (the embedded default): its cars carry no payment processor,
  // and Reserve is a hold the dealer confirms — no deposit, no money moves.
  const listing = siteUrl('bathurst-motors', '/search');
  await page.goto(listing);
  const reserveLink = page.getByRole('link', { name: /Reserve This Car/ }).first();
  await expect(reserveLink).toBeVisible();
  await expect(reserveLink).toContainText('dealer confirms, no deposit online');
  await expect(reserveLink).not.toContainText('deposit)');
  const checkoutHref = (await reserveLink.getAttribute('href')) ?? '';
  expect(checkoutHref).toMatch(/^\/cars\/[^/]+\/checkout$/);
  const carHref = checkoutHref.replace(/\/checkout$/, '');
  const card = page.locator('article.car-card', { has: page.locator(`h2 a[href="${carHref}"]`) });

  // The car page offers Reserve Now the same way.
  await page.goto(siteUrl('bathurst-motors', carHref));
  await expect(page.getByRole('link', { name: /Reserve Now/ })).toContainText(
    'dealer confirms, no deposit online',
  );

  await page.goto(listing);
  await page
    .getByRole('link', { name: /Reserve This Car/ })
    .first()
    .click();
  await expect(page).toHaveURL(siteUrl('bathurst-motors', checkoutHref));
  await expect(page.getByText(/No payment is taken online: .* confirms your/)).toBeVisible();

  // Contact details of its own: a person may hold only two cars at once, and other specs on this
  // worker's server reserve too.
  await page.getByLabel('Name').fill('Sam Citizen');
  await page.getByLabel('Email').fill('sam.bathurst@example.com');
  await page.getByLabel('Phone').fill('0412 345 602');
  await page.getByLabel(/I agree to the reservation terms/).check();
  await page.getByRole('button', { name: 'Reserve This Car' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation request is in' })).toBeVisible();
  await expect(page.getByText(/will confirm your reservation/)).toBeVisible();

  await page.goto(listing);
  await expect(card).toBeVisible();
  await expect(card.getByText('Reserved', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /Reserve This Car/ })).toHaveCount(0);
});

test('a reservation lost to another shopper (409) disables Reserve at checkout (#31)', async ({
  page,
  context,
  siteUrl,
}) => {
  test.slow();
  await page.goto(siteUrl('harbour-auto', LISTING));
  const checkoutHref =
    (await page
      .getByRole('link', { name: /Reserve This Car/ })
      .first()
      .getAttribute('href')) ?? '';
  const rival = await context.newPage();
  for (const shopper of [page, rival]) {
    await shopper.goto(siteUrl('harbour-auto', checkoutHref));
    await shopper.getByLabel('Name').fill('Jo Citizen');
    await shopper.getByLabel('Email').fill('jo@example.com');
    await shopper.getByLabel('Phone').fill('0412 345 678');
    await shopper.getByLabel(/I agree to the reservation terms/).check();
  }
  await rival.getByRole('button', { name: 'Reserve This Car' }).click();
  await expect(rival.getByRole('heading', { name: 'Your reservation request is in' })).toBeVisible();
  await page.getByRole('button', { name: 'Reserve This Car' }).click();
  await expect(page.getByText('This car is already reserved.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reserve This Car' })).toBeDisabled();
});
