import type { HeldLead } from '@dealer/api-client';
import { type ConsoleColumn, ConsoleTable } from '../ConsoleTable';
import type { LeadFormComponent } from './LeadWork';
import { formatLeadTime } from './time';

/** Why the §1 screen held a lead, in the dealer's words (the stored reason when it is not one of these). */
const REASONS: Readonly<Record<string, string>> = {
  honeypot_filled: 'Filled in the hidden field only bots see',
  submitted_too_fast: 'Sent too soon after the form appeared',
  timing_missing: 'No record of when the form appeared',
  timing_forged: 'A forged form start time',
  rate_limited: 'Too many submissions from one address',
  token_missing: 'No bot-check answer',
  token_reused: 'A bot-check answer used twice',
  token_invalid: 'A bot-check answer that did not verify',
  hostname_mismatch: 'A bot-check answer from another website',
  action_mismatch: 'A bot-check answer from another form',
  verification_timeout: 'The bot check did not answer in time',
  verification_unavailable: 'The bot check was unavailable',
};

export function heldReason(reason: string | null): string {
  return reason ? (REASONS[reason] ?? reason) : 'Held';
}

export interface HeldLeadsProps {
  leads: readonly HeldLead[];
  timeZone: string;
  /** The site names when the person sees more than one site. */
  siteName?: (slug: string) => string;
  Form: LeadFormComponent;
}

function Decide({ lead, Form }: { lead: HeldLead; Form: LeadFormComponent }) {
  const who = lead.shopper.name || lead.shopper.email || 'this lead';
  return (
    <div className="console-actions">
      <Form method="post">
        <input type="hidden" name="id" value={lead.id} />
        <button
          type="submit"
          name="intent"
          value="release"
          className="console-button"
          aria-label={`Release ${who}`}
        >
          Release
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="id" value={lead.id} />
        <button
          type="submit"
          name="intent"
          value="discard"
          className="console-button console-button--quiet"
          aria-label={`Discard ${who}`}
        >
          Discard
        </button>
      </Form>
    </div>
  );
}

/**
 * The console's "Held for review": leads the bot screen held back, each with its reason, to release
 * (delivered as a normal lead, into the inbox) or discard (kept, marked). Both are audited by the server.
 */
export function HeldLeads({ leads, timeZone, siteName, Form }: HeldLeadsProps) {
  const columns: (ConsoleColumn<HeldLead> | null)[] = [
    { header: 'Received', cell: (l) => formatLeadTime(l.createdAt, timeZone) },
    {
      header: 'Shopper',
      phoneLabel: false,
      cell: (l) => (
        <>
          <strong>{l.shopper.name || 'No name given'}</strong>
          {l.shopper.email ? <span className="console-muted"> {l.shopper.email}</span> : null}
          {l.shopper.phone ? <span className="console-muted"> {l.shopper.phone}</span> : null}
        </>
      ),
    },
    { header: 'Category', cell: (l) => l.category ?? '—' },
    { header: 'Why held', cell: (l) => heldReason(l.reason) },
    siteName ? { header: 'Site', cell: (l) => siteName(l.siteSlug) } : null,
    { header: 'Decide', cell: (l) => <Decide lead={l} Form={Form} /> },
  ];
  return (
    <ConsoleTable
      rows={[...leads]}
      columns={columns}
      rowKey={(l) => l.id}
      rowAttributes={(l) => ({ 'data-held-lead': l.id })}
      caption="Leads held for review"
      empty="No leads are held for review."
    />
  );
}
