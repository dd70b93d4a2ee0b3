import { describe, expect, it } from 'vitest';
import {
  clearAll,
  clearFacet,
  isRefined,
  setPage,
  setQuery,
  setRange,
  setRefinement,
  setSingle,
  setSort,
  toggleRefinement,
} from './refinements.js';
import { createSearchState } from './state.js';

describe('refinements', () => {
  const paged = () => createSearchState({ page: 3, refinements: { make: ['Toyota'] } });

  it('should add a value on multi-select toggle and remove it on the second toggle (§4)', () => {
    const added = toggleRefinement(paged(), 'make', 'Mazda');
    expect(added.refinements).toEqual({ make: ['Toyota', 'Mazda'] });
    const removed = toggleRefinement(toggleRefinement(added, 'make', 'Toyota'), 'make', 'Mazda');
    expect(removed.refinements).toEqual({});
  });

  it('should replace the value on single-select and clear it with null (§4)', () => {
    const state = createSearchState({ refinements: { car_type: ['used', 'demo'] } });
    expect(setSingle(state, 'car_type', 'new').refinements).toEqual({ car_type: ['new'] });
    expect(setSingle(state, 'car_type', null).refinements).toEqual({});
    expect(setSingle(state, 'car_type', '').refinements).toEqual({});
  });

  it('should set a refinement list without duplicates or empty values', () => {
    expect(setRefinement(createSearchState(), 'body', ['SUV', '', 'SUV', 'Ute']).refinements).toEqual({
      body: ['SUV', 'Ute'],
    });
  });

  it.each([
    ['10000:20000', { min: 10000, max: 20000 }],
    [':20000', { min: null, max: 20000 }],
    ['10000:', { min: 10000, max: null }],
    ['20000:10000', undefined],
    [':', undefined],
    ['abc', undefined],
  ])("should set the range '%s' (§4 'low:high')", (text, range) => {
    expect(
      setRange(createSearchState({ ranges: { price: { min: 1, max: 2 } } }), 'price', text).ranges.price,
    ).toEqual(range);
  });

  it('should set a range from an object and clear it with null', () => {
    const state = setRange(createSearchState(), 'km', { min: null, max: 50000 });
    expect(state.ranges).toEqual({ km: { min: null, max: 50000 } });
    expect(setRange(state, 'km', null).ranges).toEqual({});
  });

  it('should reset the page on every refinement, sort and query change, not on setPage', () => {
    expect(toggleRefinement(paged(), 'make', 'Kia').page).toBe(0);
    expect(setSingle(paged(), 'car_type', 'new').page).toBe(0);
    expect(setRange(paged(), 'price', ':1').page).toBe(0);
    expect(setSort(paged(), 'price_asc')).toMatchObject({ page: 0, sortBy: 'price_asc' });
    expect(setQuery(paged(), '  hilux ')).toMatchObject({ page: 0, query: 'hilux' });
    expect(clearAll(paged()).page).toBe(0);
    expect(setPage(paged(), 5).page).toBe(5);
  });

  it.each([
    [2, 2],
    [-1, 0],
    [1.7, 1],
    [Number.NaN, 0],
  ])('should clamp setPage(%d) to %i', (page, expected) => {
    expect(setPage(createSearchState(), page).page).toBe(expected);
  });

  it('should clear all refinements, ranges and the query but keep sort and tracking (§4)', () => {
    const state = createSearchState({
      query: 'x',
      refinements: { make: ['Kia'] },
      ranges: { km: { min: 1, max: null } },
      sortBy: 'price_desc',
      tracking: { gclid: 'g' },
    });
    expect(clearAll(state)).toEqual(createSearchState({ sortBy: 'price_desc', tracking: { gclid: 'g' } }));
    expect(clearFacet(state, 'km').ranges).toEqual({});
    expect(clearFacet(state, 'make').refinements).toEqual({});
  });

  it('should never change the state it is given and drop a notFound mark', () => {
    const state = Object.freeze(createSearchState({ notFound: true, unknownSegments: ['x'] }));
    const next = toggleRefinement(state, 'make', 'Kia');
    expect(state.refinements).toEqual({});
    expect(next).not.toHaveProperty('notFound');
    expect(next).not.toHaveProperty('unknownSegments');
  });

  it('should tell whether a facet or value is refined', () => {
    const state = createSearchState({
      refinements: { make: ['Kia'] },
      ranges: { km: { min: 1, max: null } },
    });
    expect([
      isRefined(state, 'make'),
      isRefined(state, 'make', 'Kia'),
      isRefined(state, 'make', 'Kia '),
    ]).toEqual([true, true, false]);
    expect([isRefined(state, 'km'), isRefined(state, 'body')]).toEqual([true, false]);
  });
});
