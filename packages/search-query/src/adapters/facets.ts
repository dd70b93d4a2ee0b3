import type { SearchContext } from '../context.js';
import { CAR_FACETS } from '../state.js';

export type SearchIndexType = 'car' | 'offer' | 'part';

/** §3 facets requested per index: every car facet; offers make, model, body; parts categories, price. */
export const INDEX_FACETS: Readonly<Record<SearchIndexType, readonly string[]>> = {
  car: CAR_FACETS,
  offer: ['make', 'model', 'body'],
  part: ['categories', 'price'],
};

/** §7 the facets of an index type; any other type is rejected with 'Invalid search type'. */
export function facetsFor(type: string): string[] {
  if (!Object.hasOwn(INDEX_FACETS, type)) throw new Error('Invalid search type');
  return [...INDEX_FACETS[type as SearchIndexType]];
}

/**
 * The facets that get their own disjunctive query: those with a refinement (list or range), sorted.
 * An unrefined facet's counts are the same with or without "the other facets' filters", so the main
 * query's facetDistribution already has them.
 */
export function refinedFacets(context: SearchContext): string[] {
  const refined = new Set([
    ...Object.keys(context.refinements).filter((f) => (context.refinements[f]?.length ?? 0) > 0),
    ...Object.keys(context.ranges),
  ]);
  return [...refined].sort();
}
