import { expect, test } from './fixtures';

/** What pages say per seller kind and vehicle (§1, §4): sold state, subscription/rental words, NZ regions. */
interface Hit {
  slug: string;
  status: string;
  sold: boolean;
  sold_date_timestamp: number | null;
}

test("a sold car's page shows the sold tag and only Find Me Something Similar (§4)", async ({
  page,
  siteUrl,
}) => {
  // Chromium resolves *.localhost; Node's resolver does not, so the search is asked from the page.
  await page.goto(siteUrl('harbour-auto', '/our-locations'));
  const { hits } = await page.evaluate(
    async () =>
      (await (await fetch('/api/search?path=/search/new-used-and-demo-cars&status=sold')).json()) as {
        hits: Hit[];
      },
  );
  const sold = hits.find((h) => h.status === 'sold' || h.sold);
  expect(sold, 'the demo listing has a sold car inside its window').toBeTruthy();
  await page.goto(siteUrl('harbour-auto', `/cars/${sold?.slug}`));
  const panel = page.getByRole('complementary', { name: 'Price and actions' });
  await expect(panel.locator('.tag')).toHaveText(/^(SOLD|JUST SOLD)$/);
  await expect(panel.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible();
  for (const gone of ['Enquire Now', 'Book a Test Drive', 'Get Finance', 'Trade-In Valuation', 'Reserve Now'])
    await expect(panel.getByText(gone)).toHaveCount(0);
});

test('a subscription site reads as one: weekly prices, weekly price filter, no finance (§1)', async ({
  page,
  siteUrl,
}) => {
  await page.goto(siteUrl('flexi-drive', '/search/subscription-cars?subscription_price=100:300'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars on subscription');
  await expect(page.locator('.car-card').first()).toBeVisible();
  await expect(page.locator('.car-card .price__now').first()).toHaveText(/^\$\d+\/week$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Finance' })).toHaveCount(0);
  await page.locator('.car-card a').first().click();
  const panel = page.getByRole('complementary', { name: 'Price and actions' });
  await expect(panel.locator('.price__now')).toHaveText(/\/week$/);
  await expect(panel.getByText('Get Finance')).toHaveCount(0);
  await expect(panel.getByText('Trade-In Valuation')).toHaveCount(0);
});

test('a rental site hires by the day and never shows a drive-away price (§1)', async ({ page, siteUrl }) => {
  await page.goto(siteUrl('cityhop-rentals', '/find/rental-cars'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars for hire');
  const prices = await page.locator('.car-card .price').allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toMatch(/\/day$|^Enquire for price\.$/);
});

test('the NZ trade-in asks for an NZ region, not an Australian state (§1 the NZ dealer)', async ({
  page,
  siteUrl,
}) => {
  await page.goto(siteUrl('kiwi-motors', '/trade-in'));
  const region = page.getByLabel('Region');
  await expect(region).toBeVisible();
  await expect(region.locator('option', { hasText: 'Auckland' })).toHaveCount(1);
  await expect(region.locator('option', { hasText: 'NSW' })).toHaveCount(0);
});

test("an RV dealer's car page and cards speak of RVs, never of cars (§1 vehicle noun)", async ({
  page,
  siteUrl,
}) => {
  await page.goto(siteUrl('outback-rv', '/search/rv-vehicles'));
  const card = page
    .locator('.car-card')
    .filter({ has: page.locator('.button--accent') })
    .first();
  await expect(card.locator('.button--accent')).toHaveText(/^Reserve This RV \(/);
  await card.getByRole('link', { name: 'Explore Vehicle' }).click();
  await expect(page).toHaveURL(/\/cars\/[^/]+$/);
  const panel = page.getByRole('complementary', { name: 'Price and actions' });
  await expect(panel.getByText('Reserve Now')).toBeVisible();
  // Everything a shopper can read on the page, buttons and landmarks' names included.
  // biome-ignore lint/performance/useDomNodeTextContent: visible text is the point (textContent includes hidden nodes).
  const visible = await page.locator('body').innerText();
  expect(visible).not.toMatch(/\bcars?\b/i);
  const labels = await page
    .locator('[aria-label], [title], img[alt]')
    .evaluateAll((nodes) =>
      nodes.map(
        (n) => n.getAttribute('aria-label') ?? n.getAttribute('title') ?? n.getAttribute('alt') ?? '',
      ),
    );
  expect(labels.filter((label) => /\bcars?\b/i.test(label))).toEqual([]);
  expect(await page.title()).not.toMatch(/\bcars?\b/i);
  // schema.org has no RV type: the structured data says Vehicle, never Car.
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
  expect(ld).toContain('"@type":"Vehicle"');
  expect(ld).not.toContain('"@type":"Car"');
});
