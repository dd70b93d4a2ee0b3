import type { PhoneRule } from '@dealer/validation';
import type { ReservableCar } from './eligibility.js';
import { claimHold } from './hold-claim.js';
import {
  type PaymentProvider,
  type PaymentStep,
  type WebhookHeaders,
  WebhookVerificationError,
} from './provider.js';
import {
  applyPaymentEvent,
  cancelReservation,
  confirmByDealer,
  DEFAULT_HOLD_LIMITS,
  DEFAULT_HOLD_MINUTES,
  type Holder,
  type HoldLimits,
  holderKeys,
  markRefunded,
  modeOf,
  type PaymentEvent,
  type Rejection,
  type Reservation,
  ReservationStateError,
  type ReservationStatus,
  startReservation,
  type Transition,
} from './reservation.js';
import {
  ACTIVE_STATUS_LIST,
  RESERVATION_COLUMNS,
  type ReservationRow,
  reservationFromRow,
  type SqlExecutor,
  type SqlPort,
} from './sql.js';
import { holdRefusedMessage, paymentUnavailableMessage, type VehicleWordsSite } from './words.js';

export interface ReservationServiceOptions {
  db: SqlPort;
  provider: PaymentProvider;
  /** The site this service reserves for; every query is scoped to it. */
  siteSlug: string;
  now?: () => Date;
  /** Hold length; default 35 minutes with a payment provider, 48 hours for a dealer-confirmed request. */
  holdMinutes?: number;
  /** §5 phone rule of the site. */
  phoneRule?: PhoneRule;
  /** The site's noun words: refusals read 'This RV is already reserved.' (§1); car words without. */
  site?: VehicleWordsSite;
  /** Bounds on unpaid holds per contact, visitor and network; default DEFAULT_HOLD_LIMITS. */
  holdLimits?: HoldLimits;
  newId?: () => string;
}

/** The 201 body of `POST /api/reservations`. Nothing here is secret; contact details are not echoed. */
export interface ReservationResponse {
  id: string;
  status: 'held';
  expires_at: string;
  car_id: number;
  deposit: { amount_cents: number; currency: 'aud' };
  payment: PaymentStep;
}

export type ServiceRejection =
  | Rejection
  | { kind: 'payment_unavailable'; status: 502; error: string }
  | { kind: 'not_found'; status: 404; error: string }
  | { kind: 'invalid_state'; status: 409; error: string }
  /** A suspected bot (the caller's screen said so): no hold; `attempt` is what it asked for, never stored. */
  | { kind: 'refused'; status: 409; error: string; attempt: Reservation };

export type ReserveResult =
  | { ok: true; reservation: Reservation; response: ReservationResponse }
  | { ok: false; rejection: ServiceRejection };

export interface ReserveInput {
  car: ReservableCar & { name?: string };
  /** The checkout form's fields (validated here with the shared §5 schemas). */
  contact: unknown;
  /** Where the provider sends the shopper after paying / giving up (absolute URLs on the site). */
  successUrl: string;
  cancelUrl: string;
  /** Who asks (hashed visitor cookie and client address), for the per-holder bounds. */
  holder?: Holder;
  /**
   * The caller's §1 bot screen found this submission suspect: the hold is refused (a bot must not lock a
   * car other shoppers want), after the same contact and eligibility checks a person gets.
   */
  suspect?: boolean;
}

export type RefundOutcome = { status: 'refunded'; refundRef: string } | { status: 'failed'; error: string };

export type WebhookResult =
  | { outcome: 'rejected'; error: string }
  | { outcome: 'ignored' }
  | { outcome: 'duplicate'; eventId: string }
  | { outcome: 'unknown_reservation'; eventId: string }
  | {
      outcome: 'applied';
      eventId: string;
      reservation: Reservation;
      changed: boolean;
      refund?: RefundOutcome;
    };

export type DealerActionResult =
  | { ok: true; reservation: Reservation; refund?: RefundOutcome }
  | { ok: false; rejection: ServiceRejection };

