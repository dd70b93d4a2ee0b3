import type { MultiSearchResponse as ClientMultiSearchResponse, MultiSearchParams } from 'meilisearch';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { MultiSearchRequest, MultiSearchResponse } from './meilisearch-types.js';
import { buildMultiSearch } from './multi-search.js';
import { createSearchState } from './state.js';
import { testSite } from './testing/sites.js';

describe('meilisearch-types', () => {
  it('should be a body the meilisearch client accepts and a response it returns (checked by tsc)', () => {
    expectTypeOf<MultiSearchRequest>().toExtend<MultiSearchParams>();
    expectTypeOf<ClientMultiSearchResponse<Record<string, unknown>>>().toExtend<MultiSearchResponse>();
  });

  it('should build a body that survives JSON as is (no undefined, functions or dates)', () => {
    const body = buildMultiSearch(testSite(), createSearchState({ refinements: { make: ['Kia'] } }), {
      now: new Date('2025-03-01T00:00:00Z'),
    });
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });
});
