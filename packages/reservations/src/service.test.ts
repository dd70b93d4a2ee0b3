import { RESERVE_BLOCKER_MESSAGES } from '@dealer/pricing';
import { createSite, createVehicle } from '@dealer/test-utils';
import { MESSAGES } from '@dealer/validation';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentProvider } from './provider.js';
import { createRequestProvider, DEALER_CONFIRMS_MESSAGE } from './request-provider.js';
import {
  createReservationService,
  type DealerChange,
  type DealerChangeRunner,
  HOLD_REFUSED_MESSAGE,
  PAYMENT_UNAVAILABLE_MESSAGE,
  type ReserveInput,
} from './service.js';
import { createStripeProvider } from './stripe.js';
import { backends, useTestDatabase } from './testing/databases.js';
import {
  type StripeDouble,
  signedHeaders,
  startStripeDouble,
  stripeEvent,
  TEST_PUBLISHABLE_KEY,
  TEST_SECRET_KEY,
  TEST_WEBHOOK_SECRET,
} from './testing/stripe-double.js';

const T0 = new Date('2026-03-02T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const CONTACT = { name: 'Sam Buyer', email: 'sam@example.com', phone: '0412 345 678', terms_agreed: true };
const SITE = 'test-motors';

describe.each(backends())('service on %s', (_, open) => {
  const database = useTestDatabase(open);
  let double: StripeDouble;
  let clock: Date;

  beforeEach(async () => {
    clock = T0;
    double = await startStripeDouble(() => clock);
  });
  afterEach(async () => {
    await double.close();
  });

  function stripe(): PaymentProvider {
    return createStripeProvider({
      secretKey: TEST_SECRET_KEY,
      publishableKey: TEST_PUBLISHABLE_KEY,
      webhookSecret: TEST_WEBHOOK_SECRET,
      now: () => clock,
      api: double.api,
      maxNetworkRetries: 0,
    });
  }

  function service(provider: PaymentProvider = stripe(), siteSlug = SITE) {
    return createReservationService({ db: database.db, provider, siteSlug, now: () => clock });
  }

  function request(overrides: Partial<ReserveInput> = {}): ReserveInput {
    return {
      car: createVehicle(),
      contact: CONTACT,
      successUrl: 'https://test.example/cars/x/checkout?paid=1',
      cancelUrl: 'https://test.example/cars/x/checkout',
      ...overrides,
    };
  }

  async function reserved() {
    const result = await service().reserve(request());
    if (!result.ok) throw new Error(`fixture reservation refused: ${result.rejection.error}`);
    return result;
  }

  /** Stripe delivers a signed event for the reservation's session at `when`. */
  function deliver(type: string, sessionId: string, when: Date, id?: string) {
    const session =
      type === 'checkout.session.expired'
        ? double.sessions.get(sessionId)!.body
        : double.completeSession(sessionId);
    const body = stripeEvent(type, session, when, id);
    return service().handleWebhook(body, signedHeaders(body, clock));
  }

  async function statusOf(id: string) {
    return (await service().get(id))?.status;
  }

  describe("reserve on an RV site: every refusal speaks of the RV (§1 the site's noun)", () => {
    const rv = createSite({ template: 'rv' });
    const rvService = (provider: PaymentProvider = stripe(), siteSlug = SITE) =>
      createReservationService({
        db: database.db,
        provider,
        siteSlug,
        now: () => clock,
        site: rv,
        holdLimits: { perContact: 1, perVisitor: 5, perAddress: 5 },
      });
    const noCar = (error: string) => expect(error).not.toMatch(/\bcars?\b/i);

    it('refused, ineligible, already held, bounded and payment-unavailable answers name the RV', async () => {
      const refused = await rvService().reserve(request({ suspect: true }));
      if (refused.ok) throw new Error('expected a refusal');
      expect(refused.rejection.error).toBe(
        'We could not reserve this RV online. Please enquire instead and the dealer will contact you.',
      );
      const sold = await rvService().reserve(request({ car: createVehicle({ sold: true }) }));
      if (sold.ok) throw new Error('expected a refusal');
      expect(sold.rejection.error).toBe('This RV has been sold.');

      double.failNext('/v1/checkout/sessions', 500);
      const failed = await rvService().reserve(request());
      if (failed.ok) throw new Error('expected a refusal');
      expect(failed.rejection.error).toBe(
        'Online payment is unavailable right now, so the RV was not reserved. Please try again in a few minutes or enquire instead.',
      );
      expect((await rvService().reserve(request())).ok).toBe(true);
      const taken = await rvService(stripe(), 'other-site').reserve(
        request({ contact: { ...CONTACT, email: 'other@example.com', phone: '0499 111 222' } }),
      );
      if (taken.ok) throw new Error('expected a refusal');
      expect(taken.rejection.error).toBe('This RV is already reserved.');
      const bounded = await rvService().reserve(request({ car: createVehicle({ id: 77, slug: 'rv-77' }) }));
      if (bounded.ok) throw new Error('expected a refusal');
      expect(bounded.rejection.kind).toBe('hold_limit');
      expect(bounded.rejection.error).toMatch(/already has 1 RV on hold.*reserve another RV\./);
      for (const error of [refused, sold, failed, taken, bounded].map((r) => (r.ok ? '' : r.rejection.error)))
        noCar(error);
    });

    it('the dealer-confirms step speaks of the RV', async () => {
      const held = await rvService(createRequestProvider(rv)).reserve(request());
      if (!held.ok) throw new Error(held.rejection.error);
      expect(held.response.payment).toMatchObject({ kind: 'dealer_confirms' });
      const step = held.response.payment as { message: string };
      expect(step.message).toMatch(/^No payment is taken online\. The RV is held for you/);
    });
  });

  describe('reserve', () => {
    it('should refuse a suspected bot the hold (nothing stored, no payment asked), after the same checks a person gets', async () => {
      const bad = await service().reserve(request({ suspect: true, contact: { ...CONTACT, email: 'x' } }));
      expect(bad.ok).toBe(false);
      if (!bad.ok) expect(bad.rejection.kind).toBe('invalid');
      const result = await service().reserve(request({ suspect: true }));
      expect(result.ok).toBe(false);
      if (result.ok || result.rejection.kind !== 'refused') throw new Error('expected a refusal');
      expect(result.rejection).toMatchObject({ status: 409, error: HOLD_REFUSED_MESSAGE });
      expect(result.rejection.attempt.contact.email).toBe('sam@example.com');
      expect(await service().get(result.rejection.attempt.id)).toBeNull();
      expect(double.requests).toHaveLength(0);
      // The car stays free for a person.
      expect((await service().reserve(request())).ok).toBe(true);
    });

    it('should hold the car, store the session and answer the 201 body with the payment step', async () => {
      const result = await reserved();
      expect(result.response).toEqual({
        id: result.reservation.id,
        status: 'held',
        expires_at: at(35).toISOString(),
        car_id: 1001,
        deposit: { amount_cents: 20_000, currency: 'aud' },
        payment: {
          kind: 'redirect',
          provider: 'stripe',
          checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_0001',
          publishableKey: TEST_PUBLISHABLE_KEY,
        },
      });
      expect(JSON.stringify(result.response)).not.toContain('sam@example.com');
      expect(double.requests[0]?.idempotencyKey).toBe(`reservation-${result.reservation.id}`);
      expect(await service().get(result.reservation.id)).toMatchObject({
        status: 'held',
        paymentSessionId: 'cs_test_0001',
        contact: { name: 'Sam Buyer', email: 'sam@example.com', phone: '0412 345 678' },
      });
      expect(await service().reservedCarIds()).toEqual(new Set([1001]));
      expect((await service().activeFor(1001))?.id).toBe(result.reservation.id);
    });

    it('should let exactly one of 50 concurrent attempts hold one car (§4, database-enforced)', async () => {
      const svc = service();
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          svc.reserve(request({ contact: { ...CONTACT, email: `shopper${i}@example.com` } })),
        ),
      );
      const winners = results.filter((r) => r.ok);
      const losers = results.filter((r) => !r.ok);
      expect(winners).toHaveLength(1);
      expect(losers).toHaveLength(49);
      for (const loser of losers) {
        expect(loser).toEqual({
          ok: false,
          rejection: { kind: 'already_held', status: 409, error: RESERVE_BLOCKER_MESSAGES.reserved },
        });
      }
      const { rows } = await database.db.query<{ n: string | number }>(
        "SELECT count(*) AS n FROM reservations WHERE status IN ('held', 'paid', 'confirmed')",
      );
      expect(Number(rows[0]?.n)).toBe(1);
      expect(double.sessions.size).toBe(1);
    });

    it('should refuse the same car through another site (one active hold per car across sites)', async () => {
      await reserved();
      const other = await service(stripe(), 'other-site').reserve(
        request({ contact: { ...CONTACT, email: 'other@example.com', phone: '0499 111 222' } }),
      );
      expect(other).toEqual({
        ok: false,
        rejection: { kind: 'already_held', status: 409, error: RESERVE_BLOCKER_MESSAGES.reserved },
      });
      expect(await service(stripe(), 'other-site').reservedCarIds()).toEqual(new Set([1001]));
      expect((await service(stripe(), 'other-site').activeFor(1001))?.siteSlug).toBe(SITE);
    });

    it('should let one of concurrent attempts through two sites hold a car', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          service(stripe(), i % 2 ? SITE : 'other-site').reserve(
            request({ contact: { ...CONTACT, email: `s${i}@example.com`, phone: `0412 000 ${100 + i}` } }),
          ),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok && r.rejection.kind === 'already_held')).toHaveLength(19);
    });

    describe('bounds per holder (unpaid holds are free to take)', () => {
      const limits = { perContact: 2, perVisitor: 2, perAddress: 3 };
      const bounded = (siteSlug = SITE) =>
        createReservationService({
          db: database.db,
          provider: createRequestProvider(),
          siteSlug,
          now: () => clock,
          holdLimits: limits,
        });
      const car = (id: number) => createVehicle({ id, slug: `car-${id}` });
      const attempt = (id: number, contact: Partial<typeof CONTACT>, holder = {}, siteSlug = SITE) =>
        bounded(siteSlug).reserve(request({ car: car(id), contact: { ...CONTACT, ...contact }, holder }));

      it('should stop a third hold by one email or one phone, on any site, naming the limit', async () => {
        expect((await attempt(1, {})).ok).toBe(true);
        expect((await attempt(2, { email: 'SAM@example.com' }, {}, 'other-site')).ok).toBe(true);
        const third = await attempt(3, { phone: '0499 000 001' });
        expect(third).toMatchObject({
          ok: false,
          rejection: { kind: 'hold_limit', status: 409, limit: { per: 'contact', max: 2 } },
        });
        expect(!third.ok && third.rejection.error).toMatch(/already has 2 cars on hold/);
        const byPhone = await attempt(4, { email: 'new@example.com', phone: '0412-345-678' });
        expect(!byPhone.ok && byPhone.rejection.kind).toBe('hold_limit');
        expect((await database.db.query('SELECT id FROM reservations')).rows).toHaveLength(2);
      });

      it('should stop a visitor cookie and a network at their bounds, whatever contact they give', async () => {
        const contact = (i: number) => ({ email: `v${i}@example.com`, phone: `0412 111 ${200 + i}` });
        expect((await attempt(1, contact(1), { visitor: 'v-a', address: 'n-1' })).ok).toBe(true);
        expect((await attempt(2, contact(2), { visitor: 'v-a', address: 'n-1' })).ok).toBe(true);
        const visitor = await attempt(3, contact(3), { visitor: 'v-a', address: 'n-1' });
        expect(visitor).toMatchObject({ ok: false, rejection: { limit: { per: 'visitor', max: 2 } } });
        expect((await attempt(4, contact(4), { visitor: 'v-b', address: 'n-1' })).ok).toBe(true);
        const network = await attempt(5, contact(5), { visitor: 'v-c', address: 'n-1' });
        expect(network).toMatchObject({ ok: false, rejection: { limit: { per: 'address', max: 3 } } });
        expect((await attempt(6, contact(6), { visitor: 'v-c', address: 'n-2' })).ok).toBe(true);
      });

      it('should count only live unpaid holds: an expired or confirmed hold frees a place', async () => {
        const first = await attempt(1, {});
        await attempt(2, {});
        expect((await attempt(3, {})).ok).toBe(false);
        if (!first.ok) throw new Error('fixture');
        expect((await bounded().confirmByDealer(first.reservation.id)).ok).toBe(true);
        expect((await attempt(3, {})).ok).toBe(true);
        clock = at(48 * 60 + 1);
        expect((await attempt(4, {})).ok).toBe(true);
      });

      it('should let exactly the bound of concurrent holds by one holder through', async () => {
        const results = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            attempt(
              10 + i,
              { email: `c${i}@example.com`, phone: `0412 222 ${300 + i}` },
              { visitor: 'racer' },
            ),
          ),
        );
        expect(results.filter((r) => r.ok)).toHaveLength(2);
        expect(results.filter((r) => !r.ok && r.rejection.kind === 'hold_limit')).toHaveLength(10);
      });

      it('should answer a car already held with "already reserved" before any bound', async () => {
        await attempt(1, {});
        await attempt(2, {});
        const taken = await attempt(1, {});
        expect(taken).toMatchObject({ ok: false, rejection: { kind: 'already_held' } });
      });
    });

    it('should answer 409 with the §4 reason for an ineligible car, storing nothing', async () => {
      const result = await service().reserve(request({ car: createVehicle({ reservable: false }) }));
      expect(result).toMatchObject({
        ok: false,
        rejection: {
          status: 409,
          error: RESERVE_BLOCKER_MESSAGES.not_reservable,
          blockers: ['not_reservable'],
        },
      });
      expect((await database.db.query('SELECT id FROM reservations')).rows).toHaveLength(0);
      expect(double.requests).toHaveLength(0);
    });

    it('should answer 400 naming the bad fields, storing nothing', async () => {
      const result = await service().reserve(request({ contact: { ...CONTACT, email: 'x' } }));
      expect(result).toMatchObject({
        ok: false,
        rejection: { status: 400, fieldErrors: { email: MESSAGES.email } },
      });
      expect((await database.db.query('SELECT id FROM reservations')).rows).toHaveLength(0);
    });

    it('should release the hold and answer 502 when the provider fails, so the car can be reserved again', async () => {
      double.failNext('/v1/checkout/sessions', 500);
      const failed = await service().reserve(request());
      expect(failed).toEqual({
        ok: false,
        rejection: { kind: 'payment_unavailable', status: 502, error: PAYMENT_UNAVAILABLE_MESSAGE },
      });
      const { rows } = await database.db.query<{ status: string; status_reason: string }>(
        'SELECT status, status_reason FROM reservations',
      );
      expect(rows).toEqual([{ status: 'cancelled', status_reason: 'payment_setup_failed' }]);
      expect((await service().reserve(request())).ok).toBe(true);
    });

    it('should refuse a hold shorter than the provider allows when created', () => {
      expect(() =>
        createReservationService({ db: database.db, provider: stripe(), siteSlug: SITE, holdMinutes: 30 }),
      ).toThrow(/holdMinutes 30 is outside what payment provider 'stripe' allows \(31–1440 minutes\)/);
    });
  });

  describe('expiry', () => {
    it('should expire a hold at its time and release the car for the next shopper', async () => {
      const first = await reserved();
      clock = at(34);
      expect(await service().expireDue()).toEqual([]);
      expect((await service().reserve(request())).ok).toBe(false);
      clock = at(35);
      const expired = await service().expireDue();
      expect(expired.map((r) => [r.id, r.status, r.statusReason])).toEqual([
        [first.reservation.id, 'expired', 'hold_expired'],
      ]);
      expect(await service().reservedCarIds()).toEqual(new Set());
      expect(await service().activeFor(1001)).toBeNull();
      expect((await service().reserve(request())).ok).toBe(true);
    });

    it('should hand the car to a request arriving at the very instant the hold expires, before any sweep', async () => {
      const first = await reserved();
      clock = new Date(at(35).getTime() - 1);
      expect(await service().reservedCarIds()).toEqual(new Set([1001]));
      clock = at(35);
      expect(await service().reservedCarIds()).toEqual(new Set());
      expect(await service().activeFor(1001)).toBeNull();
      expect((await service().reserve(request())).ok).toBe(true);
      expect(await statusOf(first.reservation.id)).toBe('expired');
    });

    it('should not let a stale hold block the car even before the sweep runs', async () => {
      const first = await reserved();
      clock = at(36);
      expect(await service().reservedCarIds()).toEqual(new Set());
      const second = await service().reserve(request());
      expect(second.ok).toBe(true);
      expect(await statusOf(first.reservation.id)).toBe('expired');
    });
  });

  describe('handleWebhook', () => {
    it('should mark the reservation paid on a signed checkout.session.completed', async () => {
      const { reservation } = await reserved();
      clock = at(5);
      const result = await deliver('checkout.session.completed', 'cs_test_0001', at(5), 'evt_paid');
      expect(result).toMatchObject({ outcome: 'applied', eventId: 'evt_paid', changed: true });
      expect(await service().get(reservation.id)).toMatchObject({
        status: 'paid',
        paymentRef: 'pi_test_cs_test_0001',
        paidCents: 20_000,
      });
      // Paid holds keep the car reserved past the hold time.
      clock = at(500);
      expect(await service().expireDue()).toEqual([]);
      expect(await service().reservedCarIds()).toEqual(new Set([1001]));
    });

    it('should process a replayed event once', async () => {
      await reserved();
      clock = at(5);
      const session = double.completeSession('cs_test_0001');
      const body = stripeEvent('checkout.session.completed', session, at(5), 'evt_once');
      const first = await service().handleWebhook(body, signedHeaders(body, clock));
      clock = at(6);
      // Same event re-signed later (Stripe's retry) and the identical request replayed.
      const again = await service().handleWebhook(body, signedHeaders(body, clock));
      const concurrent = await Promise.all(
        [1, 2, 3].map(() => service().handleWebhook(body, signedHeaders(body, clock))),
      );
      expect(first.outcome).toBe('applied');
      expect(again).toEqual({ outcome: 'duplicate', eventId: 'evt_once' });
      expect(concurrent.map((r) => r.outcome)).toEqual(['duplicate', 'duplicate', 'duplicate']);
      const { rows } = await database.db.query('SELECT event_id FROM payment_events');
      expect(rows).toHaveLength(1);
    });

    it('should reject bad and stale signatures and record nothing', async () => {
      const { reservation } = await reserved();
      clock = at(5);
      const session = double.completeSession('cs_test_0001');
      const body = stripeEvent('checkout.session.completed', session, at(5));
      const forged = await service().handleWebhook(body, signedHeaders(body, clock, 'whsec_forged'));
      const stale = await service().handleWebhook(body, signedHeaders(body, at(-1)));
      expect(forged).toMatchObject({ outcome: 'rejected', error: expect.stringMatching(/signature/) });
      expect(stale).toMatchObject({ outcome: 'rejected', error: expect.stringMatching(/tolerance/) });
      expect(await statusOf(reservation.id)).toBe('held');
      expect((await database.db.query('SELECT event_id FROM payment_events')).rows).toHaveLength(0);
    });

    it('should refund a checkout.session.completed that arrives after the hold expired (out of order)', async () => {
      const { reservation } = await reserved();
      clock = at(35);
      await service().expireDue();
      clock = at(37);
      const result = await deliver('checkout.session.completed', 'cs_test_0001', at(36));
      expect(result).toMatchObject({
        outcome: 'applied',
        reservation: { status: 'refund_due', statusReason: 'paid_after_expiry' },
        refund: { status: 'refunded', refundRef: 're_test_0002' },
      });
      expect(double.requests.at(-1)).toMatchObject({
        path: '/v1/refunds',
        form: { payment_intent: 'pi_test_cs_test_0001', amount: '20000' },
        idempotencyKey: `refund-${reservation.id}`,
      });
      expect(await service().get(reservation.id)).toMatchObject({
        status: 'refunded',
        refundRef: 're_test_0002',
      });
    });

    it('should refund a late payment even when the next shopper already holds the car', async () => {
      const first = await reserved();
      clock = at(40);
      const second = await service().reserve(request());
      expect(second.ok).toBe(true);
      await deliver('checkout.session.completed', 'cs_test_0001', at(39));
      expect(await statusOf(first.reservation.id)).toBe('refunded');
      expect(await service().reservedCarIds()).toEqual(new Set([1001]));
    });

    it('should expire the hold on checkout.session.expired and ignore it after payment', async () => {
      const { reservation } = await reserved();
      clock = at(35);
      const expired = await deliver('checkout.session.expired', 'cs_test_0001', at(35));
      expect(expired).toMatchObject({ outcome: 'applied', reservation: { status: 'expired' } });

      const paid = await service().reserve(request());
      if (!paid.ok) throw new Error('second reservation refused');
      await deliver('checkout.session.completed', 'cs_test_0002', at(36));
      const stale = await deliver('checkout.session.expired', 'cs_test_0002', at(37));
      expect(stale).toMatchObject({ outcome: 'applied', changed: false, reservation: { status: 'paid' } });
      expect(await statusOf(reservation.id)).toBe('expired');
    });

    it('should leave an event for an unknown reservation unrecorded', async () => {
      const body = stripeEvent(
        'checkout.session.completed',
        {
          object: 'checkout.session',
          metadata: { reservation_id: '11111111-1111-4111-8111-111111111111' },
          payment_status: 'paid',
          payment_intent: 'pi_x',
          amount_total: 20_000,
        },
        T0,
        'evt_stranger',
      );
      expect(await service().handleWebhook(body, signedHeaders(body, clock))).toEqual({
        outcome: 'unknown_reservation',
        eventId: 'evt_stranger',
      });
      expect((await database.db.query('SELECT event_id FROM payment_events')).rows).toHaveLength(0);
    });

    it("should not apply another site's reservation, and let the owning site apply the same event", async () => {
      const { reservation } = await reserved();
      const session = double.completeSession('cs_test_0001');
      const body = stripeEvent('checkout.session.completed', session, at(1));
      const elsewhere = await service(stripe(), 'other-site').handleWebhook(body, signedHeaders(body, clock));
      expect(elsewhere.outcome).toBe('unknown_reservation');
      expect(await statusOf(reservation.id)).toBe('held');
      const owner = await service().handleWebhook(body, signedHeaders(body, clock));
      expect(owner).toMatchObject({ outcome: 'applied', reservation: { status: 'paid' } });
    });

    it('should ignore verified events it does not act on', async () => {
      const body = stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }, T0);
      expect(await service().handleWebhook(body, signedHeaders(body, clock))).toEqual({ outcome: 'ignored' });
    });
  });

  describe('cancelByDealer', () => {
    it('should refund a paid deposit when the dealer cancels', async () => {
      const { reservation } = await reserved();
      await deliver('checkout.session.completed', 'cs_test_0001', at(1));
      clock = at(60);
      const result = await service().cancelByDealer(reservation.id);
      expect(result).toMatchObject({
        ok: true,
        reservation: { status: 'refund_due', statusReason: 'cancelled_by_dealer' },
        refund: { status: 'refunded' },
      });
      expect(await statusOf(reservation.id)).toBe('refunded');
      expect(await service().reservedCarIds()).toEqual(new Set());
    });

    it('should release a held car and end its Stripe session', async () => {
      const { reservation } = await reserved();
      const result = await service().cancelByDealer(reservation.id);
      expect(result).toMatchObject({ ok: true, reservation: { status: 'cancelled' } });
      expect(double.sessions.get('cs_test_0001')?.status).toBe('expired');
      expect((await service().reserve(request())).ok).toBe(true);
    });

    it('should keep a refund due when the provider fails and finish it on retry', async () => {
      const { reservation } = await reserved();
      await deliver('checkout.session.completed', 'cs_test_0001', at(1));
      double.failNext('/v1/refunds', 500);
      const result = await service().cancelByDealer(reservation.id);
      expect(result).toMatchObject({ ok: true, refund: { status: 'failed' } });
      expect(await statusOf(reservation.id)).toBe('refund_due');
      const retried = await service().retryRefunds();
      expect(retried.map((r) => r.refund.status)).toEqual(['refunded']);
      expect(await statusOf(reservation.id)).toBe('refunded');
      expect(await service().retryRefunds()).toEqual([]);
    });

    it('should answer 409 for a reservation that has ended and 404 for an unknown one', async () => {
      const { reservation } = await reserved();
      await service().cancelByDealer(reservation.id);
      expect(await service().cancelByDealer(reservation.id)).toMatchObject({
        ok: false,
        rejection: { status: 409, error: expect.stringMatching(/is cancelled and cannot be cancelled/) },
      });
      expect(await service().cancelByDealer('not-a-uuid')).toMatchObject({
        ok: false,
        rejection: { status: 404 },
      });
      expect(await service().cancelByDealer('22222222-2222-4222-8222-222222222222')).toMatchObject({
        ok: false,
        rejection: { status: 404 },
      });
    });
  });

  describe('refundByDealer and runChange (each change commits with what the caller adds, or not at all)', () => {
    /** A runner that adds a row of its own to each change's transaction, then refuses the `refuse` step. */
    const refusing =
      (refuse: 'dealer' | 'refunded' | null, seen: DealerChange[]): DealerChangeRunner =>
      (change) =>
        database.db.transaction(async (tx) => {
          const done = await change(tx);
          if (done) seen.push(done);
          if (done?.step === refuse) throw new Error(`audit row refused (${refuse})`);
          return done;
        });
    const refundCalls = () => double.requests.filter((r) => r.path === '/v1/refunds');

    it('should cancel and refund a paid deposit, each stored change passing through the runner', async () => {
      const { reservation } = await reserved();
      await deliver('checkout.session.completed', 'cs_test_0001', at(1));
      const seen: DealerChange[] = [];
      const result = await service().refundByDealer(reservation.id, { runChange: refusing(null, seen) });
      expect(result).toMatchObject({ ok: true, refund: { status: 'refunded' } });
      expect(seen.map(({ step, before, after }) => [step, before.status, after.status])).toEqual([
        ['dealer', 'paid', 'refund_due'],
        ['refunded', 'refund_due', 'refunded'],
      ]);
      expect(await statusOf(reservation.id)).toBe('refunded');
    });

    it('should leave a paid reservation paid, and ask no refund, when the dealer step is refused', async () => {
      const { reservation } = await reserved();
      await deliver('checkout.session.completed', 'cs_test_0001', at(1));
      const attempt = service().refundByDealer(reservation.id, { runChange: refusing('dealer', []) });
      await expect(attempt).rejects.toThrow('audit row refused (dealer)');
      expect(await statusOf(reservation.id)).toBe('paid');
      expect(refundCalls()).toEqual([]);
    });

    it('should keep the refund due when its record is refused, and record the same refund on retry', async () => {
      const { reservation } = await reserved();
      await deliver('checkout.session.completed', 'cs_test_0001', at(1));
      const result = await service().refundByDealer(reservation.id, { runChange: refusing('refunded', []) });
      expect(result).toMatchObject({
        ok: true,
        refund: {
          status: 'failed',
          error: expect.stringMatching(/made the refund .* could not be recorded/),
        },
      });
      expect(await statusOf(reservation.id)).toBe('refund_due');
      const again = await service().refundByDealer(reservation.id);
      expect(again).toMatchObject({
        ok: true,
        reservation: { status: 'refunded' },
        refund: { status: 'refunded' },
      });
      // One refund at the provider: the retry replays the same idempotency key.
      expect(new Set(refundCalls().map((r) => r.idempotencyKey))).toEqual(
        new Set([`refund-${reservation.id}`]),
      );
    });

    it('should refuse a refund without a paid deposit (409) and an unknown reservation (404)', async () => {
      const { reservation } = await reserved();
      expect(await service().refundByDealer(reservation.id)).toMatchObject({
        ok: false,
        rejection: { status: 409, error: 'A held reservation has no deposit to refund.' },
      });
      expect(await statusOf(reservation.id)).toBe('held');
      expect(await service().refundByDealer('22222222-2222-4222-8222-222222222222')).toMatchObject({
        ok: false,
        rejection: { status: 404 },
      });
    });
  });

  describe('list', () => {
    it("should list this site's reservations newest hold first, filtered by status, never another site's", async () => {
      const first = await reserved();
      clock = at(1);
      const second = await service().reserve(request({ car: createVehicle({ id: 4242 }) }));
      if (!second.ok) throw new Error(second.rejection.error);
      clock = at(2);
      const other = await service(stripe(), 'other-motors').reserve(
        request({
          car: createVehicle({ id: 4343 }),
          contact: { ...CONTACT, email: 'other@example.com', phone: '0498 765 432' },
        }),
      );
      expect(other.ok).toBe(true);
      await service().cancelByDealer(first.reservation.id);

      const all = await service().list();
      expect(all.map((r) => r.id)).toEqual([second.reservation.id, first.reservation.id]);
      expect((await service().list({ status: 'held' })).map((r) => r.id)).toEqual([second.reservation.id]);
      expect((await service().list({ status: 'cancelled' })).map((r) => r.id)).toEqual([
        first.reservation.id,
      ]);
      expect(await service().list({ limit: 1 })).toHaveLength(1);
      expect(all[0]).toMatchObject({ carId: 4242, status: 'held', siteSlug: SITE });
    });
  });

  describe('request provider (no provider configured)', () => {
    it('should hold the car for 48 hours with no money, for the dealer to confirm', async () => {
      const svc = service(createRequestProvider());
      const result = await svc.reserve(request({ car: createVehicle({ payment_processors: [] }) }));
      if (!result.ok) throw new Error(result.rejection.error);
      expect(result.response).toMatchObject({
        status: 'held',
        expires_at: at(48 * 60).toISOString(),
        deposit: { amount_cents: 0, currency: 'aud' },
        payment: { kind: 'dealer_confirms', provider: 'request', message: DEALER_CONFIRMS_MESSAGE },
      });
      expect(double.requests).toHaveLength(0);
      clock = at(60);
      expect(await svc.confirmByDealer(result.reservation.id)).toMatchObject({
        ok: true,
        reservation: { status: 'confirmed' },
      });
      clock = at(49 * 60);
      expect(await svc.expireDue()).toEqual([]);
      expect(await svc.reservedCarIds()).toEqual(new Set([1001]));
      expect(await svc.cancelByDealer(result.reservation.id)).toMatchObject({
        reservation: { status: 'cancelled' },
      });
    });

    it('should let an unconfirmed request expire and release the car', async () => {
      const svc = service(createRequestProvider());
      const result = await svc.reserve(request());
      expect(result.ok).toBe(true);
      clock = at(48 * 60);
      expect(await svc.expireDue()).toHaveLength(1);
      expect(await svc.reservedCarIds()).toEqual(new Set());
    });

    it('should refuse webhooks', async () => {
      const result = await service(createRequestProvider()).handleWebhook('{}', {});
      expect(result).toMatchObject({ outcome: 'rejected' });
    });
  });
});
