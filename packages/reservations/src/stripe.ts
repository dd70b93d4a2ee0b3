import Stripe from 'stripe';
import {
  type CreatedPayment,
  type CreatePaymentInput,
  headerValue,
  type PaymentProvider,
  PaymentProviderError,
  type Refund,
  type WebhookHeaders,
  WebhookVerificationError,
} from './provider.js';
import type { PaymentEvent } from './reservation.js';

/** Stripe Checkout refuses a session that expires sooner than 30 minutes after it is created. */
export const STRIPE_CHECKOUT_MIN_MINUTES = 30;
/** …or later than 24 hours. */
export const STRIPE_CHECKOUT_MAX_MINUTES = 24 * 60;
/** Webhook signatures older than this are refused (Stripe's own default, 5 minutes). */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeProviderOptions {
  /** sk_… or rk_… from the environment; server-side only. */
  secretKey: string;
  /** pk_…: the browser's key for Stripe.js. */
  publishableKey: string;
  /** whsec_… of the site's webhook endpoint. */
  webhookSecret: string;
  /** 'hosted_page' (default) redirects to Stripe; 'embedded_page' mounts Checkout in the page. */
  uiMode?: 'hosted_page' | 'embedded_page';
  now?: () => Date;
  /** Another API endpoint (a local Stripe double in tests, or an egress proxy). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Network retries of the SDK (it sends idempotency keys with them); default 2. */
  maxNetworkRetries?: number;
  /** Request timeout in ms; default 20 s (a shopper is waiting). */
  timeoutMs?: number;
}

function assertKey(value: string, prefixes: readonly string[], what: string): void {
  if (!prefixes.some((p) => value.startsWith(p))) {
    throw new TypeError(`${what} must start with ${prefixes.join(' or ')}`);
  }
}

function sessionOf(event: Stripe.Event): Stripe.Checkout.Session | null {
  return event.type.startsWith('checkout.session.') ? (event.data.object as Stripe.Checkout.Session) : null;
}

function reservationIdOf(session: Stripe.Checkout.Session): string | null {
  return session.metadata?.reservation_id ?? session.client_reference_id ?? null;
}

function idOf(ref: string | { id: string } | null): string | null {
  if (ref === null) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

/** Reduces a verified Stripe event to the domain's PaymentEvent; null for events it does not act on. */
export function paymentEventFromStripe(event: Stripe.Event): PaymentEvent | null {
  const session = sessionOf(event);
  if (!session) return null;
  const reservationId = reservationIdOf(session);
  if (reservationId === null) return null;
  const base = { eventId: event.id, reservationId, occurredAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      // A completed session with a delayed method (e.g. BECS debit) is 'unpaid' until the async event.
      if (session.payment_status !== 'paid') return null;
      const paymentRef = idOf(session.payment_intent);
      if (paymentRef === null) return null;
      return { ...base, kind: 'payment_succeeded', paymentRef, amountCents: session.amount_total ?? 0 };
    }
    case 'checkout.session.async_payment_failed':
      return { ...base, kind: 'payment_failed' };
    case 'checkout.session.expired':
      return { ...base, kind: 'payment_expired' };
    default:
      return null;
  }
}

