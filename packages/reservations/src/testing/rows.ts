import type { Reservation } from '../reservation.js';

/* Test-only (not exported). */

/** The instant the test reservations are held at. */
export const T0 = new Date('2026-03-02T10:00:00Z');
let seq = 0;

/** A stored reservation as the store tests need one: a fresh id each call, held at T0 for 35 minutes. */
export function testReservation(overrides: Partial<Reservation> = {}): Reservation {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${seq.toString().padStart(12, '0')}`,
    siteSlug: 'test-motors',
    carId: 1001,
    carSlug: 'corolla-1001',
    status: 'held',
    provider: 'stripe',
    depositCents: 20_000,
    currency: 'aud',
    contact: { name: 'Sam', email: 'sam@example.com', phone: '0412345678' },
    heldAt: T0,
    expiresAt: new Date(T0.getTime() + 35 * 60_000),
    paymentSessionId: null,
    paymentRef: null,
    paidCents: null,
    refundRef: null,
    statusReason: null,
    updatedAt: T0,
    ...overrides,
  };
}
