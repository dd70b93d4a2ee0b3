import type { ConsolePost, ConsolePostEdit } from '@dealer/api-client';
import { DeleteContentForm, PostEditor, type PostEditorResult } from '@dealer/ui';
import { data, Link, redirect } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleRead, session } from '../../lib/console.server';
import { consolePage, field, refused, stockApi } from '../../lib/console-stock.server';
import type { Route } from './+types/content-post';

export const meta: Route.MetaFunction = ({ loaderData }) => consoleTitle(loaderData?.post.title || 'Post');

const DONE = new Set(['saved', 'unchanged', 'published', 'created']);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, url, site, sites } = await consolePage(context, request, 'content.edit');
  const post = await consoleRead(() => stockApi(ctx).post(params.slug, { site }, session(request)));
  const done = url.searchParams.get('done');
  const result = done && DONE.has(done) ? ({ intent: done, done } as PostEditorResult) : null;
  return { post, site: sites.length > 1 ? site : null, result };
}

/** The post's own URL saying what was just done (post, redirect, get). */
function doneUrl(request: Request, done: string): string {
  const url = new URL(request.url);
  url.searchParams.delete('saved');
  url.searchParams.set('done', done);
  return `${url.pathname}${url.search}`;
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = field(form, 'intent');
  const site = field(form, 'site') || undefined;
  const api = stockApi(dealer(context));
  const s = session(request);
  if (intent === 'post-delete') {
    const answer = await api.deletePost(params.slug, { site }, s);
    if (answer.status === 404) throw data('Not found', { status: 404 });
    if (!answer.ok) return data(refused('post-delete', params.slug, answer), { status: answer.status });
    const url = new URL('/console/content', request.url);
    if (site) url.searchParams.set('site', site);
    url.searchParams.set('saved', params.slug);
    url.searchParams.set('done', 'post-deleted');
    return redirect(`${url.pathname}${url.search}`);
  }
  if (intent === 'publish') {
    // #33 item 7: the newest version, named, so publishing what the editor did not see is refused.
    const answer = await api.publishPost(params.slug, Number(field(form, 'version')), { site }, s);
    if (answer.status === 404) throw data('Not found', { status: 404 });
    if (!answer.ok) return data(refused(intent, params.slug, answer), { status: answer.status });
    return redirect(doneUrl(request, 'published'));
  }
  if (intent !== 'save')
    return data({ intent: 'save', error: 'Unknown action.', fields: {} }, { status: 400 });
  const yours: ConsolePostEdit = {
    title: field(form, 'title'),
    excerpt: field(form, 'excerpt'),
    body: String(form.get('body') ?? ''),
  };
  // A draft made on the version the form was loaded at: someone's save since is never overwritten.
  const base = Number(field(form, 'base_version'));
  const answer = await api.savePost(params.slug, { ...yours, base_version: base }, { site }, s);
  if (answer.status === 404) throw data('Not found', { status: 404 });
  if (answer.status === 409) {
    const current: ConsolePost = await consoleRead(() => api.post(params.slug, { site }, s));
    const result: PostEditorResult = {
      ...refused(intent, params.slug, answer),
      conflict: { yours, current },
    };
    return data(result, { status: 409 });
  }
  if (!answer.ok) return data({ ...refused(intent, params.slug, answer), yours }, { status: answer.status });
  return redirect(doneUrl(request, answer.status === 201 ? 'saved' : 'unchanged'));
}

/** Console: a blog post edited in the browser, with drafts and publishing (#33 item 7). */
export default function ConsoleContentPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post, site, result } = loaderData;
  return (
    <>
      <p>
        <Link to={`/console/content${site ? `?site=${encodeURIComponent(site)}` : ''}`}>← All content</Link>
      </p>
      <h1>{post.title}</h1>
      <PostEditor post={post} site={site} result={(actionData as PostEditorResult | undefined) ?? result} />
      <DeleteContentForm intent="post-delete" what="post" site={site} />
    </>
  );
}
