import { searchQueryKeys } from '@dealer/validation';
import { type DbWork, SELECT, toWork, type WorkRow } from '../staff/lead-work.js';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Finding a lead (issue 33): every key of the typed query (@dealer/validation searchQueryKeys) must be the
 * start of one of the lead's search terms (lead_search_terms, an index range per key), among the sites the
 * person may read and, for a salesperson, their own leads. Newest first, at most `limit`.
 */

export interface LeadSearch {
  query: string;
  sites: readonly string[];
  onlyAssignee?: string;
  limit: number;
}

/** A key as a LIKE prefix: its wildcards taken literally. */
export const likePrefix = (key: string) => `${key.replace(/[\\%_]/g, '\\$&')}%`;

export async function searchLeads(db: SqlExecutor, search: LeadSearch): Promise<WorkRow[]> {
  // The longest key drives (fewest terms start with it); the others are checked per lead by its key.
  const keys = searchQueryKeys(search.query).sort((a, b) => b.length - a.length);
  if (keys.length === 0 || search.sites.length === 0) return [];
  const params: unknown[] = [[...search.sites], ...keys.map(likePrefix)];
  const others = keys
    .slice(1)
    .map(
      (_, i) =>
        ` AND EXISTS (SELECT 1 FROM lead_search_terms o WHERE o.lead_id = t.lead_id AND o.term LIKE $${i + 3})`,
    )
    .join('');
  let own = '';
  if (search.onlyAssignee) {
    params.push(search.onlyAssignee);
    own = ` AND EXISTS (SELECT 1 FROM lead_work a WHERE a.lead_id = t.lead_id AND a.assignee_id = $${params.length})`;
  }
  params.push(search.limit);
  // The newest matching leads from the terms alone (the index holds term, created_at, site, lead), then
  // their rows: a common name matching thousands of leads reads no lead it does not show. The driving key
  // as a whole term first (an index range already in time order); its prefix only when that is too few.
  // A whole term is on a lead once (the primary key), so it needs no grouping: the index range is read
  // newest first and stops at the limit. Prefixes may match two terms of one lead: grouped.
  const run = async (driver: string, value: unknown) => {
    const whole = driver.includes('=');
    const pick = whole ? 't.lead_id, t.created_at AS at' : 't.lead_id, max(t.created_at) AS at';
    const group = whole ? '' : ' GROUP BY t.lead_id';
    const { rows } = await db.query<DbWork>(
      `WITH hits AS (
         SELECT ${pick} FROM lead_search_terms t
          WHERE ${driver} AND t.site_slug = ANY($1::text[])${others}${own}${group}
          ORDER BY at DESC, t.lead_id DESC LIMIT $${params.length})
       ${SELECT} WHERE l.id IN (SELECT lead_id FROM hits) AND w.site_slug = ANY($1::text[])
       ORDER BY l.created_at DESC, l.id DESC`,
      [...params.slice(0, 1), value, ...params.slice(2)],
    );
    return rows.map(toWork);
  };
  const whole = await run('t.term = $2', keys[0]);
  return whole.length >= search.limit ? whole : run('t.term LIKE $2', params[1]);
}
