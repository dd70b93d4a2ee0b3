import type { AuditFilters } from '@dealer/api-client';
import { AuditLog } from '@dealer/ui';
import { useRouteLoaderData } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleApi, consoleMe, consoleRead, session } from '../../lib/console.server';
import { pageUrl } from '../../lib/page-url';
import type { loader as layoutLoader } from '../console';
import type { Route } from './+types/audit';

export const meta = () => consoleTitle('Audit log');

const PAGE = 100;
const FILTERS = ['site', 'action', 'actor', 'before'] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const api = consoleApi(ctx);
  const url = pageUrl(request);
  const filters: Record<string, string> = {};
  for (const key of FILTERS) {
    const value = url.searchParams.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const s = session(request);
  const [me, { entries }, team] = await Promise.all([
    consoleMe(ctx, request),
    consoleRead(() => api.audit({ ...(filters as AuditFilters), limit: PAGE }, s)),
    api.team(s).catch(() => []),
  ]);
  const last = entries.at(-1);
  const older = new URLSearchParams({ ...filters, ...(last ? { before: last.at } : {}) });
  return {
    entries,
    filters,
    sites: me?.sites ?? [],
    people: team.map((m) => ({ id: m.userId, name: m.name })),
    olderHref: entries.length === PAGE ? `?${older}` : null,
  };
}

/** Console: every console action, who did it and what changed. */
export default function ConsoleAudit({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/console');
  return (
    <>
      <h1>Audit log</h1>
      <AuditLog {...loaderData} timeZone={layout?.timeZone ?? 'Australia/Sydney'} />
    </>
  );
}
