import type { Page } from '@playwright/test';
import { apiGet, expect, hydrated, test } from './fixtures.js';

/**
 * Issue #31 the car page gallery in Chromium: a swipeable strip that scrolls without JavaScript; arrows,
 * ←/→ and a full-screen viewer (a modal dialog: focus kept inside, Escape closes, focus back on the
 * opener) once hydrated; accessible names; no layout shift when the controls come.
 */
const SITE = 'harbour-auto';
const siteUrl = (port: number, path = '/') => `http://${SITE}.localhost:${port}${path}`;

/** A car of the site with at least three photos (the first listing cards'). */
async function carWithPhotos(page: Page, port: number): Promise<string> {
  await page.goto(siteUrl(port, '/search/new-used-and-demo-cars'));
  const hrefs = await page
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map(
        (card) =>
          [...card.querySelectorAll('a')]
            .find((a) => a.textContent?.includes('Explore Vehicle'))
            ?.getAttribute('href') ?? '',
      ),
    );
  for (const href of hrefs.filter(Boolean)) {
    const response = await apiGet(page.request, SITE, port, href);
    const html = await response.text();
    if ((html.match(/class="gallery__slide"/g) ?? []).length >= 3) return href;
  }
  throw new Error('no car with three photos on the first listing page');
}

for (const [width, height] of [
  [390, 844],
  [1366, 900],
] as const) {
  test(`gallery at ${width}px: keys, arrows and a full-screen viewer without layout shift`, async ({
    page,
    server,
  }) => {
    const href = await carWithPhotos(page, server.port);
    await page.setViewportSize({ width, height });
    await page.addInitScript(() => {
      const w = window as unknown as { galleryShift: number };
      w.galleryShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node }[];
        })[]) {
          const inGallery = entry.sources?.some((s) =>
            (s.node as Element | undefined)?.closest?.('.gallery'),
          );
          if (inGallery) w.galleryShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(siteUrl(server.port, href));
    const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    const gallery = page.getByRole('region', { name: `Photos of ${name}` });
    const strip = gallery.getByRole('list', { name: /use the arrow keys to browse/ });
    const count = await strip.getByRole('listitem').count();
    expect(count).toBeGreaterThanOrEqual(3);
    const before = await strip.boundingBox();
    const counter = gallery.locator('.gallery__count');
    await expect(counter).toHaveText(`Photo 1 / ${count}`);
    await expect(strip.getByRole('img', { name: `${name}, view 1 of ${count}` })).toBeVisible();

    const next = gallery.getByRole('button', { name: 'Next photo' });
    await hydrated(next);
    // Keyboard: ←/→ on the focused strip step one photo, and the strip scrolls there.
    await strip.focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`Photo 2 / ${count}`);
    await expect.poll(() => strip.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(1);
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`Photo 1 / ${count}`);
    await expect.poll(() => strip.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(0);
    // Arrows, wrapping round the ends.
    await next.click();
    await expect(counter).toHaveText(`Photo 2 / ${count}`);
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText(`Photo ${count} / ${count}`);
    await expect
      .poll(() => strip.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth)))
      .toBe(count - 1);
    // A swipe is a scroll of the strip: the counter follows it.
    await strip.evaluate((el) => el.scrollTo({ left: el.clientWidth, behavior: 'instant' }));
    await expect(counter).toHaveText(`Photo 2 / ${count}`);
    await page.screenshot({ path: test.info().outputPath(`gallery-${width}.png`) });

    // Full screen: a modal dialog over the whole screen, focus inside and kept there, Escape closes it.
    const open = gallery.getByRole('button', { name: 'View photos full screen' });
    await open.click();
    const viewer = page.getByRole('dialog', { name: `Photos of ${name}, full screen` });
    await expect(viewer).toBeVisible();
    const close = viewer.getByRole('button', { name: 'Close full screen' });
    await expect(close).toBeFocused();
    const box = await viewer.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(width);
    expect(Math.round(box?.height ?? 0)).toBe(height);
    await expect(viewer.locator('.viewer__count')).toHaveText(`Photo 2 / ${count}`);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      await page.keyboard.press('Tab');
      expect(await viewer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('ArrowRight');
    await expect(viewer.locator('.viewer__count')).toHaveText(`Photo 3 / ${count}`);
    const viewerStrip = viewer.locator('.viewer__strip');
    await expect
      .poll(() => viewerStrip.evaluate((el) => Math.abs(el.scrollLeft - 2 * el.clientWidth)))
      .toBeLessThan(2);
    await expect(viewer.getByRole('img', { name: `${name}, view 3 of ${count}` })).toBeInViewport({
      ratio: 0.9,
    });
    await page.screenshot({ path: test.info().outputPath(`gallery-${width}-full.png`) });
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(open).toBeFocused();
    // The gallery shows the photo the viewer showed last.
    await expect(counter).toHaveText(`Photo 3 / ${count}`);

    const after = await strip.boundingBox();
    expect([after?.width, after?.height]).toEqual([before?.width, before?.height]);
    expect(await page.evaluate(() => (window as unknown as { galleryShift: number }).galleryShift)).toBe(0);
  });
}

test('without JavaScript the gallery is a scrollable strip the thumbnails scroll', async ({
  browser,
  server,
}) => {
  const finder = await browser.newPage();
  const href = await carWithPhotos(finder, server.port);
  await finder.close();
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(siteUrl(server.port, href));
  const strip = page.locator('.gallery__strip');
  const count = await strip.locator('img').count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('button', { name: 'Next photo' })).toHaveCount(0);
  const { scrollWidth, clientWidth } = await strip.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThanOrEqual(clientWidth * count - 1);
  // A thumbnail is a link to its photo: following it scrolls the strip there.
  await page.getByRole('link', { name: `Show view 3 of ${count}` }).click();
  await expect.poll(() => strip.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(2);
  await page.screenshot({ path: test.info().outputPath('gallery-no-js.png') });
  await context.close();
});
