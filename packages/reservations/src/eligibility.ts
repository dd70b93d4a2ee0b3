import {
  type Car,
  type ReserveBlocker,
  reserveBlockerMessage,
  reserveBlockers,
  reserveDeposit,
} from '@dealer/pricing';
import type { Site } from '@dealer/site-registry';

/**
 * How a site takes reservations: through a payment provider that holds a deposit ('stripe'), or — the
 * embedded default when no provider is configured — as a request the dealer confirms ('request').
 */
export type ReservationMode = 'payment' | 'request';

/** The car fields the §4 checkout rule and the §9 deposit read. */
export type ReservableCar = Pick<
  Car,
  | 'id'
  | 'slug'
  | 'status'
  | 'sold'
  | 'reserved'
  | 'reservable'
  | 'payment_processors'
  | 'reduced_price'
  | 'computed_price'
  | 'price'
>;

/**
 * §4 "Checkout/reserve allowed only when ...", from `@dealer/pricing`. In request mode no money moves,
 * so the one rule about money — "a payment processor with key is present" — does not apply; every other
 * rule does.
 */
export function reservationBlockers(car: ReservableCar, mode: ReservationMode): ReserveBlocker[] {
  const blockers = reserveBlockers(car);
  return mode === 'request' ? blockers.filter((b) => b !== 'no_payment_processor') : blockers;
}

/** Whether the Reserve This Car / Reserve Now buttons show (§2) for this car on a site in `mode`. */
export function canReserveIn(car: ReservableCar, mode: ReservationMode): boolean {
  return reservationBlockers(car, mode).length === 0;
}

/**
 * The shopper-facing reason for the first blocker (§4 order), or null when the car can be reserved; in the
 * site's noun when `site` is given (§1), car words otherwise.
 */
export function reservationBlockerMessage(
  car: ReservableCar,
  mode: ReservationMode,
  site?: Pick<Site, 'template' | 'vehicle'> | null,
): string | null {
  const first = reservationBlockers(car, mode)[0];
  return first === undefined ? null : reserveBlockerMessage(first, site);
}

/**
 * The deposit a reservation takes, in cents: §9 the keyed processor's deposit_amount, default $200
 * (`@dealer/pricing` reserveDeposit). A request takes no money: 0.
 */
export function depositCentsFor(car: Pick<Car, 'payment_processors'>, mode: ReservationMode): number {
  return mode === 'request' ? 0 : Math.round(reserveDeposit(car) * 100);
}
