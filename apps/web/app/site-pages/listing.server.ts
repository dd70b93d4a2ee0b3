import { listingIndexation } from '@dealer/search-query';
import { facetValuesOf } from '@dealer/ui';
import { redirect } from 'react-router';
import type { DealerLoadContext } from '../context';
import { listingPage } from '../lib/cards.server';
import { pageUrl } from '../lib/page-url';
import { searchListing } from '../lib/search.server';
import { listingJsonLd } from '../lib/structured-data.server';

/**
 * §2 a listing under the site's listing base path: the BFF search reads the path segments (a path that
 * is not a listing of this site is a 404; search down is a 503 the root error page names). The §2 SEO
 * indexation (search-query) decides what crawlers see: an indexable state spelled another way is
 * redirected to its one URL; an unknown facet value or a page past the last answers 404 (the page still
 * shows, so a shopper can clear the filter), and its title is built from known values only.
 */
export async function load(ctx: DealerLoadContext, request: Request) {
  const url = pageUrl(request);
  const { state: requested, result } = await searchListing(ctx, url);
  const facetValues = facetValuesOf(result) ?? {};
  const indexation = listingIndexation(ctx.site, requested, {
    requestedUrl: url,
    facetValues,
    pages: result.pages,
  });
  if (indexation.redirect !== null) throw redirect(indexation.redirect, 301);
  const { status, robots, canonical } = indexation;
  // The browser gets each car's card view (what the card prints), not the §3 record.
  return {
    state: indexation.state,
    status,
    seo: { robots, canonical },
    result: listingPage(ctx, result, new Date(ctx.now)),
    // The head's breadcrumbs, built here so the builder stays out of the browser's bundle.
    jsonLd: listingJsonLd(ctx.site, ctx.origin, indexation.state, canonical, facetValues),
  };
}

export type ListingData = Awaited<ReturnType<typeof load>>;
