import { recordStockChanges } from '../saved-searches/changes.js';
import type { SqlExecutor } from '../store/sql.js';

/**
 * The shopper's reservation mails (issue 33 item 3): a reservation that becomes confirmed sends the
 * `reservation_confirmed` mail, one that ends (cancelled by the dealer, expired, refunded) the
 * `reservation_cancelled` mail — each once per reservation, to the address on its reserve lead, never for a
 * quarantined lead, as a `shopper` outbox row (rendered from the site's template when it is delivered).
 * The lead's `reservation_mailed` remembers the last one sent; the marker and the outbox row are one
 * statement, so a mail is queued exactly when the marker moves.
 */
export type ReservationMailKind = 'reservation_confirmed' | 'reservation_cancelled';

const MAIL_OF_STATUS: Readonly<Record<string, ReservationMailKind>> = {
  confirmed: 'reservation_confirmed',
  cancelled: 'reservation_cancelled',
  expired: 'reservation_cancelled',
  refund_due: 'reservation_cancelled',
  refunded: 'reservation_cancelled',
};

/** The mail a reservation's new status sends, or null (held, paid: nothing to tell yet). */
export function reservationMailKind(status: string): ReservationMailKind | null {
  return MAIL_OF_STATUS[status] ?? null;
}

/** The address rule of `appointments/queue.ts` shopperEmail, in SQL. */
const EMAIL = `^[^\\s@<>,;"]+@[^\\s@<>,;"]+\\.[^\\s@<>,;"]+$`;

/**
 * Queues the mail of a reservation's new status (once per kind and reservation). When a reservation
 * ends (the first time), the car is back on sale for the favourites alerts: its change is recorded for
 * the alert job (saved-searches/changes.ts). Returns the kind marked, or null.
 */
export async function queueReservationMail(
  db: SqlExecutor,
  site: string,
  change: { id: string; status: string },
  at: Date,
): Promise<ReservationMailKind | null> {
  const kind = reservationMailKind(change.status);
  if (!kind) return null;
  const { rows } = await db.query<{ car_id: string | null }>(
    `WITH marked AS (
       UPDATE leads SET data = jsonb_set(data, '{reservation_mailed}', to_jsonb($3::text))
        WHERE site_slug = $1 AND data->>'reservation_id' = $2
          AND data->>'reservation_mailed' IS DISTINCT FROM $3 AND NOT quarantined
        RETURNING id, btrim(data->>'email') AS email, data->>'car_id' AS car_id
     ), queued AS (
       INSERT INTO outbox (id, site_slug, lead_id, topic, payload, status, channel, target, created_at)
       SELECT gen_random_uuid(), $1, id, $4,
              jsonb_build_object('kind', $3::text, 'lead_id', id, 'appointment', null),
              'pending', 'shopper', email, $5
         FROM marked WHERE email ~ $6
       RETURNING id
     )
     SELECT car_id FROM marked`,
    [site, change.id, kind, `shopper.${kind}`, at.toISOString(), EMAIL],
  );
  if (rows.length === 0) return null;
  const carId = Number(rows[0]?.car_id);
  if (kind === 'reservation_cancelled' && Number.isInteger(carId) && carId > 0)
    await recordStockChanges(db, site, { newIds: [], drops: [], backIds: [carId] }, at);
  return kind;
}
