import { localTime } from '@dealer/site-registry';

/**
 * Console, appointments (issue 33 item 2): a test-drive lead becomes an appointment with a time, a car, a
 * location and a salesperson. Its statuses follow Dealer Studio's lead webhook v3: pending → confirmed →
 * completed | no_show, and cancelled from pending or confirmed. A pending or confirmed appointment may be
 * rescheduled (it keeps its status). Completed, no-show and cancelled are final. Pure: no clock, no I/O.
 */

export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'completed', 'no_show', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const APPOINTMENT_STATUS_LABELS: Readonly<Record<AppointmentStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

export const APPOINTMENT_ACTIONS = ['confirm', 'reschedule', 'complete', 'no_show', 'cancel'] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

/** The webhook topic each move emits (`appointment.created` is emitted when one is made). */
export const APPOINTMENT_TOPICS: Readonly<Record<AppointmentAction, string>> = {
  confirm: 'appointment.confirmed',
  reschedule: 'appointment.rescheduled',
  complete: 'appointment.completed',
  no_show: 'appointment.no_show',
  cancel: 'appointment.cancelled',
};

const MOVES: Readonly<Record<AppointmentStatus, Partial<Record<AppointmentAction, AppointmentStatus>>>> = {
  pending: { confirm: 'confirmed', reschedule: 'pending', cancel: 'cancelled' },
  confirmed: { reschedule: 'confirmed', complete: 'completed', no_show: 'no_show', cancel: 'cancelled' },
  completed: {},
  no_show: {},
  cancelled: {},
};

export type AppointmentMove =
  | { ok: true; status: AppointmentStatus; topic: string }
  | { ok: false; field: 'action'; error: string };

export function isAppointmentAction(value: unknown): value is AppointmentAction {
  return typeof value === 'string' && (APPOINTMENT_ACTIONS as readonly string[]).includes(value);
}

/** The status after `action` on an appointment in `from`, or the refusal naming the field. */
export function moveAppointment(from: AppointmentStatus, action: AppointmentAction): AppointmentMove {
  const status = MOVES[from][action];
  if (!status) {
    return {
      ok: false,
      field: 'action',
      error: `A ${APPOINTMENT_STATUS_LABELS[from].toLowerCase()} appointment cannot be ${action.replace('_', '-')}ed.`,
    };
  }
  return { ok: true, status, topic: APPOINTMENT_TOPICS[action] };
}

/** The actions a person may take on an appointment in `status` (the console's buttons). */
export function appointmentActions(status: AppointmentStatus): AppointmentAction[] {
  return APPOINTMENT_ACTIONS.filter((a) => MOVES[status][a] !== undefined);
}

/** Statuses that hold the car: a cancelled, completed or no-show appointment frees its slot. */
export function holdsCar(status: AppointmentStatus): boolean {
  return status === 'pending' || status === 'confirmed';
}

export interface Slot {
  startsAt: Date;
  endsAt: Date;
}

/** Two half-open slots [start, end) overlap: back-to-back slots do not. */
export function slotsOverlap(a: Slot, b: Slot): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
}

/** A test drive's default length. */
export const APPOINTMENT_MINUTES = 30;

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/**
 * The years a wall-clock time may name: four digits that read back as written (Date.UTC takes 0–99 as
 * 1900–1999, and a zone's date text of a year before 1000 is not four digits).
 */
const WALL_YEARS = { first: 1000, last: 9999 } as const;
/**
 * The dates a person may choose (a calendar's day, a dashboard's period, a promotion's first and last
 * day): 1900-01-01 to 9998-12-31, so the days around any of them (a week, the day after) are wall-clock
 * dates too. 9999-12-31 is not: its day after has no four-digit year.
 */
const CHOSEN_YEARS = { first: 1900, last: 9998 } as const;

/** Whether `value` is a real `YYYY-MM-DD` date a person may choose (see CHOSEN_YEARS); never throws. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < CHOSEN_YEARS.first || year > CHOSEN_YEARS.last) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * The instant of a wall-clock time (`YYYY-MM-DDTHH:MM`) in an IANA zone, or null when the text is not
 * one (years 1000–9999). A time skipped by a clock put forward reads as the hour after.
 */
export function zonedInstant(wall: string, timeZone: string): Date | null {
  const m = WALL.exec(wall.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (year < WALL_YEARS.first || year > WALL_YEARS.last) return null;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(asUtc).getUTCDate() !== day) return null;
  let guess = asUtc;
  // Two passes settle the zone's offset at the guess (it may change across a daylight-saving switch).
  for (let i = 0; i < 2; i += 1) {
    const local = localTime(new Date(guess), timeZone);
    const localMs = Date.parse(`${local.date}T00:00:00Z`) + local.minutes * 60_000;
    guess += asUtc - localMs;
  }
  return new Date(guess);
}

/** The wall-clock text (`YYYY-MM-DDTHH:MM`) of an instant in a zone (the reschedule form's value). */
export function wallTime(instant: Date, timeZone: string): string {
  const local = localTime(instant, timeZone);
  const hh = String(Math.floor(local.minutes / 60)).padStart(2, '0');
  const mm = String(local.minutes % 60).padStart(2, '0');
  return `${local.date}T${hh}:${mm}`;
}

export interface CalendarDay {
  date: string;
  startsAt: Date;
  endsAt: Date;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The days a calendar view shows in a zone: `day` the anchor date alone, `week` Monday to Sunday of the
 * anchor's week; each day from its local midnight to the next. The anchor defaults to `now`'s local date.
 */
export function calendarDays(
  view: 'day' | 'week',
  timeZone: string,
  now: Date,
  anchor?: string | null,
): CalendarDay[] {
  const date = isCalendarDate(anchor) ? anchor : localTime(now, timeZone).date;
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const first = view === 'week' ? addDays(date, -weekday) : date;
  const count = view === 'week' ? 7 : 1;
  return Array.from({ length: count }, (_, i) => {
    const d = addDays(first, i);
    return {
      date: d,
      startsAt: zonedInstant(`${d}T00:00`, timeZone) as Date,
      endsAt: zonedInstant(`${addDays(d, 1)}T00:00`, timeZone) as Date,
    };
  });
}

/** The anchor date of the previous and next view (a day or a week away). */
export function calendarStep(view: 'day' | 'week', date: string): { previous: string; next: string } {
  const step = view === 'week' ? 7 : 1;
  return { previous: addDays(date, -step), next: addDays(date, step) };
}
