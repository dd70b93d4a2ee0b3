import { randomUUID } from 'node:crypto';
import {
  APPOINTMENT_MINUTES,
  type AppointmentAction,
  type AppointmentStatus,
  holdsCar,
  moveAppointment,
} from '@dealer/staff';
import { toIso } from '../store/rows.js';
import type { SqlExecutor } from '../store/sql.js';
import { type AppointmentPayload, queueAppointmentEvent, queueShopperMail, shopperEmail } from './queue.js';

/**
 * Appointments in the store (issue 33 item 2). A car's slots never overlap: each booking of a car takes
 * a transaction-scoped advisory lock on that car, checks the car's open appointments, then writes, so
 * two bookings at once are decided one after the other (PostgreSQL and PGlite alike). Every change
 * queues its `appointment.*` webhook event and, for confirm / reschedule / cancel, the shopper's mail.
 */

export interface AppointmentRow {
  id: string;
  site_slug: string;
  lead_id: string;
  location_id: number;
  car_id: number | null;
  salesperson_id: string | null;
  starts_at: unknown;
  ends_at: unknown;
  status: AppointmentStatus;
}

export type Refusal = { ok: false; status: 400 | 404 | 409; field: string; error: string };
export type Booked = { ok: true; appointment: AppointmentPayload } | Refusal;

const COLUMNS = 'id, site_slug, lead_id, location_id, car_id, salesperson_id, starts_at, ends_at, status';

export function payloadOf(row: AppointmentRow): AppointmentPayload {
  return {
    id: row.id,
    lead_id: row.lead_id,
    status: row.status,
    starts_at: toIso(row.starts_at),
    ends_at: toIso(row.ends_at),
    location_id: row.location_id,
    car_id: row.car_id,
    salesperson_id: row.salesperson_id,
  };
}

