import { describe, expect, it } from 'vitest';
import { createSearchContext, DEFAULT_HITS_PER_PAGE } from './context.js';
import { renderFilter } from './filter.js';
import { createSearchState } from './state.js';
import { testSite } from './testing/sites.js';

const NOW = new Date('2025-03-01T00:00:00Z');

describe('context', () => {
  it('should resolve the index, §9 page size and site default sort for cars', () => {
    const context = createSearchContext(
      testSite({ search: { default_sort: 'price_asc' } }),
      createSearchState(),
      {
        now: NOW,
      },
    );
    expect(context).toMatchObject({
      type: 'car',
      indexUid: 'Car_production',
      hitsPerPage: DEFAULT_HITS_PER_PAGE,
      sort: 'price_asc',
      page: 0,
    });
    expect(DEFAULT_HITS_PER_PAGE).toBe(100);
    expect(context.siteFilters.map(renderFilter)[0]).toBe('dealership_id = 10');
  });

  it("should use the site's car index name and an explicit index override", () => {
    const site = testSite({ search: { car_index: 'Car_staging' } });
    expect(createSearchContext(site, createSearchState(), { now: NOW }).indexUid).toBe('Car_staging');
    expect(createSearchContext(site, createSearchState(), { now: NOW, indexUid: 'X' }).indexUid).toBe('X');
  });

  it('should keep only the index facets refinements for offers and parts, with no site filters or sort', () => {
    const state = createSearchState({
      refinements: { make: ['Kia'], categories: ['Oil'] },
      ranges: { price: { min: 1, max: null }, km: { min: 1, max: null } },
    });
    const part = createSearchContext(testSite(), state, { now: NOW, index: 'part' });
    expect(part).toMatchObject({
      refinements: { categories: ['Oil'] },
      ranges: { price: { min: 1, max: null } },
    });
    expect(part.siteFilters).toEqual([]);
    expect(part.sort).toBeNull();
  });

  it('should leave out the stock filter only when asked', () => {
    const context = createSearchContext(testSite(), createSearchState(), {
      now: NOW,
      scopeToDealerships: false,
    });
    expect(context.siteFilters.map(renderFilter).some((f) => f.startsWith('dealership_id'))).toBe(false);
  });

  it.each([0, -1, 1.5])('should refuse a page size of %d', (hitsPerPage) => {
    expect(() => createSearchContext(testSite(), createSearchState(), { now: NOW, hitsPerPage })).toThrow(
      /hitsPerPage/,
    );
  });
});
