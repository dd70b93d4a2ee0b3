import type { Site, SitePage } from '@dealer/site-registry';
import type { DealerLoadContext } from '../context';

/** The kinds of page a site's own paths name (site-registry's resolveSitePage). */
export type SitePageKind = SitePage['kind'];

/** One kind of resolved page with its path parameters (`{kind: 'vehicle', slug}`). */
export type PageOf<K extends SitePageKind> = Extract<SitePage, { kind: K }>;

/** The root route's data a page's meta tags are made from. */
export interface RootInfo {
  site: Site;
  origin: string;
}

/** The server half of a per-site page: its loader and, for pages with forms, its action. */
export interface ServerPage<K extends SitePageKind> {
  load(ctx: DealerLoadContext, request: Request, page: PageOf<K>): Promise<unknown>;
  act?(ctx: DealerLoadContext, request: Request, page: PageOf<K>): Promise<unknown>;
}

/** What the route gives a page component: its loader's data and, after a form post, its action's. */
export interface PageProps<D, A = undefined> {
  loaderData: D;
  actionData?: A | undefined;
}
