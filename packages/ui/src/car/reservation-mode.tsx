import { type Car, formatPrice, reserveDeposit } from '@dealer/pricing';
import type { ReservationMode } from '@dealer/reservations/rules';
import { createContext, useContext } from 'react';

const ReservationModeContext = createContext<ReservationMode>('payment');

/**
 * §4 how the site takes reservations, provided once at the app root (the BFF decides per site).
 * 'payment' takes a deposit through the site's provider; 'request' (no provider configured, the embedded
 * default) is a hold the dealer confirms, no money moves. Without a provider: 'payment', today's behaviour.
 */
export const ReservationModeProvider = ReservationModeContext.Provider;

export function useReservationMode(): ReservationMode {
  return useContext(ReservationModeContext);
}

/** The note under a Reserve button in request mode, in place of the deposit amount. */
export const DEALER_CONFIRMS_NOTE = 'dealer confirms, no deposit online';

/** The Reserve button's note: the §9 deposit in payment mode, the dealer-confirms note in request mode. */
export function reserveNote(car: Pick<Car, 'payment_processors'>, mode: ReservationMode): string {
  return mode === 'request' ? DEALER_CONFIRMS_NOTE : `${formatPrice(reserveDeposit(car))} deposit`;
}
