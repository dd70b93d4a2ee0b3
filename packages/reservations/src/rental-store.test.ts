import { beforeAll, describe, expect, it } from 'vitest';
import { bookRental, RENTAL_BOOKING_MIGRATION, rentalBookingsOf } from './rental-store.js';
import { backends, useTestDatabase } from './testing/databases.js';

const AT = new Date('2026-11-28T09:00:00Z');
let ids = 0;
const booking = (carId: number, pickUpDate: string, returnDate: string) => ({
  id: `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
  siteSlug: 'cityhop-rentals',
  carId,
  carSlug: `car-${carId}`,
  pickUpDate,
  returnDate,
  contact: { name: 'Ann Lee', email: 'ann@example.com' },
  bookedAt: AT,
});

describe.each(backends())('rental bookings on %s (issue 29)', (_, open) => {
  const database = useTestDatabase(open, { reset: false });
  beforeAll(async () => {
    for (const statement of RENTAL_BOOKING_MIGRATION.statements) await database.db.query(statement);
  });

  it('should keep every statement free of ";" so statement-splitting runners work', () => {
    for (const statement of RENTAL_BOOKING_MIGRATION.statements) expect(statement).not.toContain(';');
  });

  it('should book a car for dates and keep its other dates bookable', async () => {
    const first = await bookRental(database.db, booking(7001, '2026-12-10', '2026-12-15'));
    expect(first.ok).toBe(true);
    expect((await bookRental(database.db, booking(7001, '2026-12-15', '2026-12-18'))).ok).toBe(true);
    expect((await bookRental(database.db, booking(7001, '2026-12-01', '2026-12-10'))).ok).toBe(true);
    expect((await bookRental(database.db, booking(7002, '2026-12-10', '2026-12-15'))).ok).toBe(true);
    expect(await rentalBookingsOf(database.db, 7001, '2026-12-01')).toEqual([
      { pickUpDate: '2026-12-01', returnDate: '2026-12-10' },
      { pickUpDate: '2026-12-10', returnDate: '2026-12-15' },
      { pickUpDate: '2026-12-15', returnDate: '2026-12-18' },
    ]);
  });

  it('should refuse overlapping dates of the same car, naming the field, and store nothing', async () => {
    await bookRental(database.db, booking(7003, '2026-12-10', '2026-12-15'));
    const inside = await bookRental(database.db, booking(7003, '2026-12-12', '2026-12-20'));
    expect(inside).toMatchObject({ ok: false, field: 'pickUpDate' });
    const into = await bookRental(database.db, booking(7003, '2026-12-08', '2026-12-11'));
    expect(into).toMatchObject({
      ok: false,
      field: 'returnDate',
      taken: { pickUpDate: '2026-12-10', returnDate: '2026-12-15' },
    });
    expect(await rentalBookingsOf(database.db, 7003, '2026-01-01')).toHaveLength(1);
  });

  it('should let exactly one of two concurrent overlapping bookings of one car win', async () => {
    for (let round = 0; round < 5; round++) {
      const carId = 7100 + round;
      const results = await Promise.all([
        bookRental(database.db, booking(carId, '2027-01-10', '2027-01-14')),
        bookRental(database.db, booking(carId, '2027-01-12', '2027-01-16')),
        bookRental(database.db, booking(carId, '2027-01-13', '2027-01-15')),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(await rentalBookingsOf(database.db, carId, '2027-01-01')).toHaveLength(1);
    }
  });

  it('should roll the booking back when what commits with it fails', async () => {
    await expect(
      bookRental(database.db, booking(7200, '2026-12-10', '2026-12-11'), async () => {
        throw new Error('lead not stored');
      }),
    ).rejects.toThrow('lead not stored');
    expect(await rentalBookingsOf(database.db, 7200, '2026-01-01')).toEqual([]);
  });
});
