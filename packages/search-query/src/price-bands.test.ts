import { demoRegistry } from '@dealer/site-registry';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetBands, inBudgetRange, PRICE_BANDS, priceBandFor, siteBudgetBands } from './price-bands.js';
import { parsePerWeekSegment, perWeekSegment } from './segments.js';

const demo = (slug: string) => {
  const site = demoRegistry().sites.find((s) => s.slug === slug);
  if (!site) throw new Error(slug);
  return site;
};

describe('price-bands', () => {
  it('should carry the §3 bands in order: under 100, 100-125, 125-150, 150-175, over 175', () => {
    expect(PRICE_BANDS.map((b) => [b.range.min, b.range.max])).toEqual([
      [null, 100],
      [100, 125],
      [125, 150],
      [150, 175],
      [175, null],
    ]);
    expect(PRICE_BANDS.every((b) => b.perUnit === 'per week')).toBe(true);
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
    expect(priceBandFor({ min: null, max: 100 }, budgetBands('day'))).toBeUndefined();
  });

  it('should make band edges half-open: $125 a week is in "$125 - $150" only', () => {
    const bandsOf = (amount: number) =>
      PRICE_BANDS.filter((b) => inBudgetRange(amount, b.range)).map((b) => b.id);
    expect(bandsOf(125)).toEqual(['125-150']);
    expect(bandsOf(124)).toEqual(['100-125']);
    expect(bandsOf(100)).toEqual(['100-125']);
    expect(bandsOf(99)).toEqual(['under-100']);
    expect(bandsOf(175)).toEqual(['over-175']);
    expect(inBudgetRange(null, { min: null, max: 100 })).toBe(false);
  });

  it('should put every amount in exactly one band of its unit (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('day', 'week', 'month' as const),
        fc.integer({ min: 0, max: 5000 }),
        (unit, amount) => {
          expect(budgetBands(unit).filter((b) => inBudgetRange(amount, b.range))).toHaveLength(1);
        },
      ),
    );
  });

  it("should band each site in its own unit: per day for rental, per month for a Nissan lender's quote", () => {
    expect(siteBudgetBands(demo('cityhop-rentals')).map((b) => b.id)).toEqual([
      'under-50',
      '50-75',
      '75-100',
      'over-100',
    ]);
    expect(siteBudgetBands(demo('cityhop-rentals'))[0]?.perUnit).toBe('per day');
    expect(siteBudgetBands(demo('flexi-drive'))).toBe(PRICE_BANDS);
    expect(siteBudgetBands(demo('harbour-auto'))).toBe(PRICE_BANDS);
    expect(siteBudgetBands(demo('summit-pre-owned'))[0]).toMatchObject({
      label: 'Under $400',
      perUnit: 'per month',
    });
    // A caravan seller shows no finance estimate: no weekly figure, so no bands.
    expect(siteBudgetBands(demo('coastline-caravans'))).toEqual([]);
  });

  it('should give a per-day band its own page, which reads back only in that unit', () => {
    const [under50] = budgetBands('day');
    expect(perWeekSegment(under50!.range, 'day')).toBe('cars-under-50-per-day');
    expect(parsePerWeekSegment('cars-under-50-per-day', 'day')).toEqual({ min: null, max: 50 });
    expect(parsePerWeekSegment('cars-under-50-per-day', 'week')).toBeNull();
    expect(parsePerWeekSegment('cars-under-100-per-week', 'day')).toBeNull();
  });
});
