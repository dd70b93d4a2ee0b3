import { type AdfCarSource, adfXml, leadComments, leadProspect } from '@dealer/lead-flow';
import type { Site } from '@dealer/site-registry';
import type { OutboxRow } from '../store/outbox.js';

/** The mails and the webhook body a destination row becomes (adapters over @dealer/lead-flow's ADF rules). */

/** Version of the signed JSON webhook body (documented in apps/bff/README.md, "CRM delivery"). */
export const WEBHOOK_SCHEMA_VERSION = 1;

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface DeliveryContext {
  site: Site;
  car: AdfCarSource | null;
  /** The platform as the ADF provider, and the mails' sender. */
  provider: { name: string; url?: string; email: string };
}

export function webhookBody(row: OutboxRow): string {
  return JSON.stringify({
    schema_version: WEBHOOK_SCHEMA_VERSION,
    id: row.id,
    topic: row.topic,
    ...row.payload,
  });
}

function leadOf(row: OutboxRow): Record<string, unknown> {
  const lead = row.payload.lead;
  return lead && typeof lead === 'object' ? (lead as Record<string, unknown>) : {};
}

function who(lead: Record<string, unknown>): string {
  const name = [lead.first_name, lead.last_name].filter(Boolean).join(' ') || String(lead.name ?? '');
  return name.trim() || 'A shopper';
}

/** One line: mail headers never carry a line break from a shopper's answer. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').slice(0, 120);

export function adfMail(row: OutboxRow, context: DeliveryContext): MailMessage {
  const lead = leadOf(row);
  const xml = adfXml(
    leadProspect({
      leadId: row.lead_id ?? row.id,
      receivedAt: new Date(row.created_at),
      lead,
      site: context.site,
      car: context.car,
      provider: {
        name: context.provider.name,
        service: 'Website lead',
        url: context.provider.url,
        email: context.provider.email,
      },
    }),
  );
  return {
    from: context.provider.email,
    to: row.target ?? '',
    subject: oneLine(
      `ADF lead: ${String(lead.category || 'Enquiry')} from ${who(lead)} (${context.site.name})`,
    ),
    text: xml,
    attachments: [
      { filename: `lead-${row.lead_id ?? row.id}.xml`, content: xml, contentType: 'application/xml' },
    ],
  };
}

export function notificationMail(row: OutboxRow, context: DeliveryContext): MailMessage {
  const lead = leadOf(row);
  const car = context.car
    ? [context.car.year, context.car.make, context.car.model].filter(Boolean).join(' ')
    : '';
  const lines = [
    `New ${String(lead.category || 'enquiry')} on ${context.site.name}.`,
    '',
    `Name: ${who(lead)}`,
    lead.email ? `Email: ${String(lead.email)}` : null,
    lead.phone ? `Phone: ${String(lead.phone)}` : null,
    car ? `Car: ${car}${context.car?.stocknum ? ` (stock ${context.car.stocknum})` : ''}` : null,
    '',
    leadComments(lead),
    '',
    `Lead id: ${row.lead_id ?? row.id}`,
  ].filter((line) => line !== null);
  return {
    from: context.provider.email,
    to: row.target ?? '',
    subject: oneLine(`New lead: ${who(lead)} (${context.site.name})`),
    text: `${lines
      .filter((line, i) => line !== '' || lines[i - 1] !== '')
      .join('\n')
      .trim()}\n`,
  };
}

/** A mail about a person's own console account (staff/account-mail.ts): its text as queued. */
export function accountMail(row: OutboxRow, context: DeliveryContext): MailMessage {
  return {
    from: context.provider.email,
    to: row.target ?? '',
    subject: oneLine(String(row.payload.subject ?? `Your ${context.site.name} console account`)),
    text: String(row.payload.text ?? ''),
  };
}
