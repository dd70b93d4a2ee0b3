import type { Page } from '@playwright/test';
import { expect, hydrated, isHydrated, openHeld, test } from './fixtures.js';

// The page paints before its JavaScript is fetched (apps/web/app/lib/paint-first.ts), then hydrates —
// the listing's cards each in their own boundary, after the page (packages/ui CarGrid) — in Chromium.
const siteUrl = (port: number, path: string) => `http://harbour-auto.localhost:${port}${path}`;

/** When the first contentful paint happened and when the first script request started (ms). */
const paintAndFirstScript = (page: Page) =>
  page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return { paint, firstScript: Math.min(...scripts), scripts: scripts.length };
  });

test.describe('paint first, then hydrate (harbour-auto)', () => {
  for (const [name, path] of [
    ['listing', '/search/new-used-and-demo-cars'],
    ['home', '/'],
  ] as const) {
    test(`${name}: no script is requested before the first paint, and the page hydrates`, async ({
      page,
      server,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(siteUrl(server.port, path));
      await hydrated(page.locator('.site-header .logo'));
      const { paint, firstScript, scripts } = await paintAndFirstScript(page);
      expect(scripts).toBeGreaterThan(3);
      expect(paint).toBeLessThanOrEqual(firstScript);
      expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(3); // added after paint
      expect(errors).toEqual([]);
    });
  }

  test('listing: every card hydrates after the page, and a heart on the last card works', async ({
    page,
    server,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(siteUrl(server.port, '/search/new-used-and-demo-cars'));
    const cards = page.locator('.car-card');
    expect(await cards.count()).toBeGreaterThan(20);
    await hydrated(page.locator('.car-card').last());
    const heart = cards.last().locator('button.favourite');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(errors).toEqual([]);
  });

  test('painted with no script; once the scripts arrive a tap on a card not yet hydrated works', async ({
    page,
    server,
  }) => {
    // The scripts arrive late (a slow phone line): the shopper taps the heart of a card meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(siteUrl(server.port, '/search/new-used-and-demo-cars'));
    const title = page.locator('.car-card').nth(5).getByRole('heading');
    await expect(title).toBeVisible(); // painted with no script
    release();
    await hydrated(page.locator('.site-header .logo'));
    const heart = page.locator('.car-card').nth(5).locator('button.favourite');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('a question tapped before the scripts arrive (harbour-auto)', () => {
  test('the Sell My Car FAQ opens from the painted page and stays open through hydration', async ({
    page,
    server,
  }) => {
    const scripts = await openHeld(page, siteUrl(server.port, '/sell-my-car'));
    const question = page.locator('summary', { hasText: /Why is there no online estimate/ });
    const answer = page.getByText(/over 7 years old or with more than 100,000 km/);
    await expect(answer).toBeHidden();
    expect(await isHydrated(question)).toBe(false);
    await question.click();
    await expect(answer).toBeVisible();

    await scripts.release();
    await hydrated(page.locator('.site-header .logo'));
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
  });
});

test.describe('a tap or a choice made before the scripts arrive is done once they run (harbour-auto)', () => {
  test('a heart tapped on the painted listing is saved once React runs, even if tapped twice', async ({
    page,
    server,
  }) => {
    const scripts = await openHeld(page, siteUrl(server.port, '/search/new-used-and-demo-cars'));
    const heart = page.locator('.car-card').nth(5).locator('button.favourite');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(await isHydrated(heart)).toBe(false);
    // Nothing happens yet, so the shopper taps again: they meant one favourite.
    await heart.click();
    await heart.click();

    await scripts.release();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // Saved once (not toggled back off): still saved on the next visit.
    await page.reload();
    await hydrated(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  test('a sort chosen on the painted listing is applied once React runs', async ({ page, server }) => {
    const scripts = await openHeld(page, siteUrl(server.port, '/search/new-used-and-demo-cars'));
    const sort = page.getByLabel('Sort by');
    await expect(sort).toBeVisible();
    expect(await isHydrated(sort)).toBe(false);
    await sort.selectOption({ label: 'Lowest Price' });

    await scripts.release();
    await expect(page).toHaveURL(/[?&]sortBy=price_asc\b/);
    await expect(sort).toHaveValue('price_asc');
    await hydrated(sort);
  });
});
