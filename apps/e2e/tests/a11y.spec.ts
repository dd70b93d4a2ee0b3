import { collectConsoleErrors, expectNoSeriousViolations } from './axe.js';
import { expect, test } from './fixtures.js';

/**
 * §5 accessibility: WCAG 2.2 AA — axe-core finds no serious or critical violation (colour contrast and
 * label in name included) on the home, listing, car, finance and trade-in pages of each site Lighthouse
 * is run on and of the themes furthest apart: a car dealer group, a brand dealer with an accented word
 * mark, a used-car dealer with a bright brand colour, the dark motorcycle site and the NZ site. At a
 * phone's width, as Lighthouse's mobile run sees them (the Menu button on the brand colour), and the
 * home page at a desktop's too (the whole navigation on it).
 */
const SITES = [
  {
    slug: 'harbour-auto',
    listing: '/search/new-used-and-demo-cars',
    vehicleBase: '/cars',
    finance: '/finance',
  },
  { slug: 'northside-skoda', listing: '/search', vehicleBase: '/cars', finance: '/apply-for-finance' },
  { slug: 'gateway-used', listing: '/used-car', vehicleBase: '/cars', finance: '/finance' },
  {
    slug: 'throttle-moto',
    listing: '/search/new-and-used-motorcycles',
    vehicleBase: '/motorcycles',
    finance: '/finance',
  },
  { slug: 'kiwi-motors', listing: '/search', vehicleBase: '/cars', finance: '/finance' },
];

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1350, height: 940 };

for (const site of SITES) {
  test.describe(`§5 accessibility on ${site.slug}`, () => {
    // axe over a 100-card listing takes a while on a shared two-core machine.
    test.describe.configure({ timeout: 90_000 });
    test.use({ viewport: PHONE });
    const url = (port: number, path: string) => `http://${site.slug}.localhost:${port}${path}`;

    test('home page, with no console error or failed request', async ({ page, server }) => {
      const errors = collectConsoleErrors(page);
      const response = await page.goto(url(server.port, '/'));
      expect(response?.status()).toBe(200);
      await expectNoSeriousViolations(page);
      // Third-party widgets load once the page is idle: wait for that moment before counting.
      await page.evaluate(
        () =>
          new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 5_000 })),
      );
      expect(errors).toEqual([]);
    });

    test('home page at a desktop width', async ({ page, server }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(url(server.port, '/'));
      await expectNoSeriousViolations(page);
    });

    test('listing', async ({ page, server }) => {
      await page.goto(url(server.port, site.listing));
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('car page', async ({ page, server }) => {
      await page.goto(url(server.port, site.listing));
      const href = await page.locator(`a[href^="${site.vehicleBase}/"]`).first().getAttribute('href');
      expect(href).toBeTruthy();
      await page.goto(url(server.port, href ?? '/'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('finance page', async ({ page, server }) => {
      const response = await page.goto(url(server.port, site.finance));
      expect(response?.status()).toBe(200);
      await expectNoSeriousViolations(page);
    });

    test('trade-in page', async ({ page, server }) => {
      const response = await page.goto(url(server.port, '/trade-in'));
      expect(response?.status()).toBe(200);
      await expectNoSeriousViolations(page);
    });
  });
}
