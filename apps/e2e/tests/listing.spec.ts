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

    await page.getByRole('list', { name: 'Body type' }).getByRole('checkbox').first().click();
    await expect(page).toHaveURL(/body=/);
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(makeName);

    // Back restores the previous results without a reload.
    await page.goBack();
    await expect(page).not.toHaveURL(/body=/);
    await page.goForward();
    await expect(page).toHaveURL(/body=/);
    // Let the restored results settle before reading a card (client navigation re-renders the list).
    await page.waitForLoadState('networkidle');

    const firstCar = page.getByRole('article').first();
    const name = (await firstCar.getByRole('heading').textContent()) ?? '';
    const explore = firstCar.getByRole('link', { name: 'Explore Vehicle' });
    const href = (await explore.getAttribute('href')) ?? '';
    await explore.click();
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
