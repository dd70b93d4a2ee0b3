import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.js';

test('the home page renders in Chromium', async ({ page, server }) => {
  await page.goto(server.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** CSP violations a page reports: the console's and the `securitypolicyviolation` events'. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text()))
      violations.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Refused to execute (CSP ${event.violatedDirective}): ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return violations;
}

test.describe('page CSP with per-request nonces (no unsafe-inline scripts)', () => {
  for (const slug of ['harbour-auto', 'kiwi-motors', 'bigbox-cars']) {
    test(`${slug}: pages hydrate with no CSP violation, each with its own nonce`, async ({
      page,
      siteUrl,
    }) => {
      const violations = watchCsp(page);
      const response = await page.goto(siteUrl(slug));
      const csp = response?.headers()['content-security-policy'] ?? '';
      const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      const nonce = /'nonce-([A-Za-z0-9+/=]{22,})'/.exec(scriptSrc)?.[1];
      expect(nonce).toBeDefined();
      await hydrated(page.locator('.site-header .logo'));
      // Every inline script carries the nonce (browsers hide the attribute's value from the DOM; the property keeps it).
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll('script:not([src])')]
          .filter((s) => !s.getAttribute('type')?.includes('json'))
          .map((s) => (s as HTMLScriptElement).nonce),
      );
      expect(inline.length).toBeGreaterThan(0);
      expect(inline.every((n) => n === nonce)).toBe(true);
      // Another page load gets a new nonce, and hydrates too.
      const second = await page.goto(siteUrl(slug, '/cars'));
      expect(second?.headers()['content-security-policy']).toMatch(/'nonce-/);
      expect(second?.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
      await hydrated(page.locator('.site-header .logo'));
      expect(violations).toEqual([]);
    });
  }

  test('an injected inline script without the nonce does not run', async ({ page, siteUrl }) => {
    const violations = watchCsp(page);
    await page.goto(siteUrl('harbour-auto'));
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.appendChild(script);
      return Boolean((window as { __injected?: boolean }).__injected);
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });
});
