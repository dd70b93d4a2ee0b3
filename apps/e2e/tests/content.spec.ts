import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/** §1 content-block pages on the demo sites, a dealer's edit through the API, §7 promotions on special offers. */

/** The dealer API through 127.0.0.1 with the site's Host (Node's resolver does not know *.localhost). */
const dealerApi = (server: { port: number; dealerPassword(slug: string): string | null }, slug: string) => ({
  url: (path: string) => `http://127.0.0.1:${server.port}${path}`,
  headers: {
    host: `${slug}.localhost:${server.port}`,
    authorization: `Basic ${Buffer.from(`${slug}:${server.dealerPassword(slug)}`).toString('base64')}`,
    'content-type': 'application/json',
  },
});

test.describe('content pages (§1 page builder)', () => {
  for (const slug of ['harbour-auto', 'kiwi-motors']) {
    test(`home page of ${slug} shows its content blocks`, async ({ page, siteUrl }) => {
      await page.goto(siteUrl(slug));
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(/^Welcome to /);
      await expect(page.locator('[data-block-type="promotion_slider"] img').first()).toBeVisible();
      await expect(page.locator('[data-block-type="car_carousel"] .cb-carousel__item').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'What our customers say' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Visit us' })).toBeVisible();
      await expect(page.getByText(/Sunday: /).first()).toBeVisible();
    });
  }

  test('a dealer edits the about page through the API and the page shows the change', async ({
    page,
    siteUrl,
    request,
    server,
  }) => {
    const api = dealerApi(server, 'kiwi-motors');
    const headers = api.headers;
    const current = await request.get(api.url('/api/dealer/pages/about'), { headers });
    expect(current.status()).toBe(200);
    const about = (await current.json()) as { blocks: { id: string }[] };
    const text = `Family owned since ${Date.now() % 100000}`;
    const saved = await request.put(api.url('/api/dealer/pages/about'), {
      headers,
      data: {
        ...about,
        blocks: [
          { id: 'title', type: 'heading', text, level: 1, tunes: { alignment: 'center' } },
          ...about.blocks.filter((b) => b.id !== 'title'),
        ],
      },
    });
    expect(saved.status()).toBe(201);
    // Bad input is refused with the block's path and nothing changes.
    const refused = await request.put(api.url('/api/dealer/pages/about'), {
      headers,
      data: { title: 'About', blocks: [{ id: 'x', type: 'marquee' }] },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toContain('blocks[0].type');

    await page.goto(siteUrl('kiwi-motors', '/about'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
    await expect(page.getByRole('heading', { name: 'Find us' })).toBeVisible();
    const versions = await request.get(api.url('/api/dealer/pages/about/versions'), {
      headers,
    });
    expect(((await versions.json()) as { versions: unknown[] }).versions).toHaveLength(2);
  });

  test('special offers shows the site promotions in the slider and the cars on special', async ({
    page,
    siteUrl,
  }) => {
    await page.goto(siteUrl('harbour-auto', '/special-offers'));
    await expect(page.getByRole('heading', { level: 1, name: 'Special Offers' })).toBeVisible();
    const slides = page.locator('[data-block-type="promotion_slider"] .cb-slider__slide');
    expect(await slides.count()).toBeGreaterThanOrEqual(3);
    const first = slides.first().locator('img');
    await expect(first).toBeVisible();
    expect(await first.getAttribute('width')).toBe('1920');
    expect(await first.getAttribute('height')).toBe('540');
    // The banner is a real generated image.
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Next promotion' }).click();
    await expect(page.getByRole('button', { name: /Pause|Play/ })).toBeVisible();
  });

  test('service, parts and privacy pages render their blocks; /browse lists search landing pages', async ({
    page,
    siteUrl,
  }) => {
    await page.goto(siteUrl('harbour-auto', '/service'));
    await expect(page.getByRole('heading', { level: 1, name: 'Service Centre' })).toBeVisible();
    await page.locator('summary', { hasText: 'How do I book?' }).click();
    await expect(page.getByText(/Call .* or send an enquiry/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Send an enquiry' })).toBeVisible();

    await page.goto(siteUrl('harbour-auto', '/privacy-policy'));
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What we collect' })).toBeVisible();

    await page.goto(siteUrl('harbour-auto', '/browse'));
    const makeLink = page.getByRole('region', { name: 'By make' }).getByRole('link').first();
    await expect(makeLink).toBeVisible();
    await makeLink.click();
    await expect(page).not.toHaveURL(/\/browse$/);
    await expect(page.locator('main')).toContainText(/\d/);
  });

  test('§2 the news list shows the site’s posts and an article opens with its body', async ({
    page,
    siteUrl,
  }) => {
    await page.goto(siteUrl('gateway-used', '/news'));
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    const first = page.getByRole('article').first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    expect(title.length).toBeGreaterThan(5);
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('main p').nth(2)).not.toBeEmpty();
  });

  test('§5 content pages have no serious accessibility violations (axe, WCAG 2.2 AA)', async ({
    page,
    siteUrl,
  }) => {
    test.setTimeout(90_000);
    for (const [slug, path] of [
      ['harbour-auto', '/'],
      ['harbour-auto', '/special-offers'],
      ['kiwi-motors', '/about'],
      ['throttle-moto', '/'],
    ] as const) {
      await page.goto(siteUrl(slug, path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious, `axe on ${slug}${path}`).toEqual([]);
    }
  });
});
