import type { KyInstance } from 'ky';
import { apiErrorFromBody } from './errors.js';
import type { ReservationAttempt, ReserveOptions } from './reservations.js';

/** A booked date range of a fleet car (pick-up to return, calendar days). */
export interface RentalBookedDates {
  pickUpDate: string;
  returnDate: string;
}

/** GET /api/rental-bookings/window: the bookable pick-up dates, the longest hire and the car's bookings. */
export interface RentalWindowAnswer {
  min: string;
  max: string;
  max_days: number;
  booked: RentalBookedDates[];
}

/** The 201 body of POST /api/rental-bookings. */
export interface RentalBookingAnswer extends RentalBookedDates {
  id: string;
  car_id: number;
}

/** §8 the message a refused booking shows when the server sent none of its own. */
export const BOOKING_FAILED_MESSAGE = 'Something went wrong while booking the car. Please try again.';

/** §1 rental booking calls (issue 29) over the client's ky instance. */
export function rentalBookingCalls(http: KyInstance) {
  return {
    /** GET /api/rental-bookings/window?car_id=; throws the §8 ApiError when it is unavailable. */
    async rentalWindow(carId: number): Promise<RentalWindowAnswer> {
      const response = await http('api/rental-bookings/window', {
        method: 'get',
        searchParams: { car_id: String(carId) },
        throwHttpErrors: false,
      });
      const text = await response.text().catch(() => '');
      if (!response.ok) throw apiErrorFromBody(response.status, response.statusText, text);
      return JSON.parse(text) as RentalWindowAnswer;
    },

    /** POST /api/rental-bookings: never throws for an HTTP answer; a refusal carries its field messages. */
    async bookRental(
      request: { car_id: number; pickUpDate: string; returnDate: string } & Record<string, unknown>,
      options: ReserveOptions = {},
    ): Promise<ReservationAttempt<RentalBookingAnswer>> {
      const response = await http('api/rental-bookings', {
        method: 'post',
        json: request,
        throwHttpErrors: false,
        headers: options.userAgent ? { 'user-agent': options.userAgent } : {},
      });
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (response.status === 201 && body !== null)
        return { ok: true, reservation: body as unknown as RentalBookingAnswer };
      const error = apiErrorFromBody(response.status, response.statusText, body);
      return {
        ok: false,
        status: response.status,
        error: error.serverMessage ?? BOOKING_FAILED_MESSAGE,
        ...(error.fields ? { fields: { ...error.fields } } : {}),
      };
    },
  };
}