/**
 * One stored change of a dealer action: the dealer's own step (`dealer`: confirm, cancel, or paid →
 * refund_due) or the refund the provider made being recorded (`refunded`).
 */
export interface DealerChange {
  step: 'dealer' | 'refunded';
  before: Reservation;
  after: Reservation;
  changed: boolean;
}

/**
 * How a dealer action's changes are stored: `change(tx)` locks and updates the row in the transaction the
 * runner opens; the runner adds what must commit with it (the console's audit row) and commits. A throw
 * (a refused row, a failed COMMIT) leaves the reservation as it was: from the dealer's step it is thrown
 * by the action, before any provider call; from a refund's record it is a failed refund (still
 * refund_due; `retryRefunds` records it, the provider's idempotency key returning the same refund).
 */
export type DealerChangeRunner = (
  change: (tx: SqlExecutor) => Promise<DealerChange | null>,
) => Promise<DealerChange | null>;

export interface DealerActionOptions {
  /** Default: a plain transaction of the service's database. */
  runChange?: DealerChangeRunner;
}

export { HOLD_REFUSED_MESSAGE, PAYMENT_UNAVAILABLE_MESSAGE } from './words.js';

/** A refund asked of a reservation that holds no paid deposit (a 409 naming its status). */
class NoDepositError extends ReservationStateError {
  constructor(r: Reservation) {
    super(r.id, r.status, 'refunded');
    this.message = `A ${r.status} reservation has no deposit to refund.`;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The cars that read 'Reserved' (§4 tag 2) at `now`, whichever site holds them (car ids are unique across
 * sites, and sites of one group list the same cars), and when that set next changes without a write: the
 * earliest expiry of a hold in it (null when no hold can expire).
 */
export async function heldCarIds(
  db: SqlExecutor,
  now: Date,
): Promise<{ ids: Set<number>; changesAt: Date | null }> {
  const { rows } = await db.query<{ car_id: string | number; ends: Date | string | null }>(
    `SELECT car_id, CASE WHEN status = 'held' THEN expires_at END AS ends FROM reservations
      WHERE status IN ('paid', 'confirmed') OR (status = 'held' AND expires_at > $1)`,
    [now.toISOString()],
  );
  let changesAt: number | null = null;
  for (const row of rows) {
    if (row.ends === null) continue;
    const ends = new Date(row.ends).getTime();
    if (changesAt === null || ends < changesAt) changesAt = ends;
  }
  return {
    ids: new Set(rows.map((r) => Number(r.car_id))),
    changesAt: changesAt === null ? null : new Date(changesAt),
  };
}

/** The reservation store and its payment flow for one site, over a SQL port and a payment provider. */
export function createReservationService(options: ReservationServiceOptions) {
  const { db, provider, siteSlug } = options;
  const now = options.now ?? (() => new Date());
  const holdLimits = options.holdLimits ?? DEFAULT_HOLD_LIMITS;
  const holdMinutes = options.holdMinutes ?? DEFAULT_HOLD_MINUTES[modeOf(provider.name)];
  if (holdMinutes < provider.minHoldMinutes || holdMinutes > provider.maxHoldMinutes) {
    throw new RangeError(
      `holdMinutes ${holdMinutes} is outside what payment provider '${provider.name}' allows (${provider.minHoldMinutes}–${provider.maxHoldMinutes} minutes)`,
    );
  }

  const select = `SELECT ${RESERVATION_COLUMNS} FROM reservations`;

  async function lock(tx: SqlExecutor, id: string): Promise<Reservation | null> {
    if (!UUID.test(id)) return null;
    const { rows } = await tx.query<ReservationRow>(`${select} WHERE id = $1 AND site_slug = $2 FOR UPDATE`, [
      id,
      siteSlug,
    ]);
    return rows[0] ? reservationFromRow(rows[0]) : null;
  }

  async function save(tx: SqlExecutor, r: Reservation): Promise<void> {
    await tx.query(
      `UPDATE reservations SET status = $2, status_reason = $3, payment_session_id = $4, payment_ref = $5,
         paid_cents = $6, refund_ref = $7, updated_at = $8 WHERE id = $1`,
      [
        r.id,
        r.status,
        r.statusReason,
        r.paymentSessionId,
        r.paymentRef,
        r.paidCents,
        r.refundRef,
        r.updatedAt.toISOString(),
      ],
    );
  }

  async function get(id: string): Promise<Reservation | null> {
    if (!UUID.test(id)) return null;
    const { rows } = await db.query<ReservationRow>(`${select} WHERE id = $1 AND site_slug = $2`, [
      id,
      siteSlug,
    ]);
    return rows[0] ? reservationFromRow(rows[0]) : null;
  }

  const plainTransaction: DealerChangeRunner = (change) => db.transaction(change);

  /** Runs a pure transition on the locked row and stores it, all in one transaction (`run`'s). */
  async function transition(
    id: string,
    kind: DealerChange['step'],
    step: (r: Reservation, at: Date) => Transition,
    run: DealerChangeRunner = plainTransaction,
  ): Promise<(DealerChange & { effect: Transition['effect'] }) | null> {
    let effect: Transition['effect'] = 'none';
    const done = await run(async (tx) => {
      const current = await lock(tx, id);
      if (!current) return null;
      const after = step(current, now());
      if (after.changed) await save(tx, after.reservation);
      effect = after.effect;
      return { step: kind, before: current, after: after.reservation, changed: after.changed };
    });
    return done && { ...done, effect };
  }

  async function refund(reservation: Reservation, run?: DealerChangeRunner): Promise<RefundOutcome> {
    if (reservation.paymentRef === null) return { status: 'failed', error: 'There is no payment to refund.' };
    let refundRef: string;
    try {
      ({ refundRef } = await provider.refund(
        reservation.paymentRef,
        reservation.paidCents ?? reservation.depositCents,
        reservation.id,
      ));
    } catch (error) {
      // Stays refund_due; retryRefunds() tries again.
      return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
    }
    try {
      await transition(reservation.id, 'refunded', (r, at) => markRefunded(r, refundRef, at), run);
      return { status: 'refunded', refundRef };
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      return {
        status: 'failed',
        error: `The payment provider made the refund (${refundRef}), but it could not be recorded (${why}); it is recorded when refunds are retried.`,
      };
    }
  }

  async function dealerAction(
    id: string,
    step: (r: Reservation, at: Date) => Transition,
    options: DealerActionOptions = {},
  ): Promise<DealerActionResult> {
    let result: Awaited<ReturnType<typeof transition>>;
    try {
      result = await transition(id, 'dealer', step, options.runChange);
    } catch (error) {
      if (error instanceof ReservationStateError) {
        return { ok: false, rejection: { kind: 'invalid_state', status: 409, error: error.message } };
      }
      throw error;
    }
    if (!result)
      return { ok: false, rejection: { kind: 'not_found', status: 404, error: 'No such reservation.' } };
    const { before, after, effect } = result;
    // A cancelled hold must not be paid any more; a payment that slips through is refunded on its webhook.
    if (before.status === 'held' && before.paymentSessionId !== null) {
      await provider.cancelPayment(before.paymentSessionId).catch(() => undefined);
    }
    if (effect === 'refund') {
      return { ok: true, reservation: after, refund: await refund(after, options.runChange) };
    }
    return { ok: true, reservation: after };
  }

  return {
    siteSlug,
    provider: provider.name,
    holdMinutes,

    /**
     * §2 Reserve This Car: checks §4 eligibility and the §5 contact details, inserts the hold (its id is
     * the payment idempotency key), then asks the provider for the payment step. A car held through any
     * site answers 409 (the database allows one active hold per car); so does a holder at its bound of
     * unpaid holds; a provider failure releases the hold and answers 502.
     */
    async reserve(input: ReserveInput): Promise<ReserveResult> {
      const at = now();
      const started = startReservation(input.car, input.contact, {
        now: at,
        siteSlug,
        provider: provider.name,
        holdMinutes,
        ...(options.phoneRule ? { phoneRule: options.phoneRule } : {}),
        ...(options.newId ? { newId: options.newId } : {}),
        site: options.site ?? null,
      });
      if (!started.ok) return started;
      if (input.suspect) {
        return {
          ok: false,
          rejection: {
            kind: 'refused',
            status: 409,
            error: holdRefusedMessage(options.site),
            attempt: started.reservation,
          },
        };
      }
      let reservation = started.reservation;
      const refused = await claimHold(db, {
        reservation,
        keys: holderKeys(reservation.contact, input.holder ?? {}),
        at,
        limits: holdLimits,
        site: options.site ?? null,
      });
      if (refused) return { ok: false, rejection: refused };

      let payment: PaymentStep;
      try {
        const created = await provider.createPayment({
          reservation,
          amount: reservation.depositCents,
          currency: reservation.currency,
          expiresAt: reservation.expiresAt,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          description: `Deposit to reserve ${input.car.name ?? input.car.slug}`,
        });
        payment = created.step;
        if (created.sessionId !== null) {
          reservation = { ...reservation, paymentSessionId: created.sessionId };
          await db.query('UPDATE reservations SET payment_session_id = $2 WHERE id = $1', [
            reservation.id,
            created.sessionId,
          ]);
        }
      } catch {
        await db.query(
          `UPDATE reservations SET status = 'cancelled', status_reason = 'payment_setup_failed', updated_at = $2
            WHERE id = $1 AND status = 'held'`,
          [reservation.id, now().toISOString()],
        );
        return {
          ok: false,
          rejection: {
            kind: 'payment_unavailable',
            status: 502,
            error: paymentUnavailableMessage(options.site),
          },
        };
      }
      return {
        ok: true,
        reservation,
        response: {
          id: reservation.id,
          status: 'held',
          expires_at: reservation.expiresAt.toISOString(),
          car_id: reservation.carId,
          deposit: { amount_cents: reservation.depositCents, currency: reservation.currency },
          payment,
        },
      };
    },

    /**
     * A provider webhook: verified over the raw body, recorded by event id (a replay is a duplicate and
     * changes nothing) and applied to its reservation in the same transaction. A payment that arrives
     * after its hold ended is refunded.
     */
    async handleWebhook(rawBody: string | Uint8Array, headers: WebhookHeaders): Promise<WebhookResult> {
      let event: PaymentEvent | null;
      try {
        event = provider.verifyWebhook(rawBody, headers);
      } catch (error) {
        if (error instanceof WebhookVerificationError) return { outcome: 'rejected', error: error.message };
        throw error;
      }
      if (!event) return { outcome: 'ignored' };
      const verified = event;
      const result = await db.transaction(
        async (tx): Promise<WebhookResult & { effect?: 'refund' | 'none' }> => {
          const current = await lock(tx, verified.reservationId);
          // Not this site's reservation: record nothing, so the site that owns it (one Stripe account may
          // serve several sites, each with its own endpoint) still applies the event when it gets there.
          if (!current) return { outcome: 'unknown_reservation', eventId: verified.eventId };
          const at = now();
          const next = applyPaymentEvent(current, verified, at);
          const recorded = await tx.query(
            `INSERT INTO payment_events (provider, event_id, reservation_id, kind, outcome, received_at)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
            [
              provider.name,
              verified.eventId,
              current.id,
              verified.kind,
              next.changed ? next.reservation.status : 'unchanged',
              at.toISOString(),
            ],
          );
          if (recorded.rows.length === 0) return { outcome: 'duplicate', eventId: verified.eventId };
          if (next.changed) await save(tx, next.reservation);
          return {
            outcome: 'applied',
            eventId: verified.eventId,
            reservation: next.reservation,
            changed: next.changed,
            effect: next.effect,
          };
        },
      );
      if (result.outcome !== 'applied') return result;
      const { effect, ...applied } = result;
      if (effect === 'refund') return { ...applied, refund: await refund(applied.reservation) };
      return applied;
    },

    /** Expires every hold past its time, releasing the cars. Run it on a timer (e.g. every minute). */
    async expireDue(): Promise<Reservation[]> {
      const { rows } = await db.query<ReservationRow>(
        `UPDATE reservations SET status = 'expired', status_reason = 'hold_expired', updated_at = $2
          WHERE site_slug = $1 AND status = 'held' AND expires_at <= $2 RETURNING ${RESERVATION_COLUMNS}`,
        [siteSlug, now().toISOString()],
      );
      return rows.map(reservationFromRow);
    },

    /** Retries refunds that failed earlier (provider down); returns what happened to each. */
    async retryRefunds(): Promise<Array<{ reservation: Reservation; refund: RefundOutcome }>> {
      const { rows } = await db.query<ReservationRow>(
        `${select} WHERE site_slug = $1 AND status = 'refund_due' ORDER BY updated_at`,
        [siteSlug],
      );
      const out: Array<{ reservation: Reservation; refund: RefundOutcome }> = [];
      for (const reservation of rows.map(reservationFromRow)) {
        out.push({ reservation, refund: await refund(reservation) });
      }
      return out;
    },

    /** The dealer cancels: a hold is released (its payment session ended); a paid deposit is refunded. */
    cancelByDealer(id: string, options?: DealerActionOptions): Promise<DealerActionResult> {
      return dealerAction(id, (r, at) => cancelReservation(r, 'dealer', at), options);
    },

    /** Request mode: the dealer confirms the shopper's request; the car stays reserved. */
    confirmByDealer(id: string, options?: DealerActionOptions): Promise<DealerActionResult> {
      return dealerAction(id, (r, at) => confirmByDealer(r, at), options);
    },

    /**
     * The dealer gives back a deposit: a paid reservation is cancelled and refunded; one whose refund
     * failed (refund_due) is refunded again; any other is a 409 (no deposit to refund).
     */
    async refundByDealer(id: string, options: DealerActionOptions = {}): Promise<DealerActionResult> {
      const current = await get(id);
      if (!current)
        return { ok: false, rejection: { kind: 'not_found', status: 404, error: 'No such reservation.' } };
      if (current.status === 'refund_due') {
        const refunded = await refund(current, options.runChange);
        return { ok: true, reservation: (await get(id)) ?? current, refund: refunded };
      }
      return dealerAction(
        id,
        (r, at) => {
          if (r.status !== 'paid') throw new NoDepositError(r);
          return cancelReservation(r, 'dealer', at);
        },
        options,
      );
    },

    /**
     * This site's reservations for the dealer, newest hold first (optionally of one status), at most
     * `limit` (500 by default): what the dealer inbox lists.
     */
    async list(filter: { status?: ReservationStatus; limit?: number } = {}): Promise<Reservation[]> {
      const limit = filter.limit ?? 500;
      const { rows } = await db.query<ReservationRow>(
        filter.status
          ? `${select} WHERE site_slug = $1 AND status = $3 ORDER BY held_at DESC, id LIMIT $2`
          : `${select} WHERE site_slug = $1 ORDER BY held_at DESC, id LIMIT $2`,
        filter.status ? [siteSlug, limit, filter.status] : [siteSlug, limit],
      );
      return rows.map(reservationFromRow);
    },

    get,

    /** The active reservation of a car at this moment, if any, whichever site it came through. */
    async activeFor(carId: number): Promise<Reservation | null> {
      const { rows } = await db.query<ReservationRow>(
        `${select} WHERE car_id = $1 AND status IN (${ACTIVE_STATUS_LIST})`,
        [carId],
      );
      const found = rows[0] ? reservationFromRow(rows[0]) : null;
      return found && (found.status !== 'held' || found.expiresAt.getTime() > now().getTime()) ? found : null;
    },

    /** Ids of the cars that read 'Reserved' (§4 tag 2) right now, held through any site. */
    async reservedCarIds(): Promise<Set<number>> {
      return (await heldCarIds(db, now())).ids;
    },
  };
}

export type ReservationService = ReturnType<typeof createReservationService>;
