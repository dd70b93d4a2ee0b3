import { describe, expect, it } from 'vitest';
import type { Reservation, ReservationStatus } from './reservation.js';
import {
  isActiveHoldConflict,
  RESERVATION_COLUMNS,
  RESERVATION_HOLDS_MIGRATION,
  RESERVATION_MIGRATION,
  RESERVATION_MIGRATION_STATEMENTS,
  type ReservationRow,
  reservationFromRow,
  reservationParams,
} from './sql.js';
import { backends, useTestDatabase } from './testing/databases.js';
import { T0, testReservation } from './testing/rows.js';

const row = testReservation;

const INSERT = `INSERT INTO reservations (${RESERVATION_COLUMNS}) VALUES (${Array.from({ length: 17 }, (_, i) => `$${i + 1}`).join(', ')})`;

describe('sql', () => {
  it('should keep every statement free of ";" so statement-splitting runners work', () => {
    for (const statement of RESERVATION_MIGRATION_STATEMENTS) expect(statement).not.toContain(';');
    expect(RESERVATION_MIGRATION.sql.split(';').filter((s) => s.trim())).toHaveLength(
      RESERVATION_MIGRATION_STATEMENTS.length,
    );
    expect(RESERVATION_MIGRATION.sql).toContain(
      "ON reservations (site_slug, car_id) WHERE status IN ('held', 'paid', 'confirmed')",
    );
    for (const statement of RESERVATION_HOLDS_MIGRATION.statements) expect(statement).not.toContain(';');
    expect(RESERVATION_HOLDS_MIGRATION.sql).toContain(
      "ON reservations (car_id) WHERE status IN ('held', 'paid', 'confirmed')",
    );
  });

  describe.each(backends())('upgrading a store that held one car on two sites, on %s', (_, open) => {
    const database = useTestDatabase(open, { reset: false });

    it('should keep the paid (else the earliest) hold of each car and end the others', async () => {
      // The store as the first migration left it: (site, car) unique, so one car held on three sites.
      await database.db.query('DROP TABLE payment_events, reservations');
      for (const statement of RESERVATION_MIGRATION_STATEMENTS) await database.db.query(statement);
      const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
      const early = row({ heldAt: at(0), siteSlug: 'a' });
      const paid = row({
        heldAt: at(5),
        siteSlug: 'b',
        status: 'paid',
        paymentRef: 'pi_9',
        paidCents: 20_000,
      });
      const late = row({ heldAt: at(9), siteSlug: 'c' });
      const alone = row({ carId: 2002, heldAt: at(1), siteSlug: 'c' });
      const heldFirst = row({ carId: 3003, heldAt: at(0), siteSlug: 'a' });
      const paidLate = row({ carId: 3003, heldAt: at(7), siteSlug: 'b', status: 'held' });
      for (const r of [early, paid, late, alone, heldFirst, paidLate]) await insert(r);
      for (const statement of RESERVATION_HOLDS_MIGRATION.statements) await database.db.query(statement);

      const { rows } = await database.db.query<{ id: string; status: string; status_reason: string | null }>(
        'SELECT id, status, status_reason FROM reservations',
      );
      const state = Object.fromEntries(rows.map((r) => [r.id, [r.status, r.status_reason]]));
      expect(state[paid.id]).toEqual(['paid', null]);
      expect(state[early.id]).toEqual(['cancelled', 'held_on_another_site']);
      expect(state[late.id]).toEqual(['cancelled', 'held_on_another_site']);
      expect(state[alone.id]).toEqual(['held', null]);
      expect(state[heldFirst.id]).toEqual(['held', null]);
      expect(state[paidLate.id]).toEqual(['cancelled', 'held_on_another_site']);
      expect(isActiveHoldConflict(await failure(row({ carId: 2002, siteSlug: 'd' })))).toBe(true);
    });

    const insert = (r: Reservation) => database.db.query(INSERT, reservationParams(r));
    const failure = (r: Reservation) =>
      insert(r).then(
        () => null,
        (e: unknown) => e,
      );
  });

  describe.each(backends())('on %s', (_, open) => {
    const database = useTestDatabase(open);

    const insert = (r: Reservation) => database.db.query(INSERT, reservationParams(r));
    const failure = (r: Reservation) =>
      insert(r).then(
        () => null,
        (e: unknown) => e,
      );

    it('should round-trip a reservation through its row', async () => {
      const r = row({ paymentRef: 'pi_1', paidCents: 20_000, status: 'paid', statusReason: null });
      await insert(r);
      const { rows } = await database.db.query<ReservationRow>(
        `SELECT ${RESERVATION_COLUMNS} FROM reservations`,
      );
      expect(reservationFromRow(rows[0]!)).toEqual(r);
    });

    it.each<ReservationStatus>(['held', 'paid', 'confirmed'])(
      'should allow one active row per car: a second beside a %s one is a unique violation',
      async (status) => {
        await insert(row({ status }));
        const error = await failure(row());
        expect(isActiveHoldConflict(error)).toBe(true);
      },
    );

    it('should allow a new hold once the earlier one has ended, but not the same car on another site', async () => {
      const first = row();
      await insert(first);
      await database.db.query(`UPDATE reservations SET status = 'expired' WHERE id = $1`, [first.id]);
      await insert(row());
      expect(isActiveHoldConflict(await failure(row({ siteSlug: 'other-site' })))).toBe(true);
      await insert(row({ siteSlug: 'other-site', carId: 1002 }));
      for (const status of ['expired', 'cancelled', 'refund_due', 'refunded'] as const)
        await insert(row({ status, siteSlug: 'other-site' }));
      const { rows } = await database.db.query<{ n: string | number }>(
        'SELECT count(*) AS n FROM reservations',
      );
      expect(Number(rows[0]?.n)).toBe(7);
    });

    it('should refuse an unknown status and an expiry before the hold', async () => {
      expect(isActiveHoldConflict(await failure(row({ status: 'lost' as ReservationStatus })))).toBe(false);
      expect(await failure(row({ status: 'lost' as ReservationStatus }))).toBeTruthy();
      expect(await failure(row({ expiresAt: T0 }))).toBeTruthy();
    });

    it('should record a provider event id once', async () => {
      const record = `INSERT INTO payment_events (provider, event_id, kind, outcome, received_at)
        VALUES ('stripe', 'evt_1', 'payment_succeeded', 'paid', now()) ON CONFLICT DO NOTHING RETURNING event_id`;
      expect((await database.db.query(record)).rows).toHaveLength(1);
      expect((await database.db.query(record)).rows).toHaveLength(0);
    });

    it('should roll a transaction back whole when it fails', async () => {
      const r = row();
      await expect(
        database.db.transaction(async (tx) => {
          await tx.query(INSERT, reservationParams(r));
          await tx.query('SELECT 1/0');
        }),
      ).rejects.toThrow();
      expect((await database.db.query('SELECT id FROM reservations')).rows).toHaveLength(0);
    });
  });

  describe('isActiveHoldConflict', () => {
    it('should recognise only the one-active-hold unique violation', () => {
      expect(isActiveHoldConflict({ code: '23505', constraint: 'reservations_one_active_per_car' })).toBe(
        true,
      );
      expect(isActiveHoldConflict({ code: '23505', constraint: 'reservations_pkey' })).toBe(false);
      expect(isActiveHoldConflict({ code: '23503', constraint: 'reservations_one_active_per_car' })).toBe(
        false,
      );
      expect(isActiveHoldConflict(new Error('boom'))).toBe(false);
      expect(isActiveHoldConflict(null)).toBe(false);
    });
  });

  describe('reservationFromRow', () => {
    it('should read bigint/json/timestamp columns that drivers return as strings', () => {
      const r = row();
      const fromDriver: ReservationRow = {
        id: r.id,
        site_slug: r.siteSlug,
        car_id: '1001',
        car_slug: r.carSlug,
        status: 'held',
        status_reason: null,
        provider: 'stripe',
        deposit_cents: 20_000,
        currency: 'aud',
        contact: JSON.stringify(r.contact),
        payment_session_id: null,
        payment_ref: null,
        paid_cents: null,
        refund_ref: null,
        held_at: T0.toISOString(),
        expires_at: r.expiresAt.toISOString(),
        updated_at: T0.toISOString(),
      };
      expect(reservationFromRow(fromDriver)).toEqual(r);
      expect(() => reservationFromRow({ ...fromDriver, status: 'lost' })).toThrow(/unknown status 'lost'/);
    });
  });
});
