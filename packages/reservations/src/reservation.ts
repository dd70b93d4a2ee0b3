import { RESERVE_BLOCKER_MESSAGES, type ReserveBlocker, reserveBlockerMessage } from '@dealer/pricing';
import type { PhoneRule } from '@dealer/validation';
import { parseReservationContact, type ReservationContact } from './contact.js';
import {
  depositCentsFor,
  type ReservableCar,
  type ReservationMode,
  reservationBlockers,
} from './eligibility.js';
import { shopperNoun, type VehicleWordsSite } from './words.js';

/*
 * The reservation of one car by one shopper (§1 "reserve or pay a deposit on a car online", §2 checkout).
 * Pure: every function takes the time it needs (`now`) and returns a new value.
 *
 *   held ──payment──────────────▶ paid ──dealer cancels──▶ refund_due ──refund──▶ refunded
 *     │  ──dealer confirms (request mode)──▶ confirmed ──dealer cancels──▶ cancelled
 *     ├──hold time passes / provider session expired──▶ expired ──late payment──▶ refund_due
 *     └──cancelled / payment failed──▶ cancelled ──late payment──▶ refund_due
 *
 * The car reads 'Reserved' (§4 card tag 2) while a reservation is active: held (and not past its expiry),
 * paid or confirmed.
 */

