import { describe, expect, it } from 'vitest';
import { EmbeddedSearchEngine } from './engine.js';
import { EmbeddedIndex } from './search-index.js';
import { SearchRequestError } from './types.js';

const index = new EmbeddedIndex(
  'cars',
  [
    { id: 1, make: 'Kia' },
    { id: 2, make: 'Ford' },
  ],
  {
    primaryKey: 'id',
    filterableAttributes: ['make'],
    sortableAttributes: [],
    searchableAttributes: ['make'],
    maxValuesPerFacet: 10,
  },
);
const engine = new EmbeddedSearchEngine((uid) => (uid === 'cars' ? index : undefined));

describe('EmbeddedSearchEngine', () => {
  it('should answer each query of a body from the named index', async () => {
    const { results } = await engine.multiSearch({
      queries: [
        { indexUid: 'cars', q: 'kia' },
        { indexUid: 'cars', filter: 'make = Ford', facets: ['make'] },
      ],
    });
    expect(results.map((r) => r.hits.map((h) => h.id))).toEqual([[1], [2]]);
    expect(results[1]?.facetDistribution).toEqual({ make: { Ford: 1 } });
  });

  it('should refuse an index it does not hold and a body Meilisearch refuses', async () => {
    await expect(engine.multiSearch({ queries: [{ indexUid: 'parts' }] })).rejects.toThrow(
      SearchRequestError,
    );
    await expect(
      engine.multiSearch({ queries: [{ indexUid: 'cars', filter: 'make = Kia and make = Ford' }] }),
    ).rejects.toThrow(SearchRequestError);
  });
});
