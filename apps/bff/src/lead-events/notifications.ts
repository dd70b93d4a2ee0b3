import { toIso } from '../store/rows.js';
import type { SqlExecutor } from '../store/sql.js';

/** A person's in-console notifications (issue 33: overdue leads), as the console stream sends them. */
export interface ConsoleNotification {
  id: string;
  leadId: string | null;
  kind: string;
  body: string;
  createdAt: string;
}

/** The person's notifications made after `since`, oldest first (at most 50). */
export async function notificationsSince(
  db: SqlExecutor,
  userId: string,
  since: Date,
): Promise<ConsoleNotification[]> {
  const { rows } = await db.query<{
    id: string;
    lead_id: string | null;
    kind: string;
    body: string;
    created_at: unknown;
  }>(
    `SELECT id, lead_id, kind, body, created_at FROM console_notifications
      WHERE user_id = $1 AND created_at > $2 ORDER BY created_at, id LIMIT 50`,
    [userId, since.toISOString()],
  );
  return rows.map((r) => ({
    id: r.id,
    leadId: r.lead_id,
    kind: r.kind,
    body: r.body,
    createdAt: toIso(r.created_at),
  }));
}
