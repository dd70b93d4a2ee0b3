import { contentPagePath } from '@dealer/site-registry';
import { data } from 'react-router';
import type { DealerLoadContext } from '../context';
import { loadContentPage } from '../lib/content.server';
import type { PageOf } from './types';

/**
 * §1 a content page of the site's page builder: /about (routed by name) and the site's own about path
 * (/pages/about-us, or /about-us without a pages path) show the 'about' page; any other page a dealer saved
 * is at the site's spelling of /pages/{slug}. Blocks render on the server with the site theme.
 */
export async function load(ctx: DealerLoadContext, _request: Request, page: PageOf<'content'>) {
  const about = page.slug === 'about' || page.slug === 'about-us';
  const content = await loadContentPage(ctx, about ? 'about' : page.slug);
  if (!content) throw data('Not found', { status: 404 });
  return {
    ...content,
    // The about page's one address is the site's spelling of /pages/about-us.
    canonical: contentPagePath(ctx.site, about ? 'about-us' : page.slug),
  };
}

export type ContentData = Awaited<ReturnType<typeof load>>;
