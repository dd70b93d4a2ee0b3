import { describe, expect, it } from 'vitest';
import { renderFilter } from '../filter.js';
import { defaultContext } from '../testing/context.js';
import { facetFilter, filterList, refinementFilters } from './filters.js';

describe('filters', () => {
  const context = {
    ...defaultContext,
    refinements: { model: ['Corolla', 'RAV4'], make: ['Chevrolet'] },
    ranges: {
      price: { min: 5000, max: 9000 },
      km: { min: null, max: 100000 },
      year: { min: 2019, max: null },
    },
  };

  it('should join a facet values by OR, a make with its §9 synonyms', () => {
    expect(renderFilter(facetFilter(context, 'model')!)).toBe('model = Corolla OR model = RAV4');
    expect(renderFilter(facetFilter(context, 'make')!)).toBe('make = Chevrolet OR make = GMSV');
    expect(facetFilter(context, 'body')).toBeNull();
  });

  it.each([
    ['price', 'price >= 5000 AND price <= 9000'],
    ['km', 'km <= 100000'],
    ['year', 'year >= 2019'],
  ])('should build the range of %s as >= and <= (§7)', (facet, rendered) => {
    expect(renderFilter(facetFilter(context, facet)!)).toBe(rendered);
  });

  it('should build a budget band half-open, >= and < (issue #31: a $125 car is in one band)', () => {
    const band = { ...context, ranges: { weekly_price_range: { min: 100, max: 125 } } };
    expect(renderFilter(facetFilter(band, 'weekly_price_range')!)).toBe(
      'weekly_price_range >= 100 AND weekly_price_range < 125',
    );
  });

  it('should list the site filters first, then refinements by facet name, leaving out one facet on request', () => {
    expect(filterList(context)).toEqual([
      'show_on_dealer_website = true',
      'km <= 100000',
      'make = Chevrolet OR make = GMSV',
      'model = Corolla OR model = RAV4',
      'price >= 5000 AND price <= 9000',
      'year >= 2019',
    ]);
    expect(filterList(context, 'make')).not.toContain('make = Chevrolet OR make = GMSV');
    expect(refinementFilters(defaultContext)).toEqual([]);
  });
});
