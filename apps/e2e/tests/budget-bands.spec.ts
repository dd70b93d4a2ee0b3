import { expect, test } from './fixtures.js';

/**
 * Issue #31 one weekly-price rule: a car listed under a weekly budget band shows a weekly figure in that
 * band on its own page (bands half-open, [100, 125)); a rental site's bands are per day, never per week.
 */
const siteUrl = (slug: string, port: number, path = '/') => `http://${slug}.localhost:${port}${path}`;

/** The car pages the listing's cards link to (first page). */
async function cardLinks(page: import('@playwright/test').Page): Promise<string[]> {
  await expect(page.getByRole('article').first()).toBeVisible();
  return page
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map(
        (card) =>
          [...card.querySelectorAll('a')]
            .find((a) => a.textContent?.includes('Explore Vehicle'))
            ?.getAttribute('href') ?? '',
      ),
    );
}

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

test("harbour-auto: every car under '$100 - $125 per week' says $100–$124 a week on its page", async ({
  page,
  server,
}) => {
  await page.goto(siteUrl('harbour-auto', server.port, '/search/new-used-and-demo-cars'));
  const band = page.getByRole('radio', { name: '$100 - $125 per week' });
  await expect(page.getByRole('group', { name: 'Weekly budget' })).toBeVisible();
  await band.click();
  await expect(page).toHaveURL(/100-to-125-per-week/);
  await expect(page.getByRole('radio', { name: '$100 - $125 per week' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const links = (await cardLinks(page)).filter(Boolean).slice(0, 8);
  expect(links.length).toBeGreaterThan(2);
  for (const href of links) {
    await page.goto(siteUrl('harbour-auto', server.port, href));
    const estimate = page.locator('.finance-estimate strong').first();
    await expect(estimate).toHaveText(/^\$\d[\d,]*\/week$/);
    const weekly = dollars(((await estimate.textContent()) ?? '').replace('/week', ''));
    expect(weekly, href).toBeGreaterThanOrEqual(100);
    expect(weekly, href).toBeLessThan(125);
  }
});

test("cityhop-rentals: the budget is per day, and 'under $50 per day' lists only cars under $50 a day", async ({
  page,
  server,
}) => {
  await page.goto(siteUrl('cityhop-rentals', server.port, '/find/rental-cars'));
  await expect(page.getByRole('group', { name: 'Daily budget' })).toBeVisible();
  await expect(page.getByText(/per week/)).toHaveCount(0);
  await page.getByRole('radio', { name: 'Under $50 per day' }).click();
  await expect(page).toHaveURL(/cars-under-50-per-day/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('under $50 per day');
  const prices = await page.getByRole('article').locator('.price__now').allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const text of prices) {
    expect(text).toMatch(/\/day$/);
    expect(dollars(text.replace('/day', ''))).toBeLessThan(50);
  }
  // A weekly band is no page of a site that hires by the day.
  const weekly = await page.goto(
    siteUrl('cityhop-rentals', server.port, '/find/rental-cars/cars-under-100-per-week'),
  );
  expect(weekly?.status()).toBe(404);
});
