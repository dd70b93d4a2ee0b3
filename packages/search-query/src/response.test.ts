import { describe, expect, it } from 'vitest';
import type { MultiSearchResponse } from './meilisearch-types.js';
import { buildMultiSearch } from './multi-search.js';
import { mergeMultiSearch } from './response.js';
import { createSearchState } from './state.js';
import { testSite } from './testing/sites.js';

const NOW = new Date('2025-03-01T00:00:00Z');

describe('response', () => {
  const state = createSearchState({
    refinements: { make: ['Toyota'] },
    ranges: { price: { min: 10000, max: null } },
    page: 1,
  });
  const request = buildMultiSearch(testSite(), state, { now: NOW, hitsPerPage: 2 });
  const response: MultiSearchResponse<{ id: number }> = {
    results: [
      {
        indexUid: 'Car_production',
        hits: [{ id: 3 }, { id: 4 }],
        query: '',
        processingTimeMs: 4,
        limit: 2,
        offset: 2,
        estimatedTotalHits: 5,
        facetDistribution: { make: { Toyota: 5 }, body: { SUV: 3, Ute: 2 }, price: { '12000': 5 } },
        facetStats: { price: { min: 12000, max: 30000 }, year: { min: 2015, max: 2024 } },
      },
      {
        indexUid: 'Car_production',
        hits: [{ id: 3 }],
        query: '',
        processingTimeMs: 2,
        limit: 1,
        offset: 0,
        estimatedTotalHits: 9,
        facetDistribution: { make: { Toyota: 5, Mazda: 4 } },
      },
      {
        indexUid: 'Car_production',
        hits: [{ id: 1 }],
        query: '',
        processingTimeMs: 1,
        limit: 1,
        offset: 0,
        estimatedTotalHits: 7,
        facetDistribution: { price: { '5000': 2, '12000': 5 } },
        facetStats: { price: { min: 5000, max: 30000 } },
      },
    ],
  };

  it('should merge hits, totals and §7 pages = ceil(total / limit)', () => {
    const result = mergeMultiSearch(state, request, response);
    expect(result).toMatchObject({
      hits: [{ id: 3 }, { id: 4 }],
      totalHits: 5,
      page: 1,
      pages: 3,
      hitsPerPage: 2,
    });
    expect(result.processingTimeMs).toBe(7);
  });

  it('should take refined facets counts and stats from their disjunctive queries, others from the main one', () => {
    const result = mergeMultiSearch(state, request, response);
    expect(result.facets).toEqual({
      make: { Toyota: 5, Mazda: 4 },
      body: { SUV: 3, Ute: 2 },
      price: { '5000': 2, '12000': 5 },
    });
    expect(result.facetStats).toEqual({ price: { min: 5000, max: 30000 }, year: { min: 2015, max: 2024 } });
  });

  it.each([
    [0, 100, 0],
    [1, 100, 1],
    [100, 100, 1],
    [101, 100, 2],
    [250, 24, 11],
  ])('should count %i hits at %i per page as %i pages', (total, limit, pages) => {
    const req = buildMultiSearch(testSite(), createSearchState(), { now: NOW, hitsPerPage: limit });
    const res: MultiSearchResponse = {
      results: [
        { indexUid: 'Car_production', hits: [], query: '', processingTimeMs: 0, estimatedTotalHits: total },
      ],
    };
    expect(mergeMultiSearch(createSearchState(), req, res)).toMatchObject({
      totalHits: total,
      pages,
      facets: {},
      facetStats: {},
    });
  });

  it('should prefer totalHits (exhaustive) over estimatedTotalHits', () => {
    const res: MultiSearchResponse = {
      results: [
        {
          indexUid: 'Car_production',
          hits: [],
          query: '',
          processingTimeMs: 0,
          totalHits: 42,
          estimatedTotalHits: 1000,
        },
      ],
    };
    const req = buildMultiSearch(testSite(), createSearchState(), { now: NOW });
    expect(mergeMultiSearch(createSearchState(), req, res).totalHits).toBe(42);
  });

  it('should refuse a response that does not answer the request', () => {
    expect(() => mergeMultiSearch(state, request, { results: response.results.slice(0, 1) })).toThrow(
      /1 results for 3 queries/,
    );
  });
});
