import type { Site } from '@dealer/site-registry';
import { leadSections, leadSummaryText } from '../lead-summary.js';
import { adfXml } from './adf.js';
import { type AdfCarSource, INCOMPLETE_NOTE, leadProspect } from './lead-prospect.js';

/**
 * The two mails a lead becomes (issue 29 item 6): the ADF mail for a CRM and the plain-text notification
 * for the dealer's people. Both word the lead the same way (`leadSections`), name the shopper in the
 * subject, and say "incomplete" when the lead was delivered after its quiet time without being finished.
 */

export interface LeadMailInput {
  leadId: string;
  receivedAt: Date;
  lead: Record<string, unknown>;
  site: Site;
  car?: AdfCarSource | null;
  provider: { name: string; url?: string; email: string };
  /** Delivered as abandoned (`lead.abandoned`). */
  incomplete?: boolean;
}

export interface LeadMail {
  subject: string;
  text: string;
}

/** The shopper as a subject names them: first and last name, else the name field, else "A shopper". */
export function shopperName(lead: Readonly<Record<string, unknown>>): string {
  const parts = [lead.first_name, lead.last_name || lead['Last Name']].filter(
    (p) => typeof p === 'string' && p.trim(),
  );
  const name = parts.length ? parts.join(' ') : typeof lead.name === 'string' ? lead.name : '';
  return name.trim() || 'A shopper';
}

/** One line: mail headers never carry a line break from a shopper's answer. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').slice(0, 160);

const categoryOf = (lead: Readonly<Record<string, unknown>>, fallback: string) =>
  typeof lead.category === 'string' && lead.category.trim() ? lead.category.trim() : fallback;

/** `ADF lead: Trade-In from Ann Lee (Harbour Auto)`; `ADF lead (incomplete): …` when abandoned. */
export function adfLeadMail(input: LeadMailInput): LeadMail {
  const xml = adfXml(
    leadProspect({
      leadId: input.leadId,
      receivedAt: input.receivedAt,
      lead: input.lead,
      site: input.site,
      car: input.car ?? null,
      incomplete: input.incomplete ?? false,
      provider: {
        name: input.provider.name,
        service: 'Website lead',
        url: input.provider.url,
        email: input.provider.email,
      },
    }),
  );
  const head = input.incomplete ? 'ADF lead (incomplete)' : 'ADF lead';
  return {
    subject: oneLine(
      `${head}: ${categoryOf(input.lead, 'Enquiry')} from ${shopperName(input.lead)} (${input.site.name})`,
    ),
    text: xml,
  };
}

/** The notification: who, then the lead's sections as the salesperson reads them, then the lead id. */
export function notificationLeadMail(input: LeadMailInput): LeadMail {
  const category = categoryOf(input.lead, 'enquiry');
  const lines = [
    input.incomplete
      ? `Incomplete ${category} on ${input.site.name}.\n${INCOMPLETE_NOTE}`
      : `New ${category} on ${input.site.name}.`,
    '',
    leadSummaryText(leadSections(input.lead, { site: input.site, car: input.car ?? null })),
    '',
    `Lead id: ${input.leadId}`,
  ];
  const head = input.incomplete ? 'Incomplete lead' : 'New lead';
  return {
    subject: oneLine(`${head}: ${category} from ${shopperName(input.lead)} (${input.site.name})`),
    text: `${lines.join('\n').trim()}\n`,
  };
}
