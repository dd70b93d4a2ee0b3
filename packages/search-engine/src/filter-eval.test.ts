import { describe, expect, it } from 'vitest';
import { buildAttributeIndex } from './attribute-index.js';
import { Bitset } from './bitset.js';
import { parseFilter } from './filter.js';
import { evaluateFilter, type FilterableIndex } from './filter-eval.js';
import { SearchRequestError } from './types.js';

const docs = [
  { make: 'Toyota', year: 2020 },
  { make: 'Mazda', year: 2018 },
  { make: 'toyota', year: 2024 },
  { make: 'Kia', year: null },
];
const attributes = new Map(['make', 'year'].map((a) => [a, buildAttributeIndex(docs, a)]));
const index: FilterableIndex = {
  all: Bitset.full(docs.length),
  attribute(name, code) {
    const found = attributes.get(name);
    if (!found) throw new SearchRequestError(code, `${name} is not filterable`);
    return found;
  },
};
const run = (filter: string) => evaluateFilter(index, parseFilter(filter)).toArray();

describe('evaluateFilter', () => {
  it('should evaluate comparisons, ranges, IN, NOT and IS NULL like Meilisearch', () => {
    expect(run('make = TOYOTA')).toEqual([0, 2]);
    expect(run('year 2019 TO 2024')).toEqual([0, 2]);
    expect(run('make IN [Kia, Mazda] OR year > 2022')).toEqual([1, 2, 3]);
    expect(run('NOT make = Toyota AND year IS NOT NULL')).toEqual([1]);
    expect(run('year IS NULL')).toEqual([3]);
  });

  it('should refuse an attribute that is not filterable', () => {
    expect(() => run('model = HiLux')).toThrow(SearchRequestError);
  });
});
