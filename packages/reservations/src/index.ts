// The package root: every browser-safe rule of `@dealer/reservations/rules` plus the server adapters
// (reservation service, SQL store, Stripe, the request provider and the per-site provider choice).

export {
  PAYMENT_MODE_ENV,
  type PaymentEnv,
  type PaymentSite,
  providerFor,
  siteEnvName,
} from './provider-for.js';
export {
  checkRentalDates,
  DEFAULT_RENTAL_WINDOW,
  overlapField,
  type RentalDateField,
  type RentalDates,
  type RentalDatesCheck,
  type RentalSite,
  type RentalWindow,
  rentalDatesOverlap,
  rentalPickUpRange,
  rentalWindowOf,
} from './rental-dates.js';
export {
  type BookRentalResult,
  bookRental,
  RENTAL_BOOKING_MIGRATION,
  RENTAL_BOOKING_MIGRATION_STATEMENTS,
  type RentalBooking,
  rentalBookingsOf,
} from './rental-store.js';
export { createRequestProvider } from './request-provider.js';
export { isReservationStatus } from './reservation.js';
export * from './rules.js';
export {
  createReservationService,
  type DealerActionOptions,
  type DealerActionResult,
  type DealerChange,
  type DealerChangeRunner,
  HOLD_REFUSED_MESSAGE,
  heldCarIds,
  PAYMENT_UNAVAILABLE_MESSAGE,
  type RefundOutcome,
  type ReservationResponse,
  type ReservationService,
  type ReservationServiceOptions,
  type ReserveInput,
  type ReserveResult,
  type ServiceRejection,
  type WebhookResult,
} from './service.js';
export {
  applyReservationMigration,
  isActiveHoldConflict,
  type PgPoolLike,
  RESERVATION_HOLDS_MIGRATION,
  RESERVATION_HOLDS_MIGRATION_STATEMENTS,
  RESERVATION_MIGRATION,
  RESERVATION_MIGRATION_SQL,
  RESERVATION_MIGRATION_STATEMENTS,
  RESERVATION_MIGRATIONS,
  type SqlExecutor,
  type SqlPort,
  sqlPortFromPgPool,
} from './sql.js';
export {
  createStripeProvider,
  paymentEventFromStripe,
  STRIPE_CHECKOUT_MAX_MINUTES,
  STRIPE_CHECKOUT_MIN_MINUTES,
  STRIPE_WEBHOOK_TOLERANCE_SECONDS,
  type StripeProviderOptions,
} from './stripe.js';
