import type { ConsoleLeadList, ConsoleLeadSummary, LeadFilters } from '@dealer/api-client';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '@dealer/staff';
import { UiLink } from '../../link';
import { type ConsoleColumn, ConsoleTable } from '../ConsoleTable';
import { FilterActions, FilterSelect as Select, FilterText as Text } from '../filter-fields';
import { formatLeadTime, overdueTimer } from './time';

export interface LeadInboxProps {
  list: ConsoleLeadList;
  /** The filters in the URL (the form shows them; a GET form keeps them in the URL). */
  filters: Readonly<Record<string, string>>;
  /** Sites the person may filter by (two or more: the site column and filter show). */
  sites: readonly { slug: string; name: string }[];
  /** People leads can be assigned to; empty hides the assignee filter (a salesperson sees their own). */
  assignees: readonly { id: string; name: string }[];
  /** The CSV export of the filtered list. */
  csvHref: string;
  timeZone: string;
  /** The instant the timers count from (server time on first render, then the browser's clock). */
  now: number;
}

const FILTER_KEYS = [
  'status',
  'category',
  'source',
  'site',
  'from',
  'to',
  'assignee',
] as const satisfies readonly (keyof LeadFilters)[];

export { FILTER_KEYS as LEAD_FILTER_KEYS };

function LeadFiltersForm({
  filters,
  sites,
  assignees,
}: Pick<LeadInboxProps, 'filters' | 'sites' | 'assignees'>) {
  const value = (key: string) => filters[key] ?? '';
  return (
    <form method="get" className="console-filters" aria-label="Filter leads">
      <Select
        name="status"
        label="Status"
        value={value('status')}
        options={LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
      />
      <Text name="category" label="Category" value={value('category')} />
      <Text name="source" label="Source" value={value('source')} />
      {sites.length > 1 ? (
        <Select
          name="site"
          label="Site"
          value={value('site')}
          options={sites.map((s) => ({ value: s.slug, label: s.name }))}
        />
      ) : null}
      <Text name="from" label="From" type="date" value={value('from')} />
      <Text name="to" label="To" type="date" value={value('to')} />
      {assignees.length > 0 ? (
        <Select
          name="assignee"
          label="Assigned to"
          value={value('assignee')}
          options={[
            { value: 'none', label: 'Nobody' },
            ...assignees.map((a) => ({ value: a.id, label: a.name })),
          ]}
        />
      ) : null}
      <FilterActions label="Filter">
        <UiLink href="?" className="console-button console-button--quiet">
          Clear
        </UiLink>
      </FilterActions>
    </form>
  );
}

function Timer({ lead, now }: { lead: ConsoleLeadSummary; now: number }) {
  const timer = overdueTimer(lead, now);
  if (timer.kind === 'none') return null;
  return (
    <span className={timer.kind === 'overdue' ? 'console-badge console-badge--overdue' : 'console-badge'}>
      {timer.text}
    </span>
  );
}

/** The inbox's columns: received, the shopper (a card's title on a phone), status and timer, and the rest. */
export const leadColumns = (
  siteName: ((slug: string) => string) | null,
  timeZone: string,
  now: number,
): (ConsoleColumn<ConsoleLeadSummary> | null)[] => [
  { header: 'Received', cell: (lead) => formatLeadTime(lead.createdAt, timeZone) },
  {
    header: 'Shopper',
    phoneLabel: false,
    className: 'console-lead-who',
    cell: (lead) => (
      <>
        <UiLink href={`/console/leads/${encodeURIComponent(lead.id)}`}>
          {lead.shopper.name || lead.shopper.email || lead.shopper.phone || 'No name given'}
        </UiLink>
        {lead.car?.title ? <span className="console-muted"> {lead.car.title}</span> : null}
      </>
    ),
  },
  {
    header: 'Status',
    cell: (lead) => (
      <>
        <span className="console-badge">{LEAD_STATUS_LABELS[lead.status]}</span>{' '}
        <ProgressBadge progress={lead.progress} /> <Timer lead={lead} now={now} />
      </>
    ),
  },
  { header: 'Category', cell: (lead) => lead.category ?? '—' },
  { header: 'Source', cell: (lead) => lead.source ?? '—' },
  siteName ? { header: 'Site', cell: (lead) => siteName(lead.siteSlug) } : null,
  { header: 'Assigned to', cell: (lead) => lead.assignee?.name ?? 'Nobody' },
];

/** An unfinished multi-step lead: Incomplete while the shopper may still finish, Abandoned once delivered so. */
export function ProgressBadge({ progress }: { progress: ConsoleLeadSummary['progress'] }) {
  if (progress === 'incomplete')
    return <span className="console-badge console-badge--muted">Incomplete</span>;
  if (progress === 'abandoned') return <span className="console-badge console-badge--warn">Abandoned</span>;
  return null;
}

/** The console's lead inbox: filters in the URL, the overdue count, newest first, a card per lead on a phone. */
export function LeadInbox({ list, filters, sites, assignees, csvHref, timeZone, now }: LeadInboxProps) {
  const manySites = sites.length > 1;
  const siteName = (slug: string) => sites.find((s) => s.slug === slug)?.name ?? slug;
  return (
    <>
      <LeadFiltersForm filters={filters} sites={sites} assignees={assignees} />
      <div className="console-inbox__summary">
        <p aria-live="polite">
          <strong data-testid="lead-total">{list.total}</strong> {list.total === 1 ? 'lead' : 'leads'},{' '}
          <strong data-testid="overdue-count" className={list.overdueCount > 0 ? 'console-error' : undefined}>
            {list.overdueCount}
          </strong>{' '}
          overdue
          {list.heldCount ? (
            <>
              ,{' '}
              <UiLink href="/console/leads/held">
                <strong data-testid="held-count">{list.heldCount}</strong> held for review
              </UiLink>
            </>
          ) : null}
        </p>
        <a href={csvHref} className="console-button console-button--quiet" download>
          Export CSV
        </a>
      </div>
      <ConsoleTable
        rows={list.leads}
        columns={leadColumns(manySites ? siteName : null, timeZone, now)}
        rowKey={(lead) => lead.id}
        rowAttributes={(lead) => ({
          'data-lead-id': lead.id,
          className: lead.overdue ? 'console-row--overdue' : undefined,
        })}
        empty="No leads match these filters."
        caption="Leads, newest first"
      />
    </>
  );
}
