import { siteTimeZone } from '@dealer/site-registry';
import { can } from '@dealer/staff';
import type { Hono } from 'hono';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { csvHeader, csvRows, csvStream, keysetPages } from '../leads/csv.js';
import { listAudit, writeAudit } from '../staff/audit.js';
import { countHeld } from '../staff/held-leads.js';
import { auditBase, fieldError, notFound, UUID } from '../staff/http.js';
import { parseLeadFilters } from '../staff/lead-filters.js';
import { leadQuery, summaries } from '../staff/lead-scope.js';
import { deliveries, detailExtras, noteView } from '../staff/lead-view.js';
import { countWork, listWork, notesFor, pageWork, type WorkRow, workFor } from '../staff/lead-work.js';
import { StaffPeople } from '../staff/people.js';
import { requireStaff } from '../staff/require-staff.js';

/**
 * The lead inbox, read side (console: lead inbox):
 *   GET /api/console/leads?status&category&source&site&from&to&assignee&limit&after
 *       → {leads, overdueCount, total, next} (`next`: the id to pass as `after` for the page after)
 *   GET /api/console/leads/export.csv?(same filters; every lead, or `limit` after `after`) → text/csv,
 *       streamed a page at a time (100,000 leads in bounded memory)
 *   GET /api/console/leads/{id}                                              → the lead page's data
 * Newest first. A salesperson sees only leads assigned to them; a lead or a site filter outside the
 * person's sites is 404, never a 403 that would tell it exists.
 */

const NOT_FOUND = 'Lead not found';

/** The zone a date alone in the filters is a day of: the filtered site's, else the console's site's. */
function filterZone(c: AppContext, deps: AppDeps): string {
  const asked = c.req.query('site');
  return siteTimeZone(deps.registry.sites.find((s) => s.slug === asked) ?? c.get('site'));
}

async function leadsRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const filters = parseLeadFilters(c.req.query(), undefined, filterZone(c, deps));
  if (!filters.ok) return fieldError(c, filters.field, filters.message);
  const query = await leadQuery(deps, c.get('staff'), filters.value);
  if (!query) return notFound(c, 'Site not found');
  const { rows, total, overdueCount } = await listWork(deps.store.db, query);
  const next = rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null;
  // Issue 29: how many leads of these sites wait in "Held for review" (for those who review them).
  const staff = c.get('staff');
  const heldCount = await countHeld(
    deps.store.db,
    query.sites.filter((siteSlug) => can(staff, 'leads.assign', { siteSlug })),
  );
  return c.json({ leads: await summaries(deps, rows), overdueCount, heldCount, total, next }, 200, NO_STORE);
}

/** An export without a limit is every lead of the list. */
const EXPORT_MAX = 10_000_000;

const EXPORT_COLUMNS = [
  'site',
  'status',
  'lost_reason',
  'assignee',
  'overdue',
  'first_contacted_at',
  'source',
];

/** A page of work rows as CSV rows: the console's columns, then the lead's own. */
async function exportRows(deps: AppDeps, rows: readonly WorkRow[]): Promise<string> {
  const views = new Map((await summaries(deps, rows)).map((s) => [s.id, s]));
  const leads = await deps.store.leads.withDelivery(rows.map((r) => r.id));
  return csvRows(leads, {
    headers: EXPORT_COLUMNS,
    cells: (lead) => {
      const view = views.get(lead.id);
      return [
        lead.site_slug,
        view?.status,
        view?.lostReason,
        view?.assignee?.name,
        view?.overdue ? 'yes' : 'no',
        view?.firstContactedAt,
        view?.source,
      ];
    },
  });
}

async function exportRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const { limit: asked, ...query } = c.req.query();
  const filters = parseLeadFilters(
    { ...query, limit: asked ?? String(EXPORT_MAX) },
    EXPORT_MAX,
    filterZone(c, deps),
  );
  if (!filters.ok) return fieldError(c, filters.field, filters.message);
  const list = await leadQuery(deps, c.get('staff'), filters.value);
  if (!list) return notFound(c, 'Site not found');
  const { total } = await countWork(deps.store.db, list);
  // Personal data leaving the console: who took which list, and how many leads it held (written before
  // the first row goes out, so an export cut short is on the record too).
  await writeAudit(deps.store.db, {
    ...auditBase(c, deps),
    action: 'leads.exported',
    siteSlug: filters.value.site ?? null,
    target: { type: 'leads', id: null },
    after: { filters: query, count: Math.min(total, list.limit) },
  });
  const pages = keysetPages((n, after) => pageWork(deps.store.db, list, n, after), list.limit, list.after);
  return c.body(
    csvStream(pages, csvHeader({ headers: EXPORT_COLUMNS }), (rows) => exportRows(deps, rows)),
    200,
    {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="leads.csv"',
      ...NO_STORE,
    },
  );
}

async function leadRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) return notFound(c, NOT_FOUND);
  const work = await workFor(deps.store.db, id, staff.siteSlugs);
  if (!work || !can(staff, 'leads.read', { siteSlug: work.siteSlug, assigneeId: work.assigneeId }))
    return notFound(c, NOT_FOUND);
  const [summary] = await summaries(deps, [work]);
  const [consent, outbox, log, notes, history] = await Promise.all([
    deps.store.consentRecords(id),
    deps.store.outboxFor(id),
    deps.store.outbox.deliveryLog(work.siteSlug, id),
    notesFor(deps.store.db, id),
    listAudit(deps.store.db, {
      groupId: staff.groupId,
      sites: [work.siteSlug],
      includeGroupEntries: false,
      targetId: id,
      limit: 200,
    }),
  ]);
  const names = await new StaffPeople(deps.store.db).names(
    notes.flatMap((n) => (n.authorId ? [n.authorId] : [])),
  );
  return c.json(
    {
      ...summary,
      ...detailExtras(work, history),
      consent: consent.map((r) => ({
        noticeVersion: r.notice_version,
        purposes: r.purposes,
        recordedAt: r.recorded_at,
      })),
      // Issue 33: the technical delivery log is for managers and up.
      deliveries: can(staff, 'leads.assign', { siteSlug: work.siteSlug }) ? deliveries(outbox, log) : [],
      notes: notes.map((n) => noteView(n, names)),
    },
    200,
    NO_STORE,
  );
}

export function registerConsoleLeadRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const guard = requireStaff(deps);

  app.get('/api/console/leads', guard, (c) => leadsRoute(c, deps));

  app.get('/api/console/leads/export.csv', guard, (c) => exportRoute(c, deps));

  app.get('/api/console/leads/:id', guard, (c) => leadRoute(c, deps));
}
