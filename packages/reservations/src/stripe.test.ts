import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import {
  type CreatePaymentInput,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStep,
  WebhookVerificationError,
} from './provider.js';
import { createStripeProvider, type StripeProviderOptions } from './stripe.js';
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
const RES_ID = '0b8f5a8e-6d0a-4c3e-9f57-2d1e9c7b4a10';

let double: StripeDouble;
let clock: Date;

beforeEach(async () => {
  clock = T0;
  double = await startStripeDouble(() => clock);
});
afterEach(async () => {
  await double.close();
});

function provider(overrides: Partial<StripeProviderOptions> = {}): PaymentProvider {
  return createStripeProvider({
    secretKey: TEST_SECRET_KEY,
    publishableKey: TEST_PUBLISHABLE_KEY,
    webhookSecret: TEST_WEBHOOK_SECRET,
    now: () => clock,
    api: double.api,
    maxNetworkRetries: 0,
    ...overrides,
  });
}

function input(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    reservation: {
      id: RES_ID,
      siteSlug: 'test-motors',
      carId: 1001,
      carSlug: 'corolla-1001',
      contact: { name: 'Sam', email: 'sam@example.com', phone: '0412345678' },
    },
    amount: 20_000,
    currency: 'aud',
    expiresAt: new Date(T0.getTime() + 35 * 60_000),
    successUrl: 'https://test.example/cars/corolla-1001/checkout?reservation=ok',
    cancelUrl: 'https://test.example/cars/corolla-1001/checkout',
    description: 'Deposit to reserve 2021 Toyota Corolla',
    ...overrides,
  };
}

function session(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'cs_test_1',
    object: 'checkout.session',
    client_reference_id: RES_ID,
    metadata: { reservation_id: RES_ID },
    payment_status: 'paid',
    payment_intent: 'pi_test_1',
    amount_total: 20_000,
    status: 'complete',
    ...overrides,
  };
}

