import { data } from 'react-router';
import { dealer } from '../context';
import {
  KIND_ATTRIBUTE,
  preloadSitePage,
  SitePageView,
  usePreloadNextSitePage,
} from '../site-pages/components';
import { actOnSitePage, loadSitePage } from '../site-pages/dispatch.server';
import { sitePageMeta } from '../site-pages/meta';
import type { Route } from './+types/site-page';

/**
 * Every page whose path a site file chooses (§2: vehicle base, listing base, blog, garage, privacy and
 * content paths; sites as data "none is spelled in the web app"): site-registry's resolveSitePage names the
 * page for this request's site, whose own loader, meta and action run. Fixed paths the spec names are
 * routed by name in routes.ts and win over this catch-all.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadSitePage(dealer(context), request);
  // The page's component is there before the render (the HTML never waits on a chunk mid-stream).
  await preloadSitePage(page.kind);
  // A page that renders but is not one (a listing of an unknown facet value, a page past the last) says 404.
  const status = (page.data as { status?: number } | null)?.status;
  return status !== undefined && status !== 200 ? data(page, { status }) : page;
}

export async function action({ request, context }: Route.ActionArgs) {
  return actOnSitePage(dealer(context), request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? sitePageMeta(loaderData.kind, loaderData.data, matches) : [];

// In the browser this module runs before hydration: start loading the server-rendered page's component.
if (typeof document !== 'undefined')
  void preloadSitePage(document.querySelector(`[${KIND_ATTRIBUTE}]`)?.getAttribute(KIND_ATTRIBUTE));

export default function SitePage({ loaderData, actionData }: Route.ComponentProps) {
  usePreloadNextSitePage();
  return <SitePageView kind={loaderData.kind} loaderData={loaderData.data} actionData={actionData} />;
}
