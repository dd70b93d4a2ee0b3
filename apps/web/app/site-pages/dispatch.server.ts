import { resolveSitePage, type SitePage, sellerActions } from '@dealer/site-registry';
import { data } from 'react-router';
import type { DealerLoadContext } from '../context';
import { pageUrl } from '../lib/page-url';
import * as blog from './blog.server';
import * as blogPost from './blog-post.server';
import * as checkout from './checkout.server';
import * as cin from './cin.server';
import * as content from './content.server';
import * as garage from './garage.server';
import * as listing from './listing.server';
import * as privacy from './privacy.server';
import * as tradeIn from './trade-in.server';
import type { ServerPage, SitePageKind } from './types';
import * as vehicle from './vehicle.server';

/** The server half of every per-site page, by kind. */
const PAGES: { [K in SitePageKind]: ServerPage<K> } = {
  vehicle,
  checkout,
  cin,
  'trade-in': tradeIn,
  blog,
  'blog-post': blogPost,
  privacy,
  garage,
  listing,
  content,
};

/**
 * Pages the spec names by a fixed path (routed by name in routes.ts, ahead of the catch-all) whose code is
 * a per-site page's: /sell-my-car is the trade-in flow, /about the page builder's about page.
 */
const FIXED: Readonly<Record<string, SitePage>> = {
  '/sell-my-car': { kind: 'trade-in' },
  '/about': { kind: 'content', slug: 'about' },
};

/** The page a request names on its site: the site's own paths (site-registry), then the fixed names. */
export function sitePageOf(ctx: DealerLoadContext, request: Request): SitePage {
  const path = pageUrl(request).pathname;
  // The fixed names first: on a site without a pages path, /sell-my-car would otherwise be a content page.
  const page = FIXED[path.replace(/(.)\/+$/, '$1')] ?? resolveSitePage(ctx.site, path);
  if (!page) throw data('Not found', { status: 404 });
  // §1 nobody trades a car in to a rental or subscription company: no valuation page there (its finance page
  // answers 404 the same way).
  if (page.kind === 'trade-in' && !sellerActions(ctx.site).tradeIn) throw data('Not found', { status: 404 });
  return page;
}

/** What the catch-all route hands its page: the kind (which component and meta) and its loader's data. */
export interface LoadedSitePage {
  kind: SitePageKind;
  data: unknown;
}

/** Runs the loader of the page the request names. */
export async function loadSitePage(ctx: DealerLoadContext, request: Request): Promise<LoadedSitePage> {
  const page = sitePageOf(ctx, request);
  const server = PAGES[page.kind] as ServerPage<SitePageKind>;
  return { kind: page.kind, data: await server.load(ctx, request, page) };
}

/** Runs the action of the page the request names; a page with no form answers a post with 405. */
export async function actOnSitePage(ctx: DealerLoadContext, request: Request): Promise<unknown> {
  const page = sitePageOf(ctx, request);
  const server = PAGES[page.kind] as ServerPage<SitePageKind>;
  if (!server.act) throw data('Method not allowed', { status: 405 });
  return server.act(ctx, request, page);
}
