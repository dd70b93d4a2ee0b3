import { describe, expect, it } from 'vitest';
import { BOOKING_FAILED_MESSAGE } from './rental-bookings.js';
import { client, send, serve } from './test-support.js';

describe('rental bookings (issue 29)', () => {
  it("should read a car's bookable window", async () => {
    const window = { min: '2026-03-11', max: '2026-09-07', max_days: 90, booked: [] };
    const { baseUrl, seen } = await serve((_s, res) => send(res, 200, window));
    expect(await client(baseUrl).rentalWindow(7)).toEqual(window);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/rental-bookings/window?car_id=7' });
  });

  it('should POST a booking and return it on 201', async () => {
    const booked = { id: 'B1', car_id: 7, pickUpDate: '2026-04-01', returnDate: '2026-04-03' };
    const { baseUrl, seen } = await serve((_s, res) => send(res, 201, booked));
    const body = { car_id: 7, pickUpDate: '2026-04-01', returnDate: '2026-04-03', name: 'Ann' };
    expect(await client(baseUrl).bookRental(body)).toEqual({ ok: true, reservation: booked });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/rental-bookings', body });
  });

  it("should return a 409 with the server's field message, never throw", async () => {
    const { baseUrl } = await serve((_s, res) =>
      send(res, 409, { error: 'Already booked', fields: { pickUpDate: 'Already booked' } }),
    );
    const attempt = await client(baseUrl).bookRental({ car_id: 7, pickUpDate: 'a', returnDate: 'b' });
    expect(attempt).toEqual({
      ok: false,
      status: 409,
      error: 'Already booked',
      fields: { pickUpDate: 'Already booked' },
    });
    const { baseUrl: down } = await serve((_s, res) => send(res, 500, 'x'));
    const failed = await client(down).bookRental({ car_id: 7, pickUpDate: 'a', returnDate: 'b' });
    expect(failed.ok ? null : failed.error).toBe(BOOKING_FAILED_MESSAGE);
  });
});
