import type { ConsoleLeadSummary } from '@dealer/api-client';
import { UiLink } from '../../link';
import { ConsoleTable } from '../ConsoleTable';
import { leadColumns } from './LeadInbox';
import { formatLeadTime } from './time';

/**
 * Finding a lead (issue 33): one search box (name, e-mail, phone in any AU/NZ form, rego, stock number,
 * VIN) that opens the results page, the results as the inbox shows them, and one shopper's timeline.
 */

export function LeadSearchBox({ q = '' }: { q?: string }) {
  return (
    <search className="console-search">
      <form method="get" action="/console/leads/search">
        <label htmlFor="lead-search">Find a lead</label>
        <input
          id="lead-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          placeholder="Name, email, phone, rego, stock no. or VIN"
          autoComplete="off"
        />
        <button type="submit" className="console-button">
          Search
        </button>
      </form>
    </search>
  );
}

export interface LeadSearchResultsProps {
  q: string;
  leads: readonly ConsoleLeadSummary[];
  sites: readonly { slug: string; name: string }[];
  timeZone: string;
  now: number;
}

export function LeadSearchResults({ q, leads, sites, timeZone, now }: LeadSearchResultsProps) {
  const siteName = (slug: string) => sites.find((s) => s.slug === slug)?.name ?? slug;
  if (q.trim() === '')
    return <p className="console-muted">Type a name, email, phone, rego, stock number or VIN.</p>;
  return (
    <ConsoleTable
      rows={[...leads]}
      columns={leadColumns(sites.length > 1 ? siteName : null, timeZone, now)}
      rowKey={(lead) => lead.id}
      rowAttributes={(lead) => ({ 'data-lead-id': lead.id })}
      empty={`No lead matches “${q}”.`}
      caption={`Leads matching “${q}”, newest first`}
    />
  );
}

/** The shopper's leads, oldest first, this one marked; shown when the shopper has more than one lead. */
export function ShopperTimeline({
  leadId,
  leads,
  timeZone,
}: {
  leadId: string;
  leads: readonly ConsoleLeadSummary[];
  timeZone: string;
}) {
  if (leads.length < 2) return null;
  return (
    <details className="console-panel" open data-testid="shopper-timeline">
      <summary>
        <h2>This shopper’s leads ({leads.length})</h2>
      </summary>
      <ol className="console-list">
        {leads.map((lead) => (
          <li key={lead.id} aria-current={lead.id === leadId ? 'true' : undefined}>
            {formatLeadTime(lead.createdAt, timeZone)}:{' '}
            {lead.id === leadId ? (
              <strong>{lead.category ?? 'Lead'} (this lead)</strong>
            ) : (
              <UiLink href={`/console/leads/${encodeURIComponent(lead.id)}`}>
                {lead.category ?? 'Lead'}
              </UiLink>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
