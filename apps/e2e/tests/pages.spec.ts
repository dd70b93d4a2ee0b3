import { expect, holdScripts, hydrated, isHydrated, test } from './fixtures.js';

// Information pages, favourites, SEO resources and tenant resolution over the real BFF.
const siteUrl = (slug: string, port: number, path = '/') => `http://${slug}.localhost:${port}${path}`;

test.describe('§2 our-locations', () => {
  test('every yard with Saturday hours, Sunday: By Appointment and special hours; directions posts §9 41', async ({
    page,
    server,
  }) => {
    await page.goto(siteUrl('harbour-auto', server.port, '/our-locations'));
    await expect(page.getByRole('heading', { level: 1, name: 'Our locations' })).toBeVisible();
    const toyota = page.getByRole('region', { name: 'Harbour Toyota Brookvale' });
    await expect(toyota).toContainText('612 Pittwater Road');
    await expect(toyota.getByRole('link', { name: /Call \(02\) 5550 4100/ })).toHaveAttribute(
      'href',
      'tel:(02)55504100',
    );
    await expect(toyota.getByRole('listitem').filter({ hasText: 'Saturday:' })).toHaveText(
      'Saturday: 8:30am - 4:00pm',
    );
    await expect(toyota.getByRole('listitem').filter({ hasText: 'Sunday:' })).toHaveText(
      'Sunday: By Appointment',
    );
    await expect(page.getByRole('region', { name: 'Harbour Kia Mona Vale' })).toContainText('Sunday: Closed');
    await expect(toyota).toContainText('(Christmas Day): Closed');

    const directions = toyota.getByRole('link', { name: /Get directions/ });
    await expect(directions).toHaveAttribute('href', /google\.com\/maps/);
    await page.context().route('https://www.google.com/**', (route) => route.fulfill({ body: 'map' }));
    // Tapped once the page has hydrated (React's handler); a tap before is the next test's.
    await hydrated(directions);
    const popup = page.waitForEvent('popup');
    await directions.click();
    await (await popup).close();
    const events = await page.evaluate(
      () =>
        ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as {
          event?: string;
          event_id?: number;
        }[],
    );
    expect(events).toContainEqual(expect.objectContaining({ event: 'directions', event_id: 41 }));
  });

  test('a map opened and a call tapped before the page has hydrated still count (§9 41 and 25)', async ({
    page,
    server,
  }) => {
    // A phone on a slow line: the page is painted and its links work, but its scripts have not arrived.
    const scripts = await holdScripts(page);
    await page.context().route('https://www.google.com/**', (route) => route.fulfill({ body: 'map' }));
    // There is no phone app here: a tapped call goes nowhere (headless Chromium would otherwise hold the
    // page's input behind its "open the phone app?" prompt). Last in line, after the page's own listeners.
    await page.addInitScript(() =>
      window.addEventListener('click', (event) => {
        if ((event.target as Element | null)?.closest?.('a[href^="tel:"]')) event.preventDefault();
      }),
    );
    await page.goto(siteUrl('harbour-auto', server.port, '/our-locations'), { waitUntil: 'commit' });
    await expect.poll(scripts.waiting).toBeGreaterThan(0);
    const toyota = page.getByRole('region', { name: 'Harbour Toyota Brookvale' });
    const directions = toyota.getByRole('link', { name: /Get directions/ });
    const call = toyota.getByRole('link', { name: /Call \(02\) 5550 4100/ });
    expect(await isHydrated(directions)).toBe(false);
    const popup = page.waitForEvent('popup');
    await directions.click();
    await (await popup).close();
    await call.click();

    await scripts.release();
    await hydrated(directions);
    const events = () =>
      page.evaluate(() =>
        (((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as { event?: string }[]).filter(
          (e) => e.event === 'directions' || e.event === 'click_to_call',
        ),
      );
    await expect.poll(events).toHaveLength(2);
    expect(await events()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'click_to_call', event_id: 25, page_path: '/our-locations' }),
        expect.objectContaining({
          event: 'directions',
          event_id: 41,
          location_name: 'Harbour Toyota Brookvale',
        }),
      ]),
    );
    // Once hydrated, each tap counts once (React's handler; the early note has stopped).
    const again = page.waitForEvent('popup');
    await directions.click();
    await (await again).close();
    await call.click();
    await expect.poll(events).toHaveLength(4);
    expect((await events()).filter((e) => e.event === 'click_to_call')).toHaveLength(2);
  });

  test('the NZ dealer: Monday to Saturday 8:30am-5:30pm, Sunday closed (§9)', async ({ page, server }) => {
    await page.goto(siteUrl('kiwi-motors', server.port, '/our-locations'));
    const hours = page.locator('.hours').first().getByRole('listitem');
    await expect(hours.filter({ hasText: 'Saturday:' })).toHaveText('Saturday: 8:30am - 5:30pm');
    await expect(hours.filter({ hasText: 'Sunday:' })).toHaveText('Sunday: Closed');
  });
});

