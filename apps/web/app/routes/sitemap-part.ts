import { data } from 'react-router';
import { dealer } from '../context';
import { sitemapDocument } from '../lib/sitemap';
import { siteSitemapEntries } from '../lib/sitemap.server';
import type { Route } from './+types/sitemap-part';

/** Part N of a site's sitemap (/sitemaps/N.xml) when it has more than 50,000 URLs; else 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const match = /^([1-9]\d{0,5})\.xml$/.exec(params.file);
  const xml = match ? sitemapDocument(await siteSitemapEntries(ctx), ctx.origin, Number(match[1])) : null;
  if (xml === null) throw data('Not found', { status: 404 });
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
