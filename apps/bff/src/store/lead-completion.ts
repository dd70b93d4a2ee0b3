import { insertOutbox } from './outbox.js';
import type { SqlDatabase, SqlExecutor } from './sql.js';

/**
 * When a multi-step lead reaches the CRM (issue 29 item 1). A lead the shopper has not finished
 * (`form_completed` false) goes to the webhooks as step progress (`lead.updated`) only; the CRM's
 * `lead.created` (ADF, notification, webhook) is written when the shopper finishes it, with every field
 * they gave. Each unfinished step (re)arms a quiet timer from the app clock; a lead whose timer runs out
 * is delivered once as `lead.abandoned` (marked incomplete) and marked `abandoned_at`. Timers and marks
 * are written only from the injected clock, never SQL now(), because the job compares them with it.
 */

/** Migration 80: the quiet timers and the abandoned mark. */
export const LEAD_COMPLETION_MIGRATION = {
  version: 80,
  name: 'lead quiet timers and abandoned leads',
  sql: `
    ALTER TABLE leads ADD COLUMN abandoned_at timestamptz;
    CREATE TABLE lead_quiet_timers (
      lead_id uuid PRIMARY KEY REFERENCES leads (id),
      site_slug text NOT NULL,
      due_at timestamptz NOT NULL
    );
    CREATE INDEX lead_quiet_timers_due ON lead_quiet_timers (due_at)
  `,
} as const;

/** What a lead write says about the lead's completion: its quiet timer's new end, or none (finished). */
export interface LeadProgress {
  /** The instant an unfinished lead counts as abandoned if nothing more comes; null once it is finished. */
  quietUntil: Date | null;
}

/** (Re)arms or clears a lead's quiet timer inside the lead's own transaction. */
export async function trackLeadProgress(
  tx: SqlExecutor,
  site: string,
  leadId: string,
  progress: LeadProgress,
): Promise<void> {
  if (progress.quietUntil === null) {
    await tx.query('DELETE FROM lead_quiet_timers WHERE lead_id = $1', [leadId]);
    return;
  }
  await tx.query(
    `INSERT INTO lead_quiet_timers (lead_id, site_slug, due_at) VALUES ($1, $2, $3)
     ON CONFLICT (lead_id) DO UPDATE SET due_at = EXCLUDED.due_at`,
    [leadId, site, progress.quietUntil.toISOString()],
  );
}

/**
 * The outbox topic of a lead update: `lead.created` the first time the lead is finished (the CRM's one
 * delivery of the whole lead), else step progress `lead.updated`.
 */
export function updateTopic(wasFinished: boolean, isFinished: boolean): 'lead.created' | 'lead.updated' {
  return isFinished && !wasFinished ? 'lead.created' : 'lead.updated';
}

/**
 * Delivers the leads whose quiet time ended by `now` as abandoned: each timer is taken once (SKIP LOCKED:
 * two server copies never take the same one), its lead marked `abandoned_at` and given a
 * `lead.abandoned` outbox row with the lead as it stands, in one transaction. A lead finished, held
 * (quarantined) or already abandoned meanwhile gets no row. Returns the abandoned leads' ids.
 */
export async function abandonQuietLeads(db: SqlDatabase, now: Date, limit = 100): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx.query<{ lead_id: string }>(
      `DELETE FROM lead_quiet_timers WHERE lead_id IN (
         SELECT lead_id FROM lead_quiet_timers WHERE due_at <= $1
          ORDER BY due_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING lead_id`,
      [now.toISOString(), limit],
    );
    if (due.rows.length === 0) return [];
    const { rows } = await tx.query<{
      id: string;
      site_slug: string;
      dealership_slug: string | null;
      data: Record<string, unknown>;
    }>(
      `UPDATE leads SET abandoned_at = $2
        WHERE id = ANY($1::uuid[]) AND NOT form_completed AND NOT quarantined AND abandoned_at IS NULL
        RETURNING id, site_slug, dealership_slug, data`,
      [due.rows.map((r) => r.lead_id), now.toISOString()],
    );
    for (const lead of rows) {
      await insertOutbox(tx, {
        site: lead.site_slug,
        leadId: lead.id,
        topic: 'lead.abandoned',
        payload: {
          event: 'lead.abandoned',
          site: lead.site_slug,
          dealership_slug: lead.dealership_slug,
          lead: lead.data,
          lead_id: lead.id,
          incomplete: true,
        },
        at: now,
      });
    }
    return rows.map((r) => r.id);
  });
}
