import { expectNoSeriousViolations } from './axe.js';
import { expect, test } from './fixtures.js';

// §5 accessibility: WCAG 2.2 AA — axe-core finds no serious or critical violation on the listing,
// car, finance and trade-in pages of a car dealer group, the motorcycle site and the NZ site.
const SITES = [
  { slug: 'harbour-auto', listing: '/search/new-used-and-demo-cars', vehicleBase: '/cars' },
  { slug: 'throttle-moto', listing: '/search/new-and-used-motorcycles', vehicleBase: '/motorcycles' },
  { slug: 'kiwi-motors', listing: '/search', vehicleBase: '/cars' },
];

for (const site of SITES) {
  test.describe(`§5 accessibility on ${site.slug}`, () => {
    // axe over a 100-card listing takes a while on a shared two-core machine.
    test.describe.configure({ timeout: 90_000 });
    const url = (port: number, path: string) => `http://${site.slug}.localhost:${port}${path}`;

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
      const response = await page.goto(url(server.port, '/finance'));
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
