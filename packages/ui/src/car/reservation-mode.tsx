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

// The Reserve button's note is a rule of @dealer/reservations (the card view carries it too).
export { DEALER_CONFIRMS_NOTE, reserveNote } from '@dealer/reservations/rules';
