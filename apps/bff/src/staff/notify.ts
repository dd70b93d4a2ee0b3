import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Console, CRM delivery: "a plain-text notification email to the assigned person": when a lead gets an assignee
 * (a rule on arrival, or by hand), a `notify` row for that person's email joins the outbox in the same
 * transaction; the delivery worker sends it like the site's own notification mails (retries, delivery
 * log on the lead page).
 */
export async function notifyAssignee(
  tx: SqlExecutor,
  lead: { id: string; siteSlug: string; data: Record<string, unknown> },
  assigneeId: string,
  at: Date,
): Promise<void> {
  const { rows } = await tx.query<{ email: string }>(
    'SELECT email FROM staff_users WHERE id = $1 AND removed_at IS NULL',
    [assigneeId],
  );
  const email = rows[0]?.email;
  if (!email) return;
  await tx.query(
    `INSERT INTO outbox (id, site_slug, lead_id, topic, payload, status, channel, target, created_at)
     VALUES ($1, $2, $3, 'lead.assigned', $4, 'pending', 'notify', $5, $6)`,
    [
      randomUUID(),
      lead.siteSlug,
      lead.id,
      JSON.stringify({ lead: lead.data, lead_id: lead.id }),
      email,
      at.toISOString(),
    ],
  );
}
