import { can, changeStatus, isContact, membershipSites, type StaffMember } from '@dealer/staff';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { emitLeadEvent } from '../lead-events/webhooks.js';
import { auditBase, auditedWrite, fieldError, forbidden, notFound, parseBody, UUID } from '../staff/http.js';
import { summaries } from '../staff/lead-scope.js';
import { noteView } from '../staff/lead-view.js';
import { addNote, notesFor, setAssignee, setStatus, type WorkRow, workFor } from '../staff/lead-work.js';
import { notifyAssignee } from '../staff/notify.js';
import { StaffPeople } from '../staff/people.js';
import { requireStaff } from '../staff/require-staff.js';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Working a lead (console: lead inbox), each write with its audit row in one transaction:
 *   POST /api/console/leads/{id}/assign {assigneeId|null}         → the lead's summary (leads.assign)
 *   POST /api/console/leads/{id}/status {status, lostReason?}     → the lead's summary (leads.work)
 *   POST /api/console/leads/{id}/notes  {body}                    → 201 the note (leads.work)
 * A lead the person may not read is 404; one they may read but not change (a salesperson assigning) 403.
 * A status change and a new assignee go to the site's webhooks as `lead.status_changed` / `lead.assigned`.
 */

const assignBody = z.object({ assigneeId: z.uuid('Choose a person.').nullable() });
const statusBody = z.object({
  status: z.string('Choose a status.').max(40),
  lostReason: z.string().max(2000).optional(),
});
const noteBody = z.object({
  body: z.string('Write a note.').trim().min(1, 'Write a note.').max(4000, 'Use at most 4000 characters.'),
  /** The client's note id (issue 33): the same id sent twice (a double tap) stores one note. */
  id: z.uuid('Not a note id.').optional(),
});

type Lookup = { ok: true; work: WorkRow } | { ok: false; response: Response };

/** The lead under lock when the person may read it; 404 otherwise. */
async function readable(c: AppContext, tx: SqlExecutor, staff: StaffMember, id: string): Promise<Lookup> {
  const work = UUID.test(id) ? await workFor(tx, id, staff.siteSlugs, { lock: true }) : null;
  if (!work || !can(staff, 'leads.read', { siteSlug: work.siteSlug, assigneeId: work.assigneeId }))
    return { ok: false, response: notFound(c, 'Lead not found') };
  return { ok: true, work };
}

/** Whether a person may take a site's leads: not removed, in the group, the site among theirs. */
async function takesLeads(
  tx: SqlExecutor,
  deps: AppDeps,
  staff: StaffMember,
  userId: string,
  siteSlug: string,
): Promise<boolean> {
  const member = await new StaffPeople(tx).member(staff.groupId, userId);
  if (!member) return false;
  const sites = membershipSites(
    { groupId: staff.groupId, role: member.role, siteSlugs: member.siteSlugs },
    deps.registry.sites,
  );
  return sites.includes(siteSlug);
}

class Refusal extends Error {
  constructor(readonly response: Response) {
    super('refused');
  }
}

/** Runs a lead write in one transaction; a Refusal thrown inside rolls back and becomes the answer. */
async function leadWrite(
  deps: AppDeps,
  work: Parameters<typeof auditedWrite<Response>>[1],
): Promise<Response> {
  try {
    return await auditedWrite(deps, work);
  } catch (error) {
    if (error instanceof Refusal) return error.response;
    throw error;
  }
}

const leadOf = (work: WorkRow) => ({ siteSlug: work.siteSlug, leadId: work.id });

async function summaryOf(c: AppContext, deps: AppDeps, id: string): Promise<Response> {
  const work = await workFor(deps.store.db, id, c.get('staff').siteSlugs);
  return c.json(work ? (await summaries(deps, [work]))[0] : null, 200, NO_STORE);
}