test('§1 favourites survive a reload', async ({ page, server }) => {
  await page.goto(siteUrl('harbour-auto', server.port, '/search/new-used-and-demo-cars'));
  const first = page.getByRole('article').first();
  const name = ((await first.getByRole('heading').textContent()) ?? '').trim();
  // The page paints before its scripts arrive (apps/web/app/lib/paint-first.ts): the heart works once
  // React has attached itself to the card.
  await hydrated(first);
  await first.getByRole('button', { name: /Save .* to favourites/ }).click();
  await expect(first.getByRole('button', { name: /Remove .* from favourites/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const events = await page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as {
        event?: string;
        event_id?: number;
      }[],
  );
  expect(events).toContainEqual(expect.objectContaining({ event: 'favourite', event_id: 39 }));

  await page.goto(siteUrl('harbour-auto', server.port, '/favourites'));
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();

  await page.getByRole('button', { name: /Remove .* from favourites/ }).click();
  await expect(page.getByText('You have no favourites yet.')).toBeVisible();
});

// Chromium resolves *.localhost to this machine (Node's resolver does not), so every request goes through a page.
test.describe('§2 SEO resources', () => {
  test('sitemap.xml lists the listing, stock pages, cars and info pages as absolute URLs', async ({
    page,
    server,
  }) => {
    const origin = siteUrl('harbour-auto', server.port, '');
    const response = await page.goto(`${origin}/sitemap.xml`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('application/xml');
    const xml = (await response?.text()) ?? '';
    expect(xml).toContain(`<loc>${origin}/search/new-used-and-demo-cars</loc>`);
    expect(xml).toContain(`<loc>${origin}/our-locations</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${origin}/cars/[^<]+</loc>`));
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(locs.every((loc) => loc.startsWith(origin))).toBe(true);
    // A car from the sitemap is a real page.
    const car = locs.find((loc) => loc.includes('/cars/')) ?? '';
    expect((await page.goto(car))?.status()).toBe(200);
  });

  test('robots.txt points at the sitemap and keeps crawlers off /_refine and /api/', async ({
    page,
    server,
  }) => {
    const origin = siteUrl('kiwi-motors', server.port, '');
    const text = (await (await page.goto(`${origin}/robots.txt`))?.text()) ?? '';
    expect(text).toContain('Disallow: /_refine');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test('information pages carry a title, description and canonical URL', async ({ page, server }) => {
    await page.goto(siteUrl('gateway-used', server.port, '/news'));
    await expect(page).toHaveTitle(/^News \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      siteUrl('gateway-used', server.port, '/news'),
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  });
});

test('the garage exists only where garage_enabled is set', async ({ page, server }) => {
  expect((await page.goto(siteUrl('bigbox-cars', server.port, '/mybigboxcars')))?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect((await page.goto(siteUrl('harbour-auto', server.port, '/my-garage')))?.status()).toBe(404);
});

test('an unknown host gets 404', async ({ page, server }) => {
  const response = await page.goto(siteUrl('no-such-dealer', server.port, '/our-locations'));
  expect(response?.status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the listing and the locations page are server-rendered', async ({ page, server }) => {
    await page.goto(siteUrl('throttle-moto', server.port, '/search/new-and-used-motorcycles'));
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.goto(siteUrl('throttle-moto', server.port, '/our-locations'));
    await expect(page.getByText('Sunday:').first()).toBeVisible();
  });
});
