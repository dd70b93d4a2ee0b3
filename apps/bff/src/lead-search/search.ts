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
  const keys = searchQueryKeys(search.query);
  if (keys.length === 0 || search.sites.length === 0) return [];
  const params: unknown[] = [[...search.sites]];
  const where = ['w.site_slug = ANY($1::text[])'];
  for (const key of keys) {
    params.push(likePrefix(key));
    where.push(
      `l.id IN (SELECT t.lead_id FROM lead_search_terms t WHERE t.term LIKE $${params.length} AND t.site_slug = ANY($1::text[]))`,
    );
  }
  if (search.onlyAssignee) {
    params.push(search.onlyAssignee);
    where.push(`w.assignee_id = $${params.length}`);
  }
  params.push(search.limit);
  const { rows } = await db.query<DbWork>(
    `${SELECT} WHERE ${where.join(' AND ')} ORDER BY l.created_at DESC, l.id DESC LIMIT $${params.length}`,
    params,
  );
  return rows.map(toWork);
}
