import { isApiError, type LeadFilters } from '@dealer/api-client';
import { LEAD_FILTER_KEYS, LeadInbox, LeadSearchBox } from '@dealer/ui';
import { useRouteLoaderData } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleApi, consoleMe, consoleRead, session } from '../../lib/console.server';
import { useLeadStream, useNow } from '../../lib/console-live';
import { ConsoleNotifications } from '../../lib/console-notifications';
import { pageUrl } from '../../lib/page-url';
import type { loader as layoutLoader } from '../console';
import type { Route } from './+types/leads';

export const meta = () => consoleTitle('Leads');

/** The URL's filters, as the inbox form and the API take them (unknown keys dropped). */
function filtersOf(url: URL): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const key of LEAD_FILTER_KEYS) {
    const value = url.searchParams.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const api = consoleApi(ctx);
  const filters = filtersOf(pageUrl(request));
  const me = await consoleMe(ctx, request);
  const [list, team] = await Promise.all([
    // A filter the server refuses (400 names it) shows as a message over an empty list; a site that is
    // not the person's (404) is the console's Not found — never a 500.
    consoleRead(() =>
      api.leads(filters as LeadFilters, session(request)).catch((error: unknown) => {
        if (isApiError(error) && error.status === 400)
          return {
            leads: [],
            overdueCount: 0,
            total: 0,
            error: error.serverMessage ?? 'A filter is not valid.',
          };
        throw error;
      }),
    ),
    // Only people who may see the team get the assignee filter (a salesperson sees their own leads).
    consoleRead(() => api.team(session(request))).catch(() => []),
  ]);
  return {
    list,
    filters,
    sites: me?.sites ?? [],
    assignees: team.map((m) => ({ id: m.userId, name: m.name })),
    csvHref: api.leadsCsvUrl(filters as LeadFilters),
    streamUrl: api.leadsStreamUrl(),
    now: ctx.now,
  };
}

/** The console's inbox: newest first, filters in the URL, overdue count, new leads without a reload. */
export default function ConsoleLeads({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/console');
  const { list, filters, sites, assignees, csvHref, streamUrl } = loaderData;
  useLeadStream(streamUrl);
  const now = useNow(loaderData.now);
  return (
    <>
      <h1>Leads</h1>
      <ConsoleNotifications streamUrl={streamUrl} />
      <LeadSearchBox />
      {'error' in list ? (
        <p className="console-error" role="alert">
          {list.error}
        </p>
      ) : null}
      <LeadInbox
        list={list}
        filters={filters}
        sites={sites}
        assignees={assignees}
        csvHref={csvHref}
        timeZone={layout?.timeZone ?? 'Australia/Sydney'}
        now={now}
      />
    </>
  );
}
