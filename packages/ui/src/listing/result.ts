import type { Car } from '@dealer/pricing';
import type { CarCardView } from '@dealer/reservations/rules';

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
  /** §7 no car matched every typed word: these are close matches (`searchAllWords`). */
  closeMatches?: boolean;
}

/** A listing page as the browser gets it: the search's counts and facets, and each hit as its card view. */
export type ListingPage = Omit<ListingResult, 'hits'> & { cards: CarCardView[] };
