import { editableField, formatLeadTime, PageEditor, type StockActionResult } from '@dealer/ui';
import { data, Link, redirect, useRouteLoaderData } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleRead, session } from '../../lib/console.server';
import { consolePage, field, refused, savedUrl, stockApi } from '../../lib/console-stock.server';
import type { loader as layoutLoader } from '../console';
import type { Route } from './+types/content-page';

export const meta: Route.MetaFunction = ({ loaderData }) => consoleTitle(loaderData?.page.title || 'Page');

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, url, site, sites } = await consolePage(context, request, 'content.edit');
  const api = stockApi(ctx);
  const s = session(request);
  const [page, versions] = await Promise.all([
    consoleRead(() => api.page(params.slug, { site }, s)),
    consoleRead(() => api.pageVersions(params.slug, { site }, s)),
  ]);
  const saved = url.searchParams.get('saved');
  return {
    page,
    versions,
    site: sites.length > 1 ? site : null,
    saved: saved ? { intent: 'save', ok: true } : null,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const ctx = dealer(context);
  const form = await request.formData();
  const intent = field(form, 'intent');
  const site = field(form, 'site') || undefined;
  const api = stockApi(ctx);
  const s = session(request);
  if (intent === 'restore') {
    const answer = await api.restorePage(params.slug, Number(field(form, 'restore')), { site }, s);
    if (answer.status === 404) throw data('Not found', { status: 404 });
    if (!answer.ok) return data(refused(intent, params.slug, answer), { status: answer.status });
    return redirect(savedUrl(request, 'restored'));
  }
  if (intent !== 'save') return data({ intent, error: 'Unknown action.', fields: {} }, { status: 400 });
  // The page as it is now, with the fields of this form written over it (other blocks kept as they are).
  const current = await consoleRead(() => api.page(params.slug, { site }, s));
  const blocks = current.blocks.map((block, index) => {
    const name = editableField(block);
    const value = form.get(`block.${index}`);
    return name && typeof value === 'string' ? { ...block, [name]: value } : block;
  });
  const { version: _v, saved_at: _s, ...page } = current;
  const answer = await api.savePage(
    params.slug,
    { ...page, title: field(form, 'title'), blocks },
    { site },
    s,
  );
  if (answer.status === 404) throw data('Not found', { status: 404 });
  if (!answer.ok) return data(refused(intent, params.slug, answer), { status: answer.status });
  return redirect(savedUrl(request, 'saved'));
}

/** Console: a page-builder page edited in the browser, with its versions. */
export default function ConsoleContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/console');
  const timeZone = layout?.timeZone ?? 'Australia/Sydney';
  const { page, versions, site, saved } = loaderData;
  return (
    <>
      <p>
        <Link to={`/console/content${site ? `?site=${encodeURIComponent(site)}` : ''}`}>← All pages</Link>
      </p>
      <h1>{page.title}</h1>
      <PageEditor
        page={page}
        versions={versions}
        result={(actionData as StockActionResult | undefined) ?? saved}
        site={site}
        formatTime={(iso) => formatLeadTime(iso, timeZone)}
      />
    </>
  );
}
