import { expect, hydrated, test } from './fixtures';

// Issue #34 item 2: four cars picked on the listing with "Add to compare" (a fifth is refused with a
// message), compared side by side at a phone's and a desktop's width, and the same comparison as a
// server-rendered table with JavaScript off (canonical sorted ids, noindex, unknown ids left out).
const SITE = 'harbour-auto';
const LISTING = '/search/new-used-and-demo-cars';

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 } });

    test('compares four cars picked on the listing', async ({ page, siteUrl }, info) => {
      await page.goto(siteUrl(SITE, LISTING));
      const toggles = page.getByRole('button', { name: /^Add to compare / });
      await hydrated(toggles.first());
      for (let i = 0; i < 4; i++)
        await page
          .getByRole('button', { name: /^Add to compare / })
          .first()
          .click();
      await expect(page.getByRole('button', { name: /^✓ Comparing / })).toHaveCount(4);
      await page
        .getByRole('button', { name: /^Add to compare / })
        .first()
        .click();
      await expect(
        page.getByRole('status').filter({ hasText: 'You can compare up to 4 vehicles' }),
      ).toBeVisible();

      await page.getByRole('link', { name: 'Compare (4)' }).first().click();
      await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+,\d+$/);
      const ids = new URL(page.url()).searchParams.get('ids')?.split(',').map(Number) ?? [];
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveCount(4);
      for (const row of [
        'Price',
        'Price type',
        'Odometer',
        'Year',
        'Body',
        'Fuel',
        'Transmission',
        'Seats',
        'Features',
        'Finance estimate',
        'Actions',
      ])
        await expect(
          table.getByRole('rowheader', { name: new RegExp(`^${row}( \\(differs\\))?$`) }),
        ).toHaveCount(1);
      await expect(table.getByRole('link', { name: /^View / })).toHaveCount(4);
      await expect(table.getByRole('link', { name: /^Enquire / })).toHaveCount(4);
      await page.screenshot({ path: info.outputPath(`compare-${width}.png`), fullPage: true });
      // The page itself never scrolls sideways; on a phone the table does, one car at a time.
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(width);
      const scroller = page.locator('.compare-scroll');
      const { client, scroll } = await scroller.evaluate((el) => ({
        client: el.clientWidth,
        scroll: el.scrollWidth,
      }));
      if (width < 500) {
        expect(scroll).toBeGreaterThan(client);
        // A swipe's worth moves to the next car, which snaps into view beside the labels.
        await scroller.evaluate((el) => el.scrollBy({ left: el.clientWidth * 0.6 }));
        await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(150);
        await page.screenshot({ path: info.outputPath(`compare-${width}-swiped.png`) });
      } else expect(scroll).toBeLessThanOrEqual(client + 1);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the comparison is a server-rendered table; canonical sorted ids, noindex', async ({
    page,
    request,
    server,
    siteUrl,
  }) => {
    const search = await request.get(`http://127.0.0.1:${server.port}/api/search?path=${LISTING}`, {
      headers: { host: `${SITE}.localhost:${server.port}` },
    });
    const hits = ((await search.json()) as { hits: { id: number }[] }).hits.slice(0, 5);
    const [a, b, c, d, e] = hits.map((hit) => hit.id) as [number, number, number, number, number];
    // An unknown id, four known ones in no order, and a fifth past the limit.
    await page.goto(siteUrl(SITE, `/compare?ids=${d},987654321,${b},${a},${c},${e}`));
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    await expect(page.getByRole('note')).toHaveCount(2);
    const kept = [a, b, d].sort((x, y) => x - y).join(',');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      new RegExp(`/compare\\?ids=${kept}$`),
    );
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
    await expect(table.getByRole('rowheader', { name: /^Price$|^Price \(differs\)$/ })).toBeVisible();
  });
});
