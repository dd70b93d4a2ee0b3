import type { AuditEntry } from '@dealer/api-client';
import { UiLink } from '../link';
import { type ConsoleColumn, ConsoleTable } from './ConsoleTable';
import { FilterActions, FilterSelect, FilterText } from './filter-fields';
import { formatLeadTime } from './inbox/time';

export interface AuditLogProps {
  entries: readonly AuditEntry[];
  filters: Readonly<Record<string, string>>;
  sites: readonly { slug: string; name: string }[];
  /** People to filter by (the team), id and name. */
  people: readonly { id: string; name: string }[];
  /** The next (older) page, when there may be one. */
  olderHref: string | null;
  timeZone: string;
}

/** A before/after value as short text (the audit keeps JSON). */
export function changeText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}

/** The audit log's columns: when (in the dealer's zone), who, the action, its target, the change. */
const auditColumns = (timeZone: string): ConsoleColumn<AuditEntry>[] => [
  { header: 'When', cell: (e) => formatLeadTime(e.at, timeZone) },
  { header: 'Who', cell: (e) => e.actor.email ?? 'System' },
  { header: 'Action', cell: (e) => e.action },
  {
    header: 'What',
    cell: (e) => (
      <>
        {e.target.type === 'lead' && e.target.id ? (
          <UiLink href={`/console/leads/${encodeURIComponent(e.target.id)}`}>lead</UiLink>
        ) : (
          `${e.target.type}${e.target.id ? ` ${e.target.id}` : ''}`
        )}
        {e.siteSlug ? <span className="console-muted"> on {e.siteSlug}</span> : null}
      </>
    ),
  },
  {
    header: 'Change',
    cell: (e) => (
      <>
        {changeText(e.before) ? <del>{changeText(e.before)}</del> : null}{' '}
        {changeText(e.after) ? <ins>{changeText(e.after)}</ins> : null}
      </>
    ),
  },
];

/** The console's audit log: who changed what, when, newest first, filterable by site, action and person. */
export function AuditLog({ entries, filters, sites, people, olderHref, timeZone }: AuditLogProps) {
  return (
    <>
      <form method="get" className="console-filters" aria-label="Filter the audit log">
        {sites.length > 1 ? (
          <FilterSelect
            name="site"
            label="Site"
            value={filters.site ?? ''}
            options={sites.map((s) => ({ value: s.slug, label: s.name }))}
          />
        ) : null}
        <FilterText name="action" label="Action" value={filters.action ?? ''} />
        {people.length > 0 ? (
          <FilterSelect
            name="actor"
            label="Person"
            value={filters.actor ?? ''}
            anyLabel="Anyone"
            options={people.map((p) => ({ value: p.id, label: p.name }))}
          />
        ) : null}
        <FilterActions label="Filter" />
      </form>
      <ConsoleTable
        rows={entries}
        columns={auditColumns(timeZone)}
        rowKey={(e) => e.id}
        rowAttributes={(e) => ({ 'data-action': e.action })}
        empty="Nothing in the log matches."
        caption="Audit log, newest first"
      />
      {olderHref ? (
        <p>
          <UiLink href={olderHref}>Older entries</UiLink>
        </p>
      ) : null}
    </>
  );
}
