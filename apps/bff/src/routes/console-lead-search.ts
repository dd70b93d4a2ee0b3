import { can, seesOnlyOwnLeads, sitesFor } from '@dealer/staff';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { searchLeads } from '../lead-search/search.js';
import { mergeShoppers, shopperLeadIds, shopperOf, unmergeLead } from '../lead-search/shoppers.js';
import { auditBase, auditedWrite, fieldError, forbidden, notFound, parseBody, UUID } from '../staff/http.js';
import { intakeLeads } from '../staff/lead-intake.js';
import { summaries } from '../staff/lead-scope.js';
import { type WorkRow, workFor } from '../staff/lead-work.js';
import { requireStaff } from '../staff/require-staff.js';

/**
 * Finding a lead and one shopper's leads (issue 33):
 *   GET  /api/console/lead-search?q&limit          → {leads} (name, e-mail, phone in any AU/NZ form, rego,
 *        stock number, VIN; the sites the person may read, a salesperson's own leads; newest first)
 *   GET  /api/console/leads/{id}/shopper            → {shopperId, leads} the shopper's timeline, oldest first
 *   POST /api/console/leads/{id}/merge {intoLeadId} → the timeline: the lead's shopper joins the other's
 *   POST /api/console/leads/{id}/unmerge            → the timeline: the lead is its own shopper again
 * Merging and unmerging are for managers and up (leads.assign on both sites), audited.
 */

const MAX_QUERY = 100;
const mergeBody = z.object({ intoLeadId: z.uuid('Choose the lead to merge into.') });

function scopeOf(c: AppContext) {
  const staff = c.get('staff');
  const sites = sitesFor(staff, 'leads.read');
  return { staff, sites, onlyAssignee: seesOnlyOwnLeads(staff) ? staff.userId : undefined };
}

async function searchRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const query = c.req.query('q') ?? '';
  if (query.length > MAX_QUERY) return fieldError(c, 'q', `Use at most ${MAX_QUERY} characters.`);
  const limitText = c.req.query('limit') ?? '50';
  const limit = Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200)
    return fieldError(c, 'limit', 'limit must be a whole number from 1 to 200.');
  const { sites, onlyAssignee } = scopeOf(c);
  await intakeLeads(deps.store.db, deps.registry, sites);
  const rows = await searchLeads(deps.store.db, {
    query,
    sites,
    limit,
    ...(onlyAssignee ? { onlyAssignee } : {}),
  });
  return c.json({ leads: await summaries(deps, rows) }, 200, NO_STORE);
}

/** A lead the person may read, or null. */
async function readableLead(c: AppContext, deps: AppDeps, id: string): Promise<WorkRow | null> {
  const { staff, sites } = scopeOf(c);
  const work = UUID.test(id) ? await workFor(deps.store.db, id, sites) : null;
  return work && can(staff, 'leads.read', { siteSlug: work.siteSlug, assigneeId: work.assigneeId })
    ? work
    : null;
}

async function timeline(c: AppContext, deps: AppDeps, id: string): Promise<Response> {
  const { staff, sites } = scopeOf(c);
  const shopperId = await shopperOf(deps.store.db, id);
  const ids = await shopperLeadIds(deps.store.db, shopperId);
  const rows: WorkRow[] = [];
  for (const leadId of ids) {
    const work = await workFor(deps.store.db, leadId, sites);
    if (work && can(staff, 'leads.read', { siteSlug: work.siteSlug, assigneeId: work.assigneeId }))
      rows.push(work);
  }
  rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  return c.json({ shopperId, leads: await summaries(deps, rows) }, 200, NO_STORE);
}

async function shopperRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const id = c.req.param('id') ?? '';
  if (!(await readableLead(c, deps, id))) return notFound(c, 'Lead not found');
  return timeline(c, deps, id);
}

async function mergeRoute(c: AppContext, deps: AppDeps, unmerge: boolean): Promise<Response> {
  const id = c.req.param('id') ?? '';
  const lead = await readableLead(c, deps, id);
  if (!lead) return notFound(c, 'Lead not found');
  const staff = c.get('staff');
  if (!can(staff, 'leads.assign', { siteSlug: lead.siteSlug }))
    return forbidden(c, 'Only a manager can merge or unmerge leads.');
  let into: WorkRow | null = null;
  if (!unmerge) {
    const body = await parseBody(c, mergeBody);
    if (!body.ok) return body.response;
    into = await readableLead(c, deps, body.value.intoLeadId);
    if (!into || !can(staff, 'leads.assign', { siteSlug: into.siteSlug }))
      return fieldError(c, 'intoLeadId', 'Lead not found.');
    if (into.id === id) return fieldError(c, 'intoLeadId', 'Choose another lead.');
  }
  const before = { shopperId: await shopperOf(deps.store.db, id) };
  await auditedWrite(deps, async (tx) => {
    const now = deps.now();
    let shopperId = id;
    if (into) shopperId = await mergeShoppers(tx, id, into.id, now);
    else await unmergeLead(tx, id, now);
    const audit = {
      ...auditBase(c, deps),
      action: into ? 'lead.merged' : 'lead.unmerged',
      siteSlug: lead.siteSlug,
      target: { type: 'lead', id },
      before,
      after: { shopperId, ...(into ? { intoLeadId: into.id } : {}) },
    };
    return { result: null, audit };
  });
  return timeline(c, deps, id);
}

export function registerConsoleLeadSearchRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const guard = requireStaff(deps);
  app.get('/api/console/lead-search', guard, (c) => searchRoute(c, deps));
  app.get('/api/console/leads/:id/shopper', guard, (c) => shopperRoute(c, deps));
  app.post('/api/console/leads/:id/merge', guard, (c) => mergeRoute(c, deps, false));
  app.post('/api/console/leads/:id/unmerge', guard, (c) => mergeRoute(c, deps, true));
}
