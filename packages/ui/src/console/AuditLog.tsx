import type { AuditEntry } from '@dealer/api-client';
import { UiLink } from '../link';
import { FilterSelect, FilterText } from './filter-fields';
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
        <div className="console-filters__actions">
          <button type="submit" className="console-button">
            Filter
          </button>
        </div>
      </form>
      {entries.length === 0 ? (
        <p className="console-panel">Nothing in the log matches.</p>
      ) : (
        <table className="console-table console-table--cards">
          <caption className="visually-hidden">Audit log, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">What</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} data-action={e.action}>
                <td data-label="When">{formatLeadTime(e.at, timeZone)}</td>
                <td data-label="Who">{e.actor.email ?? 'System'}</td>
                <td data-label="Action">{e.action}</td>
                <td data-label="What">
                  {e.target.type === 'lead' && e.target.id ? (
                    <UiLink href={`/console/leads/${encodeURIComponent(e.target.id)}`}>lead</UiLink>
                  ) : (
                    `${e.target.type}${e.target.id ? ` ${e.target.id}` : ''}`
                  )}
                  {e.siteSlug ? <span className="console-muted"> on {e.siteSlug}</span> : null}
                </td>
                <td data-label="Change">
                  {changeText(e.before) ? <del>{changeText(e.before)}</del> : null}{' '}
                  {changeText(e.after) ? <ins>{changeText(e.after)}</ins> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {olderHref ? (
        <p>
          <UiLink href={olderHref}>Older entries</UiLink>
        </p>
      ) : null}
    </>
  );
}
