import { resolveSitePage } from '@dealer/site-registry';
import { type ComponentType, use, useEffect } from 'react';
import { useNavigation } from 'react-router';
import { useSite } from '../lib/site';
import type { PageProps, SitePageKind } from './types';

interface PageModule {
  // biome-ignore lint/suspicious/noExplicitAny: each page takes its own loader's data; the route pairs them by kind.
  default: ComponentType<PageProps<any, any>>;
}

/** Each page's component in its own chunk: a page's first load carries its own code, no other page's. */
const IMPORTS: Record<SitePageKind, () => Promise<PageModule>> = {
  vehicle: () => import('./vehicle.page'),
  checkout: () => import('./checkout.page'),
  cin: () => import('./cin.page'),
  'trade-in': () => import('./trade-in.page'),
  blog: () => import('./blog.page'),
  'blog-post': () => import('./blog-post.page'),
  privacy: () => import('./privacy.page'),
  garage: () => import('./garage.page'),
  listing: () => import('./listing.page'),
  content: () => import('./content.page'),
};

/** A module promise that says when it settled, the way React's `use` reads it without suspending. */
type Tracked = Promise<PageModule> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: PageModule };

const loading = new Map<SitePageKind, Tracked>();

const isKind = (kind: string | null | undefined): kind is SitePageKind =>
  typeof kind === 'string' && Object.hasOwn(IMPORTS, kind);

/** Starts loading a page's component (once per kind); a failed load is tried again next time. */
export async function preloadSitePage(kind: string | null | undefined): Promise<void> {
  if (isKind(kind)) await modulePromise(kind);
}

function modulePromise(kind: SitePageKind): Tracked {
  const known = loading.get(kind);
  if (known) return known;
  const promise: Tracked = IMPORTS[kind]();
  promise.status = 'pending';
  promise.then(
    (value) => {
      promise.status = 'fulfilled';
      promise.value = value;
    },
    () => {
      promise.status = 'rejected';
      loading.delete(kind);
    },
  );
  loading.set(kind, promise);
  return promise;
}

/**
 * While a client-side navigation to another per-site page waits for its data, its component loads too
 * (the kind from the site's own paths, as the server will resolve it), instead of after the data.
 */
export function usePreloadNextSitePage(): void {
  const site = useSite();
  const next = useNavigation().location?.pathname;
  useEffect(() => {
    if (next) void preloadSitePage(resolveSitePage(site, next)?.kind);
  }, [site, next]);
}

/** The attribute the server-rendered page carries its kind in (read before hydration to preload it). */
export const KIND_ATTRIBUTE = 'data-site-page';

function PageOfKind({ kind, ...props }: PageProps<unknown, unknown> & { kind: SitePageKind }) {
  const promise = modulePromise(kind);
  const Page = (
    promise.status === 'fulfilled' && promise.value ? promise.value : use(promise as Promise<PageModule>)
  ).default;
  return <Page {...props} />;
}

/**
 * One per-site page by kind. Its component is loaded on demand: on the server by the loader, before the
 * render; in the browser from before hydration (the catch-all route module starts it; hydration waits for
 * it with the server's HTML in place, so nothing flashes) and during a client-side navigation (the old
 * page stays until the new one can render: navigations are transitions). No Suspense boundary here on
 * purpose: React outlines a large boundary's HTML to the end of the document, and the page must be in
 * place for shoppers and crawlers without JavaScript.
 */
export function SitePageView(props: PageProps<unknown, unknown> & { kind: SitePageKind }) {
  return (
    <div {...{ [KIND_ATTRIBUTE]: props.kind }}>
      <PageOfKind {...props} />
    </div>
  );
}
