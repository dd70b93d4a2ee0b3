import { localTime, primaryLocation, siteTimeZone } from '@dealer/site-registry';
import {
  can,
  isTaskKind,
  seesOnlyOwnLeads,
  TASK_KIND_LABELS,
  TASK_KINDS,
  type TaskKind,
  todayTasks,
  wallTime,
  zonedInstant,
} from '@dealer/staff';
import type { Hono } from 'hono';
import { z } from 'zod';
import { consoleSite } from '../console-stock/site.js';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { auditBase, auditedWrite, fieldError, notFound, parseBody, UUID } from '../staff/http.js';
import { type WorkRow, workFor } from '../staff/lead-work.js';
import { requireStaff } from '../staff/require-staff.js';
import {
  completeTask,
  createTask,
  leadOpenTasks,
  lockTask,
  openTasks,
  type TaskRow,
} from '../tasks/store.js';

/**
 * Tasks (issue 33 item 2), each write audited in its transaction:
 *   POST /api/console/leads/{id}/tasks {kind: call_back|follow_up, due_at: "YYYY-MM-DDTHH:MM" in the
 *        site's zone, note?} → 201 {task} (leads.work on the lead: a salesperson on their own); 400 naming
 *        `kind`, `due_at` or `note`
 *   GET  /api/console/tasks/today?site= → {site, timeZone, today, overdue: [task], due: [task]}: the
 *        person's open tasks due by the end of today in the site's zone (@dealer/staff `todayTasks`);
 *        managers and group admins also see the ones nobody owns
 *   POST /api/console/tasks/{id}/complete → 200 {task}; 404 for a task the person may not work
 *   GET  /api/console/leads/{id}/tasks → {timeZone, today, tasks: [task]}: the lead's open tasks, soonest due
 *        first, due times in the lead's location's zone (leads.read on the lead; 404 otherwise)
 * A lead's tasks are due at wall times of its location (the test drive's, else the site's first).
 */

const taskBody = z.object({
  kind: z.string('Choose a kind of task.'),
  due_at: z.string('Give the date and time it is due.'),
  note: z.string('The note must be text.').max(2000, 'Use at most 2000 characters.').optional(),
});

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const shopper = (data: Record<string, unknown>) =>
  [str(data.first_name), str(data.last_name)].filter(Boolean).join(' ') || str(data.name) || 'Shopper';

function taskView(t: TaskRow, timeZone: string, overdue = false) {
  const kind = isTaskKind(t.kind) ? t.kind : 'follow_up';
  return {
    id: t.id,
    site: t.site_slug,
    leadId: t.lead_id,
    kind,
    kindLabel: TASK_KIND_LABELS[kind as TaskKind],
    dueAt: t.due_at,
    dueLocal: wallTime(new Date(t.due_at), timeZone),
    note: t.note,
    done: t.done_at !== null,
    overdue,
    shopper: shopper(t.lead_data),
  };
}

const zoneOf = (deps: AppDeps, slug: string) => {
  const site = deps.registry.sites.find((s) => s.slug === slug);
  return site ? siteTimeZone(site) : 'UTC';
};

/** The zone of the lead's location (the one its form named, else the site's first), where its tasks are due. */
function leadZone(deps: AppDeps, work: Pick<WorkRow, 'siteSlug' | 'data'>): string {
  const site = deps.registry.sites.find((s) => s.slug === work.siteSlug);
  if (!site) return 'UTC';
  const id = Number(work.data.location_id);
  const location = site.locations.find((l) => l.id === id) ?? primaryLocation(site);
  return siteTimeZone(site, location);
}

async function leadTasksRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  const id = c.req.param('id') ?? '';
  const work = UUID.test(id) ? await workFor(deps.store.db, id, staff.siteSlugs) : null;
  if (!work || !can(staff, 'leads.read', { siteSlug: work.siteSlug, assigneeId: work.assigneeId }))
    return notFound(c, 'Lead not found');
  const timeZone = leadZone(deps, work);
  const now = deps.now().getTime();
  const tasks = (await leadOpenTasks(deps.store.db, work.id)).map((t) =>
    taskView(t, timeZone, Date.parse(t.due_at) < now),
  );
  const today = localTime(deps.now(), timeZone).date;
  return c.json({ leadId: work.id, timeZone, today, tasks }, 200, NO_STORE);
}

