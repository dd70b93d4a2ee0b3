import type { PaymentEvent, ProviderName, Reservation } from './reservation.js';

/**
 * What the browser gets for the payment step — and all it gets. Publishable keys are meant for browsers;
 * a secret key has no field here, so it cannot be sent by mistake.
 */
export type PaymentStep =
  | {
      kind: 'redirect';
      provider: 'stripe';
      /** Stripe-hosted Checkout page to send the shopper to. */
      checkoutUrl: string;
      publishableKey: string;
    }
  | {
      kind: 'embedded';
      provider: 'stripe';
      /** For Stripe.js `initEmbeddedCheckout({ clientSecret })`. */
      clientSecret: string;
      publishableKey: string;
    }
  | {
      /** §9 no provider configured: the hold is a request the dealer confirms; no money moves. */
      kind: 'dealer_confirms';
      provider: 'request';
      message: string;
    };

export interface CreatePaymentInput {
  reservation: Pick<Reservation, 'id' | 'siteSlug' | 'carId' | 'carSlug' | 'contact'>;
  /** Cents. */
  amount: number;
  currency: 'aud';
  /** The hold's expiry: the provider's session must not outlive it. */
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  /** Line item text on the provider's page, e.g. 'Deposit to reserve 2019 Mazda CX-5 Maxx'. */
  description: string;
}

export interface CreatedPayment {
  step: PaymentStep;
  /** The provider's session id (Stripe cs_…), stored with the reservation; null when none exists. */
  sessionId: string | null;
}

export interface Refund {
  refundRef: string;
  status: 'succeeded' | 'pending';
}

/** The payment provider port. One instance serves one site (one merchant account). */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** The shortest hold this provider can take a payment in (Stripe Checkout: 30 minutes plus a margin). */
  readonly minHoldMinutes: number;
  /** The longest hold this provider's session can last (Stripe Checkout: 24 hours). */
  readonly maxHoldMinutes: number;
  /**
   * Creates the payment step. Must be idempotent on `reservation.id` (a retried call returns the same
   * session) so a reservation never has two payments.
   */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Ends a session that must not be paid any more (dealer cancelled a hold); a no-op when none. */
  cancelPayment(sessionId: string): Promise<void>;
  /**
   * Verifies a webhook over its RAW body. Throws WebhookVerificationError when the signature is missing,
   * wrong or stale; returns null for a verified event this domain does not act on.
   */
  verifyWebhook(rawBody: string | Uint8Array, headers: WebhookHeaders): PaymentEvent | null;
  /** Refunds `amount` cents of a payment. Idempotent on `idempotencyKey`. */
  refund(paymentRef: string, amount: number, idempotencyKey: string): Promise<Refund>;
}

/** Request headers as Node, Hono or fetch give them (names compared case-insensitively). */
export type WebhookHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

export function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(
    headers as Record<string, string | readonly string[] | undefined>,
  )) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    return typeof value === 'string' ? value : value[0];
  }
  return undefined;
}

/** A webhook that is not provably from the provider (the BFF answers 400 and processes nothing). */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
}

/** The provider failed or refused a call (the BFF answers 502; the hold is released). */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}

/** A site's payment configuration this build cannot serve; raised when the registry loads. */
export class PaymentConfigurationError extends Error {
  override readonly name = 'PaymentConfigurationError';
  constructor(
    readonly siteSlug: string,
    readonly provider: string,
    message: string,
  ) {
    super(message);
  }
}
