import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('index', () => {
  it('should export exactly the documented public API', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'ACTIVE_STATUSES',
        'ALREADY_HELD_MESSAGE',
        'DEALER_CONFIRMS_MESSAGE',
        'DEALER_CONFIRMS_NOTE',
        'DEFAULT_HOLD_LIMITS',
        'DEFAULT_HOLD_MINUTES',
        'HOLD_REFUSED_MESSAGE',
        'INVALID_CONTACT_MESSAGE',
        'PAYMENT_MODE_ENV',
        'PAYMENT_UNAVAILABLE_MESSAGE',
        'PaymentConfigurationError',
        'PaymentProviderError',
        'RESERVATION_HOLDS_MIGRATION',
        'RESERVATION_HOLDS_MIGRATION_STATEMENTS',
        'RESERVATION_MIGRATION',
        'RESERVATION_MIGRATIONS',
        'RESERVATION_MIGRATION_SQL',
        'RESERVATION_MIGRATION_STATEMENTS',
        'RESERVATION_STATUSES',
        'ReservationStateError',
        'STRIPE_CHECKOUT_MAX_MINUTES',
        'STRIPE_CHECKOUT_MIN_MINUTES',
        'STRIPE_WEBHOOK_TOLERANCE_SECONDS',
        'WebhookVerificationError',
        'applyPaymentEvent',
        'applyReservationMigration',
        'canReserveIn',
        'carCardView',
        'carEnquiryPath',
        'cancelReservation',
        'carIsReserved',
        'confirmByDealer',
        'createRequestProvider',
        'createReservationService',
        'createStripeProvider',
        'depositCentsFor',
        'expireIfDue',
        'headerValue',
        'heldCarIds',
        'holdLimitRejection',
        'holderKeys',
        'isActiveHold',
        'isActiveHoldConflict',
        'isReservationStatus',
        'markRefunded',
        'modeOf',
        'parseReservationContact',
        'paymentEventFromStripe',
        'providerFor',
        'reservationBlockerMessage',
        'reserveNote',
        'reservationBlockers',
        'reservationContactSchema',
        'siteEnvName',
        'sqlPortFromPgPool',
        'startReservation',
        'withHolds',
      ].sort(),
    );
  });

  it('should keep the active statuses a subset of all statuses', () => {
    for (const status of api.ACTIVE_STATUSES) expect(api.RESERVATION_STATUSES).toContain(status);
  });
});
