import type { SortOption } from '@dealer/site-registry';
import { isValidRange, parseRange } from './range.js';
import type { NumericRange, SearchState } from './state.js';

/**
 * §4 refinement operations. Each is pure and returns a new state; any change to what is searched for
 * goes back to the first page (page 2 of the old result set means nothing for the new one). Sorting also
 * resets the page; only `setPage` moves it. A state's `notFound` mark is dropped by any operation: the
 * result is a listing the site can show.
 */

function withoutNotFound(state: SearchState): SearchState {
  if (!state.notFound && !state.unknownSegments) return state;
  const { notFound: _n, unknownSegments: _u, ...rest } = state;
  return rest;
}

function withRefinement(state: SearchState, facet: string, values: readonly string[]): SearchState {
  const { [facet]: _old, ...others } = state.refinements;
  const refinements = values.length > 0 ? { ...others, [facet]: [...values] } : others;
  return { ...withoutNotFound(state), refinements, page: 0 };
}

/** §4 multi-select: adds the value when absent, removes it when present. */
export function toggleRefinement(state: SearchState, facet: string, value: string): SearchState {
  const current = state.refinements[facet] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return withRefinement(state, facet, next);
}

/** §4 single-select: replaces the facet's values with `value`, or clears the facet when `value` is null. */
export function setSingle(state: SearchState, facet: string, value: string | null): SearchState {
  return withRefinement(state, facet, value === null || value === '' ? [] : [value]);
}

/** Replaces a facet's values at once (e.g. from a checkbox group); duplicates and empty values dropped. */
export function setRefinement(state: SearchState, facet: string, values: readonly string[]): SearchState {
  return withRefinement(state, facet, [...new Set(values.filter((v) => v !== ''))]);
}

/**
 * §4 ranges: sets a range facet from 'low:high' text (either side may be empty) or a range object;
 * null, an empty range or an invalid one (low > high) clears it.
 */
export function setRange(
  state: SearchState,
  facet: string,
  range: string | NumericRange | null,
): SearchState {
  const parsed = typeof range === 'string' ? parseRange(range) : range;
  const { [facet]: _old, ...others } = state.ranges;
  const ranges =
    parsed && isValidRange(parsed) ? { ...others, [facet]: { min: parsed.min, max: parsed.max } } : others;
  return { ...withoutNotFound(state), ranges, page: 0 };
}

/** Clears one facet, list or range. */
export function clearFacet(state: SearchState, facet: string): SearchState {
  return setRange(withRefinement(state, facet, []), facet, null);
}

/** §4 clear all: drops every refinement, range and the text query; keeps sort and tracking. */
export function clearAll(state: SearchState): SearchState {
  return { ...withoutNotFound(state), query: '', refinements: {}, ranges: {}, page: 0 };
}

/** Sets the sort option (null = the site's default) and goes back to the first page. */
export function setSort(state: SearchState, sortBy: SortOption | null): SearchState {
  return { ...withoutNotFound(state), sortBy, page: 0 };
}

/** Moves to a zero-based page; negative or fractional input is clamped to a whole page ≥ 0. */
export function setPage(state: SearchState, page: number): SearchState {
  const whole = Number.isFinite(page) ? Math.max(0, Math.floor(page)) : 0;
  return { ...withoutNotFound(state), page: whole };
}

/** Sets the free-text query (trimmed) and goes back to the first page. */
export function setQuery(state: SearchState, query: string): SearchState {
  return { ...withoutNotFound(state), query: query.trim(), page: 0 };
}

/** Whether a facet value is currently chosen (checkbox state). */
export function isRefined(state: SearchState, facet: string, value?: string): boolean {
  if (value === undefined) return (state.refinements[facet]?.length ?? 0) > 0 || facet in state.ranges;
  return state.refinements[facet]?.includes(value) ?? false;
}
