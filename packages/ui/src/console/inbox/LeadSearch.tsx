import type { ConsoleLeadSummary } from '@dealer/api-client';
import type { ReactNode } from 'react';
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

/** Merge and unmerge by hand (managers and up): a plain form posting `intent` merge / unmerge. */
export type MergeForm = (props: { method: 'post'; children: ReactNode }) => ReactNode;

function MergeForms({ Form, together }: { Form: MergeForm; together: boolean }) {
  return (
    <div className="console-actions">
      {together ? (
        <Form method="post">
          <input type="hidden" name="intent" value="unmerge" />
          <button type="submit" className="console-button console-button--quiet">
            Not the same shopper: take this lead out
          </button>
        </Form>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="merge" />
        <label htmlFor="merge-into">Same shopper as lead (id)</label>{' '}
        <input id="merge-into" name="intoLeadId" required maxLength={36} />{' '}
        <button type="submit" className="console-button console-button--quiet">
          Merge
        </button>
      </Form>
    </div>
  );
}

/**
 * The shopper's leads, oldest first, this one marked; the list when the shopper has more than one lead,
 * and for managers and up (`Form`) the merge / unmerge forms.
 */
export function ShopperTimeline({
  leadId,
  leads,
  timeZone,
  Form,
}: {
  leadId: string;
  leads: readonly ConsoleLeadSummary[];
  timeZone: string;
  Form?: MergeForm;
}) {
  if (leads.length < 2 && !Form) return null;
  return (
    <details className="console-panel console-section" open={leads.length > 1} data-testid="shopper-timeline">
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
      {Form ? <MergeForms Form={Form} together={leads.length > 1} /> : null}
    </details>
  );
}
