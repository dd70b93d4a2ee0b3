import type { StockLockField, StockQuickEdit } from '@dealer/api-client';
import { canAccess } from '@dealer/staff';
import { FeedReports, SitePicker, type StockActionResult, StockList } from '@dealer/ui';
import { data, redirect } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleRead, session } from '../../lib/console.server';
import { consolePage, field, refused, savedUrl, stockApi } from '../../lib/console-stock.server';
import type { Route } from './+types/stock';

export const meta = () => consoleTitle('Stock');

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, url, me, site, sites } = await consolePage(context, request, 'stock.read');
  const q = url.searchParams.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const api = stockApi(ctx);
  const s = session(request);
  const [list, reports] = await Promise.all([
    consoleRead(() => api.stock({ site, q, page }, s)),
    consoleRead(() => api.stockReports({ site }, s)),
  ]);
  const pageHref = (n: number) =>
    `?${new URLSearchParams({ ...(site ? { site } : {}), ...(q ? { q } : {}), page: String(n) })}`;
  const saved = url.searchParams.get('saved');
  return {
    list,
    reports,
    q,
    site,
    sites,
    canEdit: me !== null && canAccess(me.staff, site, 'stock.edit'),
    prevHref: page > 1 ? pageHref(page - 1) : null,
    nextHref: page * list.pageSize < list.total ? pageHref(page + 1) : null,
    saved: saved ? ({ intent: 'edit', id: saved, ok: true } satisfies StockActionResult) : null,
  };
}

/** The quick edit a form sends: a price typed with $ and commas is read as dollars; blank leaves it. */
function editOf(form: FormData): StockQuickEdit | { price: string } {
  const edit: Record<string, unknown> = {};
  const price = field(form, 'price').replace(/[$,\s]/g, '');
  if (price !== '') edit.price = /^\d+(\.\d+)?$/.test(price) ? Number(price) : price;
  const status = field(form, 'status');
  if (status) edit.status = status;
  const show = field(form, 'show');
  if (show) edit.show_on_dealer_website = show === 'yes';
  return edit as StockQuickEdit;
}

const LOCK_FIELDS: readonly string[] = ['price', 'status', 'show_on_dealer_website'];

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const id = field(form, 'carId');
  const intent = field(form, 'intent');
  const lock = field(form, 'field');
  if (
    !/^\d{1,12}$/.test(id) ||
    (intent !== 'edit' && intent !== 'unlock') ||
    (intent === 'unlock' && !LOCK_FIELDS.includes(lock))
  )
    return data({ intent: 'edit', id, error: 'Unknown action.', fields: {} }, { status: 400 });
  const site = field(form, 'site') || undefined;
  const api = stockApi(dealer(context));
  // Unlock gives a field the dealer set back to the feed (issue #28 item 5).
  const answer =
    intent === 'unlock'
      ? await api.unlockCar(Number(id), lock as StockLockField, { site }, session(request))
      : await api.editCar(Number(id), editOf(form) as StockQuickEdit, { site }, session(request));
  if (answer.status === 404) throw data('Not found', { status: 404 });
  if (!answer.ok) return data(refused('edit', id, answer), { status: answer.status });
  return redirect(savedUrl(request, id));
}

/** The console's stock: days in stock, VDP views and leads per car, quick edits, the last feed imports. */
export default function ConsoleStock({ loaderData, actionData }: Route.ComponentProps) {
  const { list, reports, q, site, sites, canEdit, prevHref, nextHref, saved } = loaderData;
  return (
    <>
      <h1>Stock</h1>
      <SitePicker sites={sites} current={site} />
      <StockList
        cars={list.cars}
        total={list.total}
        q={q}
        canEdit={canEdit}
        prevHref={prevHref}
        nextHref={nextHref}
        result={(actionData as StockActionResult | undefined) ?? saved}
        site={sites.length > 1 ? site : null}
      />
      <section className="console-panel" aria-labelledby="feed-reports">
        <h2 id="feed-reports">Stock feed imports</h2>
        <FeedReports reports={reports} />
      </section>
    </>
  );
}
