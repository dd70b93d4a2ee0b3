import {
  PageList,
  PostList,
  PromotionList,
  ReviewList,
  SitePicker,
  type StockActionResult,
} from '@dealer/ui';
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
  const [pages, posts, promotions, reviews] = await Promise.all([
    consoleRead(() => api.pages({ site }, s)),
    consoleRead(() => api.posts({ site }, s)),
    consoleRead(() => api.promotions({ site }, s)),
    consoleRead(() => api.reviews({ site }, s)),
  ]);
  const saved = url.searchParams.get('saved');
  const intent = url.searchParams.get('done') ?? 'promotion';
  const result: StockActionResult | null = saved ? { intent, id: saved, ok: true } : null;
  return { pages, posts, promotions, reviews, site, sites, result };
}

/** A review added, imported or removed (#28): the console's review forms, answered like every console form. */
async function reviewAction(context: Route.ActionArgs['context'], request: Request, form: FormData) {
  const intent = field(form, 'intent');
  const site = field(form, 'site') || undefined;
  const api = stockApi(dealer(context));
  const s = session(request);
  const answer =
    intent === 'review-add'
      ? await api.addReview(
          {
            author: field(form, 'author'),
            rating: Number(field(form, 'rating')),
            text: field(form, 'text'),
            date: field(form, 'date'),
            source_url: field(form, 'source_url'),
            ...(field(form, 'source') ? { source: field(form, 'source') } : {}),
          },
          { site },
          s,
        )
      : intent === 'review-import'
        ? await api.importReviews(field(form, 'csv'), { site }, s)
        : await api.removeReview(Number(field(form, 'id')), { site }, s);
  if (answer.status === 404) throw data('Not found', { status: 404 });
  if (!answer.ok) return data(refused(intent, '', answer), { status: answer.status });
  const url = new URL(savedUrl(request, 'reviews'), request.url);
  url.searchParams.set('done', intent);
  return redirect(`${url.pathname}${url.search}`);
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  if (field(form, 'intent').startsWith('review-')) return reviewAction(context, request, form);
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

/** The site's page-builder pages, blog posts, promotions and reviews, each edited in the browser. */
export default function ConsoleContent({ loaderData, actionData }: Route.ComponentProps) {
  const { pages, posts, promotions, reviews, site, sites, result } = loaderData;
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
      <section className="console-panel" aria-labelledby="content-reviews">
        <h2 id="content-reviews">Reviews</h2>
        <ReviewList
          reviews={reviews}
          result={(actionData as StockActionResult | undefined) ?? result}
          site={sites.length > 1 ? site : null}
        />
      </section>
    </>
  );
}
