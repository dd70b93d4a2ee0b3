import { randomUUID } from 'node:crypto';
import { RENTAL_BOOKING_CATEGORY } from '@dealer/event-ids';
import { type Site, siteTimeZone } from '@dealer/site-registry';
import { leadLocation, zonedInstant } from '@dealer/staff';
import type { OutboxRow } from '../store/outbox.js';
import type { SqlDatabase, SqlExecutor } from '../store/sql.js';
import { queueShopperMail, shopperEmail } from './queue.js';
import { createAppointment } from './store.js';

/**
 * What a whole lead starts (issue 33 items 2 and 3), run by the outbox worker when it takes a lead's
 * `lead.created` event (a multi-step lead: once the shopper finished it; never a held or quarantined
 * lead, whose event is not `lead.created` until it is released): the shopper's acknowledgement mail for
 * the lead's kind and, for a test drive with a chosen time, a pending appointment — or, when the time is
 * missing or the car is taken then, a call-back task to arrange one. Safe to run twice for one event.
 */

export type AckKind = 'enquiry' | 'test_drive' | 'finance' | 'trade_in' | 'reservation' | 'rental_booking';

/** The acknowledgement a lead's §3 category gets. */
export function ackKind(category: string | null): AckKind {
  const c = (category ?? '').toLowerCase();
  if (c === 'test drive') return 'test_drive';
  if (c === 'finance') return 'finance';
  if (c === 'trade-in' || c === 'sell my car') return 'trade_in';
  if (c === 'reserve') return 'reservation';
  if (c === RENTAL_BOOKING_CATEGORY.toLowerCase()) return 'rental_booking';
  return 'enquiry';
}

const intOf = (value: unknown) =>
  Number.isInteger(Number(value)) && value !== '' && value != null ? Number(value) : null;

async function bookTestDrive(
  tx: SqlExecutor,
  site: Site,
  leadId: string,
  data: Record<string, unknown>,
  now: Date,
  arrivedAt: Date,
) {
  const done = await tx.query(
    'SELECT 1 FROM appointments WHERE lead_id = $1 UNION ALL SELECT 1 FROM lead_tasks WHERE lead_id = $1',
    [leadId],
  );
  if (done.rows.length > 0) return;
  const location = leadLocation(site, data);
  const startsAt =
    typeof data.dateTime === 'string' ? zonedInstant(data.dateTime, siteTimeZone(site, location)) : null;
  // A slot chosen on a page left open (rendered before midnight, sent the next morning) may have begun
  // by the time the request arrived: no appointment in the past, a call instead.
  const passed = startsAt !== null && startsAt.getTime() <= arrivedAt.getTime();
  const booked =
    startsAt && !passed
      ? await createAppointment(
          tx,
          {
            site: site.slug,
            leadId,
            locationId: location.id,
            carId: intOf(data.car_id),
            salespersonId: null,
            startsAt,
          },
          now,
        )
      : null;
  if (booked?.ok) return;
  await tx.query(
    `INSERT INTO lead_tasks (id, site_slug, lead_id, kind, due_at, note, created_at)
     VALUES ($1, $2, $3, 'call_back', $4, $5, $4)`,
    [
      randomUUID(),
      site.slug,
      leadId,
      now.toISOString(),
      passed
        ? `The time asked (${String(data.dateTime)}) had passed when the request arrived: call to arrange another time.`
        : booked
          ? 'The car is booked at the time asked: call to arrange another time.'
          : 'Call to arrange the test drive time.',
    ],
  );
}

export async function onWholeLead(db: SqlDatabase, site: Site, row: OutboxRow, now: Date): Promise<void> {
  if (!row.lead_id) return;
  const leadId = row.lead_id;
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      data: Record<string, unknown>;
      category: string | null;
      quarantined: boolean;
      updated_at: Date | string;
    }>('SELECT data, category, quarantined, updated_at FROM leads WHERE id = $1', [leadId]);
    const lead = rows[0];
    if (!lead || lead.quarantined) return;
    const kind = ackKind(lead.category);
    const to = shopperEmail(lead.data);
    if (to) await queueShopperMail(tx, { site: site.slug, leadId, kind, to, at: now, parentId: row.id });
    // The whole lead arrived at its last write (the server's clock), not when this worker took it.
    const arrivedAt = new Date(lead.updated_at);
    if (kind === 'test_drive') await bookTestDrive(tx, site, leadId, lead.data, now, arrivedAt);
  });
}
