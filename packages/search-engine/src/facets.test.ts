import { describe, expect, it } from 'vitest';
import { buildAttributeIndex } from './attribute-index.js';
import { Bitset } from './bitset.js';
import { facetDistribution } from './facets.js';

describe('facetDistribution', () => {
  it('should count the values of the given documents in Meilisearch order, capped, with stats', () => {
    const docs = [{ year: 2020 }, { year: 2018 }, { year: 2020 }, { year: 2024 }];
    const year = buildAttributeIndex(docs, 'year');
    const { distribution, min, max } = facetDistribution(year, Bitset.fromSorted(4, [0, 1, 2]), 10);
    expect(distribution).toEqual({ 2018: 1, 2020: 2 });
    expect(Object.keys(distribution)).toEqual(['2018', '2020']);
    expect([min, max]).toEqual([2018, 2020]);
    expect(facetDistribution(year, Bitset.full(4), 1).distribution).toEqual({ 2018: 1 });
  });

  it('should count each value of an array attribute', () => {
    const docs = [{ tag: ['EV', 'Special'] }, { tag: ['EV'] }];
    const tag = buildAttributeIndex(docs, 'tag');
    expect(facetDistribution(tag, Bitset.full(2), 10).distribution).toEqual({ EV: 2, Special: 1 });
  });
});
