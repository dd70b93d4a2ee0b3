import { randomUUID } from 'node:crypto';
import { primaryLocation, type Registry, type Site } from '@dealer/site-registry';
import { dueSteps, type EscalationStep, escalationSteps, groupOf } from '@dealer/staff';
import type { SqlDatabase, SqlExecutor } from '../store/sql.js';

/**
 * Nobody misses an overdue lead (issue 33): for each uncontacted lead past its due time, each escalation
 * step now due (@dealer/staff dueSteps: the assignee at the due time, the site's managers 30 opening
 * minutes later by default; a site's `leads.escalation_steps` may set its group's own) tells its people
 * once: a `notify` mail through the outbox and an in-console notification (`console_notifications`, sent
 * live on the console stream). The step's row in `lead_escalations` (primary key lead, step) is written in
 * the same transaction, so a restart or a second copy never tells anyone twice.
 */

export const ESCALATION_MIGRATION = {
  version: 102,
  name: 'console overdue escalation: steps taken, in-console notifications (issue 33)',
  sql: `
    CREATE TABLE lead_escalations (
      lead_id uuid NOT NULL REFERENCES leads (id),
      step integer NOT NULL,
      notified_at timestamptz NOT NULL,
      PRIMARY KEY (lead_id, step)
    );
    CREATE TABLE console_notifications (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES staff_users (id),
      lead_id uuid REFERENCES leads (id),
      kind text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX console_notifications_user ON console_notifications (user_id, created_at)
  `,
} as const;

/** The step number marking a lead whose every step was taken. */
const ALL_TAKEN = -1;

interface OverdueRow {
  lead_id: string;
  site_slug: string;
  assignee_id: string | null;
  overdue_at: Date | string;
  data: Record<string, unknown>;
}

/** A site's steps: its `leads.escalation_steps` when valid, else the default. */
export function stepsOf(site: Site): readonly EscalationStep[] {
  return escalationSteps(
    site.leads.escalation_steps?.map((step) => ({ afterMinutes: step.after_minutes, notify: step.notify })),
  );
}

/** The managers of a site (members of its group whose role is manager and whose sites include it). */
async function managersOf(tx: SqlExecutor, site: Site): Promise<string[]> {
  const { rows } = await tx.query<{ user_id: string; site_slugs: unknown }>(
    `SELECT m.user_id, m.site_slugs FROM staff_memberships m JOIN staff_users u ON u.id = m.user_id
      WHERE m.group_id = $1 AND m.role = 'manager' AND u.removed_at IS NULL`,
    [groupOf(site)],
  );
  return rows
    .filter((r) => Array.isArray(r.site_slugs) && (r.site_slugs as string[]).includes(site.slug))
    .map((r) => r.user_id);
}

function shopperName(data: Record<string, unknown>): string {
  const name = [data.first_name, data.last_name, data.name]
    .filter((v) => typeof v === 'string' && v)
    .join(' ');
  return name || 'A shopper';
}

async function tell(
  tx: SqlExecutor,
  lead: OverdueRow,
  userId: string,
  body: string,
  at: Date,
): Promise<void> {
  const { rows } = await tx.query<{ email: string }>(
    'SELECT email FROM staff_users WHERE id = $1 AND removed_at IS NULL',
    [userId],
  );
  const email = rows[0]?.email;
  if (!email) return;
  await tx.query(
    `INSERT INTO console_notifications (id, user_id, lead_id, kind, body, created_at)
     VALUES ($1, $2, $3, 'lead.overdue', $4, $5)`,
    [randomUUID(), userId, lead.lead_id, body, at.toISOString()],
  );
  await tx.query(
    `INSERT INTO outbox (id, site_slug, lead_id, topic, payload, status, channel, target, created_at)
     VALUES ($1, $2, $3, 'lead.overdue', $4, 'pending', 'notify', $5, $6)`,
    [
      randomUUID(),
      lead.site_slug,
      lead.lead_id,
      JSON.stringify({ lead: lead.data, lead_id: lead.lead_id, overdue: true }),
      email,
      at.toISOString(),
    ],
  );
}

/** Takes one step for one lead, once: false when it was taken before (by this or another copy). */
async function takeStep(
  db: SqlDatabase,
  site: Site,
  lead: OverdueRow,
  index: number,
  step: EscalationStep,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `INSERT INTO lead_escalations (lead_id, step, notified_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING lead_id`,
      [lead.lead_id, index, now.toISOString()],
    );
    if (rows.length === 0) return false;
    const people =
      step.notify === 'assignee' ? (lead.assignee_id ? [lead.assignee_id] : []) : await managersOf(tx, site);
    const body =
      step.notify === 'assignee'
        ? `Overdue: ${shopperName(lead.data)}'s lead on ${site.slug} is waiting for a first contact.`
        : `Overdue, still not contacted: ${shopperName(lead.data)}'s lead on ${site.slug}.`;
    for (const userId of people) await tell(tx, lead, userId, body, now);
    return true;
  });
}

/** One pass: every step now due of every uncontacted overdue lead; the number of steps taken. */
export async function escalateOverdue(
  db: SqlDatabase,
  registry: Registry,
  now: Date,
  limit = 500,
): Promise<number> {
  const { rows } = await db.query<OverdueRow>(
    `SELECT w.lead_id, w.site_slug, w.assignee_id, w.overdue_at, l.data FROM lead_work w JOIN leads l ON l.id = w.lead_id
      WHERE w.status IN ('new', 'allocated') AND w.first_contacted_at IS NULL AND w.overdue_at <= $1
        AND NOT EXISTS (SELECT 1 FROM lead_escalations e WHERE e.lead_id = w.lead_id AND e.step = $3)
      ORDER BY w.overdue_at LIMIT $2`,
    [now.toISOString(), limit, ALL_TAKEN],
  );
  let taken = 0;
  for (const lead of rows) {
    const site = registry.sites.find((s) => s.slug === lead.site_slug);
    if (!site) continue;
    const location =
      site.locations.find((l) => l.id === Number(lead.data.location_id)) ?? primaryLocation(site);
    const steps = stepsOf(site);
    const due = dueSteps(steps, { dueAt: new Date(lead.overdue_at), contacted: false }, site, location, now);
    for (const index of due)
      if (await takeStep(db, site, lead, index, steps[index] as EscalationStep, now)) taken++;
    // Every step taken: the lead leaves the scan (a row under the step ALL_TAKEN).
    if (due.length === steps.length)
      await db.query(
        'INSERT INTO lead_escalations (lead_id, step, notified_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [lead.lead_id, ALL_TAKEN, now.toISOString()],
      );
  }
  return taken;
}
