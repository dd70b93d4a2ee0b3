import type { PublicSite } from '@dealer/site-registry';
import { useRouteLoaderData } from 'react-router';

interface RootData {
  site: PublicSite;
  origin: string;
}

/** The tenant's site, loaded once by the root route (pages never resend it in their own data). */
export function useSite(): PublicSite {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) throw new Error('useSite: the root loader has not run');
  return data.site;
}

/** The root data inside a route's `meta` (site and origin for titles and absolute URLs). */
export function rootMeta(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): RootData | undefined {
  return matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
}
