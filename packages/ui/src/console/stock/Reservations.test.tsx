import type { ConsoleReservation } from '@dealer/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReservationList, reservationActions } from './Reservations';

const reservation: ConsoleReservation = {
  id: 'r1',
  car_id: 1,
  car_slug: 'corolla-1',
  car_name: '2021 Toyota Corolla',
  car_stocknum: 'S1',
  status: 'held',
  status_reason: null,
  provider: 'request',
  deposit_cents: 0,
  paid_cents: null,
  currency: 'AUD',
  contact: { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' },
  held_at: '2026-03-10T23:00:00Z',
  expires_at: '2026-03-12T23:00:00Z',
  updated_at: '2026-03-10T23:00:00Z',
};

describe('ReservationList', () => {
  it('offers what each status allows', () => {
    expect(reservationActions(reservation)).toEqual(['confirm', 'cancel']);
    expect(reservationActions({ status: 'held', provider: 'stripe' })).toEqual(['cancel']);
    expect(reservationActions({ status: 'paid', provider: 'stripe' })).toEqual(['refund']);
    expect(reservationActions({ status: 'cancelled', provider: 'request' })).toEqual([]);
  });

  it("prints the shopper's contact as links, and a refused action beside its row", () => {
    const html = renderToStaticMarkup(
      <ReservationList
        reservations={[reservation]}
        status="held"
        site={null}
        result={{ intent: 'cancel', id: 'r1', error: 'Not any more' }}
        formatTime={(iso) => iso.slice(0, 10)}
      />,
    );
    expect(html).toContain('href="tel:0412345678"');
    expect(html).toContain('href="mailto:jo@example.com"');
    expect(html).toContain('aria-label="Confirm: Jo Citizen, 2021 Toyota Corolla"');
    expect(html).toContain('Not any more');
    expect(html).toContain('<select id="reservation-status" name="status">');
    expect(html).toContain('<option value="held" selected="">Held</option>');
    expect(html).toContain('<tr data-reservation="r1">');
  });
});
