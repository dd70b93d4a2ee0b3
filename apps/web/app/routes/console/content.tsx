import { PageList, PostList, SitePicker } from '@dealer/ui';
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
  const api = stockApi(ctx);
  const s = session(request);
  const [pages, posts] = await Promise.all([
    consoleRead(() => api.pages({ site }, s)),
    consoleRead(() => api.posts({ site }, s)),
  ]);
  return { pages, posts, site, sites };
}

/** #18 §4 the site's page-builder pages and blog posts, each edited in the browser. */
export default function ConsoleContent({ loaderData }: Route.ComponentProps) {
  const { pages, posts, site, sites } = loaderData;
  const suffix = sites.length > 1 ? `?site=${encodeURIComponent(site)}` : '';
  return (
    <>
      <h1>Content</h1>
      <SitePicker sites={sites} current={site} />
      <section className="console-panel" aria-labelledby="content-pages">
        <h2 id="content-pages">Pages</h2>
        <PageList pages={pages} hrefOf={(slug) => `/console/content/${encodeURIComponent(slug)}${suffix}`} />
      </section>
      <section className="console-panel" aria-labelledby="content-posts">
        <h2 id="content-posts">Blog posts</h2>
        <PostList
          posts={posts}
          hrefOf={(slug) => `/console/content/posts/${encodeURIComponent(slug)}${suffix}`}
        />
      </section>
    </>
  );
}
