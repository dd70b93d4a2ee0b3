import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_PARAMS,
  CAR_FACETS,
  createSearchState,
  EMPTY_SEARCH_STATE,
  hasRefinements,
  isRangeFacet,
  RANGE_FACETS,
  TRACKING_PARAMS,
} from './state.js';

describe('state', () => {
  it('should list the §3 facets and range facets', () => {
    expect(CAR_FACETS).toHaveLength(27); // §3's 26 and the daily hire rate (rental_price)
    for (const facet of RANGE_FACETS) expect(CAR_FACETS).toContain(facet);
    expect(isRangeFacet('price')).toBe(true);
    expect(isRangeFacet('make')).toBe(false);
  });

  it('should build states over the frozen empty search', () => {
    expect(Object.isFrozen(EMPTY_SEARCH_STATE)).toBe(true);
    expect(createSearchState({ page: 2 })).toEqual({ ...EMPTY_SEARCH_STATE, page: 2 });
  });

  it.each([
    [{}, false],
    [{ query: 'x' }, true],
    [{ refinements: { make: ['Kia'] } }, true],
    [{ ranges: { km: { min: 1, max: null } } }, true],
    [{ sortBy: 'price_asc' as const, page: 3 }, false],
  ])('should tell whether %j narrows the search', (overrides, narrowed) => {
    expect(hasRefinements(createSearchState(overrides))).toBe(narrowed);
  });
});

describe('tracking parameters (§2 §3)', () => {
  it('should keep the click ids and the campaign parameters a lead carries, in canonical order', () => {
    expect(CAMPAIGN_PARAMS).toEqual(['utm_source', 'utm_medium', 'utm_campaign']);
    expect(TRACKING_PARAMS).toEqual(['gclid', 'fbclid', ...CAMPAIGN_PARAMS]);
  });
});
