import { randomUUID } from 'node:crypto';
import { insertOutbox } from '../store/outbox.js';
import type { SqlExecutor } from '../store/sql.js';

/**
 * What an appointment change sends, in the change's own transaction: an `appointment.*` event row for
 * the site's webhooks (the worker fans it out and signs it like every lead webhook) and, for the
 * shopper, a `shopper` mail row (rendered from the site's template when it is delivered).
 */

export interface AppointmentPayload {
  id: string;
  lead_id: string;
  status: string;
  starts_at: string;
  ends_at: string;
  location_id: number;
  car_id: number | null;
  salesperson_id: string | null;
  previous_starts_at?: string;
}

export async function queueAppointmentEvent(
  tx: SqlExecutor,
  site: string,
  topic: string,
  appointment: AppointmentPayload,
  at: Date,
): Promise<void> {
  await insertOutbox(tx, {
    site,
    leadId: appointment.lead_id,
    topic,
    payload: { event: topic, lead_id: appointment.lead_id, appointment },
    at,
  });
}

/**
 * A mail to the shopper (`channel` 'shopper', the shopper's address as target). `parentId` (the lead
 * event's outbox row) makes the acknowledgement once per lead: a second try inserts nothing.
 */
export async function queueShopperMail(
  tx: SqlExecutor,
  mail: {
    site: string;
    leadId: string;
    kind: string;
    to: string;
    at: Date;
    parentId?: string;
    appointment?: AppointmentPayload;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO outbox (id, site_slug, lead_id, topic, payload, status, parent_id, channel, target, created_at)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6, 'shopper', $7, $8)
     ON CONFLICT (parent_id, channel, target) DO NOTHING`,
    [
      randomUUID(),
      mail.site,
      mail.leadId,
      `shopper.${mail.kind}`,
      JSON.stringify({ kind: mail.kind, lead_id: mail.leadId, appointment: mail.appointment ?? null }),
      mail.parentId ?? null,
      mail.to,
      mail.at.toISOString(),
    ],
  );
}

/** A shopper's address from a lead's data, or null (no mail without one). */
export function shopperEmail(data: Record<string, unknown>): string | null {
  const email = typeof data.email === 'string' ? data.email.trim() : '';
  return /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(email) ? email : null;
}
