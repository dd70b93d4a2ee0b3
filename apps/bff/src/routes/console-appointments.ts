import { primaryLocation, siteTimeZone } from '@dealer/site-registry';
import {
  APPOINTMENT_STATUS_LABELS,
  appointmentActions,
  calendarDays,
  calendarStep,
  can,
  canAccess,
  isAppointmentAction,
  seesOnlyOwnLeads,
  zonedInstant,
} from '@dealer/staff';
import type { Hono } from 'hono';
import { changeAppointment, listAppointments, lockAppointment } from '../appointments/store.js';
import { type AppContext, type AppDeps, type AppEnv, badRequest, readJson } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { auditBase, auditedWrite, notFound, UUID } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';

/**
 * Appointments in the console (issue 33 item 2):
 *   GET  /api/console/appointments?site=&location=&view=day|week&date=YYYY-MM-DD
 *        → {site, timeZone, view, date, previous, next, location, locations, days: [{date, appointments}]}
 *   POST /api/console/appointments/{id}/{confirm|reschedule|complete|no_show|cancel} {starts_at?}
 *        → 200 {appointment}; 409 naming the field (the car booked then, a move not allowed); 400 (no time)
 * Times are the site's (the location's) wall clock; a salesperson sees and moves only their own.
 */

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

async function calendarRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  const site = deps.registry.sites.find((s) => s.slug === (c.req.query('site') ?? ''));
  if (!site || !canAccess(staff, site.slug, 'leads.read')) return notFound(c, 'Site not found');
  const asked = Number(c.req.query('location'));
  const location = site.locations.find((l) => l.id === asked) ?? primaryLocation(site);
  const view = c.req.query('view') === 'week' ? 'week' : 'day';
  const timeZone = siteTimeZone(site, location);
  const days = calendarDays(view, timeZone, deps.now(), c.req.query('date'));
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return badRequest(c, 'No days to show.', { date: 'No days to show.' });
  const rows = await listAppointments(deps.store.db, {
    site: site.slug,
    locationId: location.id,
    from: first.startsAt,
    to: last.endsAt,
    salespersonId: seesOnlyOwnLeads(staff) ? staff.userId : null,
  });
  const shown = rows.map((r) => ({
    id: r.id,
    leadId: r.lead_id,
    status: r.status,
    statusLabel: APPOINTMENT_STATUS_LABELS[r.status],
    startsAt: new Date(
      String(r.starts_at instanceof Date ? r.starts_at.toISOString() : r.starts_at),
    ).toISOString(),
    endsAt: new Date(String(r.ends_at instanceof Date ? r.ends_at.toISOString() : r.ends_at)).toISOString(),
    carId: r.car_id,
    shopper:
      [text(r.data.first_name), text(r.data.last_name)].filter(Boolean).join(' ') ||
      text(r.data.name) ||
      'Shopper',
    car: text(r.data['Vehicle Make'])
      ? `${text(r.data['Vehicle Make'])} ${text(r.data['Vehicle Model']) ?? ''}`.trim()
      : null,
    salesperson: r.salesperson,
    actions: appointmentActions(r.status),
  }));
  return c.json(
    {
      site: site.slug,
      timeZone,
      view,
      date: first.date,
      ...calendarStep(view, view === 'week' ? first.date : first.date),
      location: location.id,
      locations: site.locations.map((l) => ({ id: l.id, name: l.location_name })),
      days: days.map((d) => ({
        date: d.date,
        appointments: shown.filter(
          (a) => a.startsAt >= d.startsAt.toISOString() && a.startsAt < d.endsAt.toISOString(),
        ),
      })),
    },
    200,
    NO_STORE,
  );
}

async function actionRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  const id = c.req.param('id') ?? '';
  const action = c.req.param('action');
  if (!isAppointmentAction(action)) return notFound(c);
  const body = await readJson(c, { object: true });
  const wall = body.ok ? text((body.value as Record<string, unknown>).starts_at) : null;
  return auditedWrite(deps, async (tx) => {
    const row = UUID.test(id) ? await lockAppointment(tx, id, staff.siteSlugs) : null;
    if (!row || !can(staff, 'leads.work', { siteSlug: row.site_slug, assigneeId: row.salesperson_id }))
      return { result: notFound(c, 'Appointment not found'), audit: null };
    const site = deps.registry.sites.find((s) => s.slug === row.site_slug);
    const location = site?.locations.find((l) => l.id === row.location_id);
    const startsAt = wall && site ? zonedInstant(wall, siteTimeZone(site, location)) : null;
    if (action === 'reschedule' && wall && !startsAt)
      return {
        result: badRequest(c, 'Give the new time as a date and time.', { starts_at: 'Not a date and time.' }),
        audit: null,
      };
    const now = deps.now();
    const moved = await changeAppointment(tx, row, action, startsAt, now);
    if (!moved.ok) {
      const result = c.json(
        { error: moved.error, field: moved.field, fields: { [moved.field]: moved.error } },
        moved.status,
        NO_STORE,
      );
      return { result, audit: null };
    }
    const audit = {
      ...auditBase(c, deps),
      action: `appointment.${action}`,
      siteSlug: row.site_slug,
      target: { type: 'appointment', id: row.id },
      before: { status: row.status, startsAt: moved.appointment.previous_starts_at ?? null },
      after: { status: moved.appointment.status, startsAt: moved.appointment.starts_at },
    };
    return { result: c.json({ appointment: moved.appointment }, 200, NO_STORE), audit };
  });
}

export function registerConsoleAppointmentRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  onChange: () => void,
): void {
  const guard = requireStaff(deps);
  app.get('/api/console/appointments', guard, (c) => calendarRoute(c, deps));
  app.post('/api/console/appointments/:id/:action', guard, async (c) => {
    const answer = await actionRoute(c, deps);
    // The webhook and the shopper's mail go now, not at the next tick.
    if (answer.status === 200) onChange();
    return answer;
  });
}
