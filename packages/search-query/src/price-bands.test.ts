import { describe, expect, it } from 'vitest';
import { PRICE_BANDS, priceBandFor } from './price-bands.js';
import { perWeekSegment } from './segments.js';

describe('price-bands', () => {
  it('should carry the §3 bands in order: under 100, 100-125, 125-150, 150-175, over 175', () => {
    expect(PRICE_BANDS.map((b) => [b.range.min, b.range.max])).toEqual([
      [null, 100],
      [100, 125],
      [125, 150],
      [150, 175],
      [175, null],
    ]);
  });

  it('should give every band its §2 per-week listing page', () => {
    expect(PRICE_BANDS.map((b) => perWeekSegment(b.range))).toEqual([
      'cars-under-100-per-week',
      '100-to-125-per-week',
      '125-to-150-per-week',
      '150-to-175-per-week',
      '175-plus-per-week',
    ]);
  });

  it('should find the band of a chosen range and nothing for other ranges', () => {
    expect(priceBandFor({ min: 125, max: 150 })?.id).toBe('125-150');
    expect(priceBandFor({ min: 120, max: 150 })).toBeUndefined();
    expect(priceBandFor(undefined)).toBeUndefined();
  });
});
