import { randomUUID } from 'node:crypto';
import type { TaskKind } from '@dealer/staff';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Tasks on leads in the store (issue 33 item 2; the `lead_tasks` table of migration 110): made by hand
 * from a lead page, listed on a person's "Today" list, completed. A task's owner is its assignee, else its
 * lead's assignee (the call-back tasks the intake makes have none). Timestamps come from the app clock.
 */

export interface TaskRow {
  id: string;
  site_slug: string;
  lead_id: string;
  kind: string;
  due_at: string;
  note: string;
  done_at: string | null;
  owner_id: string | null;
  lead_data: Record<string, unknown>;
}

const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();
const toTask = (r: TaskRow): TaskRow => ({
  ...r,
  due_at: iso(r.due_at),
  done_at: r.done_at === null ? null : iso(r.done_at),
});

const SELECT = `SELECT t.id, t.site_slug, t.lead_id, t.kind, t.due_at, t.note, t.done_at,
       COALESCE(t.assignee_id, w.assignee_id) AS owner_id, l.data AS lead_data
  FROM lead_tasks t JOIN leads l ON l.id = t.lead_id LEFT JOIN lead_work w ON w.lead_id = t.lead_id`;

export async function createTask(
  tx: SqlExecutor,
  task: {
    site: string;
    leadId: string;
    assigneeId: string | null;
    kind: TaskKind;
    dueAt: Date;
    note: string;
  },
  now: Date,
): Promise<TaskRow> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO lead_tasks (id, site_slug, lead_id, assignee_id, kind, due_at, note, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      task.site,
      task.leadId,
      task.assigneeId,
      task.kind,
      task.dueAt.toISOString(),
      task.note,
      now.toISOString(),
    ],
  );
  return (await lockTask(tx, id, [task.site])) as TaskRow;
}

/**
 * A site's open tasks due before `before` that are the person's: owned by them, or (`withUnowned`: people
 * who hand out leads) owned by nobody.
 */
export async function openTasks(
  db: SqlExecutor,
  q: { site: string; before: Date; userId: string; withUnowned: boolean },
): Promise<TaskRow[]> {
  const { rows } = await db.query<TaskRow>(
    `${SELECT} WHERE t.site_slug = $1 AND t.done_at IS NULL AND t.due_at < $2
       AND (COALESCE(t.assignee_id, w.assignee_id) = $3
            OR ($4 AND COALESCE(t.assignee_id, w.assignee_id) IS NULL))
     ORDER BY t.due_at, t.id LIMIT 500`,
    [q.site, q.before.toISOString(), q.userId, q.withUnowned],
  );
  return rows.map(toTask);
}

/** A lead's open tasks, soonest due first (the lead page lists them). */
export async function leadOpenTasks(db: SqlExecutor, leadId: string): Promise<TaskRow[]> {
  const { rows } = await db.query<TaskRow>(
    `${SELECT} WHERE t.lead_id = $1 AND t.done_at IS NULL ORDER BY t.due_at, t.id LIMIT 100`,
    [leadId],
  );
  return rows.map(toTask);
}

/** One task on one of `sites`, locked for a change; null when there is none. */
export async function lockTask(
  tx: SqlExecutor,
  id: string,
  sites: readonly string[],
): Promise<TaskRow | null> {
  const { rows } = await tx.query<TaskRow>(
    `${SELECT} WHERE t.id = $1 AND t.site_slug = ANY($2::text[]) FOR UPDATE OF t`,
    [id, [...sites]],
  );
  return rows[0] ? toTask(rows[0]) : null;
}

export async function completeTask(tx: SqlExecutor, id: string, now: Date): Promise<void> {
  await tx.query('UPDATE lead_tasks SET done_at = $2 WHERE id = $1 AND done_at IS NULL', [
    id,
    now.toISOString(),
  ]);
}
