import { isApiError } from '@dealer/api-client';
import { parseListingUrl, type SearchState } from '@dealer/search-query';
import { facetValuesOf, type ListingResult } from '@dealer/ui';
import { data } from 'react-router';
import { serverApi } from '../api.server';
import type { DealerLoadContext } from '../context';

/**
 * Runs the BFF search for a listing URL (it applies the site's stock filter and reads the path segments)
 * and parses the same URL into the search state the widgets render. Not a listing of this site → 404.
 */
export async function searchListing(
  ctx: DealerLoadContext,
  url: URL,
): Promise<{ state: SearchState; result: ListingResult }> {
  const query: Record<string, string[]> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key);
  let result: ListingResult;
  try {
    result = await serverApi(ctx).search<ListingResult>(url.pathname, query);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      throw data('Not a listing', { status: 404 });
    }
    // Search timed out or is down: a route error response (not sanitised away in production) says so.
    if (isApiError(error) && error.status === 503) throw data('Search unavailable', { status: 503 });
    throw error;
  }
  const state = parseListingUrl(ctx.site, url, { facetValues: facetValuesOf(result) });
  if (state.notFound) throw data('Not a listing', { status: 404 });
  return { state, result };
}
