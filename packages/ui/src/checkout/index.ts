// The root entry's checkout names (see ../index.ts: one barrel per area, so a bundler that splits code by
// whole files, as esbuild does, reaches this area's modules only when the app imports one of its names).
export {
  RentalBooking,
  type RentalBookingAttempt,
  type RentalBookingInput,
  type RentalBookingProps,
} from './RentalBooking';
export { type ReserveAttempt, ReserveCheckout, type ReserveCheckoutProps } from './ReserveCheckout';
