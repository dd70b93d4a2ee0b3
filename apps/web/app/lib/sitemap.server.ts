import { createSearchState, listingIndexation, listingUrl } from '@dealer/search-query';
import { CONDITIONS } from '@dealer/site-registry';
import { facetValuesOf, type PostSummary } from '@dealer/ui';
import { serverApi } from '../api.server';
import type { DealerLoadContext } from '../context';
import { searchListing } from './search.server';
import { type SitemapCar, type SitemapEntry, sitemapEntries } from './sitemap';

/**
 * A crawler needs every listed car; the listing pages through them (100 a page, §9), up to this many
 * pages (100,000 cars: two sitemap parts).
 */
const MAX_PAGES = 1_000;

/**
 * Every URL of a site's sitemap (§2 SEO), built from the site's own listing so only visible stock
 * appears: the stock (condition) pages only where search-query's indexation indexes them with the
 * listing's own facet distribution (a path segment that narrows the listing: none on a site whose
 * conditions are query parameters, none for a fleet of one condition), and the listing only with a car.
 */
export async function siteSitemapEntries(ctx: DealerLoadContext): Promise<SitemapEntry[]> {
  const first = await searchListing(ctx, new URL(ctx.site.routes.listing_base_path, ctx.origin));
  const cars: SitemapCar[] = [...first.result.hits];
  for (let page = 1; page < Math.min(first.result.pages, MAX_PAGES); page++) {
    const url = new URL(listingUrl(ctx.site, createSearchState({ page })), ctx.origin);
    const next = await searchListing(ctx, url);
    cars.push(...next.result.hits);
  }
  const stocked = first.result.facets.car_type ?? {};
  const facetValues = facetValuesOf(first.result) ?? {};
  const conditions = CONDITIONS.filter((condition) => {
    if ((stocked[condition] ?? 0) === 0) return false;
    const state = createSearchState({ refinements: { car_type: [condition] } });
    const requestedUrl = listingUrl(ctx.site, state, { facetValues });
    const indexation = listingIndexation(ctx.site, state, { requestedUrl, facetValues, pages: 1 });
    return indexation.robots === 'index,follow' && indexation.redirect === null;
  });
  const posts = await serverApi(ctx)
    .posts<Omit<PostSummary, 'href'>>()
    .catch(() => []);
  return sitemapEntries(ctx.site, ctx.origin, {
    conditions,
    cars,
    posts,
    listing: first.result.totalHits > 0,
  });
}
