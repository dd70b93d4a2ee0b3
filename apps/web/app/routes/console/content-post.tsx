import { PostEditor, type StockActionResult } from '@dealer/ui';
import { data, Link, redirect } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleRead, session } from '../../lib/console.server';
import { consolePage, field, refused, savedUrl, stockApi } from '../../lib/console-stock.server';
import type { Route } from './+types/content-post';

export const meta: Route.MetaFunction = ({ loaderData }) => consoleTitle(loaderData?.post.title || 'Post');

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, url, site, sites } = await consolePage(context, request, 'content.edit');
  const post = await consoleRead(() => stockApi(ctx).post(params.slug, { site }, session(request)));
  const saved = url.searchParams.get('saved') ? { intent: 'save', ok: true } : null;
  return { post, site: sites.length > 1 ? site : null, saved };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await request.formData();
  if (field(form, 'intent') !== 'save')
    return data({ intent: 'save', error: 'Unknown action.', fields: {} }, { status: 400 });
  const site = field(form, 'site') || undefined;
  const edit = {
    title: field(form, 'title'),
    excerpt: field(form, 'excerpt'),
    body: String(form.get('body') ?? ''),
  };
  const answer = await stockApi(dealer(context)).savePost(params.slug, edit, { site }, session(request));
  if (answer.status === 404) throw data('Not found', { status: 404 });
  if (!answer.ok) return data(refused('save', params.slug, answer), { status: answer.status });
  return redirect(savedUrl(request, 'saved'));
}

/** Console: a blog post edited in the browser. */
export default function ConsoleContentPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post, site, saved } = loaderData;
  return (
    <>
      <p>
        <Link to={`/console/content${site ? `?site=${encodeURIComponent(site)}` : ''}`}>← All content</Link>
      </p>
      <h1>{post.title}</h1>
      <PostEditor post={post} site={site} result={(actionData as StockActionResult | undefined) ?? saved} />
    </>
  );
}
