import type { Registry, Site } from '@dealer/site-registry';
import {
  type AssignmentRuleLike,
  groupOf,
  leadLocation,
  leadSource,
  membershipSites,
  nextAssignee,
  overdueAt,
  pickRule,
} from '@dealer/staff';
import { emitLeadEvent } from '../lead-events/webhooks.js';
import { linkDuplicate } from '../lead-search/shoppers.js';
import type { SqlDatabase, SqlExecutor } from '../store/sql.js';
import { writeAudit } from './audit.js';
import { notifyAssignee } from './notify.js';
import { rulesForSite } from './rules.js';

/**
 * New leads into the console (the console): each stored lead gets its work row once — status New, its
 * overdue time (120 opening minutes of its location, @dealer/staff overdueAt), its source — and, when an
 * assignment rule covers it, the next person of the rule in turn (status Allocated, audited as done by
 * the system). Runs on every copy that polls; the work row's primary key makes it happen once, and the
 * rule row is locked while its turn moves, so two copies never give two leads the same turn.
 */

interface PendingLead {
  id: string;
  site_slug: string;
  category: string | null;
  data: Record<string, unknown>;
  created_at: Date | string;
}

/** People who may take a site's leads: members of its group whose sites include it. */
async function eligible(tx: SqlExecutor, site: Site, registry: Registry): Promise<Set<string>> {
  const { rows } = await tx.query<{ user_id: string; role: string; site_slugs: unknown }>(
    `SELECT m.user_id, m.role, m.site_slugs FROM staff_memberships m JOIN staff_users u ON u.id = m.user_id
      WHERE m.group_id = $1 AND u.removed_at IS NULL`,
    [groupOf(site)],
  );
  const ok = new Set<string>();
  for (const row of rows) {
    const listed = Array.isArray(row.site_slugs) ? (row.site_slugs as string[]) : [];
    const role = row.role as 'group_admin' | 'manager' | 'salesperson';
    const sites = membershipSites({ groupId: groupOf(site), role, siteSlugs: listed }, registry.sites);
    if (sites.includes(site.slug)) ok.add(row.user_id);
  }
  return ok;
}

async function intakeOne(db: SqlDatabase, registry: Registry, lead: PendingLead): Promise<boolean> {
  const site = registry.sites.find((s) => s.slug === lead.site_slug);
  if (!site) return false;
  const receivedAt = new Date(lead.created_at);
  const due = overdueAt(site, leadLocation(site, lead.data), receivedAt);
  const locationId = lead.data.location_id === undefined ? null : String(lead.data.location_id);
  return db.transaction(async (tx) => {
    const rules = await rulesForSite(tx, site.slug, { lock: true });
    const rule: AssignmentRuleLike | null = pickRule(rules, {
      siteSlug: site.slug,
      locationId,
      category: lead.category,
    });
    let assignee: string | null = null;
    if (rule) {
      const people = await eligible(tx, site, registry);
      assignee = nextAssignee(rule.staffIds, rule.lastAssigneeId, (id) => people.has(id));
    }
    const status = assignee ? 'allocated' : 'new';
    const { rows } = await tx.query<{ lead_id: string }>(
      `INSERT INTO lead_work (lead_id, site_slug, source, status, assignee_id, overdue_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (lead_id) DO NOTHING RETURNING lead_id`,
      [
        lead.id,
        site.slug,
        leadSource(lead.data),
        status,
        assignee,
        due.toISOString(),
        receivedAt.toISOString(),
      ],
    );
    if (!rows[0]) return false;
    await linkDuplicate(tx, registry, {
      id: lead.id,
      siteSlug: site.slug,
      data: lead.data,
      createdAt: receivedAt,
    });
    if (rule && assignee) {
      await tx.query('UPDATE assignment_rules SET last_assignee_id = $2 WHERE id = $1', [rule.id, assignee]);
      await notifyAssignee(tx, { id: lead.id, siteSlug: site.slug, data: lead.data }, assignee, receivedAt);
      const change = {
        topic: 'lead.assigned',
        assigneeId: assignee,
        previousAssigneeId: null,
        status,
      } as const;
      await emitLeadEvent(tx, { siteSlug: site.slug, leadId: lead.id, actor: null, at: receivedAt, change });
      await writeAudit(tx, {
        actor: null,
        groupId: groupOf(site),
        action: 'lead.assigned',
        siteSlug: site.slug,
        target: { type: 'lead', id: lead.id },
        before: { status: 'new', assigneeId: null },
        after: { status, assigneeId: assignee, ruleId: rule.id },
        ip: null,
        at: receivedAt,
      });
    }
    return true;
  });
}

