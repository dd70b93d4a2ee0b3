import { demoPagePath } from '@dealer/content-blocks';
import { contentPagePath } from '@dealer/site-registry';
import { ContentBlocks } from '@dealer/ui';
import { data } from 'react-router';
import { dealer } from '../context';
import { loadContentPage } from '../lib/content.server';
import { pageMeta } from '../lib/page-meta';
import { pageUrl } from '../lib/page-url';
import { useSite } from '../lib/site';
import type { Route } from './+types/content-page';

/**
 * §1 a content page of the site's page builder: /about (and the site's own about path, /pages/about-us or
 * /about-us), and any page a dealer saved at /pages/{slug} (§2 content pages; the /pages/ prefix is dropped
 * on sites without a pages path). Blocks render on the server with the site theme.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const path = pageUrl(request).pathname.replace(/\/+$/, '') || '/';
  const aboutPath = demoPagePath(ctx.site, 'about');
  let slug: string | null = null;
  let canonical = path;
  if (path === '/about' || path === aboutPath) {
    slug = 'about';
    canonical = aboutPath;
  } else if (params.slug && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(params.slug)) {
    // Only the site's own spelling of a content page path is a page (/pages/x or /x, per site).
    if (contentPagePath(ctx.site, params.slug) === path) slug = params.slug;
  }
  if (slug === null) throw data('Not found', { status: 404 });
  const content = await loadContentPage(ctx, slug);
  if (!content) throw data('Not found', { status: 404 });
  return { ...content, canonical };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  return pageMeta(matches, {
    title: loaderData.page.title,
    description: loaderData.page.description ?? loaderData.page.title,
    path: loaderData.canonical,
  });
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="content-page" data-page={loaderData.slug} data-version={loaderData.version}>
      <ContentBlocks blocks={loaderData.page.blocks} site={useSite()} data={loaderData.data} />
    </div>
  );
}
