import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EmbeddedIndex } from './search-index.js';
import type { IndexSettings } from './types.js';
import { SearchRequestError } from './types.js';

const settings: IndexSettings = {
  primaryKey: 'id',
  filterableAttributes: ['make', 'price', 'year', 'tag', 'features', 'sold'],
  sortableAttributes: ['price', 'year'],
  searchableAttributes: ['name', 'make'],
  maxValuesPerFacet: 100,
};

type Doc = {
  id: number;
  name: string;
  make: string;
  price: number | null;
  year: number;
  tag: string | null;
  features: string[];
  sold: boolean;
};

const docArb = fc.record({
  make: fc.constantFrom('Toyota', 'Mazda', 'Ford', 'Kia'),
  price: fc.option(fc.integer({ min: 1000, max: 90000 }), { nil: null }),
  year: fc.integer({ min: 2010, max: 2026 }),
  tag: fc.option(fc.constantFrom('Special', 'Pre-order', ''), { nil: null }),
  features: fc.subarray(['Tow Bar', 'Sunroof', 'Bluetooth']),
  sold: fc.boolean(),
});

function build(docs: Omit<Doc, 'id' | 'name'>[]): { docs: Doc[]; index: EmbeddedIndex } {
  const full = docs.map((d, i) => ({ ...d, id: i + 1, name: `${d.year} ${d.make}` }));
  return { docs: full, index: new EmbeddedIndex('cars', full, settings) };
}

