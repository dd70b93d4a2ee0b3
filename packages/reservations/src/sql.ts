import type { ReservationContact } from './contact.js';
import {
  ACTIVE_STATUSES,
  type ProviderName,
  RESERVATION_STATUSES,
  type Reservation,
  type ReservationStatus,
  type StatusReason,
} from './reservation.js';

/**
 * The minimal SQL port the reservation service needs. A PGlite instance fits it as it is; `pg` fits it
 * through `sqlPortFromPgPool` (or the BFF's own store adapter, which has the same shape).
 */
export interface SqlExecutor {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface SqlPort extends SqlExecutor {
  /** Runs `fn` in one transaction: all of it commits, or none of it. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
}

/** What `sqlPortFromPgPool` needs of a `pg.Pool` (typed structurally: no runtime dependency on pg). */
export interface PgPoolLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  connect(): Promise<{
    query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
    release(error?: Error | boolean): void;
  }>;
}

/** Adapts a `pg.Pool` to the SQL port: a transaction is BEGIN/COMMIT on one pooled client. */
export function sqlPortFromPgPool(pool: PgPoolLike): SqlPort {
  return {
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await pool.query(sql, params)).rows as T[],
    }),
    async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <R>(sql: string, params?: unknown[]) => ({
            rows: (await client.query(sql, params)).rows as R[],
          }),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
  };
}

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** The active statuses as an SQL list (`status IN (…)`): a hold that keeps its car reserved. */
export const ACTIVE_STATUS_LIST = list(ACTIVE_STATUSES);

/**
 * PostgreSQL DDL (runs on PGlite too). One statement per entry, none containing a ';', so runners that
 * split on ';' (the BFF's) and runners that execute one statement at a time both work.
 *
 * The partial unique index is what makes "two shoppers racing for one car can never both hold it" true:
 * the second INSERT of an active row for the same car fails with a unique violation, however many server
 * copies run (RESERVATION_HOLDS_MIGRATION narrows it from (site, car) to the car). `payment_events` records every processed provider event by its id, so a
 * webhook delivered twice is applied once.
 */
export const RESERVATION_MIGRATION_STATEMENTS: readonly string[] = [
  `CREATE TABLE reservations (
    id uuid PRIMARY KEY,
    site_slug text NOT NULL,
    car_id bigint NOT NULL,
    car_slug text NOT NULL,
    status text NOT NULL CHECK (status IN (${list(RESERVATION_STATUSES)})),
    status_reason text,
    provider text NOT NULL,
    deposit_cents integer NOT NULL CHECK (deposit_cents >= 0),
    currency text NOT NULL DEFAULT 'aud',
    contact jsonb NOT NULL,
    payment_session_id text,
    payment_ref text,
    paid_cents integer,
    refund_ref text,
    held_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (expires_at > held_at)
  )`,
  `CREATE UNIQUE INDEX reservations_one_active_per_car ON reservations (site_slug, car_id) WHERE status IN (${list(ACTIVE_STATUSES)})`,
  `CREATE INDEX reservations_held_expiry ON reservations (site_slug, expires_at) WHERE status = 'held'`,
  `CREATE INDEX reservations_refund_due ON reservations (site_slug) WHERE status = 'refund_due'`,
  `CREATE TABLE payment_events (
    provider text NOT NULL,
    event_id text NOT NULL,
    reservation_id uuid REFERENCES reservations (id),
    kind text NOT NULL,
    outcome text NOT NULL,
    received_at timestamptz NOT NULL,
    PRIMARY KEY (provider, event_id)
  )`,
];

/** The same migration as one text, statements separated by ';'. */
export const RESERVATION_MIGRATION_SQL = `${RESERVATION_MIGRATION_STATEMENTS.join(';\n\n')};\n`;

export const RESERVATION_MIGRATION = {
  name: 'reservations with one active hold per car, payment events processed once',
  sql: RESERVATION_MIGRATION_SQL,
  statements: RESERVATION_MIGRATION_STATEMENTS,
} as const;

/**
 * The second migration: one active hold per car whichever site it came through, and who holds it.
 *
 * Sites of one dealer group list the same dealership's cars (same car ids), so the first index's
 * (site_slug, car_id) let one car be held once per site. A database that already holds such a car twice
 * keeps the paid or confirmed one (else the earliest) and ends the others: a later hold is cancelled, a
 * later paid one becomes refund_due (the sweep refunds it). `holder_keys` (contact email and phone,
 * hashed visitor and network keys) is what the per-holder bounds count.
 */
