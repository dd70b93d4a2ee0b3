import { PageList, SitePicker } from '@dealer/ui';
import { data } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleMe, consoleRead, session } from '../../lib/console.server';
import { pageSite, stockApi } from '../../lib/console-stock.server';
import type { Route } from './+types/content';

export const meta = () => consoleTitle('Content');

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const me = await consoleMe(ctx, request);
  const { site, sites } = pageSite(me, ctx, new URL(request.url), 'content.edit');
  if (!site) throw data('Not found', { status: 404 });
  const pages = await consoleRead(() => stockApi(ctx).pages({ site }, session(request)));
  return { pages, site, sites };
}

/** #18 §4 the site's page-builder pages, each edited in the browser. */
export default function ConsoleContent({ loaderData }: Route.ComponentProps) {
  const { pages, site, sites } = loaderData;
  const suffix = sites.length > 1 ? `?site=${encodeURIComponent(site)}` : '';
  return (
    <>
      <h1>Content</h1>
      <SitePicker sites={sites} current={site} />
      <PageList pages={pages} hrefOf={(slug) => `/console/content/${encodeURIComponent(slug)}${suffix}`} />
    </>
  );
}
