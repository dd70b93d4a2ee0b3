import { createSearchState, listingUrl } from '@dealer/search-query';
import { CONDITIONS, type Condition } from '@dealer/site-registry';
import type { PostSummary } from '@dealer/ui';
import { serverApi } from '../api.server';
import { dealer } from '../context';
import { searchListing } from '../lib/search.server';
import { type SitemapCar, sitemapEntries, sitemapXml } from '../lib/sitemap';
import type { Route } from './+types/sitemap';

/** A crawler needs every listed car; the listing pages through them (100 a page, §9), up to this many pages. */
const MAX_PAGES = 100;

/** sitemap.xml per site (§2 SEO): built from the site's own listing, so only visible stock appears. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const first = await searchListing(ctx, new URL(ctx.site.routes.listing_base_path, ctx.origin));
  const cars: SitemapCar[] = [...first.result.hits];
  for (let page = 1; page < Math.min(first.result.pages, MAX_PAGES); page++) {
    const url = new URL(listingUrl(ctx.site, createSearchState({ page })), ctx.origin);
    const next = await searchListing(ctx, url);
    cars.push(...next.result.hits);
  }
  const stocked = first.result.facets.car_type ?? {};
  const withStock = CONDITIONS.filter((c: Condition) => (stocked[c] ?? 0) > 0);
  // A stock page of the only condition in stock (a rental company's used cars) is the listing again.
  const conditions = withStock.length > 1 ? withStock : [];
  const posts = await serverApi(ctx)
    .posts<Omit<PostSummary, 'href'>>()
    .catch(() => []);
  const xml = sitemapXml(sitemapEntries(ctx.site, ctx.origin, { conditions, cars, posts }));
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
