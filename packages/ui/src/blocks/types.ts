import type { Logger } from '@dealer/content-blocks';
import type { CarCardView } from '@dealer/reservations/rules';
import type { Site } from '@dealer/site-registry';
import type { Promotion } from '../pages/SpecialOffersPage';

/** The cars of one car carousel, fetched by the page's loader from its saved search. */
export interface CarouselData {
  cards: readonly CarCardView[];
  /** Every car the saved search finds (the 'see all' link says how many). */
  total: number;
  /** The listing the saved search opens (the carousel's 'see all' link). */
  href: string;
}

/**
 * What a page's blocks need besides the blocks themselves, loaded on the server before rendering: the
 * car carousels' results by block id, the site's promotions (§7 promotions.json?version=2) and its review
 * feed (unfiltered — the reviews block applies §9's selection).
 */
export interface BlockData {
  /** ISO instant the page was rendered at (new tags, today's hours), so SSR and hydration agree. */
  now: string;
  carousels?: Readonly<Record<string, CarouselData>>;
  promotions?: readonly Promotion[];
  reviews?: readonly unknown[];
}

export interface BlockContext {
  site: Site;
  data: BlockData;
  /** Where render-time warnings go (§1 unparseable custom props); console by default. */
  logger: Logger;
  /** Whether this is the first block on the page (its images load eagerly). */
  first: boolean;
}
