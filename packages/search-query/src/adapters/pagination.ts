import type { SearchContext } from '../context.js';

/** §7 limit and offset of the main query: page size (§9 100) and zero-based page × page size. */
export function paginationParams(context: SearchContext): { limit: number; offset: number } {
  return { limit: context.hitsPerPage, offset: context.page * context.hitsPerPage };
}

/** §7 pagination: the ceiling of total hits over the limit (0 hits → 0 pages). */
export function pageCount(totalHits: number, limit: number): number {
  if (limit <= 0 || totalHits <= 0) return 0;
  return Math.ceil(totalHits / limit);
}