async function createRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  const id = c.req.param('id') ?? '';
  const body = await parseBody(c, taskBody);
  return auditedWrite(deps, async (tx) => {
    const work = UUID.test(id) ? await workFor(tx, id, staff.siteSlugs, { lock: true }) : null;
    if (!work || !can(staff, 'leads.work', { siteSlug: work.siteSlug, assigneeId: work.assigneeId }))
      return { result: notFound(c, 'Lead not found'), audit: null };
    if (!body.ok) return { result: body.response, audit: null };
    const { kind, due_at, note = '' } = body.value;
    if (!isTaskKind(kind))
      return { result: fieldError(c, 'kind', `Choose one of: ${TASK_KINDS.join(', ')}.`), audit: null };
    const timeZone = leadZone(deps, work);
    const dueAt = zonedInstant(due_at, timeZone);
    if (!dueAt) return { result: fieldError(c, 'due_at', 'Give the date and time it is due.'), audit: null };
    const now = deps.now();
    const task = await createTask(
      tx,
      { site: work.siteSlug, leadId: work.id, assigneeId: staff.userId, kind, dueAt, note: note.trim() },
      now,
    );
    const audit = {
      ...auditBase(c, deps),
      action: 'task.created',
      siteSlug: work.siteSlug,
      target: { type: 'lead', id: work.id },
      before: null,
      after: { taskId: task.id, kind, dueAt: task.due_at, note: task.note },
    };
    return { result: c.json({ task: taskView(task, timeZone) }, 201, NO_STORE), audit };
  });
}

async function todayRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  const site = consoleSite(c, deps, 'leads.read');
  if (!site) return notFound(c, 'Site not found');
  const now = deps.now();
  const timeZone = siteTimeZone(site);
  const today = localTime(now, timeZone).date;
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const rows = await openTasks(deps.store.db, {
    site: site.slug,
    before: zonedInstant(`${tomorrow}T00:00`, timeZone) as Date,
    userId: staff.userId,
    withUnowned: !seesOnlyOwnLeads(staff),
  });
  const tasks = todayTasks(
    rows.map((r) => ({ ...r, dueAt: new Date(r.due_at), doneAt: null })),
    now,
    timeZone,
  ).map((t) => taskView(t, timeZone, t.overdue));
  return c.json(
    {
      site: site.slug,
      timeZone,
      today,
      overdue: tasks.filter((t) => t.overdue),
      due: tasks.filter((t) => !t.overdue),
    },
    200,
    NO_STORE,
  );
}

async function completeRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  const id = c.req.param('id') ?? '';
  return auditedWrite(deps, async (tx) => {
    const task = UUID.test(id) ? await lockTask(tx, id, staff.siteSlugs) : null;
    if (!task || !can(staff, 'leads.work', { siteSlug: task.site_slug, assigneeId: task.owner_id }))
      return { result: notFound(c, 'Task not found'), audit: null };
    const timeZone = zoneOf(deps, task.site_slug);
    if (task.done_at !== null)
      return { result: c.json({ task: taskView(task, timeZone) }, 200, NO_STORE), audit: null };
    const now = deps.now();
    await completeTask(tx, task.id, now);
    const audit = {
      ...auditBase(c, deps),
      action: 'task.completed',
      siteSlug: task.site_slug,
      target: { type: 'lead', id: task.lead_id },
      before: { taskId: task.id, done: false },
      after: { taskId: task.id, done: true },
    };
    const done = { ...task, done_at: now.toISOString() };
    return { result: c.json({ task: taskView(done, timeZone) }, 200, NO_STORE), audit };
  });
}

export function registerConsoleTaskRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const guard = requireStaff(deps);
  app.post('/api/console/leads/:id/tasks', guard, (c) => createRoute(c, deps));
  app.get('/api/console/tasks/today', guard, (c) => todayRoute(c, deps));
  app.post('/api/console/tasks/:id/complete', guard, (c) => completeRoute(c, deps));
  app.get('/api/console/leads/:id/tasks', guard, (c) => leadTasksRoute(c, deps));
}
