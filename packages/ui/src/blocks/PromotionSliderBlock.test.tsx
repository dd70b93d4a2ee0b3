import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PromotionSliderBlock, sliderSlides } from './PromotionSliderBlock';
import { parseBlock, textOf } from './test-support';

const promotions = [
  {
    id: 1,
    title: 'Kia specials',
    subtitle: '3 on special',
    image: { url: '/images/promotions/1.svg?v=abc', width: 1920, height: 540 },
    href: '/search?make=Kia&tag=Special',
  },
  { id: 2, title: 'No image', subtitle: '', image: { url: null, width: 1920, height: 540 }, href: '/x' },
];

describe('PromotionSliderBlock (§1, §9 540x1920 slides)', () => {
  it('shows its own slides, then the site promotions (those with images), at 1920×540', () => {
    const block = parseBlock({
      id: 'p',
      type: 'promotion_slider',
      from_promotions: true,
      slides: [{ image: '/images/hero.jpg', alt: 'Sale now on', href: '/special-offers' }],
    });
    expect(sliderSlides(block, promotions).map((s) => s.key)).toEqual(['slide-0', 'promotion-1']);
    const html = renderToString(<PromotionSliderBlock block={block} promotions={promotions} eager />);
    expect(html).toContain(
      'src="/images/hero.jpg" alt="Sale now on" width="1920" height="540" loading="eager"',
    );
    // #31 the promotion's words are HTML over its picture (the picture is then decoration).
    expect(html).toContain('alt="" width="1920" height="540" loading="lazy"');
    expect(html).toContain(
      '<span class="cb-slider__words"><span class="cb-slider__title">Kia specials</span><span class="cb-slider__subtitle">3 on special</span></span>',
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(textOf(html)).toContain('Pause promotions');
    expect(html).toContain('aria-label="2 of 2"');
  });
  it("keeps a slide's own alt when it has no words to write over it", () => {
    const one = parseBlock({ id: 'p', type: 'promotion_slider', slides: [{ image: '/a.jpg', alt: 'A' }] });
    const html = renderToString(<PromotionSliderBlock block={one} />);
    expect(html).toContain('alt="A"');
    expect(html).not.toContain('cb-slider__words');
  });
  it('has no controls for one slide and renders nothing without slides', () => {
    const one = parseBlock({ id: 'p', type: 'promotion_slider', slides: [{ image: '/a.jpg', alt: 'A' }] });
    expect(renderToString(<PromotionSliderBlock block={one} />)).not.toContain('Pause');
    const empty = parseBlock({ id: 'p', type: 'promotion_slider', from_promotions: true });
    expect(renderToString(<PromotionSliderBlock block={empty} promotions={[]} />)).toBe('');
  });
});
