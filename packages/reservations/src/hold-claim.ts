import {
  alreadyHeldMessage,
  type HoldLimits,
  holdLimitRejection,
  type Rejection,
  type Reservation,
} from './reservation.js';
import {
  ACTIVE_STATUS_LIST,
  isActiveHoldConflict,
  RESERVATION_COLUMNS,
  reservationParams,
  type SqlPort,
} from './sql.js';
import type { VehicleWordsSite } from './words.js';

export interface HoldClaim {
  /** The hold to store (status 'held'), from `startReservation`. */
  reservation: Reservation;
  /** The holder's keys (`holderKeys`): contact, visitor, address. */
  keys: readonly string[];
  at: Date;
  limits: HoldLimits;
  site?: VehicleWordsSite | null;
}

/**
 * Stores a new hold in one transaction, or says why not: the car is held already (through any site; the
 * database allows one active hold per car, so two claims at once cannot both win), or the holder is at a
 * bound of unpaid holds. A hold past its expiry that no sweep has reached yet is expired first, so it
 * never blocks the car. One holder's claims (two tabs, a script) queue on an advisory lock per key, so
 * none counts past its bound.
 */
export async function claimHold(
  db: SqlPort,
  claim: HoldClaim,
): Promise<Extract<Rejection, { kind: 'already_held' | 'hold_limit' }> | null> {
  const { reservation, keys, at } = claim;
  const alreadyHeld = { kind: 'already_held', status: 409, error: alreadyHeldMessage(claim.site) } as const;
  try {
    return await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE reservations SET status = 'expired', status_reason = 'hold_expired', updated_at = $2
          WHERE car_id = $1 AND status = 'held' AND expires_at <= $2`,
        [reservation.carId, at.toISOString()],
      );
      const taken = await tx.query(
        `SELECT 1 FROM reservations WHERE car_id = $1 AND status IN (${ACTIVE_STATUS_LIST}) LIMIT 1`,
        [reservation.carId],
      );
      if (taken.rows.length > 0) return alreadyHeld;
      await tx.query(
        'SELECT pg_advisory_xact_lock(hashtext(k)) FROM (SELECT k FROM unnest($1::text[]) AS k ORDER BY k) AS keys',
        [keys],
      );
      const counted = await tx.query<{ k: string; n: string | number }>(
        `SELECT k, count(*) AS n FROM reservations, unnest(holder_keys) AS k
          WHERE status = 'held' AND expires_at > $2 AND holder_keys && $1::text[] AND k = ANY($1::text[])
          GROUP BY k`,
        [keys, at.toISOString()],
      );
      const limited = holdLimitRejection(
        new Map(counted.rows.map((r) => [r.k, Number(r.n)])),
        claim.limits,
        claim.site,
      );
      if (limited) return limited;
      await tx.query(
        `INSERT INTO reservations (${RESERVATION_COLUMNS}, holder_keys)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
        [...reservationParams(reservation), keys],
      );
      return null;
    });
  } catch (error) {
    if (isActiveHoldConflict(error)) return alreadyHeld;
    throw error;
  }
}