export const RESERVATION_STATUSES = [
  'held',
  'paid',
  'confirmed',
  'expired',
  'cancelled',
  'refund_due',
  'refunded',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Whether a value (a query parameter, say) names one of the statuses. */
export function isReservationStatus(value: unknown): value is ReservationStatus {
  return (RESERVATION_STATUSES as readonly unknown[]).includes(value);
}

/** Statuses that keep the car reserved; the database allows one such row per car (see migrations). */
export const ACTIVE_STATUSES = ['held', 'paid', 'confirmed'] as const satisfies readonly ReservationStatus[];

/** Payment providers this build serves: Stripe, or the embedded dealer-confirms request. */
export type ProviderName = 'stripe' | 'request';

/** Why a reservation left its happy path; kept for the dealer inbox and support. */
export type StatusReason =
  | 'hold_expired'
  | 'payment_session_expired'
  | 'payment_failed'
  | 'payment_setup_failed'
  | 'paid_after_expiry'
  | 'paid_after_cancel'
  | 'amount_mismatch'
  | 'cancelled_by_dealer'
  | 'cancelled_by_shopper'
  | 'refunded_at_provider'
  /** Ended when one-hold-per-car became one per car across sites: another site's hold came first. */
  | 'held_on_another_site';

/** §9 hold durations. A payment hold must outlive Stripe's 30-minute Checkout minimum (see stripe.ts). */
export const DEFAULT_HOLD_MINUTES: Readonly<Record<ReservationMode, number>> = {
  payment: 35,
  request: 48 * 60,
};

export interface Reservation {
  /** A UUID; also the payment idempotency key and the provider metadata that links a payment back. */
  id: string;
  siteSlug: string;
  carId: number;
  carSlug: string;
  status: ReservationStatus;
  provider: ProviderName;
  /** Deposit in cents (§9 default $200 = 20000); 0 for a request. */
  depositCents: number;
  currency: 'aud';
  contact: ReservationContact;
  heldAt: Date;
  expiresAt: Date;
  /** The provider's checkout session (Stripe cs_…), once the payment step exists. */
  paymentSessionId: string | null;
  /** The provider's payment (Stripe pi_…): what a refund refers to. */
  paymentRef: string | null;
  paidCents: number | null;
  refundRef: string | null;
  statusReason: StatusReason | null;
  updatedAt: Date;
}

/** A provider's webhook, verified and reduced to what the reservation cares about. */
export type PaymentEvent =
  | {
      kind: 'payment_succeeded';
      eventId: string;
      reservationId: string;
      paymentRef: string;
      amountCents: number;
      /** When the provider took the money (not when the webhook arrived). */
      occurredAt: Date;
    }
  | { kind: 'payment_failed' | 'payment_expired'; eventId: string; reservationId: string; occurredAt: Date }
  | { kind: 'refund_succeeded'; eventId: string; reservationId: string; refundRef: string; occurredAt: Date };

export type Rejection =
  | { kind: 'invalid'; status: 400; error: string; fieldErrors: Record<string, string> }
  | { kind: 'ineligible'; status: 409; error: string; blockers: ReserveBlocker[] }
  | { kind: 'already_held'; status: 409; error: string }
  | { kind: 'hold_limit'; status: 409; error: string; limit: { per: HolderKind; max: number } };

/**
 * Who asks for a hold, as the bounds count them: the contact (email, phone), the browser (the visitor
 * cookie) and the network (the client address). Visitor and address arrive already hashed.
 */
export type HolderKind = 'contact' | 'visitor' | 'address';

/**
 * Most unpaid, unconfirmed holds (status 'held') one holder may have at once, across every site. A
 * request-mode hold costs nothing and lasts 48 hours, so without a bound one visitor could hold every
 * reservable car. A network allows more than a person: households, offices and mobile carriers share
 * one address. A paid or dealer-confirmed reservation no longer counts.
 */
export interface HoldLimits {
  perContact: number;
  perVisitor: number;
  perAddress: number;
}

export const DEFAULT_HOLD_LIMITS: Readonly<HoldLimits> = { perContact: 2, perVisitor: 2, perAddress: 5 };

export interface Holder {
  /** Hashed visitor cookie id; null when the request carried none. */
  visitor?: string | null;
  /** Hashed client address; null when unknown. */
  address?: string | null;
}

const HOLDER_KIND_OF_PREFIX: Readonly<Record<string, HolderKind>> = {
  email: 'contact',
  phone: 'contact',
  visitor: 'visitor',
  address: 'address',
};

/** The keys a hold is counted under: `email:…`, `phone:…` (digits only), `visitor:…`, `address:…`. */
export function holderKeys(contact: Pick<ReservationContact, 'email' | 'phone'>, holder: Holder): string[] {
  const keys = [`email:${contact.email.trim().toLowerCase()}`];
  const digits = contact.phone.replace(/\D/g, '');
  if (digits !== '') keys.push(`phone:${digits}`);
  if (holder.visitor) keys.push(`visitor:${holder.visitor}`);
  if (holder.address) keys.push(`address:${holder.address}`);
  return keys;
}

type NounWords = { noun: string; plural: string };

const LIMIT_MESSAGES: Readonly<Record<HolderKind, (max: number, w: NounWords) => string>> = {
  contact: (max, w) =>
    `This email address or phone number already has ${max} ${max === 1 ? w.noun : w.plural} on hold, the most one person can hold at once. The dealer will contact you about ${max === 1 ? 'it' : 'them'}; once a hold ends or the dealer confirms it, you can reserve another ${w.noun}.`,
  visitor: (max, w) =>
    `This browser already has ${max} ${max === 1 ? w.noun : w.plural} on hold, the most one person can hold at once. Once a hold ends or the dealer confirms it, you can reserve another ${w.noun}.`,
  address: (max, w) =>
    `${max} ${max === 1 ? `${w.noun} is` : `${w.plural} are`} already on hold from your network, the most we allow at once. Please try again later or enquire about the ${w.noun} instead.`,
};

/**
 * The first bound a new hold would pass, given how many active holds each of its keys already has;
 * null when the hold may go ahead.
 */
export function holdLimitRejection(
  counts: ReadonlyMap<string, number>,
  limits: HoldLimits,
  site?: VehicleWordsSite | null,
): Extract<Rejection, { kind: 'hold_limit' }> | null {
  const max: Readonly<Record<HolderKind, number>> = {
    contact: limits.perContact,
    visitor: limits.perVisitor,
    address: limits.perAddress,
  };
  for (const per of ['contact', 'visitor', 'address'] as const) {
    for (const [key, count] of counts) {
      if (HOLDER_KIND_OF_PREFIX[key.slice(0, key.indexOf(':'))] !== per || count < max[per]) continue;
      return {
        kind: 'hold_limit',
        status: 409,
        error: LIMIT_MESSAGES[per](max[per], {
          noun: shopperNoun(site),
          plural: shopperNoun(site, { plural: true }),
        }),
        limit: { per, max: max[per] },
      };
    }
  }
  return null;
}

export const INVALID_CONTACT_MESSAGE = 'Please check your contact details.';
/** 409 when another shopper's hold won the race (the partial unique index answered), in car words. */
export const ALREADY_HELD_MESSAGE = RESERVE_BLOCKER_MESSAGES.reserved;

/** `ALREADY_HELD_MESSAGE` in the site's noun (§1): 'This RV is already reserved.'. */
export function alreadyHeldMessage(site?: VehicleWordsSite | null): string {
  return reserveBlockerMessage('reserved', site);
}

export interface StartOptions {
  now: Date;
  siteSlug: string;
  provider: ProviderName;
  /** Minutes the car is held; default DEFAULT_HOLD_MINUTES by mode. */
  holdMinutes?: number;
  /** §5 phone rule of the site ('nz-site' limits length). */
  phoneRule?: PhoneRule;
  /** Id source (randomness is passed in); default crypto.randomUUID. */
  newId?: () => string;
  /** The site whose noun the refusal speaks (§1); car words without one. */
  site?: VehicleWordsSite | null;
}

export function modeOf(provider: ProviderName): ReservationMode {
  return provider === 'request' ? 'request' : 'payment';
}

function assertHoldMinutes(minutes: number): void {
  if (!Number.isInteger(minutes) || minutes < 1) {
    throw new RangeError(`holdMinutes must be a whole number of minutes, at least 1 (got ${minutes})`);
  }
}

/**
 * Starts a reservation: §4 eligibility first (409 — nothing the shopper can change), then the §5 contact
 * details (400 naming each field). The result is a `held` reservation to insert, not yet stored.
 */
export function startReservation(
  car: ReservableCar,
  contactInput: unknown,
  options: StartOptions,
): { ok: true; reservation: Reservation } | { ok: false; rejection: Rejection } {
  const mode = modeOf(options.provider);
  const holdMinutes = options.holdMinutes ?? DEFAULT_HOLD_MINUTES[mode];
  assertHoldMinutes(holdMinutes);

  const blockers = reservationBlockers(car, mode);
  const first = blockers[0];
  if (first !== undefined) {
    return {
      ok: false,
      rejection: {
        kind: 'ineligible',
        status: 409,
        error: reserveBlockerMessage(first, options.site),
        blockers,
      },
    };
  }
  const contact = parseReservationContact(contactInput, options.phoneRule);
  if (!contact.ok) {
    return {
      ok: false,
      rejection: {
        kind: 'invalid',
        status: 400,
        error: INVALID_CONTACT_MESSAGE,
        fieldErrors: contact.fieldErrors,
      },
    };
  }
  const now = options.now;
  return {
    ok: true,
    reservation: {
      id: (options.newId ?? (() => crypto.randomUUID()))(),
      siteSlug: options.siteSlug,
      carId: car.id,
      carSlug: car.slug,
      status: 'held',
      provider: options.provider,
      depositCents: depositCentsFor(car, mode),
      currency: 'aud',
      contact: contact.contact,
      heldAt: now,
      expiresAt: new Date(now.getTime() + holdMinutes * 60_000),
      paymentSessionId: null,
      paymentRef: null,
      paidCents: null,
      refundRef: null,
      statusReason: null,
      updatedAt: now,
    },
  };
}

/** Whether this reservation keeps its car reserved at `now`. */
export function isActiveHold(reservation: Pick<Reservation, 'status' | 'expiresAt'>, now: Date): boolean {
  if (reservation.status === 'held') return now.getTime() < reservation.expiresAt.getTime();
  return reservation.status === 'paid' || reservation.status === 'confirmed';
}

/** §4 'Reserved': some reservation of the car is active at `now`. */
export function carIsReserved(
  reservations: ReadonlyArray<Pick<Reservation, 'carId' | 'status' | 'expiresAt'>>,
  carId: number,
  now: Date,
): boolean {
  return reservations.some((r) => r.carId === carId && isActiveHold(r, now));
}

/**
 * §4 'Reserved' on a car record: the feed's own flag, or an active hold of the car (`held`: the ids of
 * `heldCarIds`). A new object only when the flag changes; the feed's `reserved: true` is never cleared.
 */
export function withHolds<T extends { id: number; reserved?: boolean | null }>(
  car: T,
  held: ReadonlySet<number>,
): T {
  return car.reserved !== true && held.has(car.id) ? { ...car, reserved: true } : car;
}

/** A held reservation past its expiry becomes `expired` (the car is released); anything else is unchanged. */
export function expireIfDue(reservation: Reservation, now: Date): Reservation {
  if (reservation.status !== 'held' || now.getTime() < reservation.expiresAt.getTime()) return reservation;
  return { ...reservation, status: 'expired', statusReason: 'hold_expired', updatedAt: now };
}

/**
 * What applying an event did: `refund` asks the caller to refund `paymentRef` (the reservation is now
 * `refund_due`); `none` means nothing to do; `changed` is false for duplicates and stale events.
 */
export interface Transition {
  reservation: Reservation;
  changed: boolean;
  effect: 'none' | 'refund';
}

function unchanged(reservation: Reservation): Transition {
  return { reservation, changed: false, effect: 'none' };
}

function to(reservation: Reservation, patch: Partial<Reservation>, now: Date): Transition {
  const next = { ...reservation, ...patch, updatedAt: now };
  return { reservation: next, changed: true, effect: next.status === 'refund_due' ? 'refund' : 'none' };
}

/**
 * Applies a verified provider event. Out-of-order and repeated events are safe: a payment for a hold
 * that has expired or been cancelled is refunded (refund_due), a stale 'session expired' after a
 * payment changes nothing, and the same payment twice changes nothing.
 */
export function applyPaymentEvent(reservation: Reservation, event: PaymentEvent, now: Date): Transition {
  if (event.reservationId !== reservation.id) {
    throw new Error(
      `Payment event ${event.eventId} is for reservation ${event.reservationId}, not ${reservation.id}`,
    );
  }
  const status = reservation.status;
  switch (event.kind) {
    case 'payment_succeeded': {
      const paid = { paymentRef: event.paymentRef, paidCents: event.amountCents };
      if (status === 'held') {
        // The payment counts when the provider took it before the hold ran out, even if its webhook
        // arrives after; a payment taken after the expiry is refunded.
        if (event.occurredAt.getTime() >= reservation.expiresAt.getTime()) {
          return to(reservation, { ...paid, status: 'refund_due', statusReason: 'paid_after_expiry' }, now);
        }
        if (event.amountCents < reservation.depositCents) {
          return to(reservation, { ...paid, status: 'refund_due', statusReason: 'amount_mismatch' }, now);
        }
        return to(reservation, { ...paid, status: 'paid', statusReason: null }, now);
      }
      if (status === 'expired' || status === 'cancelled') {
        const statusReason = status === 'expired' ? 'paid_after_expiry' : 'paid_after_cancel';
        return to(reservation, { ...paid, status: 'refund_due', statusReason }, now);
      }
      return unchanged(reservation);
    }
    case 'payment_failed':
      return status === 'held'
        ? to(reservation, { status: 'cancelled', statusReason: 'payment_failed' }, now)
        : unchanged(reservation);
    case 'payment_expired':
      return status === 'held'
        ? to(reservation, { status: 'expired', statusReason: 'payment_session_expired' }, now)
        : unchanged(reservation);
    case 'refund_succeeded':
      if (status === 'refund_due')
        return to(reservation, { status: 'refunded', refundRef: event.refundRef }, now);
      // Refunded by the dealer in the provider's dashboard.
      if (status === 'paid') {
        return to(
          reservation,
          { status: 'refunded', refundRef: event.refundRef, statusReason: 'refunded_at_provider' },
          now,
        );
      }
      return unchanged(reservation);
  }
}

/** A transition the reservation's state does not allow (the BFF answers 409). */
export class ReservationStateError extends Error {
  override readonly name = 'ReservationStateError';
  constructor(
    readonly reservationId: string,
    readonly status: ReservationStatus,
    action: string,
  ) {
    super(`Reservation ${reservationId} is ${status} and cannot be ${action}.`);
  }
}

/**
 * Cancels a reservation. A hold (or a confirmed request) is released at once; a paid reservation goes
 * to refund_due so the deposit is refunded.
 */
export function cancelReservation(reservation: Reservation, by: 'dealer' | 'shopper', now: Date): Transition {
  const statusReason: StatusReason = by === 'dealer' ? 'cancelled_by_dealer' : 'cancelled_by_shopper';
  switch (reservation.status) {
    case 'held':
    case 'confirmed':
      return to(reservation, { status: 'cancelled', statusReason }, now);
    case 'paid':
      return to(reservation, { status: 'refund_due', statusReason }, now);
    default:
      throw new ReservationStateError(reservation.id, reservation.status, 'cancelled');
  }
}

/** Request mode: the dealer confirms a held request, which then no longer expires. */
export function confirmByDealer(reservation: Reservation, now: Date): Transition {
  if (
    reservation.provider !== 'request' ||
    !isActiveHold(reservation, now) ||
    reservation.status !== 'held'
  ) {
    throw new ReservationStateError(reservation.id, reservation.status, 'confirmed by the dealer');
  }
  return to(reservation, { status: 'confirmed' }, now);
}

/** A refund the caller asked the provider for went through. */
export function markRefunded(reservation: Reservation, refundRef: string, now: Date): Transition {
  if (reservation.status === 'refunded') return unchanged(reservation);
  if (reservation.status !== 'refund_due') {
    throw new ReservationStateError(reservation.id, reservation.status, 'marked refunded');
  }
  return to(reservation, { status: 'refunded', refundRef }, now);
}
