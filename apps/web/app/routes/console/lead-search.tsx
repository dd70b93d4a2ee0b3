import { LeadSearchBox, LeadSearchResults } from '@dealer/ui';
import { useRouteLoaderData } from 'react-router';
import { serverApi } from '../../api.server';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleMe, consoleRead, session } from '../../lib/console.server';
import { useNow } from '../../lib/console-live';
import { pageUrl } from '../../lib/page-url';
import type { loader as layoutLoader } from '../console';
import type { Route } from './+types/lead-search';

/**
 * Find any lead (issue 33): one box over name, email, phone (any AU/NZ form), rego, stock number and VIN,
 * across the sites the signed-in person may see (a salesperson: their own leads).
 */

export const meta = () => consoleTitle('Find a lead');

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const q = (pageUrl(request).searchParams.get('q') ?? '').trim().slice(0, 100);
  const [me, leads] = await Promise.all([
    consoleMe(ctx, request),
    q ? consoleRead(() => serverApi(ctx).consoleLeads.searchLeads(q, session(request))) : [],
  ]);
  // Overdue timers count from the server's one clock (its injected now), as the inbox's do.
  return { q, leads, sites: me?.sites ?? [], now: ctx.now };
}

export default function ConsoleLeadSearch({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/console');
  const now = useNow(loaderData.now);
  return (
    <>
      <h1>Find a lead</h1>
      <LeadSearchBox q={loaderData.q} />
      <LeadSearchResults
        q={loaderData.q}
        leads={loaderData.leads}
        sites={loaderData.sites}
        timeZone={layout?.timeZone ?? 'Australia/Sydney'}
        now={now}
      />
    </>
  );
}
