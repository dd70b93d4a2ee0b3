import type { DealerLoadContext } from '../context';
import { listingPage } from '../lib/cards.server';
import { pageUrl } from '../lib/page-url';
import { searchListing } from '../lib/search.server';

/**
 * §2 a listing under the site's listing base path: the BFF search reads the path segments (a path that
 * is not a listing of this site is a 404; search down is a 503 the root error page names).
 */
export async function load(ctx: DealerLoadContext, request: Request) {
  const { state, result } = await searchListing(ctx, pageUrl(request));
  // The browser gets each car's card view (what the card prints), not the §3 record.
  return { state, result: listingPage(ctx, result, new Date()) };
}

export type ListingData = Awaited<ReturnType<typeof load>>;