/**
 * The Stripe adapter: a Checkout Session per reservation (its id is the idempotency key and the
 * metadata that links the payment back), webhooks verified over the raw body, refunds through the API.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  assertKey(options.secretKey, ['sk_', 'rk_'], 'The Stripe secret key');
  assertKey(options.publishableKey, ['pk_'], 'The Stripe publishable key');
  assertKey(options.webhookSecret, ['whsec_'], 'The Stripe webhook secret');
  const now = options.now ?? (() => new Date());
  const uiMode = options.uiMode ?? 'hosted_page';
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    ...(options.api ?? {}),
  });

  async function call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      const detail =
        error instanceof Stripe.errors.StripeError ? `${error.type}: ${error.message}` : String(error);
      throw new PaymentProviderError(`Stripe could not ${what} (${detail})`, { cause: error });
    }
  }

  return {
    name: 'stripe',
    // One minute over Stripe's minimum covers clock skew and the request's own time.
    minHoldMinutes: STRIPE_CHECKOUT_MIN_MINUTES + 1,
    maxHoldMinutes: STRIPE_CHECKOUT_MAX_MINUTES,

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const expiresAt = Math.floor(input.expiresAt.getTime() / 1000);
      const earliest = Math.ceil(now().getTime() / 1000) + STRIPE_CHECKOUT_MIN_MINUTES * 60;
      if (expiresAt < earliest) {
        throw new PaymentProviderError(
          `The hold expires at ${input.expiresAt.toISOString()}, sooner than the ${STRIPE_CHECKOUT_MIN_MINUTES} minutes a Stripe Checkout Session must stay open`,
        );
      }
      if (!Number.isInteger(input.amount) || input.amount <= 0) {
        throw new PaymentProviderError(
          `A Stripe deposit must be a positive whole number of cents (got ${input.amount})`,
        );
      }
      const { reservation } = input;
      const metadata = {
        reservation_id: reservation.id,
        site_slug: reservation.siteSlug,
        car_id: String(reservation.carId),
      };
      const urls: Pick<Stripe.Checkout.SessionCreateParams, 'success_url' | 'cancel_url' | 'return_url'> =
        uiMode === 'embedded_page'
          ? { return_url: input.successUrl }
          : { success_url: input.successUrl, cancel_url: input.cancelUrl };
      const session = await call('create the Checkout Session', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            ui_mode: uiMode,
            ...urls,
            expires_at: expiresAt,
            client_reference_id: reservation.id,
            customer_email: reservation.contact.email,
            metadata,
            payment_intent_data: { metadata, description: input.description },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency,
                  unit_amount: input.amount,
                  product_data: { name: input.description },
                },
              },
            ],
          },
          { idempotencyKey: `reservation-${reservation.id}` },
        ),
      );
      if (uiMode === 'embedded_page') {
        if (!session.client_secret) throw new PaymentProviderError('Stripe returned no client secret');
        return {
          sessionId: session.id,
          step: {
            kind: 'embedded',
            provider: 'stripe',
            clientSecret: session.client_secret,
            publishableKey: options.publishableKey,
          },
        };
      }
      if (!session.url) throw new PaymentProviderError('Stripe returned no Checkout URL');
      return {
        sessionId: session.id,
        step: {
          kind: 'redirect',
          provider: 'stripe',
          checkoutUrl: session.url,
          publishableKey: options.publishableKey,
        },
      };
    },

    async cancelPayment(sessionId: string): Promise<void> {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Already expired or completed: nothing left to stop (a late payment is refunded on its webhook).
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw new PaymentProviderError(`Stripe could not expire the Checkout Session (${String(error)})`, {
          cause: error,
        });
      }
    },

    verifyWebhook(rawBody: string | Uint8Array, headers: WebhookHeaders): PaymentEvent | null {
      const signature = headerValue(headers, 'stripe-signature');
      if (!signature) throw new WebhookVerificationError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          STRIPE_WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now().getTime(),
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new WebhookVerificationError(`The Stripe webhook signature was refused: ${reason}`, {
          cause: error,
        });
      }
      return paymentEventFromStripe(event);
    },

    async refund(paymentRef: string, amount: number, idempotencyKey: string): Promise<Refund> {
      const refund = await call('refund the deposit', () =>
        stripe.refunds.create(
          { payment_intent: paymentRef, amount, reason: 'requested_by_customer' },
          { idempotencyKey: `refund-${idempotencyKey}` },
        ),
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new PaymentProviderError(`Stripe refused the refund ${refund.id} (${refund.status})`);
      }
      return { refundRef: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending' };
    },
  };
}