describe('stripe', () => {
  describe('createPayment', () => {
    it('should create a Checkout Session that expires with the hold, keyed by the reservation id', async () => {
      const created = await provider().createPayment(input());
      expect(double.requests).toHaveLength(1);
      const [request] = double.requests;
      expect(request).toMatchObject({
        method: 'POST',
        path: '/v1/checkout/sessions',
        authorization: `Bearer ${TEST_SECRET_KEY}`,
        idempotencyKey: `reservation-${RES_ID}`,
      });
      expect(request?.form).toMatchObject({
        mode: 'payment',
        ui_mode: 'hosted_page',
        expires_at: String(T0.getTime() / 1000 + 35 * 60),
        client_reference_id: RES_ID,
        customer_email: 'sam@example.com',
        'metadata[reservation_id]': RES_ID,
        'metadata[site_slug]': 'test-motors',
        'payment_intent_data[metadata][reservation_id]': RES_ID,
        'line_items[0][price_data][currency]': 'aud',
        'line_items[0][price_data][unit_amount]': '20000',
        'line_items[0][quantity]': '1',
        success_url: input().successUrl,
        cancel_url: input().cancelUrl,
      });
      expect(created).toEqual({
        sessionId: 'cs_test_0001',
        step: {
          kind: 'redirect',
          provider: 'stripe',
          checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_0001',
          publishableKey: TEST_PUBLISHABLE_KEY,
        },
      });
    });

    it('should never put the secret key in what goes to the browser', async () => {
      const hosted = await provider().createPayment(input());
      const embedded = await provider({ uiMode: 'embedded_page' }).createPayment(
        input({ reservation: { ...input().reservation, id: '1b8f5a8e-6d0a-4c3e-9f57-2d1e9c7b4a10' } }),
      );
      for (const step of [hosted.step, embedded.step]) {
        expect(JSON.stringify(step)).not.toContain('sk_');
        expect(JSON.stringify(step)).toContain(TEST_PUBLISHABLE_KEY);
      }
      expectTypeOf<keyof Extract<PaymentStep, { kind: 'redirect' }>>().toEqualTypeOf<
        'kind' | 'provider' | 'checkoutUrl' | 'publishableKey'
      >();
      expectTypeOf<keyof Extract<PaymentStep, { kind: 'embedded' }>>().toEqualTypeOf<
        'kind' | 'provider' | 'clientSecret' | 'publishableKey'
      >();
    });

    it('should return the client secret for embedded Checkout with a return URL', async () => {
      const created = await provider({ uiMode: 'embedded_page' }).createPayment(input());
      expect(created.step).toEqual({
        kind: 'embedded',
        provider: 'stripe',
        clientSecret: 'cs_test_0001_secret_1',
        publishableKey: TEST_PUBLISHABLE_KEY,
      });
      expect(double.requests[0]?.form).toMatchObject({
        ui_mode: 'embedded_page',
        return_url: input().successUrl,
      });
      expect(double.requests[0]?.form).not.toHaveProperty('success_url');
    });

    it('should get the same session back when the call is repeated for one reservation', async () => {
      const first = await provider().createPayment(input());
      const second = await provider().createPayment(input());
      expect(second.sessionId).toBe(first.sessionId);
      expect(double.sessions.size).toBe(1);
    });

    it('should retry a failed call with the same idempotency key', async () => {
      double.failNext('/v1/checkout/sessions', 500);
      const created = await provider({ maxNetworkRetries: 1 }).createPayment(input());
      expect(created.sessionId).toBe('cs_test_0001');
      expect(double.requests.map((r) => r.idempotencyKey)).toEqual([
        `reservation-${RES_ID}`,
        `reservation-${RES_ID}`,
      ]);
    });

    it('should refuse a hold shorter than the 30 minutes Stripe requires, without calling Stripe', async () => {
      const short = input({ expiresAt: new Date(T0.getTime() + 29 * 60_000) });
      await expect(provider().createPayment(short)).rejects.toThrow(/at least|30 minutes/);
      expect(double.requests).toHaveLength(0);
    });

    it("should report Stripe's own refusal and failures as PaymentProviderError", async () => {
      // Stripe's clock is ahead of ours: its 30-minute rule refuses the session.
      clock = T0;
      const ahead = await startStripeDouble(() => new Date(T0.getTime() + 10 * 60_000));
      try {
        const error = await provider({ api: ahead.api })
          .createPayment(input())
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(PaymentProviderError);
        expect((error as Error).message).toMatch(/expires_at/);
      } finally {
        await ahead.close();
      }
      double.failNext('/v1/checkout/sessions', 503);
      await expect(provider().createPayment(input())).rejects.toBeInstanceOf(PaymentProviderError);
      await expect(provider({ secretKey: 'sk_test_wrong' }).createPayment(input())).rejects.toThrow(
        /Invalid API Key/,
      );
    });

    it('should refuse a deposit that is not a positive whole number of cents', async () => {
      await expect(provider().createPayment(input({ amount: 0 }))).rejects.toThrow(/positive whole number/);
      await expect(provider().createPayment(input({ amount: 19.5 }))).rejects.toThrow(
        /positive whole number/,
      );
    });
  });

  describe('refund', () => {
    it('should refund the payment through the API, idempotent on the reservation', async () => {
      const refund = await provider().refund('pi_test_9', 20_000, RES_ID);
      expect(refund).toEqual({ refundRef: 're_test_0001', status: 'succeeded' });
      expect(double.requests[0]).toMatchObject({
        path: '/v1/refunds',
        idempotencyKey: `refund-${RES_ID}`,
        form: { payment_intent: 'pi_test_9', amount: '20000', reason: 'requested_by_customer' },
      });
    });

    it('should report a failed refund call', async () => {
      double.failNext('/v1/refunds', 500);
      await expect(provider().refund('pi_test_9', 20_000, RES_ID)).rejects.toBeInstanceOf(
        PaymentProviderError,
      );
    });
  });

  describe('cancelPayment', () => {
    it('should expire an open session and accept one that is already over', async () => {
      const { sessionId } = await provider().createPayment(input());
      await provider().cancelPayment(sessionId!);
      expect(double.sessions.get(sessionId!)?.status).toBe('expired');
      await expect(provider().cancelPayment(sessionId!)).resolves.toBeUndefined();
    });
  });

  describe('verifyWebhook', () => {
    it('should turn a signed checkout.session.completed into a payment at the event time', () => {
      const body = stripeEvent('checkout.session.completed', session(), T0, 'evt_paid');
      const event = provider().verifyWebhook(body, signedHeaders(body, T0));
      expect(event).toEqual({
        kind: 'payment_succeeded',
        eventId: 'evt_paid',
        reservationId: RES_ID,
        paymentRef: 'pi_test_1',
        amountCents: 20_000,
        occurredAt: T0,
      });
    });

    it('should verify over the raw bytes and read headers of any case or a Headers object', () => {
      const body = stripeEvent('checkout.session.expired', session({ payment_status: 'unpaid' }), T0);
      const [name, value] = Object.entries(signedHeaders(body, T0))[0]!;
      const bytes = new TextEncoder().encode(body);
      expect(provider().verifyWebhook(bytes, new Headers({ [name]: value }))).toMatchObject({
        kind: 'payment_expired',
      });
      expect(provider().verifyWebhook(body, { [name.toLowerCase()]: [value] })).toMatchObject({
        kind: 'payment_expired',
      });
    });

    it('should refuse a signature made with another secret', () => {
      const body = stripeEvent('checkout.session.completed', session(), T0);
      expect(() => provider().verifyWebhook(body, signedHeaders(body, T0, 'whsec_someone_else'))).toThrow(
        WebhookVerificationError,
      );
    });

    it('should refuse a body changed after signing (re-serialised JSON included)', () => {
      const body = stripeEvent('checkout.session.completed', session(), T0);
      const headers = signedHeaders(body, T0);
      const tampered = body.replace('"amount_total":20000', '"amount_total":1');
      expect(() => provider().verifyWebhook(tampered, headers)).toThrow(WebhookVerificationError);
      const reformatted = JSON.stringify(JSON.parse(body), null, 2);
      expect(() => provider().verifyWebhook(reformatted, headers)).toThrow(/signature was refused/);
    });

    it('should refuse a signature older than 300 seconds and accept one within it', () => {
      const body = stripeEvent('checkout.session.completed', session(), T0);
      clock = new Date(T0.getTime() + 299_000);
      expect(provider().verifyWebhook(body, signedHeaders(body, T0))).not.toBeNull();
      clock = new Date(T0.getTime() + 301_000);
      expect(() => provider().verifyWebhook(body, signedHeaders(body, T0))).toThrow(/tolerance/);
    });

    it('should refuse a request without a Stripe-Signature header', () => {
      const body = stripeEvent('checkout.session.completed', session(), T0);
      expect(() => provider().verifyWebhook(body, { 'content-type': 'application/json' })).toThrow(
        /Stripe-Signature header is missing/,
      );
    });

    it.each([
      ['an event type the reservation does not act on', 'payment_intent.created', session()],
      [
        'a completed session still unpaid (delayed method)',
        'checkout.session.completed',
        session({ payment_status: 'unpaid' }),
      ],
      [
        'a session that is not a reservation',
        'checkout.session.completed',
        session({ metadata: {}, client_reference_id: null }),
      ],
    ])('should verify and ignore %s', (_, type, object) => {
      const body = stripeEvent(type, object, T0);
      expect(provider().verifyWebhook(body, signedHeaders(body, T0))).toBeNull();
    });

    it('should map the async payment outcomes', () => {
      const ok = stripeEvent('checkout.session.async_payment_succeeded', session(), T0);
      const failed = stripeEvent(
        'checkout.session.async_payment_failed',
        session({ payment_status: 'unpaid' }),
        T0,
      );
      expect(provider().verifyWebhook(ok, signedHeaders(ok, T0))).toMatchObject({
        kind: 'payment_succeeded',
      });
      expect(provider().verifyWebhook(failed, signedHeaders(failed, T0))).toMatchObject({
        kind: 'payment_failed',
      });
    });
  });

  describe('createStripeProvider', () => {
    it.each([
      ['secretKey', 'pk_live_oops', /secret key must start with sk_ or rk_/],
      ['publishableKey', 'sk_test_oops', /publishable key must start with pk_/],
      ['webhookSecret', 'secret', /webhook secret must start with whsec_/],
    ])('should refuse a malformed %s', (field, value, message) => {
      expect(() => provider({ [field]: value })).toThrow(message);
    });

    it("should need holds of 31 minutes to 24 hours (Stripe Checkout's limits plus a margin)", () => {
      expect(provider()).toMatchObject({ name: 'stripe', minHoldMinutes: 31, maxHoldMinutes: 1440 });
    });
  });
});
