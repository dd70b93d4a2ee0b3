import type { Car } from '@dealer/pricing';

/** The BFF's `GET /api/search` answer (a merged §7 multi-search). */
export interface ListingResult {
  hits: Car[];
  totalHits: number;
  /** Zero-based. */
  page: number;
  pages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  facetStats: Record<string, { min: number; max: number }>;
}
