import { EVENT_IDS } from '@dealer/event-ids';
import { buildLead, carLeadFields, type LeadCarSource } from '@dealer/lead-flow';
import type { Reservation } from '@dealer/reservations';
import type { Site } from '@dealer/site-registry';
import type { SqlExecutor } from '../store/sql.js';
import type { NewLead } from '../store/store.js';
import { queueReservationMail } from './shopper-mails.js';

/** §3 lead category of a reservation (§9 event 42 'reserve'). */
export const RESERVE_LEAD_CATEGORY = 'Reserve';

/**
 * The §9 event-42 reserve lead: the shopper's contact details, the car's §3 enquiry fields and the
 * reservation's state, stored through the lead store (consent record for the ticked terms, outbox row for
 * the CRM) so it reaches the dealer inbox like every other lead.
 */
export function reserveLead(
  site: Site,
  car: LeadCarSource,
  reservation: Reservation,
  extra: { url: string; userAgent: string; noticeVersion: string; quarantineReason: string | null },
): NewLead {
  // A suspected bot's attempt (§1): no hold was placed, so it names none the dealer could act on.
  const refused = extra.quarantineReason !== null;
  // §3 every lead carries the same identity fields (source, website, url, user agent): buildLead adds them.
  const data: Record<string, unknown> = buildLead(
    {
      ...carLeadFields(car),
      name: reservation.contact.name,
      email: reservation.contact.email,
      phone: reservation.contact.phone,
      category: RESERVE_LEAD_CATEGORY,
      event_id: EVENT_IDS.reserve,
      terms_agreed: true,
      message: refused
        ? `Reservation of ${car.name} refused online (suspected automated submission): no hold was placed.`
        : `Reservation of ${car.name}${reservation.depositCents > 0 ? ` with a $${(reservation.depositCents / 100).toFixed(2)} deposit` : ' (request: the dealer confirms, no deposit taken)'}; held until ${reservation.expiresAt.toISOString()}.`,
      ...(refused ? { reservation_status: 'refused' } : reservationFields(reservation)),
    },
    { site, url: extra.url, userAgent: extra.userAgent, dealershipSlug: car.dealership_slug },
  );
  return {
    site: site.slug,
    dealershipSlug: car.dealership_slug || null,
    category: RESERVE_LEAD_CATEGORY,
    leadStatus: null,
    formCompleted: true,
    data,
    quarantineReason: extra.quarantineReason,
    consent: { noticeVersion: extra.noticeVersion, purposes: { terms: true } },
    outbox: {
      // Held back from the CRM like every quarantined lead (routes/leads.ts).
      // Pending even without a CRM destination: the worker sends the shopper's acknowledgement first.
      status: refused ? 'held' : 'pending',
      topic: refused ? 'lead.quarantined' : 'lead.created',
      payload: { event: 'lead.created', site: site.slug, dealership_slug: car.dealership_slug, lead: data },
    },
  };
}

function reservationFields(
  r: Pick<Reservation, 'id' | 'status' | 'expiresAt' | 'depositCents' | 'provider'>,
) {
  return {
    reservation_id: r.id,
    reservation_status: r.status,
    reservation_expires_at: r.expiresAt.toISOString(),
    reservation_deposit_cents: r.depositCents,
    reservation_provider: r.provider,
  };
}

/**
 * Mirrors a reservation's new state onto its lead (the inbox shows where the reservation stands). The
 * lead is found by the reservation id it carries; a reservation without a lead changes nothing. A
 * confirmation or an end also mails the shopper (shopper-mails.ts).
 */
export async function mirrorReservationStatus(
  db: SqlExecutor,
  site: string,
  changes: readonly { id: string; status: string }[],
  at: Date,
): Promise<void> {
  for (const change of changes) {
    await db.query(
      `UPDATE leads SET data = jsonb_set(data, '{reservation_status}', to_jsonb($3::text)), updated_at = $4
        WHERE site_slug = $1 AND data->>'reservation_id' = $2`,
      [site, change.id, change.status, at.toISOString()],
    );
    await queueReservationMail(db, site, change, at);
  }
}