export const RESERVATION_HOLDS_MIGRATION_STATEMENTS: readonly string[] = [
  `ALTER TABLE reservations ADD COLUMN holder_keys text[] NOT NULL DEFAULT '{}'`,
  `UPDATE reservations SET
     status = CASE WHEN reservations.status = 'paid' THEN 'refund_due' ELSE 'cancelled' END,
     status_reason = 'held_on_another_site', updated_at = now()
   FROM (SELECT id, row_number() OVER (
           PARTITION BY car_id ORDER BY status IN ('paid', 'confirmed') DESC, held_at, id) AS rank
         FROM reservations WHERE status IN (${list(ACTIVE_STATUSES)})) AS ranked
   WHERE ranked.id = reservations.id AND ranked.rank > 1`,
  'DROP INDEX reservations_one_active_per_car',
  `CREATE UNIQUE INDEX reservations_one_active_per_car ON reservations (car_id) WHERE status IN (${list(ACTIVE_STATUSES)})`,
  `CREATE INDEX reservations_held_by ON reservations USING gin (holder_keys) WHERE status = 'held'`,
];

export const RESERVATION_HOLDS_MIGRATION = {
  name: 'one active hold per car across sites, holders of holds',
  sql: `${RESERVATION_HOLDS_MIGRATION_STATEMENTS.join(';\n\n')};\n`,
  statements: RESERVATION_HOLDS_MIGRATION_STATEMENTS,
} as const;

/** Every reservation migration in order (a runner applies each once). */
export const RESERVATION_MIGRATIONS = [RESERVATION_MIGRATION, RESERVATION_HOLDS_MIGRATION] as const;

/** Applies the migrations in one transaction (for tests and tools without a migration runner). */
export async function applyReservationMigration(db: SqlPort): Promise<void> {
  await db.transaction(async (tx) => {
    for (const migration of RESERVATION_MIGRATIONS) {
      for (const statement of migration.statements) await tx.query(statement);
    }
  });
}

/** A `reservations` row as drivers return it (bigint and numeric may come back as strings). */
export interface ReservationRow {
  id: string;
  site_slug: string;
  car_id: string | number;
  car_slug: string;
  status: string;
  status_reason: string | null;
  provider: string;
  deposit_cents: number;
  currency: string;
  contact: ReservationContact | string;
  payment_session_id: string | null;
  payment_ref: string | null;
  paid_cents: number | null;
  refund_ref: string | null;
  held_at: Date | string;
  expires_at: Date | string;
  updated_at: Date | string;
}

export const RESERVATION_COLUMNS =
  'id, site_slug, car_id, car_slug, status, status_reason, provider, deposit_cents, currency, contact, payment_session_id, payment_ref, paid_cents, refund_ref, held_at, expires_at, updated_at';

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function reservationFromRow(row: ReservationRow): Reservation {
  if (!(RESERVATION_STATUSES as readonly string[]).includes(row.status)) {
    throw new Error(`Reservation ${row.id} has an unknown status '${row.status}'`);
  }
  return {
    id: row.id,
    siteSlug: row.site_slug,
    carId: Number(row.car_id),
    carSlug: row.car_slug,
    status: row.status as ReservationStatus,
    statusReason: row.status_reason as StatusReason | null,
    provider: row.provider as ProviderName,
    depositCents: Number(row.deposit_cents),
    currency: 'aud',
    contact: typeof row.contact === 'string' ? (JSON.parse(row.contact) as ReservationContact) : row.contact,
    paymentSessionId: row.payment_session_id,
    paymentRef: row.payment_ref,
    paidCents: row.paid_cents === null ? null : Number(row.paid_cents),
    refundRef: row.refund_ref,
    heldAt: asDate(row.held_at),
    expiresAt: asDate(row.expires_at),
    updatedAt: asDate(row.updated_at),
  };
}

/** Parameters $1…$17 in RESERVATION_COLUMNS order. */
export function reservationParams(r: Reservation): unknown[] {
  return [
    r.id,
    r.siteSlug,
    r.carId,
    r.carSlug,
    r.status,
    r.statusReason,
    r.provider,
    r.depositCents,
    r.currency,
    JSON.stringify(r.contact),
    r.paymentSessionId,
    r.paymentRef,
    r.paidCents,
    r.refundRef,
    r.heldAt.toISOString(),
    r.expiresAt.toISOString(),
    r.updatedAt.toISOString(),
  ];
}

/** A unique violation (SQLSTATE 23505) on the one-active-hold index: another hold won the race. */
export function isActiveHoldConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code !== '23505') return false;
  return (
    constraint === 'reservations_one_active_per_car' ||
    (typeof message === 'string' && message.includes('reservations_one_active_per_car'))
  );
}
