import { canAccess } from '@dealer/staff';
import { DashboardPanel, SitePicker } from '@dealer/ui';
import { Form, Link } from 'react-router';
import { consoleTitle } from '../../lib/console';
import { consoleRead, session } from '../../lib/console.server';
import { consolePage, stockApi } from '../../lib/console-stock.server';
import type { Route } from './+types/dashboard';

export const meta = () => consoleTitle('Dashboard');

const PERIODS = [7, 30, 90] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, url, me, site, sites } = await consolePage(context, request, 'dashboard.read');
  const asked = Number(url.searchParams.get('days'));
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  const custom = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const days = (PERIODS as readonly number[]).includes(asked) ? asked : 30;
  const figures = await consoleRead(() =>
    stockApi(ctx).dashboard(custom ? { site, from, to } : { site, days }, session(request)),
  );
  return {
    figures,
    site,
    sites,
    days: custom ? null : days,
    mail: me !== null && canAccess(me.staff, site, 'leads.assign'),
  };
}

/** The console's dashboard: leads by source and category, first response, overdue, VDP views. */
export default function ConsoleDashboard({ loaderData }: Route.ComponentProps) {
  const { figures, site, sites, days, mail } = loaderData;
  const query = (n: number) =>
    `?${new URLSearchParams({ ...(sites.length > 1 ? { site } : {}), days: String(n) })}`;
  return (
    <>
      <h1>Dashboard</h1>
      <SitePicker
        sites={sites}
        current={site}
        keep={days === null ? { from: figures.from, to: figures.to } : { days: String(days) }}
      />
      <div className="console-period">
        <nav aria-label="Period" className="console-actions">
          {PERIODS.map((n) => (
            <Link key={n} to={query(n)} aria-current={n === days ? 'page' : undefined}>
              Last {n} days
            </Link>
          ))}
        </nav>
        <Form method="get" className="console-actions" aria-label="Custom period">
          {sites.length > 1 ? <input type="hidden" name="site" value={site} /> : null}
          <label>
            From <input type="date" name="from" defaultValue={figures.from} required />
          </label>
          <label>
            To <input type="date" name="to" defaultValue={figures.to} required />
          </label>
          <button type="submit" className="console-button">
            Show
          </button>
        </Form>
      </div>
      <p className="console-muted">
        {figures.from} to {figures.to}, days in {figures.timeZone.replace('_', ' ')}.
      </p>
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
