import { expect, test } from './fixtures.js';

/**
 * Issue #31: a promotion banner's words are HTML over its picture — readable on a 390 px phone (not ~6 px
 * text inside a 1920×540 image), AA contrast over any picture, and the picture holds no words.
 */

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
}
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);

for (const width of [390, 1366]) {
  test(`special offers at ${width}px: each banner's title and subtitle are readable HTML over the picture`, async ({
    page,
    siteUrl,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(siteUrl('harbour-auto', '/special-offers'));
    const slide = page.locator('[data-block-type="promotion_slider"] .cb-slider__slide').first();
    const title = slide.locator('.cb-slider__title');
    const subtitle = slide.locator('.cb-slider__subtitle');
    await expect(title).toBeVisible();
    await expect(subtitle).toBeVisible();
    await expect(subtitle).toHaveText(/\S/);
    // The link is named by the words (the picture behind them is decoration), and they lie on the picture.
    const link = slide.getByRole('link');
    await expect(link).toHaveAccessibleName(
      new RegExp(`^\\s*${(await title.textContent())?.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(slide.locator('img')).toHaveAttribute('alt', '');
    const picture = await slide.locator('img').boundingBox();
    const words = await slide.locator('.cb-slider__words').boundingBox();
    expect(picture && words).toBeTruthy();
    if (picture && words) {
      expect(words.y).toBeGreaterThanOrEqual(picture.y - 1);
      expect(words.y + words.height).toBeLessThanOrEqual(picture.y + picture.height + 1);
      expect(words.width).toBeLessThanOrEqual(picture.width + 1);
    }
    // Readable: at least 16 px text, and AA contrast even over a white patch of the picture.
    const style = await slide.locator('.cb-slider__words').evaluate((el) => {
      const s = getComputedStyle(el);
      const sub = el.querySelector('.cb-slider__subtitle');
      return {
        color: s.color,
        background: s.backgroundColor,
        subtitlePx: sub ? Number.parseFloat(getComputedStyle(sub).fontSize) : 0,
      };
    });
    expect(style.subtitlePx).toBeGreaterThanOrEqual(16);
    const [r = 0, g = 0, b = 0, a = 1] = rgba(style.background);
    const overWhite = [r, g, b].map((c) => c * a + 255 * (1 - a));
    expect(contrast(rgba(style.color).slice(0, 3), overWhite)).toBeGreaterThanOrEqual(4.5);
    await page.screenshot({ path: test.info().outputPath(`banner-${width}.png`) });
    // The picture itself carries no words.
    const src = (await slide.locator('img').getAttribute('src')) ?? '';
    const svg = await page.goto(new URL(src, page.url()).toString());
    expect(await svg?.text()).not.toContain('<text');
  });
}
