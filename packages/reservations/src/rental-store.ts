import { overlapField, type RentalDateField, type RentalDates } from './rental-dates.js';
import type { SqlExecutor, SqlPort } from './sql.js';

/*
 * §1 rental bookings (issue 29): a fleet car booked for dates, stored in `rental_bookings`. Two bookings
 * of one car never share a day however many server copies race: each booking takes a transaction-scoped
 * advisory lock on its car, then looks for an overlapping booked row, then inserts — so the second of two
 * overlapping requests sees the first (PostgreSQL and PGlite alike; PGlite runs one transaction at a time).
 */

/** One statement per entry, none containing ';' (the BFF's runner splits on it). */
export const RENTAL_BOOKING_MIGRATION_STATEMENTS: readonly string[] = [
  `CREATE TABLE rental_bookings (
    id uuid PRIMARY KEY,
    site_slug text NOT NULL,
    car_id bigint NOT NULL,
    car_slug text NOT NULL,
    pick_up_date date NOT NULL,
    return_date date NOT NULL,
    status text NOT NULL CHECK (status IN ('booked', 'cancelled')),
    contact jsonb NOT NULL,
    booked_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    CHECK (return_date > pick_up_date)
  )`,
  `CREATE INDEX rental_bookings_car_dates ON rental_bookings (car_id, pick_up_date) WHERE status = 'booked'`,
];

export const RENTAL_BOOKING_MIGRATION = {
  name: 'rental bookings: a fleet car booked from a pick-up to a return date (issue 29)',
  sql: `${RENTAL_BOOKING_MIGRATION_STATEMENTS.join(';\n\n')};\n`,
  statements: RENTAL_BOOKING_MIGRATION_STATEMENTS,
} as const;

/** The advisory-lock namespace of rental bookings (the second key is the car). */
const LOCK_NAMESPACE = 724_311_085;

export interface RentalBooking extends RentalDates {
  id: string;
  siteSlug: string;
  carId: number;
  carSlug: string;
  status: 'booked' | 'cancelled';
  /** The shopper's contact details (`parseReservationContact`'s), stored as JSON. */
  contact: object;
  bookedAt: Date;
}

export type BookRentalResult =
  | { ok: true; booking: RentalBooking }
  | { ok: false; field: RentalDateField; error: string; taken: RentalDates };

/** `booked` rows of a car that share a day with `dates` ([pick-up, return) each). */
async function overlapping(tx: SqlExecutor, carId: number, dates: RentalDates): Promise<RentalDates | null> {
  const { rows } = await tx.query<{ pick_up_date: string; return_date: string }>(
    `SELECT to_char(pick_up_date, 'YYYY-MM-DD') AS pick_up_date, to_char(return_date, 'YYYY-MM-DD') AS return_date
       FROM rental_bookings
      WHERE car_id = $1 AND status = 'booked' AND pick_up_date < $3::date AND return_date > $2::date
      ORDER BY pick_up_date LIMIT 1`,
    [carId, dates.pickUpDate, dates.returnDate],
  );
  const row = rows[0];
  return row ? { pickUpDate: row.pick_up_date, returnDate: row.return_date } : null;
}

/**
 * Books `booking`'s car for its dates (already checked by `checkRentalDates`), unless another booking of
 * the car shares a day: then nothing is stored and the refusal names the field to change.
 * `afterInsert` runs in the same transaction (the caller's lead row commits with the booking).
 */
export async function bookRental(
  db: SqlPort,
  booking: Omit<RentalBooking, 'status'>,
  afterInsert?: (tx: SqlExecutor, booking: RentalBooking) => Promise<void>,
): Promise<BookRentalResult> {
  return db.transaction(async (tx): Promise<BookRentalResult> => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_NAMESPACE, booking.carId % 2_147_483_647]);
    const taken = await overlapping(tx, booking.carId, booking);
    if (taken) {
      const field = overlapField(booking, taken);
      return {
        ok: false,
        field,
        taken,
        error: `This car is already booked from ${taken.pickUpDate} to ${taken.returnDate}. Choose other dates.`,
      };
    }
    const stored: RentalBooking = { ...booking, status: 'booked' };
    await tx.query(
      `INSERT INTO rental_bookings (id, site_slug, car_id, car_slug, pick_up_date, return_date, status, contact, booked_at, updated_at)
       VALUES ($1, $2, $3, $4, $5::date, $6::date, 'booked', $7, $8, $8)`,
      [
        booking.id,
        booking.siteSlug,
        booking.carId,
        booking.carSlug,
        booking.pickUpDate,
        booking.returnDate,
        JSON.stringify(booking.contact),
        booking.bookedAt.toISOString(),
      ],
    );
    await afterInsert?.(tx, stored);
    return { ok: true, booking: stored };
  });
}

/** The booked date ranges of a car from `fromDate` on, earliest first (what the booking form shows as taken). */
export async function rentalBookingsOf(
  db: SqlExecutor,
  carId: number,
  fromDate: string,
): Promise<RentalDates[]> {
  const { rows } = await db.query<{ pick_up_date: string; return_date: string }>(
    `SELECT to_char(pick_up_date, 'YYYY-MM-DD') AS pick_up_date, to_char(return_date, 'YYYY-MM-DD') AS return_date
       FROM rental_bookings WHERE car_id = $1 AND status = 'booked' AND return_date > $2::date
      ORDER BY pick_up_date`,
    [carId, fromDate],
  );
  return rows.map((r) => ({ pickUpDate: r.pick_up_date, returnDate: r.return_date }));
}
