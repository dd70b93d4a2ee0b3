import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndexInSlices, IndexBuilder } from './index-builder.js';
import { runToEnd } from './index-parts.js';
import { EmbeddedIndex } from './search-index.js';
import { synonymMap } from './text-query.js';
import type { IndexSettings, SearchQuery, SearchResult } from './types.js';

const settings: IndexSettings = {
  primaryKey: 'id',
  filterableAttributes: ['make', 'price', 'year', 'tag', 'features', 'sold', 'km'],
  sortableAttributes: ['price', 'year', 'name', 'km'],
  searchableAttributes: ['name', 'make', 'features'],
  maxValuesPerFacet: 100,
  maxTotalHits: 10_000,
  synonyms: synonymMap([['vw', 'volkswagen']]),
};

const docArb = fc.record(
  {
    make: fc.constantFrom('Toyota', 'Mazda', 'Ford', 'Volkswagen', 'Kia'),
    model: fc.constantFrom('HiLux', 'LandCruiser', 'CX-5', 'Ranger', 'Amarok', 'Cerato'),
    price: fc.option(fc.integer({ min: 1000, max: 90000 }), { nil: null }),
    year: fc.oneof(fc.integer({ min: 2010, max: 2026 }), fc.constant('2019')),
    tag: fc.option(fc.constantFrom('Special', 'Pre-order', ''), { nil: null }),
    // A string on some documents and an array on others: the column turns into per-document lists.
    features: fc.oneof(fc.subarray(['Tow Bar', 'Sunroof', 'Bluetooth']), fc.constantFrom('Tow Bar', '')),
    sold: fc.boolean(),
    km: fc.double({ min: 0, max: 300000, noNaN: true }),
  },
  { requiredKeys: ['make', 'model', 'year', 'sold'] },
);

const QUERIES: SearchQuery[] = [
  { indexUid: 'cars', facets: ['*'], limit: 1000 },
  {
    indexUid: 'cars',
    filter: 'price 20000 TO 60000 AND sold = false',
    sort: ['price:desc'],
    facets: ['make'],
  },
  { indexUid: 'cars', filter: ['year >= 2018', 'km < 100000'], sort: ['km:asc', 'name:desc'], limit: 50 },
  { indexUid: 'cars', filter: 'tag IS NULL OR tag IS EMPTY OR tag NOT EXISTS', facets: ['tag', 'features'] },
  { indexUid: 'cars', filter: 'features IN ["Tow Bar", Sunroof]', sort: ['year:asc'], facets: ['year'] },
  { indexUid: 'cars', q: 'toyota hilux', facets: ['make', 'price'], limit: 100 },
  { indexUid: 'cars', q: 'vw amarok', sort: ['price:asc'], limit: 100 },
  { indexUid: 'cars', q: 'land cruiser', filter: 'sold = false' },
  { indexUid: 'cars', q: 'toyta', facets: ['year'], limit: 100 },
  { indexUid: 'cars', q: '"tow bar" -sunroof', limit: 100 },
  { indexUid: 'cars', q: 'cx5 maz', offset: 2, limit: 5 },
];

function answers(index: EmbeddedIndex): Omit<SearchResult, 'processingTimeMs'>[] {
  return QUERIES.map((query) => {
    const { processingTimeMs: _, ...rest } = index.search(query);
    return rest;
  });
}

function carsOf(raw: object[]): Record<string, unknown>[] {
  return raw.map((doc, i) => {
    const d = doc as { make: string; model: string; year: number | string };
    return { ...doc, id: i + 1, name: `${d.year} ${d.make} ${d.model}` };
  });
}

describe('IndexBuilder', () => {
  it('should answer every query exactly like the one-shot build, however the documents are sliced (property)', () => {
    fc.assert(
      fc.property(
        fc.array(docArb, { maxLength: 150 }),
        // Slice sizes, taken in turn; an empty slice (0) is allowed, and one size at least moves on.
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 12 }),
        (raw, first, more) => {
          const docs = carsOf(raw);
          const cuts = [first, ...more];
          const builder = new IndexBuilder('cars', settings);
          for (let at = 0, i = 0; at < docs.length; i++) {
            const size = cuts[i % cuts.length] as number;
            builder.add(docs.slice(at, at + size));
            at += size;
          }
          const sliced = builder.finish();
          expect(sliced.documentCount).toBe(docs.length);
          expect(answers(sliced)).toEqual(answers(new EmbeddedIndex('cars', docs, settings)));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('should yield between slices and between the finished parts, and give the same index', () => {
    const docs = carsOf(fc.sample(docArb, { numRuns: 1000, seed: 7 }));
    const steps = buildIndexInSlices('cars', docs, settings, { sliceSize: 100 });
    let yields = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) yields++;
    const parts = settings.filterableAttributes.length + settings.sortableAttributes.length;
    expect(yields).toBe(10 + parts);
    expect(answers(step.value)).toEqual(answers(new EmbeddedIndex('cars', docs, settings)));
  });

  it('should build an empty index, and refuse a slice size that is not a positive integer', () => {
    const empty = runToEnd(buildIndexInSlices('cars', [], settings));
    expect(empty.search({ indexUid: 'cars', q: 'toyota' }).hits).toEqual([]);
    expect(() => runToEnd(buildIndexInSlices('cars', [], settings, { sliceSize: 0 }))).toThrow(RangeError);
  });

  it('should refuse documents added after it finished', () => {
    const builder = new IndexBuilder('cars', settings);
    builder.add(carsOf(fc.sample(docArb, { numRuns: 3, seed: 1 })));
    expect(builder.finish().documentCount).toBe(3);
    expect(() => builder.add([])).toThrow('add after finish');
    expect(() => builder.finish()).toThrow('finished already');
  });
});
