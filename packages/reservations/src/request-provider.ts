import { type PaymentProvider, PaymentProviderError, WebhookVerificationError } from './provider.js';

/** What the checkout page says when no payment provider is configured (§9 embedded default). */
export const DEALER_CONFIRMS_MESSAGE =
  'No payment is taken online. The car is held for you while the dealer confirms your reservation; they will contact you shortly.';

/**
 * The embedded default provider: 'Reserve' is a request the dealer confirms. The hold is created and
 * expires like a paid one, but no money moves, so there are no webhooks and nothing to refund.
 */
export function createRequestProvider(): PaymentProvider {
  return {
    name: 'request',
    minHoldMinutes: 1,
    maxHoldMinutes: 14 * 24 * 60,
    createPayment: async () => ({
      step: { kind: 'dealer_confirms', provider: 'request', message: DEALER_CONFIRMS_MESSAGE },
      sessionId: null,
    }),
    cancelPayment: async () => undefined,
    verifyWebhook: () => {
      throw new WebhookVerificationError(
        'This site takes no online payments, so it accepts no payment webhooks.',
      );
    },
    refund: async () => {
      throw new PaymentProviderError('This site takes no online payments, so there is nothing to refund.');
    },
  };
}
