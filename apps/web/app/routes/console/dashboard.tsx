import { canAccess } from '@dealer/staff';
import { DashboardPanel, SitePicker } from '@dealer/ui';
import { Link } from 'react-router';
import { consoleTitle } from '../../lib/console';
import { consoleRead, session } from '../../lib/console.server';
import { consolePage, stockApi } from '../../lib/console-stock.server';
import type { Route } from './+types/dashboard';

export const meta = () => consoleTitle('Dashboard');

const PERIODS = [7, 30, 90] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, url, me, site, sites } = await consolePage(context, request, 'dashboard.read');
  const asked = Number(url.searchParams.get('days'));
  const days = (PERIODS as readonly number[]).includes(asked) ? asked : 30;
  const figures = await consoleRead(() => stockApi(ctx).dashboard({ site, days }, session(request)));
  return { figures, site, sites, days, mail: me !== null && canAccess(me.staff, site, 'leads.assign') };
}

/** The console's dashboard: leads by source and category, first response, overdue, VDP views. */
export default function ConsoleDashboard({ loaderData }: Route.ComponentProps) {
  const { figures, site, sites, days, mail } = loaderData;
  const query = (n: number) =>
    `?${new URLSearchParams({ ...(sites.length > 1 ? { site } : {}), days: String(n) })}`;
  return (
    <>
      <h1>Dashboard</h1>
      <SitePicker sites={sites} current={site} keep={{ days: String(days) }} />
      <nav aria-label="Period" className="console-actions">
        {PERIODS.map((n) => (
          <Link key={n} to={query(n)} aria-current={n === days ? 'page' : undefined}>
            Last {n} days
          </Link>
        ))}
      </nav>
      <DashboardPanel figures={figures} />
      {mail ? (
        <p>
          <Link to={`/console/mail${sites.length > 1 ? `?site=${site}` : ''}`}>
            Mails sent for this site’s leads
          </Link>
        </p>
      ) : null}
    </>
  );
}
