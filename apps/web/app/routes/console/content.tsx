import { PageList, PostList, PromotionList, SitePicker, type StockActionResult } from '@dealer/ui';
import { data, redirect } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleRead, session } from '../../lib/console.server';
import { consolePage, field, refused, savedUrl, stockApi } from '../../lib/console-stock.server';
import type { Route } from './+types/content';

export const meta = () => consoleTitle('Content');

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, url, site, sites } = await consolePage(context, request, 'content.edit');
  const api = stockApi(ctx);
  const s = session(request);
  const [pages, posts, promotions] = await Promise.all([
    consoleRead(() => api.pages({ site }, s)),
    consoleRead(() => api.posts({ site }, s)),
    consoleRead(() => api.promotions({ site }, s)),
  ]);
  const saved = url.searchParams.get('saved');
  const result: StockActionResult | null = saved ? { intent: 'promotion', id: saved, ok: true } : null;
  return { pages, posts, promotions, site, sites, result };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const key = field(form, 'key');
  if (field(form, 'intent') !== 'promotion' || key === '')
    return data({ intent: 'promotion', id: key, error: 'Unknown action.', fields: {} }, { status: 400 });
  const site = field(form, 'site') || undefined;
  const edit = {
    title: field(form, 'title'),
    subtitle: field(form, 'subtitle'),
    hidden: field(form, 'shown') === 'no',
  };
  const answer = await stockApi(dealer(context)).savePromotion(key, edit, { site }, session(request));
  if (answer.status === 404) throw data('Not found', { status: 404 });
  if (!answer.ok) return data(refused('promotion', key, answer), { status: answer.status });
  return redirect(savedUrl(request, key));
}

/** The site's page-builder pages, blog posts and promotions, each edited in the browser. */
export default function ConsoleContent({ loaderData, actionData }: Route.ComponentProps) {
  const { pages, posts, promotions, site, sites, result } = loaderData;
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
      <section className="console-panel" aria-labelledby="content-promotions">
        <h2 id="content-promotions">Promotions</h2>
        <PromotionList
          promotions={promotions}
          result={(actionData as StockActionResult | undefined) ?? result}
          site={sites.length > 1 ? site : null}
        />
      </section>
    </>
  );
}
