import { expect, test } from './fixtures';

/** The law per country on the pages (#34): NZ Consumer Information Notice and trader number, AU comparison rates. */

interface Hit {
  slug: string;
  car_type: string;
  status: string;
  sold: boolean;
}

test('the NZ demo site shows a CIN on a used car, a printable notice and its trader number in the footer', async ({
  page,
  siteUrl,
}, testInfo) => {
  await page.goto(siteUrl('kiwi-motors', '/our-locations'));
  await expect(page.locator('footer')).toContainText('Registered motor vehicle trader M555014');
  // Chromium resolves *.localhost; Node's resolver does not, so the search is asked from the page.
  const { hits } = await page.evaluate(
    async () => (await (await fetch('/api/search?path=/search/used-cars')).json()) as { hits: Hit[] },
  );
  const used = hits.find((h) => h.car_type === 'used' && !h.sold && h.status !== 'sold');
  expect(used, 'the NZ demo stock has a used car for sale').toBeTruthy();
  await page.goto(siteUrl('kiwi-motors', `/cars/${used?.slug}`));
  const cin = page.getByRole('region', { name: 'Consumer Information Notice' });
  await expect(cin).toBeVisible();
  for (const fact of [
    'Kiwi Motors Limited',
    // The trader's address (the regulations ask for it): the yard the car stands at.
    '620 Great South Road, Penrose Auckland 1061',
    'M555014',
    'Odometer reading',
    'Year first registered in New Zealand',
    'Warrant of Fitness expiry',
    'Licence (registration) expiry',
    'Personal Property Securities Register',
  ])
    await expect(cin).toContainText(fact);
  // Every fact the demo feed gives is stated; the overseas year only when the feed says it (a first NZ
  // registration alone does not tell that a car was never registered overseas: never invented).
  const unstated = await cin
    .getByRole('row')
    .filter({ hasText: 'Not stated' })
    .getByRole('rowheader')
    .allTextContents();
  expect(unstated.filter((label) => label !== 'Year first registered overseas')).toEqual([]);
  await expect(page.locator('footer')).toContainText('M555014');
  await cin.screenshot({ path: testInfo.outputPath('cin-section.png') });

  await cin.getByRole('link', { name: 'Printable notice' }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${used?.slug}/cin$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Consumer Information Notice' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('cin-print.png'), fullPage: true });
});

test('a new car on the NZ site has no notice page; an AU car has none either', async ({ page, siteUrl }) => {
  await page.goto(siteUrl('harbour-auto', '/our-locations'));
  const { hits } = await page.evaluate(
    async () => (await (await fetch('/api/search?path=/search/used-cars')).json()) as { hits: Hit[] },
  );
  const au = hits[0];
  const answer = await page.goto(siteUrl('harbour-auto', `/cars/${au?.slug}/cin`));
  expect(answer?.status()).toBe(404);
  await page.goto(siteUrl('harbour-auto', `/cars/${au?.slug}`));
  await expect(page.getByRole('region', { name: 'Consumer Information Notice' })).toHaveCount(0);
  await expect(page.locator('footer')).not.toContainText('Registered motor vehicle trader');
});

test('the AU sites show a comparison rate and its warning beside every advertised rate', async ({
  page,
  siteUrl,
}) => {
  for (const slug of ['harbour-auto', 'bayside-mazda']) {
    await page.goto(siteUrl(slug, '/'));
    const calculator = page.locator('.cb-calculator');
    await expect(calculator).toBeVisible();
    const rates = page.locator('p', { hasText: /% p\.a\./ });
    expect(await rates.count()).toBeGreaterThan(0);
    for (const text of await rates.allTextContents())
      expect(text).toMatch(/comparison rate \d+\.\d\d% p\.a\./);
    await expect(calculator).toContainText(
      'WARNING: This comparison rate is true only for the examples given',
    );
  }
});
