import { type PaymentProvider, PaymentProviderError, WebhookVerificationError } from './provider.js';
import { shopperNoun, type VehicleWordsSite } from './words.js';

/**
 * What the checkout page says when no payment provider is configured (§9 embedded default), in the site's
 * noun (§1, `vehicleNoun`): 'The RV is held for you…'. Without a site, car words.
 */
export function dealerConfirmsMessage(site?: VehicleWordsSite | null): string {
  return `No payment is taken online. The ${shopperNoun(site)} is held for you while the dealer confirms your reservation; they will contact you shortly.`;
}

/** `dealerConfirmsMessage()` in car words. */
export const DEALER_CONFIRMS_MESSAGE = dealerConfirmsMessage();

/**
 * The embedded default provider: 'Reserve' is a request the dealer confirms. The hold is created and
 * expires like a paid one, but no money moves, so there are no webhooks and nothing to refund.
 */
/** `site`: whose noun the dealer-confirms message speaks (§1); car words without one. */
export function createRequestProvider(site?: VehicleWordsSite | null): PaymentProvider {
  const message = dealerConfirmsMessage(site);
  return {
    name: 'request',
    minHoldMinutes: 1,
    maxHoldMinutes: 14 * 24 * 60,
    createPayment: async () => ({
      step: { kind: 'dealer_confirms', provider: 'request', message },
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
