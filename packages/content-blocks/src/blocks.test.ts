import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, blockSchema, MAX_REVIEWS, PROMOTION_SLIDE_SIZE } from './blocks.js';

const valid: Record<(typeof BLOCK_TYPES)[number], Record<string, unknown>> = {
  heading: { text: 'Our service centre', level: 3 },
  rich_text: { html: '<p>Open <strong>six</strong> days.</p>' },
  image: { src: '/images/workshop.jpg', alt: 'Our workshop' },
  button_group: { buttons: [{ text: 'Book a Service', href: '/service' }] },
  car_carousel: { search: '/search/used-cars?make=Mazda' },
  promotion_slider: { slides: [{ image: 'https://cdn.example.com/promo.jpg', alt: 'EOFY sale' }] },
  faq: { items: [{ question: 'Do you take trade-ins?', answer: '<p>Yes.</p>' }] },
  locations: {},
  reviews: {},
  custom: { component: 'FinanceCalculator', props: '{"rate":10}' },
};

describe('blocks', () => {
  it.each(BLOCK_TYPES)('should accept a %s block (§1 block kinds)', (type) => {
    const parsed = blockSchema.safeParse({ id: 'b1', type, ...valid[type] });
    expect(parsed.success).toBe(true);
  });

  it.each(BLOCK_TYPES)('should accept tunes on a %s block', (type) => {
    const tunes = { margin: { top: 8 }, alignment: 'center', hide_on: ['xs'], class_name: 'feature' };
    expect(blockSchema.safeParse({ id: 'b1', type, ...valid[type], tunes }).success).toBe(true);
  });

  it.each(BLOCK_TYPES)('should reject an unexpected field on a %s block', (type) => {
    expect(blockSchema.safeParse({ id: 'b1', type, ...valid[type], onload: 'x' }).success).toBe(false);
  });

  it.each([
    ['heading', { text: '' }],
    ['heading', { text: 'x', level: 5 }],
    ['image', { src: 'http://insecure.example/a.jpg', alt: '' }],
    ['image', { src: 'javascript:alert(1)', alt: '' }],
    ['image', { src: '/a.jpg' }],
    ['button_group', { buttons: [] }],
    ['car_carousel', { search: 'https://other.example/search' }],
    ['car_carousel', { search: '/search', limit: 25 }],
    ['promotion_slider', { slides: [] }],
    ['faq', { items: [] }],
    ['reviews', { limit: MAX_REVIEWS + 1 }],
    ['custom', { component: 'script' }],
  ])('should reject an invalid %s block %j', (type, fields) => {
    expect(blockSchema.safeParse({ id: 'b1', type, ...fields }).success).toBe(false);
  });

  it.each([
    [12, true],
    [13, false],
  ])('should accept a reviews limit of %i: %s (§9 up to 12)', (limit, ok) => {
    expect(blockSchema.safeParse({ id: 'r', type: 'reviews', limit }).success).toBe(ok);
  });

  it('should let a promotion slider fill itself from the site promotions', () => {
    expect(blockSchema.parse({ id: 'p', type: 'promotion_slider', from_promotions: true })).toEqual({
      id: 'p',
      type: 'promotion_slider',
      from_promotions: true,
      slides: [],
      interval_ms: 6000,
    });
    expect(PROMOTION_SLIDE_SIZE).toEqual({ width: 1920, height: 540 });
  });

  it('should sanitise FAQ answers', () => {
    const block = blockSchema.parse({
      id: 'f',
      type: 'faq',
      items: [{ question: 'Q?', answer: '<p>A<img src=x onerror=alert(1)></p>' }],
    });
    expect(block.type === 'faq' && block.items[0]?.answer).toBe('<p>A</p>');
  });

  it('should keep custom props as text even when they are not JSON (read leniently at render, §1)', () => {
    expect(
      blockSchema.safeParse({ id: 'c', type: 'custom', component: 'Widget', props: '{oops' }).success,
    ).toBe(true);
  });
});
