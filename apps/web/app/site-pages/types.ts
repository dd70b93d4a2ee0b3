import type { Site, SitePage } from '@dealer/site-registry';
import type { MetaDescriptor } from 'react-router';
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

/**
 * The server half of a per-site page: its loader, its meta tags (made on the server from the loader's
 * data, so the browser never loads every page's SEO code) and, for pages with forms, its action.
 */
export interface ServerPage<K extends SitePageKind, D> {
  load(ctx: DealerLoadContext, request: Request, page: PageOf<K>): Promise<D>;
  meta(data: D, root: RootInfo): MetaDescriptor[];
  act?(ctx: DealerLoadContext, request: Request, page: PageOf<K>): Promise<unknown>;
}

/** What the route gives a page component: its loader's data and, after a form post, its action's. */
export interface PageProps<D, A = undefined> {
  loaderData: D;
  actionData?: A | undefined;
}

/** The `matches` a meta helper reads the root data from, for meta made on the server. */
export const rootMatches = (root: RootInfo) => [{ id: 'root', loaderData: root }];
