import { randomUUID } from 'node:crypto';
import type { AssignmentRule } from '@dealer/api-client';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Assignment rules (console: lead inbox "assignment rules by site, location and category with round-robin among
 * the rule's people"): stored per site with the last person who got a lead (the round-robin cursor). Which
 * rule a lead falls under and who is next is @dealer/staff's `pickRule`/`nextAssignee`.
 */

/** A rule as the console reads it (the api-client's AssignmentRule). */
export type RuleRow = AssignmentRule;

interface DbRule {
  id: string;
  site_slug: string;
  location_id: string | null;
  category: string | null;
  staff_ids: unknown;
  last_assignee_id: string | null;
}

const toRule = (r: DbRule): RuleRow => ({
  id: r.id,
  siteSlug: r.site_slug,
  locationId: r.location_id,
  category: r.category,
  staffIds: Array.isArray(r.staff_ids) ? (r.staff_ids as string[]) : [],
  lastAssigneeId: r.last_assignee_id,
});

const COLUMNS = 'id, site_slug, location_id, category, staff_ids, last_assignee_id';

/** A site's rules, oldest first; `lock` holds them (FOR UPDATE) until the transaction ends. */
export async function rulesForSite(
  db: SqlExecutor,
  siteSlug: string,
  options: { lock?: boolean } = {},
): Promise<RuleRow[]> {
  const { rows } = await db.query<DbRule>(
    `SELECT ${COLUMNS} FROM assignment_rules WHERE site_slug = $1 ORDER BY created_at, id${options.lock ? ' FOR UPDATE' : ''}`,
    [siteSlug],
  );
  return rows.map(toRule);
}

export async function rulesForSites(db: SqlExecutor, siteSlugs: readonly string[]): Promise<RuleRow[]> {
  const { rows } = await db.query<DbRule>(
    `SELECT ${COLUMNS} FROM assignment_rules WHERE site_slug = ANY($1::text[]) ORDER BY created_at, id`,
    [[...siteSlugs]],
  );
  return rows.map(toRule);
}

export async function addRule(
  tx: SqlExecutor,
  groupId: string,
  rule: Omit<RuleRow, 'id' | 'lastAssigneeId'>,
  now: Date,
): Promise<RuleRow> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO assignment_rules (id, group_id, site_slug, location_id, category, staff_ids, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      groupId,
      rule.siteSlug,
      rule.locationId,
      rule.category,
      JSON.stringify(rule.staffIds),
      now.toISOString(),
    ],
  );
  return { ...rule, id, lastAssigneeId: null };
}

export async function ruleById(db: SqlExecutor, id: string): Promise<RuleRow | null> {
  const { rows } = await db.query<DbRule>(`SELECT ${COLUMNS} FROM assignment_rules WHERE id = $1`, [id]);
  return rows[0] ? toRule(rows[0]) : null;
}

export async function removeRule(tx: SqlExecutor, id: string): Promise<void> {
  await tx.query('DELETE FROM assignment_rules WHERE id = $1', [id]);
}

/**
 * A rule's site, location, category and people changed; the round-robin cursor stays when its person is
 * still in the rule (the turn carries on), else it starts again at the first person.
 */
export async function changeRule(
  tx: SqlExecutor,
  rule: RuleRow,
  change: Omit<RuleRow, 'id' | 'lastAssigneeId'>,
): Promise<RuleRow> {
  const last =
    rule.lastAssigneeId !== null && change.staffIds.includes(rule.lastAssigneeId)
      ? rule.lastAssigneeId
      : null;
  await tx.query(
    `UPDATE assignment_rules SET site_slug = $2, location_id = $3, category = $4, staff_ids = $5,
       last_assignee_id = $6 WHERE id = $1`,
    [rule.id, change.siteSlug, change.locationId, change.category, JSON.stringify(change.staffIds), last],
  );
  return { ...change, id: rule.id, lastAssigneeId: last };
}
