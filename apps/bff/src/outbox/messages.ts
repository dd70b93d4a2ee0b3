import { type AdfCarSource, adfLeadMail, type LeadMailInput, notificationLeadMail } from '@dealer/lead-flow';
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
  /** The HTML part (shopper mails: shopper-mail/render.ts) and the address replies go to. */
  html?: string;
  replyTo?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  /** Extra headers (a saved-search alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
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

/** The row as @dealer/lead-flow's mail input: the wording of both mails is that package's. */
function mailInput(row: OutboxRow, context: DeliveryContext): LeadMailInput {
  return {
    leadId: row.lead_id ?? row.id,
    receivedAt: new Date(row.created_at),
    lead: leadOf(row),
    site: context.site,
    car: context.car,
    provider: context.provider,
    incomplete: row.topic === 'lead.abandoned',
  };
}

export function adfMail(row: OutboxRow, context: DeliveryContext): MailMessage {
  const { subject, text } = adfLeadMail(mailInput(row, context));
  return {
    from: context.provider.email,
    to: row.target ?? '',
    subject,
    text,
    attachments: [
      { filename: `lead-${row.lead_id ?? row.id}.xml`, content: text, contentType: 'application/xml' },
    ],
  };
}

export function notificationMail(row: OutboxRow, context: DeliveryContext): MailMessage {
  const { subject, text } = notificationLeadMail(mailInput(row, context));
  return { from: context.provider.email, to: row.target ?? '', subject, text };
}

/** A header value on one line (no header injection through a shopper's or person's name). */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').slice(0, 120);

/** A mail about a person's own console account (staff/account-mail.ts): its text as queued. */
export function accountMail(row: OutboxRow, context: DeliveryContext): MailMessage {
  const fromName = typeof row.payload.from_name === 'string' ? row.payload.from_name : null;
  const headers = row.payload.headers as Record<string, unknown> | undefined;
  return {
    // A shopper's mail (saved-searches/mails.ts) comes in the site's name, like the other shopper mails.
    from: fromName
      ? `"${oneLine(fromName).replace(/["\\<>]/g, '')}" <${context.provider.email}>`
      : context.provider.email,
    to: row.target ?? '',
    subject: oneLine(String(row.payload.subject ?? `Your ${context.site.name} console account`)),
    text: String(row.payload.text ?? ''),
    // A saved-search alert's HTML part and the site's Reply-To (saved-searches/mails.ts).
    ...(typeof row.payload.html === 'string' ? { html: row.payload.html } : {}),
    ...(typeof row.payload.reply_to === 'string' ? { replyTo: oneLine(row.payload.reply_to) } : {}),
    ...(headers
      ? {
          headers: Object.fromEntries(
            Object.entries(headers).map(([k, v]) => [oneLine(k), String(v).replace(/[\r\n\t]+/g, ' ')]),
          ),
        }
      : {}),
  };
}

/** Without a renderer (shopper-mail/delivery.ts) a shopper row fails: never sent as a dealer's mail. */
export function noShopperMail(): Promise<MailMessage> {
  return Promise.reject(new Error('no shopper mail renderer'));
}
