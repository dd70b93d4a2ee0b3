import type { ReservationAction } from '@dealer/api-client';
import { formatLeadTime, ReservationList, SitePicker, type StockActionResult } from '@dealer/ui';
import { data, redirect, useRouteLoaderData } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleRead, session } from '../../lib/console.server';
import { consolePage, field, refused, stockApi } from '../../lib/console-stock.server';
import type { loader as layoutLoader } from '../console';
import type { Route } from './+types/reservations';

export const meta = () => consoleTitle('Reservations');

const ACTIONS: readonly string[] = ['confirm', 'cancel', 'refund'];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, url, site, sites } = await consolePage(context, request, 'reservations.manage');
  const status = url.searchParams.get('status') ?? '';
  const list = await consoleRead(() =>
    stockApi(ctx).reservations({ site, ...(status ? { status } : {}) }, session(request)),
  );
  return { list, status, site, sites };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = field(form, 'intent');
  const id = field(form, 'id');
  if (!ACTIONS.includes(intent) || id === '')
    return data({ intent, id, error: 'Unknown action.', fields: {} }, { status: 400 });
  const site = field(form, 'site') || undefined;
  const answer = await stockApi(dealer(context)).reservationAction(
    id,
    intent as ReservationAction,
    { site },
    session(request),
  );
  if (answer.status === 404) throw data('Not found', { status: 404 });
  if (!answer.ok) return data(refused(intent, id, answer), { status: answer.status });
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`);
}

/** Console: reservations: the shopper's contact; confirm, cancel, refund. */
export default function ConsoleReservations({ loaderData, actionData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/console');
  const timeZone = layout?.timeZone ?? 'Australia/Sydney';
  const { list, status, site, sites } = loaderData;
  return (
    <>
      <h1>Reservations</h1>
      <SitePicker sites={sites} current={site} keep={status ? { status } : {}} />
      <p className="console-muted">
        {list.mode === 'request'
          ? 'Shoppers ask to reserve; confirm the request or cancel it.'
          : 'Shoppers pay a deposit online; cancelling a paid reservation refunds it.'}
      </p>
      <ReservationList
        reservations={list.reservations}
        status={status}
        result={(actionData as StockActionResult | undefined) ?? null}
        site={sites.length > 1 ? site : null}
        formatTime={(iso) => formatLeadTime(iso, timeZone)}
      />
    </>
  );
}
