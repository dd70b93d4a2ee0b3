import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset.js';
import { buildSortIndex, compareBySort, pageOf, parseSort } from './sort-index.js';
import { SearchRequestError } from './types.js';

const docs = [{ price: 30 }, { price: null }, { price: 10 }, { price: 30 }, { price: 20 }];
const sorts = new Map([['price', buildSortIndex(docs, 'price')]]);

describe('sort index', () => {
  it('should page in value order, ties in document order, missing values last both ways', () => {
    const all = Bitset.full(docs.length);
    expect(pageOf(all, parseSort(sorts, ['price:asc']), 0, 5)).toEqual([2, 4, 0, 3, 1]);
    expect(pageOf(all, parseSort(sorts, ['price:desc']), 0, 5)).toEqual([0, 3, 4, 2, 1]);
    expect(pageOf(all, parseSort(sorts, ['price:asc']), 1, 2)).toEqual([4, 0]);
    expect(pageOf(all, [], 3, 5)).toEqual([3, 4]);
  });

  it('should compare by rules for text ranking', () => {
    const rules = parseSort(sorts, ['price:asc']);
    expect(compareBySort(rules, 2, 0)).toBeLessThan(0);
    expect(compareBySort(rules, 0, 3)).toBe(0);
    expect(compareBySort(rules, 1, 2)).toBeGreaterThan(0);
  });

  it('should refuse a malformed rule and an attribute that is not sortable', () => {
    expect(() => parseSort(sorts, ['price'])).toThrow(SearchRequestError);
    expect(() => parseSort(sorts, ['km:asc'])).toThrow(/not sortable/);
  });
});
