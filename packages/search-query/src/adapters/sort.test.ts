import { describe, expect, it } from 'vitest';
import { defaultContext } from '../testing/context.js';
import { SORT_OPTION_ORDER, SORT_OPTIONS, sortParams } from './sort.js';

describe('sort', () => {
  it.each([
    ['custom_rank_desc', 'Most Relevant', 'custom_rank:desc'],
    ['created_at_desc', 'Latest', 'created_at_timestamp:desc'],
    ['price_desc', 'Highest Price', 'sort_price:desc'],
    ['price_asc', 'Lowest Price', 'sort_price:asc'],
  ] as const)('should map %s to the §7 option %s (%s)', (option, label, sort) => {
    expect(SORT_OPTIONS[option].label).toEqual(label);
    expect(sortParams({ ...defaultContext, sort: option })).toEqual({ sort: [sort] });
  });

  it("should sort prices by the site's price sort key: price-less cars have none and come last", () => {
    expect(
      sortParams({ ...defaultContext, sort: 'price_asc', priceSortAttribute: 'subscription_price' }),
    ).toEqual({
      sort: ['subscription_price:asc'],
    });
    expect(sortParams({ ...defaultContext, sort: 'price_desc', priceSortAttribute: 'rental_price' })).toEqual(
      {
        sort: ['rental_price:desc'],
      },
    );
  });

  it('should leave sort out where the index has none and list the options in menu order', () => {
    expect(sortParams({ ...defaultContext, sort: null })).toEqual({});
    expect(SORT_OPTION_ORDER.map((o) => SORT_OPTIONS[o].label)).toEqual([
      'Most Relevant',
      'Latest',
      'Highest Price',
      'Lowest Price',
    ]);
  });
});