async function assignRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  const id = c.req.param('id') ?? '';
  const body = await parseBody(c, assignBody);
  const answer = await leadWrite(deps, async (tx) => {
    const lead = await readable(c, tx, staff, id);
    if (!lead.ok) throw new Refusal(lead.response);
    const { work } = lead;
    if (!can(staff, 'leads.assign', { siteSlug: work.siteSlug }))
      throw new Refusal(forbidden(c, 'Your role cannot assign leads.'));
    if (!body.ok) throw new Refusal(body.response);
    const assigneeId = body.value.assigneeId;
    if (assigneeId && !(await takesLeads(tx, deps, staff, assigneeId, work.siteSlug)))
      throw new Refusal(fieldError(c, 'assigneeId', 'This person does not work on the lead’s site.'));
    const status =
      work.status === 'new' && assigneeId
        ? 'allocated'
        : work.status === 'allocated' && !assigneeId
          ? 'new'
          : work.status;
    await setAssignee(tx, id, assigneeId, status, deps.now());
    if (assigneeId && assigneeId !== work.assigneeId) await notifyAssignee(tx, work, assigneeId, deps.now());
    const actor = { id: staff.userId, email: staff.email };
    const change = { assigneeId, previousAssigneeId: work.assigneeId, status };
    if (assigneeId !== work.assigneeId)
      await emitLeadEvent(tx, {
        ...leadOf(work),
        actor,
        at: deps.now(),
        change: { topic: 'lead.assigned', ...change },
      });
    const before = { assigneeId: work.assigneeId, status: work.status };
    const target = { type: 'lead', id };
    const audit = {
      ...auditBase(c, deps),
      action: 'lead.assigned',
      siteSlug: work.siteSlug,
      target,
      before,
      after: { assigneeId, status },
    };
    return { result: c.body(null, 204), audit };
  });
  return answer.status === 204 ? summaryOf(c, deps, id) : answer;
}

async function statusRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  const id = c.req.param('id') ?? '';
  const body = await parseBody(c, statusBody);
  const answer = await leadWrite(deps, async (tx) => {
    const lead = await readable(c, tx, staff, id);
    if (!lead.ok) throw new Refusal(lead.response);
    const { work } = lead;
    if (!can(staff, 'leads.work', { siteSlug: work.siteSlug, assigneeId: work.assigneeId }))
      throw new Refusal(forbidden(c, 'Your role cannot change this lead.'));
    if (!body.ok) throw new Refusal(body.response);
    const change = changeStatus(work.status, body.value.status, body.value.lostReason);
    if (!change.ok) throw new Refusal(fieldError(c, change.field, change.message));
    await setStatus(tx, id, { ...change, firstContact: isContact(change.status) }, deps.now());
    await emitLeadEvent(tx, {
      ...leadOf(work),
      actor: { id: staff.userId, email: staff.email },
      at: deps.now(),
      change: {
        topic: 'lead.status_changed',
        status: change.status,
        previousStatus: work.status,
        lostReason: change.lostReason,
      },
    });
    const before = { status: work.status, lostReason: work.lostReason };
    const after = { status: change.status, lostReason: change.lostReason };
    const audit = {
      ...auditBase(c, deps),
      action: 'lead.status_changed',
      siteSlug: work.siteSlug,
      target: { type: 'lead', id },
      before,
      after,
    };
    return { result: c.body(null, 204), audit };
  });
  return answer.status === 204 ? summaryOf(c, deps, id) : answer;
}

async function noteRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  const id = c.req.param('id') ?? '';
  const body = await parseBody(c, noteBody);
  return leadWrite(deps, async (tx) => {
    const lead = await readable(c, tx, staff, id);
    if (!lead.ok) throw new Refusal(lead.response);
    const { work } = lead;
    if (!can(staff, 'leads.work', { siteSlug: work.siteSlug, assigneeId: work.assigneeId }))
      throw new Refusal(forbidden(c, 'Your role cannot add notes to this lead.'));
    if (!body.ok) throw new Refusal(body.response);
    const note = await addNote(tx, id, staff.userId, body.value.body, deps.now(), body.value.id);
    if (!note) return { result: c.json(await noteOf(tx, id, body.value.id), 200, NO_STORE), audit: null };
    const view = noteView(note, new Map([[staff.userId, staff.name]]));
    const audit = {
      ...auditBase(c, deps),
      action: 'lead.note_added',
      siteSlug: work.siteSlug,
      target: { type: 'lead', id },
      after: { noteId: note.id },
    };
    return { result: c.json(view, 201, NO_STORE), audit };
  });
}

/** A note already stored under the client's id (a repeated post), as the first post answered it. */
async function noteOf(tx: SqlExecutor, leadId: string, noteId: string | undefined) {
  const note = (await notesFor(tx, leadId)).find((n) => n.id === noteId);
  return note ? { id: note.id, body: note.body, createdAt: note.createdAt, repeated: true } : null;
}

export function registerConsoleLeadWorkRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const guard = requireStaff(deps);

  app.post('/api/console/leads/:id/assign', guard, (c) => assignRoute(c, deps));

  app.post('/api/console/leads/:id/status', guard, (c) => statusRoute(c, deps));

  app.post('/api/console/leads/:id/notes', guard, (c) => noteRoute(c, deps));
}
