import type { Car } from '@dealer/pricing';
import { type CarCardView, carCardView } from '@dealer/reservations/rules';
import type { ListingPage, ListingResult } from '@dealer/ui';
import type { DealerLoadContext } from '../context';

/**
 * The card views of `cars` for this site at `now` (tags depend on it): what a page sends the browser
 * instead of whole §3 records. The reservation mode is the site's (the BFF decides it).
 */
export function cardsOf(ctx: DealerLoadContext, cars: readonly Car[], now: Date): CarCardView[] {
  const mode = ctx.reservationMode ?? 'payment';
  return cars.map((car) => carCardView(car, ctx.site, now, mode));
}

/** A search result as the listing sends it: its counts and facets, each hit as its card view. */
export function listingPage(ctx: DealerLoadContext, result: ListingResult, now: Date): ListingPage {
  const { hits, ...rest } = result;
  return { ...rest, cards: cardsOf(ctx, hits, now) };
}
