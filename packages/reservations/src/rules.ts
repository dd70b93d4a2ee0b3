// The browser-safe entry point, `@dealer/reservations/rules`: who may reserve which car, deposits, the
// contact form's schema, the hold state machine and the payment port's types. Nothing here reaches a
// payment SDK, SQL or Node, so React components import this and never pull the Stripe server SDK into a
// browser bundle; the package root adds the server adapters (service, SQL store, Stripe, provider choice).
export {
  type CarCardView,
  type CardCar,
  carCardView,
  carEnquiryPath,
  DEALER_CONFIRMS_NOTE,
  reserveLabel,
  reserveNote,
} from './card-view.js';
export {
  type ContactResult,
  parseReservationContact,
  type ReservationContact,
  type ReservationContactInput,
  reservationContactSchema,
} from './contact.js';
export {
  canReserveIn,
  depositCentsFor,
  type ReservableCar,
  type ReservationMode,
  reservationBlockerMessage,
  reservationBlockers,
} from './eligibility.js';
export {
  type CreatedPayment,
  type CreatePaymentInput,
  headerValue,
  PaymentConfigurationError,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStep,
  type Refund,
  type WebhookHeaders,
  WebhookVerificationError,
} from './provider.js';
export {
  checkRentalDates,
  DEFAULT_RENTAL_WINDOW,
  type RentalDateField,
  type RentalDates,
  type RentalWindow,
  rentalDatesOverlap,
  rentalPickUpRange,
  rentalWindowOf,
} from './rental-dates.js';
export { DEALER_CONFIRMS_MESSAGE, dealerConfirmsMessage } from './request-provider.js';
export {
  ACTIVE_STATUSES,
  ALREADY_HELD_MESSAGE,
  alreadyHeldMessage,
  applyPaymentEvent,
  cancelReservation,
  carIsReserved,
  confirmByDealer,
  DEFAULT_HOLD_LIMITS,
  DEFAULT_HOLD_MINUTES,
  expireIfDue,
  type Holder,
  type HolderKind,
  type HoldLimits,
  holderKeys,
  holdLimitRejection,
  INVALID_CONTACT_MESSAGE,
  isActiveHold,
  markRefunded,
  modeOf,
  type PaymentEvent,
  type ProviderName,
  RESERVATION_STATUSES,
  type Rejection,
  type Reservation,
  ReservationStateError,
  type ReservationStatus,
  type StartOptions,
  type StatusReason,
  startReservation,
  type Transition,
  withHolds,
} from './reservation.js';
export type { ReservationResponse, ServiceRejection } from './service.js';
export { holdRefusedMessage, paymentUnavailableMessage, type VehicleWordsSite } from './words.js';