describe('EmbeddedIndex', () => {
  it('should count facets exactly like a brute-force pass (property)', () => {
    fc.assert(
      fc.property(
        fc.array(docArb, { maxLength: 120 }),
        fc.constantFrom('Toyota', 'Mazda'),
        fc.integer({ min: 1000, max: 90000 }),
        (raw, make, maxPrice) => {
          const { docs, index } = build(raw);
          const result = index.search({
            indexUid: 'cars',
            filter: [`make = ${make} OR price <= ${maxPrice}`, 'sold = false'],
            facets: ['make', 'year', 'features', 'price'],
            limit: 1000,
          });
          const expected = docs.filter(
            (d) => (d.make === make || (d.price !== null && d.price <= maxPrice)) && !d.sold,
          );
          expect(result.estimatedTotalHits).toBe(expected.length);
          expect(result.hits.map((h) => h.id)).toEqual(expected.map((d) => d.id));
          const makeCounts: Record<string, number> = {};
          const featureCounts: Record<string, number> = {};
          for (const d of expected) {
            makeCounts[d.make] = (makeCounts[d.make] ?? 0) + 1;
            for (const f of d.features) featureCounts[f] = (featureCounts[f] ?? 0) + 1;
          }
          expect(result.facetDistribution?.make).toEqual(makeCounts);
          expect(result.facetDistribution?.features).toEqual(featureCounts);
          const prices = expected.map((d) => d.price).filter((p): p is number => p !== null);
          if (prices.length > 0)
            expect(result.facetStats?.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
          else expect(result.facetStats?.price).toBeUndefined();
        },
      ),
      { numRuns: 150 },
    );
  });

  it('should sort by several fields with missing values last, and page with limit/offset (property)', () => {
    fc.assert(
      fc.property(
        fc.array(docArb, { maxLength: 80 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        (raw, desc, offset, limit) => {
          const { docs, index } = build(raw);
          const dir = desc ? 'desc' : 'asc';
          const single = index.search({ indexUid: 'cars', sort: [`price:${dir}`], offset, limit });
          const multi = index.search({ indexUid: 'cars', sort: [`year:${dir}`, 'price:asc'], offset, limit });
          const byPrice = [...docs].sort((a, b) => {
            if (a.price === null || b.price === null)
              return a.price === b.price ? a.id - b.id : a.price === null ? 1 : -1;
            return (desc ? b.price - a.price : a.price - b.price) || a.id - b.id;
          });
          const byYear = [...docs].sort((a, b) => {
            const y = desc ? b.year - a.year : a.year - b.year;
            if (y !== 0) return y;
            if (a.price === null || b.price === null)
              return a.price === b.price ? a.id - b.id : a.price === null ? 1 : -1;
            return a.price - b.price || a.id - b.id;
          });
          expect(single.hits.map((h) => h.id)).toEqual(
            byPrice.slice(offset, offset + limit).map((d) => d.id),
          );
          expect(multi.hits.map((h) => h.id)).toEqual(byYear.slice(offset, offset + limit).map((d) => d.id));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('should evaluate TO, IN, EXISTS, IS NULL, IS EMPTY, != and NOT', () => {
    const { index } = build([
      { make: 'Toyota', price: 10000, year: 2015, tag: 'Special', features: [], sold: false },
      { make: 'Mazda', price: null, year: 2020, tag: null, features: ['Sunroof'], sold: true },
      { make: 'Ford', price: 30000, year: 2024, tag: '', features: [], sold: false },
    ]);
    const ids = (filter: string) => index.search({ indexUid: 'cars', filter }).hits.map((h) => h.id);
    expect(ids('price 10000 TO 30000')).toEqual([1, 3]);
    expect(ids('make IN [toyota, FORD]')).toEqual([1, 3]);
    expect(ids('price IS NULL')).toEqual([2]);
    expect(ids('tag IS EMPTY')).toEqual([3]);
    expect(ids('features IS EMPTY')).toEqual([1, 3]);
    expect(ids('tag EXISTS')).toEqual([1, 2, 3]);
    expect(ids('make != Mazda')).toEqual([1, 3]);
    expect(ids('NOT (year >= 2020 AND sold = true)')).toEqual([1, 3]);
    expect(ids('year > 2015 AND year < 2024')).toEqual([2]);
  });

  it('should refuse attributes that are not filterable or sortable with a 400-class error', () => {
    const { index } = build([]);
    expect(() => index.search({ indexUid: 'cars', filter: 'secret = 1' })).toThrow(SearchRequestError);
    expect(() => index.search({ indexUid: 'cars', sort: ['make:asc'] })).toThrow(/not sortable/);
    expect(() => index.search({ indexUid: 'cars', sort: ['price'] })).toThrow(/Invalid sort/);
    expect(() => index.search({ indexUid: 'cars', facets: ['name'] })).toThrow(/not filterable/);
    expect(() => index.search({ indexUid: 'cars', limit: -1 })).toThrow(SearchRequestError);
  });

  it('should find text with a typo and by prefix, ranking full matches first', () => {
    const { index } = build([
      { make: 'Toyota', price: 1, year: 2020, tag: null, features: [], sold: false },
      { make: 'Mazda', price: 1, year: 2021, tag: null, features: [], sold: false },
    ]);
    expect(index.search({ indexUid: 'cars', q: 'toyta' }).hits.map((h) => h.id)).toEqual([1]);
    expect(index.search({ indexUid: 'cars', q: 'maz' }).hits.map((h) => h.id)).toEqual([2]);
    const both = index.search({
      indexUid: 'cars',
      q: 'mazda 2021',
      attributesToHighlight: ['name'],
      facets: ['make'],
    });
    expect(both.hits[0]?.id).toBe(2);
    expect(both.hits[0]?._formatted).toMatchObject({ name: '<em>2021</em> <em>Mazda</em>' });
    expect(both.facetDistribution?.make).toEqual({ Mazda: 1 });
  });

  it('should count and facet only full matches with matchingStrategy all', () => {
    const { index } = build([
      { make: 'Toyota', price: 1, year: 2020, tag: null, features: [], sold: false },
      { make: 'Toyota', price: 1, year: 2021, tag: null, features: [], sold: false },
      { make: 'Mazda', price: 1, year: 2021, tag: null, features: [], sold: false },
    ]);
    const body = { indexUid: 'cars', q: '2021 toyota', facets: ['make', 'year'] };
    expect(index.search(body).estimatedTotalHits).toBe(2);
    const all = index.search({ ...body, matchingStrategy: 'all' });
    expect(all.hits.map((h) => h.id)).toEqual([2]);
    expect(all.estimatedTotalHits).toBe(1);
    expect(all.facetDistribution).toEqual({ make: { Toyota: 1 }, year: { '2021': 1 } });
  });
});
