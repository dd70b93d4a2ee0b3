import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import {
  datedPromotionSchema,
  isPromotionShown,
  promotionWindow,
  withDatedPromotions,
} from './dated-promotions.js';

const registry = demoRegistry();
const kiwi = siteBySlug(registry, 'kiwi-motors');
const bathurst = siteBySlug(registry, 'bathurst-motors');
if (!kiwi || !bathurst) throw new Error('demo sites missing');

const promotion = {
  key: 'easter-sale',
  title: 'Easter sale',
  alt: 'Easter sale banner',
  image_url: '/photos/bathurst-motors/content/f0123456789abcdef',
  starts_on: '2026-04-03',
  ends_on: '2026-04-06',
};

describe('dated promotions (#33 item 7)', () => {
  it('runs from the start of the first day to the end of the last in the site’s time zone', () => {
    // Sydney: UTC+11 until 5 April 2026, then UTC+10.
    expect(promotionWindow(bathurst, promotion)).toEqual({
      from: Date.parse('2026-04-02T13:00:00Z'),
      until: Date.parse('2026-04-06T14:00:00Z'),
    });
    // Auckland: UTC+13 until 5 April 2026, then UTC+12.
    expect(promotionWindow(kiwi, promotion)).toEqual({
      from: Date.parse('2026-04-02T11:00:00Z'),
      until: Date.parse('2026-04-06T12:00:00Z'),
    });
    expect(isPromotionShown(bathurst, promotion, new Date('2026-04-02T12:59:59Z'))).toBe(false);
    expect(isPromotionShown(bathurst, promotion, new Date('2026-04-02T13:00:00Z'))).toBe(true);
    expect(isPromotionShown(bathurst, promotion, new Date('2026-04-06T14:00:00Z'))).toBe(false);
  });

  it('validates each field by name: dates real and in order, alt text and an uploaded banner required', () => {
    expect(datedPromotionSchema.safeParse(promotion).success).toBe(true);
    const fields = (input: unknown) => {
      const result = datedPromotionSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    };
    expect(fields({ ...promotion, alt: ' ' })).toEqual(['alt']);
    expect(fields({ ...promotion, image_url: 'https://evil.example/x.png' })).toEqual(['image_url']);
    expect(fields({ ...promotion, starts_on: '2026-02-30' })).toEqual(['starts_on']);
    expect(fields({ ...promotion, ends_on: '2026-04-01' })).toEqual(['ends_on']);
    expect(fields({ ...promotion, key: 'specials-mazda' })).toEqual(['key']);
    expect(fields({ ...promotion, href: 'javascript:alert(1)' })).toEqual(['href']);
    // Dates whose window has no instant (the day after 9999-12-31; years 0–99) were stored, and then
    // answered 500 to every page of the site.
    expect(fields({ ...promotion, ends_on: '9999-12-31' })).toEqual(['ends_on']);
    expect(fields({ ...promotion, starts_on: '0001-01-01' })).toEqual(['starts_on']);
    expect(fields({ ...promotion, starts_on: '0000-01-01', ends_on: '0000-01-02' })).toEqual([
      'starts_on',
      'ends_on',
    ]);
  });

  it('never shows, and never fails on, a row saved with dates the schema now refuses', () => {
    const stored = { ...promotion, starts_on: '2026-03-01', ends_on: '9999-12-31' };
    expect(promotionWindow(bathurst, stored)).toBeNull();
    expect(promotionWindow(bathurst, { ...promotion, starts_on: '0001-01-01' })).toBeNull();
    expect(isPromotionShown(bathurst, stored, new Date('2026-04-04T00:00:00Z'))).toBe(false);
    const parsed = datedPromotionSchema.parse(promotion);
    const shown = withDatedPromotions(
      bathurst,
      [],
      [stored as typeof parsed, parsed],
      new Date('2026-04-04T00:00:00Z'),
    );
    expect(shown.map((p) => p.key)).toEqual(['easter-sale']);
  });

  it('adds the promotions shown now after the generated ones, numbering on', () => {
    const parsed = datedPromotionSchema.parse(promotion);
    const during = withDatedPromotions(bathurst, [], [parsed], new Date('2026-04-04T00:00:00Z'));
    expect(during).toEqual([
      expect.objectContaining({ id: 1, key: 'easter-sale', kind: 'dealer', href: '/', car_ids: [] }),
    ]);
    expect(withDatedPromotions(bathurst, [], [parsed], new Date('2026-04-07T00:00:00Z'))).toEqual([]);
  });
});
