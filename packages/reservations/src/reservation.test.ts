import { RESERVE_BLOCKER_MESSAGES } from '@dealer/pricing';
import { createSite, createVehicle } from '@dealer/test-utils';
import { MESSAGES } from '@dealer/validation';
import { describe, expect, it } from 'vitest';
import {
  ALREADY_HELD_MESSAGE,
  alreadyHeldMessage,
  applyPaymentEvent,
  cancelReservation,
  carIsReserved,
  confirmByDealer,
  DEFAULT_HOLD_MINUTES,
  expireIfDue,
  holdLimitRejection,
  isActiveHold,
  markRefunded,
  type PaymentEvent,
  type Reservation,
  ReservationStateError,
  type ReservationStatus,
  startReservation,
} from './reservation.js';

const T0 = new Date('2026-03-02T10:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const CONTACT = { name: 'Sam Buyer', email: 'sam@example.com', phone: '0412 345 678', terms_agreed: true };
const ID = '6f1c7a52-3f7e-4d8a-9a55-0c6c2f6d1a01';

function held(overrides: Partial<Reservation> = {}): Reservation {
  const started = startReservation(createVehicle(), CONTACT, {
    now: T0,
    siteSlug: 'test-motors',
    provider: 'stripe',
    holdMinutes: 35,
    newId: () => ID,
  });
  if (!started.ok) throw new Error('fixture car must be reservable');
  return { ...started.reservation, ...overrides };
}

function paymentEvent(kind: PaymentEvent['kind'], at: Date, extra: Partial<PaymentEvent> = {}): PaymentEvent {
  const base = { eventId: `evt_${kind}`, reservationId: ID, occurredAt: at };
  if (kind === 'payment_succeeded') {
    return { ...base, kind, paymentRef: 'pi_1', amountCents: 20_000, ...extra } as PaymentEvent;
  }
  if (kind === 'refund_succeeded') return { ...base, kind, refundRef: 're_1', ...extra } as PaymentEvent;
  return { ...base, kind, ...extra } as PaymentEvent;
}

describe('reservation', () => {
  describe('startReservation', () => {
    it('should hold an eligible car for the configured minutes with the §9 deposit in cents', () => {
      const r = held();
      expect(r).toMatchObject({
        id: ID,
        siteSlug: 'test-motors',
        carId: 1001,
        status: 'held',
        provider: 'stripe',
        depositCents: 20_000,
        currency: 'aud',
        contact: { name: 'Sam Buyer', email: 'sam@example.com', phone: '0412 345 678' },
        paymentRef: null,
      });
      expect(r.heldAt).toEqual(T0);
      expect(r.expiresAt).toEqual(minutes(35));
    });

    it('should default to a 35-minute payment hold and a 48-hour dealer-confirmed request', () => {
      const car = createVehicle({ payment_processors: [] });
      const request = startReservation(car, CONTACT, { now: T0, siteSlug: 's', provider: 'request' });
      const payment = startReservation(createVehicle(), CONTACT, {
        now: T0,
        siteSlug: 's',
        provider: 'stripe',
      });
      expect(request.ok && request.reservation.expiresAt).toEqual(minutes(DEFAULT_HOLD_MINUTES.request));
      expect(DEFAULT_HOLD_MINUTES.request).toBe(48 * 60);
      expect(payment.ok && payment.reservation.expiresAt).toEqual(minutes(35));
    });

    it('should take no money for a request (§9 no provider configured)', () => {
      const started = startReservation(createVehicle({ payment_processors: [] }), CONTACT, {
        now: T0,
        siteSlug: 's',
        provider: 'request',
      });
      expect(started.ok && started.reservation.depositCents).toBe(0);
    });

    it('should answer 409 with the §4 reason for an ineligible car', () => {
      const started = startReservation(createVehicle({ status: 'sold', sold: true }), CONTACT, {
        now: T0,
        siteSlug: 's',
        provider: 'stripe',
      });
      expect(started).toEqual({
        ok: false,
        rejection: {
          kind: 'ineligible',
          status: 409,
          error: RESERVE_BLOCKER_MESSAGES.not_in_stock,
          blockers: ['not_in_stock', 'sold'],
        },
      });
    });

    it('should answer 400 naming every bad contact field with the §5 messages', () => {
      const started = startReservation(
        createVehicle(),
        { name: ' ', email: 'nope', phone: '12345' },
        { now: T0, siteSlug: 's', provider: 'stripe' },
      );
      expect(started).toEqual({
        ok: false,
        rejection: {
          kind: 'invalid',
          status: 400,
          error: 'Please check your contact details.',
          fieldErrors: {
            name: MESSAGES.required,
            email: MESSAGES.email,
            phone: MESSAGES.phone,
            terms_agreed: MESSAGES.required,
          },
        },
      });
    });

    it.each([0, -5, 1.5, Number.NaN])('should refuse a hold of %s minutes', (holdMinutes) => {
      expect(() =>
        startReservation(createVehicle(), CONTACT, {
          now: T0,
          siteSlug: 's',
          provider: 'stripe',
          holdMinutes,
        }),
      ).toThrow(/holdMinutes must be a whole number/);
    });
  });

  describe('isActiveHold / carIsReserved', () => {
    it.each<[ReservationStatus, Date, boolean]>([
      ['held', minutes(0), true],
      ['held', minutes(34), true],
      ['held', minutes(35), false],
      ['paid', minutes(9_999), true],
      ['confirmed', minutes(9_999), true],
      ['expired', minutes(1), false],
      ['cancelled', minutes(1), false],
      ['refund_due', minutes(1), false],
      ['refunded', minutes(1), false],
    ])('should read a %s reservation at %s as active: %s', (status, now, active) => {
      expect(isActiveHold(held({ status }), now)).toBe(active);
    });

    it("should read the car 'Reserved' only while one of its reservations is active (§4 tag 2)", () => {
      const list = [held({ status: 'expired' }), held({ carId: 2, status: 'paid' }), held()];
      expect(carIsReserved(list, 1001, minutes(10))).toBe(true);
      expect(carIsReserved(list, 1001, minutes(40))).toBe(false);
      expect(carIsReserved(list, 2, minutes(40))).toBe(true);
      expect(carIsReserved(list, 3, minutes(10))).toBe(false);
    });
  });

  describe('expireIfDue', () => {
    it('should expire a held reservation at its expiry and leave it before', () => {
      expect(expireIfDue(held(), minutes(34)).status).toBe('held');
      const expired = expireIfDue(held(), minutes(35));
      expect(expired).toMatchObject({
        status: 'expired',
        statusReason: 'hold_expired',
        updatedAt: minutes(35),
      });
    });

    it.each<ReservationStatus>(['paid', 'confirmed', 'cancelled', 'refunded'])(
      'should leave a %s reservation alone',
      (status) => {
        const r = held({ status });
        expect(expireIfDue(r, minutes(999))).toBe(r);
      },
    );
  });

  describe('applyPaymentEvent', () => {
    type Row = [ReservationStatus, PaymentEvent['kind'], Date, ReservationStatus, 'none' | 'refund', boolean];
    const table: Row[] = [
      // from held
      ['held', 'payment_succeeded', minutes(10), 'paid', 'none', true],
      ['held', 'payment_succeeded', minutes(36), 'refund_due', 'refund', true],
      ['held', 'payment_failed', minutes(10), 'cancelled', 'none', true],
      ['held', 'payment_expired', minutes(35), 'expired', 'none', true],
      ['held', 'refund_succeeded', minutes(10), 'held', 'none', false],
      // out of order: the hold ended before the payment's webhook
      ['expired', 'payment_succeeded', minutes(36), 'refund_due', 'refund', true],
      ['cancelled', 'payment_succeeded', minutes(12), 'refund_due', 'refund', true],
      ['expired', 'payment_expired', minutes(36), 'expired', 'none', false],
      // paid: repeats and stale events change nothing
      ['paid', 'payment_succeeded', minutes(11), 'paid', 'none', false],
      ['paid', 'payment_expired', minutes(35), 'paid', 'none', false],
      ['paid', 'payment_failed', minutes(35), 'paid', 'none', false],
      ['paid', 'refund_succeeded', minutes(60), 'refunded', 'none', true],
      // refunds
      ['refund_due', 'refund_succeeded', minutes(60), 'refunded', 'none', true],
      ['refund_due', 'payment_succeeded', minutes(60), 'refund_due', 'none', false],
      ['refunded', 'payment_succeeded', minutes(60), 'refunded', 'none', false],
      ['refunded', 'refund_succeeded', minutes(60), 'refunded', 'none', false],
    ];

    it.each(table)(
      'should take %s + %s (at %s) to %s with effect %s',
      (from, kind, at, to, effect, changed) => {
        const before = held({ status: from });
        const result = applyPaymentEvent(before, paymentEvent(kind, at), minutes(70));
        expect(result.reservation.status).toBe(to);
        expect(result.effect).toBe(effect);
        expect(result.changed).toBe(changed);
        if (!changed) expect(result.reservation).toBe(before);
      },
    );

    it('should keep a payment taken before the expiry even when its webhook arrives after it', () => {
      const result = applyPaymentEvent(held(), paymentEvent('payment_succeeded', minutes(34)), minutes(40));
      expect(result.reservation).toMatchObject({ status: 'paid', paymentRef: 'pi_1', paidCents: 20_000 });
    });

    it('should refund a payment smaller than the deposit', () => {
      const result = applyPaymentEvent(
        held(),
        paymentEvent('payment_succeeded', minutes(5), { amountCents: 100 }),
        minutes(5),
      );
      expect(result.reservation).toMatchObject({ status: 'refund_due', statusReason: 'amount_mismatch' });
      expect(result.effect).toBe('refund');
    });

    it('should record why a late payment is refunded and what to refund', () => {
      const result = applyPaymentEvent(
        held({ status: 'expired' }),
        paymentEvent('payment_succeeded', minutes(40)),
        minutes(41),
      );
      expect(result.reservation).toMatchObject({
        status: 'refund_due',
        statusReason: 'paid_after_expiry',
        paymentRef: 'pi_1',
        paidCents: 20_000,
        updatedAt: minutes(41),
      });
    });

    it('should refuse an event for another reservation', () => {
      const event = { ...paymentEvent('payment_failed', minutes(1)), reservationId: 'other' };
      expect(() => applyPaymentEvent(held(), event, minutes(1))).toThrow(/is for reservation other/);
    });
  });

  describe('cancelReservation', () => {
    it('should release a hold and refund a paid deposit (dealer cancel)', () => {
      expect(cancelReservation(held(), 'dealer', minutes(5)).reservation).toMatchObject({
        status: 'cancelled',
        statusReason: 'cancelled_by_dealer',
      });
      const paid = cancelReservation(held({ status: 'paid', paymentRef: 'pi_1' }), 'dealer', minutes(50));
      expect(paid.reservation.status).toBe('refund_due');
      expect(paid.effect).toBe('refund');
    });

    it.each<ReservationStatus>(['expired', 'cancelled', 'refund_due', 'refunded'])(
      'should refuse to cancel a %s reservation',
      (status) => {
        expect(() => cancelReservation(held({ status }), 'dealer', minutes(1))).toThrow(
          ReservationStateError,
        );
      },
    );
  });

  describe('confirmByDealer', () => {
    it('should confirm a live request and refuse a paid-provider hold or an expired one', () => {
      const request = held({ provider: 'request', depositCents: 0 });
      expect(confirmByDealer(request, minutes(10)).reservation.status).toBe('confirmed');
      expect(() => confirmByDealer(held(), minutes(10))).toThrow(ReservationStateError);
      expect(() => confirmByDealer(request, minutes(35))).toThrow(/cannot be confirmed by the dealer/);
    });
  });

  describe('markRefunded', () => {
    it('should finish a due refund once and refuse anything else', () => {
      const due = held({ status: 'refund_due', paymentRef: 'pi_1' });
      const done = markRefunded(due, 're_9', minutes(1));
      expect(done.reservation).toMatchObject({ status: 'refunded', refundRef: 're_9' });
      expect(markRefunded(done.reservation, 're_9', minutes(2)).changed).toBe(false);
      expect(() => markRefunded(held(), 're_9', minutes(1))).toThrow(ReservationStateError);
    });
  });
});

describe("refusals in the site's noun (§1)", () => {
  const limits = { perContact: 2, perVisitor: 1, perAddress: 3 };
  it.each([
    ['car', 'car', 'cars'],
    ['motorcycle', 'motorcycle', 'motorcycles'],
    ['rv', 'RV', 'RVs'],
  ] as const)('a %s site: hold limits, ineligible and already held name the %s', (template, noun, plural) => {
    const site = createSite({ template });
    const contact = holdLimitRejection(new Map([['email:a@b.c', 2]]), limits, site);
    expect(contact?.error).toMatch(
      new RegExp(`already has 2 ${plural} on hold.*reserve another ${noun}\\.$`),
    );
    const visitor = holdLimitRejection(new Map([['visitor:v1', 1]]), limits, site);
    expect(visitor?.error).toMatch(new RegExp(`^This browser already has 1 ${noun} on hold`));
    const address = holdLimitRejection(new Map([['address:1.2.3.4', 3]]), limits, site);
    expect(address?.error).toMatch(
      new RegExp(`^3 ${plural} are already on hold.*about the ${noun} instead\\.$`),
    );
    expect(alreadyHeldMessage(site)).toBe(`This ${noun} is already reserved.`);
    const sold = startReservation(createVehicle({ sold: true }), CONTACT, {
      now: T0,
      siteSlug: 'test',
      provider: 'request',
      site,
    });
    expect(sold.ok ? null : sold.rejection.error).toBe(`This ${noun} has been sold.`);
  });

  it('car words without a site', () => {
    expect(holdLimitRejection(new Map([['visitor:v1', 1]]), limits)?.error).toMatch(/has 1 car on hold/);
    expect(alreadyHeldMessage()).toBe(ALREADY_HELD_MESSAGE);
  });
});
