import { expect, test } from './fixtures.js';

// §2 search listing → car page over the real BFF + web server build, in Chromium.
const siteUrl = (slug: string, port: number, path = '/') => `http://${slug}.localhost:${port}${path}`;

test.describe('§2 search listing (car dealer group: harbour-auto)', () => {
  test('filter by make and body, the URL follows, open a car', async ({ page, server }) => {
    await page.goto(siteUrl('harbour-auto', server.port, '/search/new-used-and-demo-cars'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('for sale');
    const count = page.getByRole('status');
    const before = await count.textContent();

    const makes = page.getByRole('list', { name: 'Make' });
    const firstMake = makes.getByRole('checkbox').first();
    const makeName = (await firstMake.locator('.check__label').textContent()) ?? '';
    await firstMake.click();
    await expect(page).toHaveURL(new RegExp(`make=${encodeURIComponent(makeName)}`));
    await expect(makes.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(count).not.toHaveText(before ?? '');

    const makeCount = await count.textContent();
    const firstBody = page.getByRole('list', { name: 'Body type' }).getByRole('checkbox').first();
    const bodyName = ((await firstBody.locator('.check__label').textContent()) ?? '').trim();
    await firstBody.click();
    await expect(page).toHaveURL(/body=/);
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(makeName);
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(bodyName);
    await expect(count).not.toHaveText(makeCount ?? '');
    const bodyCount = await count.textContent();

    // Back restores the previous results without a reload, forward the refined ones.
    await page.goBack();
    await expect(page).not.toHaveURL(/body=/);
    await expect(count).toHaveText(makeCount ?? '');
    await page.goForward();
    await expect(page).toHaveURL(/body=/);
    // The restored results are on screen once the count and the body chip are back.
    await expect(count).toHaveText(bodyCount ?? '');
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(bodyName);

    // Read the first card's title and link in one go, so a re-render cannot split them.
    const { name, href } = await page
      .getByRole('article')
      .first()
      .evaluate((card) => {
        const titleId = card.getAttribute('aria-labelledby');
        const title = titleId ? card.ownerDocument.getElementById(titleId) : null;
        const link = [...card.querySelectorAll('a')].find((a) => a.textContent?.includes('Explore Vehicle'));
        return { name: title?.textContent?.trim() ?? '', href: link?.getAttribute('href') ?? '' };
      });
    expect(href).toMatch(/^\/cars\//);
    await page.locator(`a[href="${href}"]`, { hasText: 'Explore Vehicle' }).first().click();
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(
      page.getByRole('button', { name: 'Enquire Now' }).or(page.getByRole('link', { name: 'Enquire Now' })),
    ).toBeVisible();
  });

  test('a condition becomes a path segment', async ({ page, server }) => {
    await page.goto(siteUrl('harbour-auto', server.port, '/search/new-used-and-demo-cars'));
    await page.getByRole('list', { name: 'Condition' }).getByRole('checkbox', { name: /Used/ }).click();
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\/used-cars$/);
  });
});

test('Find Me Something Similar on a sold card lists the car’s own make and model', async ({
  page,
  server,
}) => {
  // A sold car stays listed for the sold window (§4), ranked below what can still be sold: page through.
  const similar = page.getByRole('link', { name: 'Find Me Something Similar' }).first();
  for (let n = 1; n <= 20; n++) {
    await page.goto(siteUrl('harbour-auto', server.port, `/search/new-used-and-demo-cars?page=${n}`));
    if ((await page.getByRole('article').count()) === 0 || (await similar.count()) > 0) break;
  }
  await expect(similar).toBeVisible();
  const card = page.getByRole('article').filter({ has: similar }).first();
  const href = (await card.getByRole('link', { name: /Explore Vehicle/ }).getAttribute('href')) ?? '';
  await similar.click();
  await expect(page).toHaveURL(/make=[^&]+&model=/);
  const url = new URL(page.url());
  // The same car's page names the make and model the link chose.
  await page.goto(siteUrl('harbour-auto', server.port, href));
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
  const car = JSON.parse(ld ?? '{}') as { brand?: { name?: string }; model?: string };
  expect(url.searchParams.get('make')).toBe(car.brand?.name);
  expect(url.searchParams.get('model')).toBe(car.model);
});

test('an NZ dealer’s prices carry NZ words, not the AU government-charges label', async ({
  page,
  server,
}) => {
  await page.goto(siteUrl('kiwi-motors', server.port, '/search'));
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('+ ORC').first()).toBeVisible();
  await expect(page.getByText('Excl. Govt. Charges')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the listing renders cars and filter links work', async ({ page, server }) => {
    await page.goto(siteUrl('harbour-auto', server.port, '/search/new-used-and-demo-cars'));
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('list', { name: 'Make' }).getByRole('checkbox').first().click();
    await expect(page).toHaveURL(/make=/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test('an unknown host gets 404', async ({ page, server }) => {
  // Chromium resolves *.localhost to loopback itself (Node's resolver does not), so ask through the page.
  const response = await page.goto(siteUrl('no-such-dealer', server.port, '/'));
  expect(response?.status()).toBe(404);
});

test.describe('§7 text search matches every typed word (#31)', () => {
  test('"toyota corolla" counts only Corollas; no exact match shows close matches and says so', async ({
    page,
    server,
  }) => {
    const listing = (q: string) =>
      siteUrl('harbour-auto', server.port, `/search/new-used-and-demo-cars?query=${encodeURIComponent(q)}`);
    await page.goto(listing('corolla'));
    const corollas = await page.getByRole('status').first().textContent();
    await page.goto(listing('toyota corolla'));
    await expect(page.getByRole('status').first()).toHaveText(corollas ?? '');
    await expect(page.getByText(/No exact matches/)).toHaveCount(0);
    await page.goto(listing('toyota qwertyuiop'));
    await expect(
      page.getByText('No exact matches for “toyota qwertyuiop” — showing close matches'),
    ).toBeVisible();
  });
});
