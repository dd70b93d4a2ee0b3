import { leadSearchTerms } from '@dealer/validation';
import type { SqlExecutor } from './sql.js';

/**
 * A lead's search terms (issue 33), written in the transaction that stores or changes the lead: the old
 * terms go, the terms of its data now come in (@dealer/validation leadSearchTerms).
 */
export async function writeSearchTerms(
  tx: SqlExecutor,
  lead: { id: string; site: string; data: Readonly<Record<string, unknown>> },
  replace: boolean,
): Promise<void> {
  if (replace) await tx.query('DELETE FROM lead_search_terms WHERE lead_id = $1', [lead.id]);
  const terms = leadSearchTerms(lead.data);
  if (terms.length === 0) return;
  await tx.query(
    `INSERT INTO lead_search_terms (lead_id, site_slug, term, created_at)
     SELECT l.id, l.site_slug, t, l.created_at FROM leads l, unnest($2::text[]) AS t WHERE l.id = $1
     ON CONFLICT DO NOTHING`,
    [lead.id, terms],
  );
}