/**
 * Gives every stored lead of these sites (not quarantined) that has none its work row; the number made.
 * Oldest first, at most `limit` a call.
 */
export async function intakeLeads(
  db: SqlDatabase,
  registry: Registry,
  siteSlugs: readonly string[],
  limit = 200,
): Promise<number> {
  if (siteSlugs.length === 0) return 0;
  const { rows } = await db.query<PendingLead>(
    `SELECT l.id, l.site_slug, l.category, l.data, l.created_at FROM leads l
       LEFT JOIN lead_work w ON w.lead_id = l.id
      WHERE w.lead_id IS NULL AND NOT l.quarantined AND l.site_slug = ANY($1::text[])
      ORDER BY l.created_at LIMIT $2`,
    [[...siteSlugs], limit],
  );
  if (rows.length === 0) return 0;
  // Sites with rules take their leads one by one under the rule's lock; the rest go in one statement.
  const ruled = await db.query<{ site_slug: string }>(
    'SELECT DISTINCT site_slug FROM assignment_rules WHERE site_slug = ANY($1::text[])',
    [[...new Set(rows.map((r) => r.site_slug))]],
  );
  const withRules = new Set(ruled.rows.map((r) => r.site_slug));
  let made = await intakePlain(
    db,
    registry,
    rows.filter((r) => !withRules.has(r.site_slug)),
  );
  for (const lead of rows.filter((r) => withRules.has(r.site_slug)))
    if (await intakeOne(db, registry, lead)) made++;
  return made;
}

/** Work rows (status New) for leads no rule covers, in one insert. */
async function intakePlain(
  db: SqlDatabase,
  registry: Registry,
  leads: readonly PendingLead[],
): Promise<number> {
  const values = leads.flatMap((lead) => {
    const site = registry.sites.find((s) => s.slug === lead.site_slug);
    if (!site) return [];
    const receivedAt = new Date(lead.created_at);
    const due = overdueAt(site, leadLocation(site, lead.data), receivedAt);
    return [[lead.id, site.slug, leadSource(lead.data), due.toISOString(), receivedAt.toISOString()]];
  });
  if (values.length === 0) return 0;
  const column = (i: number) => values.map((v) => v[i]);
  const { rows } = await db.query<{ lead_id: string }>(
    `INSERT INTO lead_work (lead_id, site_slug, source, status, overdue_at, updated_at)
     SELECT id, site, source, 'new', due, at
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[]) AS t(id, site, source, due, at)
     ON CONFLICT (lead_id) DO NOTHING RETURNING lead_id`,
    [column(0), column(1), column(2), column(3), column(4)],
  );
  // Issue 33: each new lead joins the shopper of an earlier lead with the same e-mail or phone.
  const made = new Set(rows.map((r) => r.lead_id));
  for (const lead of leads.filter((l) => made.has(l.id)))
    await linkDuplicate(db, registry, {
      id: lead.id,
      siteSlug: lead.site_slug,
      data: lead.data,
      createdAt: new Date(lead.created_at),
    });
  return rows.length;
}

/**
 * A trigger for "a lead was stored": runs the intake (every site) soon after, so rules assign a new lead
 * when it arrives even when no console is open. One run at a time; triggers during a run ask for one more.
 */
export function intakeOnArrival(deps: {
  store: { db: SqlDatabase };
  registry: Registry;
  log: (message: string) => void;
}): () => void {
  let running = false;
  let again = false;
  const run = async (): Promise<void> => {
    running = true;
    try {
      do {
        again = false;
        const registry = deps.registry;
        await intakeLeads(
          deps.store.db,
          registry,
          registry.sites.map((s) => s.slug),
        );
      } while (again);
    } catch (error) {
      deps.log(`console lead intake: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}
