import type { ConsoleDatedPromotion, ConsoleDatedPromotionEdit } from '@dealer/api-client';
import {
  DatedPromotions,
  PageCreateForm,
  PageList,
  PostCreateForm,
  PostList,
  type PromotionEditResult,
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
  const [pages, posts, promotions, reviews, dated] = await Promise.all([
    consoleRead(() => api.pages({ site }, s)),
    consoleRead(() => api.posts({ site }, s)),
    consoleRead(() => api.promotions({ site }, s)),
    consoleRead(() => api.reviews({ site }, s)),
    consoleRead(() => api.datedPromotions({ site }, s)),
  ]);
  const saved = url.searchParams.get('saved');
  const intent = url.searchParams.get('done') ?? 'promotion';
  const result: StockActionResult | null = saved ? { intent, id: saved, ok: true } : null;
  return { pages, posts, promotions, reviews, dated, site, sites, result };
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

/** A page created (then opened in its editor), a dated promotion created (its banner uploaded) or deleted. */
async function createAction(context: Route.ActionArgs['context'], request: Request, form: FormData) {
  const intent = field(form, 'intent');
  const site = field(form, 'site') || undefined;
  const api = stockApi(dealer(context));
  const s = session(request);
  if (intent === 'page-create') {
    const slug = field(form, 'slug');
    const title = field(form, 'title');
    const answer = await api.createPage(
      { slug, title, blocks: [{ id: 'heading-1', type: 'heading', text: title || 'New page', level: 1 }] },
      { site },
      s,
    );
    if (!answer.ok) return data(refused(intent, slug, answer), { status: answer.status });
    const url = new URL(`/console/content/${encodeURIComponent(slug)}`, request.url);
    if (site) url.searchParams.set('site', site);
    url.searchParams.set('done', 'created');
    return redirect(`${url.pathname}${url.search}`);
  }
  if (intent === 'post-create') {
    const post = {
      title: field(form, 'title'),
      excerpt: field(form, 'excerpt'),
      body: String(form.get('body') ?? ''),
    };
    const answer = await api.createPost(post, { site }, s);
    if (!answer.ok || !answer.body) return data(refused(intent, '', answer), { status: answer.status });
    const url = new URL(`/console/content/posts/${encodeURIComponent(answer.body.slug)}`, request.url);
    if (site) url.searchParams.set('site', site);
    url.searchParams.set('done', 'created');
    return redirect(`${url.pathname}${url.search}`);
  }
  if (intent === 'dated-promotion-delete') {
    const key = field(form, 'key');
    const answer = await api.deleteDatedPromotion(key, { site }, s);
    if (!answer.ok) return data(refused(intent, key, answer), { status: answer.status });
  } else {
    const file = form.get('image');
    let image_url = '';
    if (file instanceof File && file.size > 0) {
      const upload = await api.uploadContentImage(
        Buffer.from(await file.arrayBuffer()).toString('base64'),
        { site },
        s,
      );
      if (!upload.ok || !upload.body) return data(refused(intent, '', upload), { status: upload.status });
      image_url = upload.body.url;
    }
    const key = field(form, 'key');
    const answer = await api.createDatedPromotion(
      {
        key,
        title: field(form, 'title'),
        subtitle: field(form, 'subtitle'),
        alt: field(form, 'alt'),
        image_url,
        ...(field(form, 'href') ? { href: field(form, 'href') } : {}),
        starts_on: field(form, 'starts_on'),
        ends_on: field(form, 'ends_on'),
      },
      { site },
      s,
    );
    if (!answer.ok) return data(refused(intent, key, answer), { status: answer.status });
  }
  const url = new URL(savedUrl(request, 'promotion'), request.url);
  url.searchParams.set('done', intent);
  return redirect(`${url.pathname}${url.search}`);
}

/**
 * A dated promotion edited (#33 item 7): a new banner first goes through the photo pipeline (none chosen:
 * the current one stays); the edit carries the version the form was loaded at, so a 409 shows the change
 * beside the version someone saved meanwhile.
 */
async function editPromotionAction(context: Route.ActionArgs['context'], request: Request, form: FormData) {
  const intent = 'dated-promotion-edit';
  const site = field(form, 'site') || undefined;
  const key = field(form, 'key');
  const api = stockApi(dealer(context));
  const s = session(request);
  const yours: ConsoleDatedPromotionEdit = {
    title: field(form, 'title'),
    subtitle: field(form, 'subtitle'),
    alt: field(form, 'alt'),
    image_url: field(form, 'image_url'),
    href: field(form, 'href') || '/',
    starts_on: field(form, 'starts_on'),
    ends_on: field(form, 'ends_on'),
    base_version: Number(field(form, 'base_version')),
  };
  const file = form.get('image');
  if (file instanceof File && file.size > 0) {
    const upload = await api.uploadContentImage(
      Buffer.from(await file.arrayBuffer()).toString('base64'),
      { site },
      s,
    );
    if (!upload.ok || !upload.body) {
      const result: PromotionEditResult = { ...refused(intent, key, upload), yours };
      return data(result, { status: upload.status });
    }
    yours.image_url = upload.body.url;
  }
  const answer = await api.editDatedPromotion(key, yours, { site }, s);
  if (answer.status === 404) throw data('Not found', { status: 404 });
  if (answer.status === 409) {
    const all: ConsoleDatedPromotion[] = await consoleRead(() => api.datedPromotions({ site }, s));
    const current = all.find((p) => p.key === key);
    if (!current) throw data('Not found', { status: 404 });
    const result: PromotionEditResult = {
      ...refused(intent, key, answer),
      yours,
      conflict: { yours, current },
    };
    return data(result, { status: 409 });
  }
  if (!answer.ok) return data({ ...refused(intent, key, answer), yours }, { status: answer.status });
  const url = new URL(savedUrl(request, key), request.url);
  url.searchParams.set('done', intent);
  return redirect(`${url.pathname}${url.search}`);
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  if (field(form, 'intent').startsWith('review-')) return reviewAction(context, request, form);
  if (field(form, 'intent') === 'dated-promotion-edit') return editPromotionAction(context, request, form);
  if (
    ['page-create', 'post-create', 'dated-promotion-create', 'dated-promotion-delete'].includes(
      field(form, 'intent'),
    )
  )
    return createAction(context, request, form);
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
  const { pages, posts, promotions, reviews, dated, site, sites, result } = loaderData;
  const answered = (actionData as StockActionResult | undefined) ?? result;
  const suffix = sites.length > 1 ? `?site=${encodeURIComponent(site)}` : '';
  return (
    <>
      <h1>Content</h1>
      <SitePicker sites={sites} current={site} />
      <section className="console-panel" aria-labelledby="content-pages">
        <h2 id="content-pages">Pages</h2>
        <PageList pages={pages} hrefOf={(slug) => `/console/content/${encodeURIComponent(slug)}${suffix}`} />
        <PageCreateForm result={answered} site={sites.length > 1 ? site : null} />
      </section>
      <section className="console-panel" aria-labelledby="content-posts">
        <h2 id="content-posts">Blog posts</h2>
        <PostList
          posts={posts}
          hrefOf={(slug) => `/console/content/posts/${encodeURIComponent(slug)}${suffix}`}
        />
        <PostCreateForm result={answered} site={sites.length > 1 ? site : null} />
      </section>
      <section className="console-panel" aria-labelledby="content-promotions">
        <h2 id="content-promotions">Promotions</h2>
        <PromotionList
          promotions={promotions}
          result={(actionData as StockActionResult | undefined) ?? result}
          site={sites.length > 1 ? site : null}
        />
      </section>
      <section className="console-panel" aria-labelledby="content-dated-promotions">
        <h2 id="content-dated-promotions">Dated promotions</h2>
        <p className="console-muted">
          Shown on the website from the first day to the last, in the site’s time zone.
        </p>
        <DatedPromotions
          promotions={dated}
          result={answered}
          site={sites.length > 1 ? site : null}
          formatDate={(date) =>
            new Date(`${date}T00:00:00Z`).toLocaleDateString('en-AU', {
              day: 'numeric',
              month: 'short',
              year: 'numeric',
              timeZone: 'UTC',
            })
          }
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
