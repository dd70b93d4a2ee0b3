import { describe, expect, it } from 'vitest';
import { defaultContext } from '../testing/context.js';
import { SORT_OPTION_ORDER, SORT_OPTIONS, sortParams } from './sort.js';

describe('sort', () => {
  it.each([
    ['custom_rank_desc', 'Most Relevant', 'custom_rank:desc'],
    ['created_at_desc', 'Latest', 'created_at_timestamp:desc'],
    ['price_desc', 'Highest Price', 'price:desc'],
    ['price_asc', 'Lowest Price', 'price:asc'],
  ] as const)('should map %s to the §7 option %s (%s)', (option, label, sort) => {
    expect(SORT_OPTIONS[option]).toEqual({ label, sort });
    expect(sortParams({ ...defaultContext, sort: option })).toEqual({ sort: [sort] });
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