/** Whether the car is booked in [startsAt, endsAt) by another open appointment (under the car's lock). */
async function carTaken(
  tx: SqlExecutor,
  site: string,
  carId: number | null,
  startsAt: Date,
  exceptId: string | null,
): Promise<boolean> {
  if (carId === null) return false;
  const endsAt = new Date(startsAt.getTime() + APPOINTMENT_MINUTES * 60_000);
  await tx.query('SELECT pg_advisory_xact_lock(110, hashtext($1))', [`${site}:${carId}`]);
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM appointments
      WHERE site_slug = $1 AND car_id = $2 AND status IN ('pending', 'confirmed')
        AND starts_at < $4 AND ends_at > $3 AND ($5::uuid IS NULL OR id <> $5::uuid) LIMIT 1`,
    [site, carId, startsAt.toISOString(), endsAt.toISOString(), exceptId],
  );
  return rows.length > 0;
}

const taken = (): Refusal => ({
  ok: false,
  status: 409,
  field: 'starts_at',
  error: 'This car is already booked for a test drive at that time. Choose another time.',
});

export interface NewAppointment {
  site: string;
  leadId: string;
  locationId: number;
  carId: number | null;
  salespersonId: string | null;
  startsAt: Date;
}

/** Books a pending appointment for a lead (one per lead) and queues `appointment.created`. */
export async function createAppointment(tx: SqlExecutor, input: NewAppointment, now: Date): Promise<Booked> {
  if (await carTaken(tx, input.site, input.carId, input.startsAt, null)) return taken();
  const row: AppointmentRow = {
    id: randomUUID(),
    site_slug: input.site,
    lead_id: input.leadId,
    location_id: input.locationId,
    car_id: input.carId,
    salesperson_id: input.salespersonId,
    starts_at: input.startsAt,
    ends_at: new Date(input.startsAt.getTime() + APPOINTMENT_MINUTES * 60_000),
    status: 'pending',
  };
  const inserted = await tx.query(
    `INSERT INTO appointments (${COLUMNS}, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $9) ON CONFLICT (lead_id) DO NOTHING RETURNING id`,
    [
      row.id,
      row.site_slug,
      row.lead_id,
      row.location_id,
      row.car_id,
      row.salesperson_id,
      toIso(row.starts_at),
      toIso(row.ends_at),
      now.toISOString(),
    ],
  );
  if (inserted.rows.length === 0)
    return { ok: false, status: 409, field: 'lead_id', error: 'This lead has an appointment already.' };
  const appointment = payloadOf(row);
  await queueAppointmentEvent(tx, input.site, 'appointment.created', appointment, now);
  return { ok: true, appointment };
}

/** An appointment of one of `sites`, locked for a change; null when there is none (404). */
export async function lockAppointment(
  tx: SqlExecutor,
  id: string,
  sites: readonly string[],
): Promise<AppointmentRow | null> {
  const { rows } = await tx.query<AppointmentRow>(
    `SELECT a.id, a.site_slug, a.lead_id, a.location_id, a.car_id, COALESCE(a.salesperson_id, w.assignee_id)
            AS salesperson_id, a.starts_at, a.ends_at, a.status
       FROM appointments a LEFT JOIN lead_work w ON w.lead_id = a.lead_id
      WHERE a.id = $1 AND a.site_slug = ANY($2::text[]) FOR UPDATE OF a`,
    [id, [...sites]],
  );
  return rows[0] ?? null;
}

const MAILED: Partial<Record<AppointmentAction, string>> = {
  confirm: 'appointment_confirmed',
  reschedule: 'appointment_rescheduled',
  cancel: 'appointment_cancelled',
};

/** Moves a locked appointment by `action` (a new start for reschedule); queues its webhook and mail. */
export async function changeAppointment(
  tx: SqlExecutor,
  row: AppointmentRow,
  action: AppointmentAction,
  startsAt: Date | null,
  now: Date,
): Promise<Booked> {
  const move = moveAppointment(row.status, action);
  if (!move.ok) return { ok: false, status: 409, field: move.field, error: move.error };
  let starts = new Date(toIso(row.starts_at));
  if (action === 'reschedule') {
    if (!startsAt)
      return { ok: false, status: 400, field: 'starts_at', error: 'Choose the new date and time.' };
    if (holdsCar(move.status) && (await carTaken(tx, row.site_slug, row.car_id, startsAt, row.id)))
      return taken();
    starts = startsAt;
  }
  const ends = new Date(starts.getTime() + APPOINTMENT_MINUTES * 60_000);
  await tx.query(
    'UPDATE appointments SET status = $2, starts_at = $3, ends_at = $4, updated_at = $5 WHERE id = $1',
    [row.id, move.status, starts.toISOString(), ends.toISOString(), now.toISOString()],
  );
  const appointment: AppointmentPayload = {
    ...payloadOf({ ...row, status: move.status, starts_at: starts, ends_at: ends }),
    ...(action === 'reschedule' ? { previous_starts_at: toIso(row.starts_at) } : {}),
  };
  await queueAppointmentEvent(tx, row.site_slug, move.topic, appointment, now);
  const kind = MAILED[action];
  if (kind) {
    const lead = await tx.query<{ data: Record<string, unknown> }>('SELECT data FROM leads WHERE id = $1', [
      row.lead_id,
    ]);
    const to = shopperEmail(lead.rows[0]?.data ?? {});
    if (to)
      await queueShopperMail(tx, {
        site: row.site_slug,
        leadId: row.lead_id,
        kind,
        to,
        at: now,
        appointment,
      });
  }
  return { ok: true, appointment };
}

export interface CalendarQuery {
  site: string;
  locationId: number | null;
  from: Date;
  to: Date;
  /** A salesperson sees only their own appointments. */
  salespersonId: string | null;
}

/** The appointments starting in [from, to), with the shopper's name and the lead's category. */
export async function listAppointments(db: SqlExecutor, q: CalendarQuery) {
  const { rows } = await db.query<
    AppointmentRow & { data: Record<string, unknown>; salesperson: string | null }
  >(
    `SELECT a.id, a.site_slug, a.lead_id, a.location_id, a.car_id,
            COALESCE(a.salesperson_id, w.assignee_id) AS salesperson_id, a.starts_at, a.ends_at,
            a.status, l.data, s.name AS salesperson
       FROM appointments a JOIN leads l ON l.id = a.lead_id LEFT JOIN lead_work w ON w.lead_id = a.lead_id
       LEFT JOIN staff_users s ON s.id = COALESCE(a.salesperson_id, w.assignee_id)
      WHERE a.site_slug = $1 AND ($2::integer IS NULL OR a.location_id = $2::integer) AND a.starts_at >= $3
        AND a.starts_at < $4 AND ($5::uuid IS NULL OR COALESCE(a.salesperson_id, w.assignee_id) = $5::uuid)
      ORDER BY a.starts_at, a.id LIMIT 500`,
    [q.site, q.locationId, q.from.toISOString(), q.to.toISOString(), q.salespersonId],
  );
  return rows;
}
