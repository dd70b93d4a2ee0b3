import type { SearchContext } from '../context.js';
import { and, anyOf, type Filter, gte, lt, lte, renderFilter } from '../filter.js';
import { WEEKLY_PRICE_FACET } from '../price-bands.js';
import { makeFilter } from '../site-scope.js';

/**
 * The filter of one refined facet: its values joined by OR (a make with its §9 synonyms), or a range as
 * >= and <= (§7) — the budget facet's as >= and < (its bands are half-open, issue #31). Null when the
 * facet is not refined.
 */
export function facetFilter(context: SearchContext, facet: string): Filter | null {
  const range = context.ranges[facet];
  if (range) {
    const bounds: Filter[] = [];
    if (range.min !== null) bounds.push(gte(facet, range.min));
    if (range.max !== null)
      bounds.push(facet === WEEKLY_PRICE_FACET ? lt(facet, range.max) : lte(facet, range.max));
    return bounds.length > 0 ? and(...bounds) : null;
  }
  const values = context.refinements[facet];
  if (!values || values.length === 0) return null;
  return facet === 'make' ? makeFilter(values) : anyOf(facet, values);
}

/** Every refined facet's filter, facets sorted by name (a stable body for caching and golden tests). */
export function refinementFilters(context: SearchContext, exceptFacet?: string): Filter[] {
  const facets = [...new Set([...Object.keys(context.refinements), ...Object.keys(context.ranges)])].sort();
  return facets
    .filter((f) => f !== exceptFacet)
    .map((f) => facetFilter(context, f))
    .filter((f): f is Filter => f !== null);
}

/**
 * §7 the filter list of a query: the site's filters, then the refinements (leaving out `exceptFacet` for
 * its disjunctive query). One entry per condition; Meilisearch ANDs the entries.
 */
export function filterList(context: SearchContext, exceptFacet?: string): string[] {
  return [...context.siteFilters, ...refinementFilters(context, exceptFacet)].map(renderFilter);
}
