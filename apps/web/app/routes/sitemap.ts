import { dealer } from '../context';
import { sitemapDocument } from '../lib/sitemap';
import { siteSitemapEntries } from '../lib/sitemap.server';
import type { Route } from './+types/sitemap';

/** sitemap.xml per site (§2 SEO): one urlset, or past 50,000 URLs the index of its parts (/sitemaps/N.xml). */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const xml = sitemapDocument(await siteSitemapEntries(ctx), ctx.origin, null) as string;
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
