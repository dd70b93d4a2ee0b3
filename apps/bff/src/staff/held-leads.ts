import { type LeadProgress, trackLeadProgress } from '../store/lead-completion.js';
import { insertOutbox } from '../store/outbox.js';
import { toIso } from '../store/rows.js';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Leads held for review (issue 29 item 4): the §1 bot screen stores a suspect quarantined with its reason
 * and the outbox holds it back; here a person sees them, releases one (it is delivered to the CRM like a
 * normal lead and reaches the inbox) or discards it (kept, marked, out of the held list). Each decision
 * is one transaction with its audit row (the routes' `auditedWrite`); timestamps come from the app clock.
 */

/** Migration 81: what was decided about a held lead, and when. */
export const HELD_REVIEW_MIGRATION = {
  version: 81,
  name: 'held leads reviewed: released or discarded',
  sql: `
    ALTER TABLE leads ADD COLUMN review_outcome text;
    ALTER TABLE leads ADD COLUMN reviewed_at timestamptz;
    CREATE INDEX leads_held ON leads (site_slug, created_at DESC) WHERE quarantined AND review_outcome IS NULL
  `,
} as const;

export interface HeldLead {
  id: string;
  siteSlug: string;
  createdAt: string;
  category: string | null;
  reason: string | null;
  data: Record<string, unknown>;
}

const HELD = 'quarantined AND review_outcome IS NULL AND site_slug = ANY($1::text[])';

/** The held leads of these sites, newest first. */
export async function heldLeads(db: SqlExecutor, sites: readonly string[], limit = 200): Promise<HeldLead[]> {
  if (sites.length === 0) return [];
  const { rows } = await db.query<{
    id: string;
    site_slug: string;
    created_at: unknown;
    category: string | null;
    quarantine_reason: string | null;
    data: Record<string, unknown>;
  }>(
    `SELECT id, site_slug, created_at, category, quarantine_reason, data FROM leads
      WHERE ${HELD} ORDER BY created_at DESC, id LIMIT $2`,
    [[...sites], limit],
  );
  return rows.map((r) => ({
    id: r.id,
    siteSlug: r.site_slug,
    createdAt: toIso(r.created_at),
    category: r.category,
    reason: r.quarantine_reason,
    data: r.data,
  }));
}

/** How many leads of these sites are held. */
export async function countHeld(db: SqlExecutor, sites: readonly string[]): Promise<number> {
  if (sites.length === 0) return 0;
  const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM leads WHERE ${HELD}`, [
    [...sites],
  ]);
  return Number(rows[0]?.n ?? 0);
}

/** A held lead of these sites under lock, or null (not held, decided already, another site's). */
export async function lockHeld(tx: SqlExecutor, id: string, sites: readonly string[]) {
  const { rows } = await tx.query<{
    site_slug: string;
    dealership_slug: string | null;
    form_completed: boolean;
    quarantine_reason: string | null;
    data: Record<string, unknown>;
  }>(
    `SELECT site_slug, dealership_slug, form_completed, quarantine_reason, data FROM leads
      WHERE id = $2 AND ${HELD} FOR UPDATE`,
    [[...sites], id],
  );
  return rows[0] ?? null;
}

/**
 * Releases a held lead: no longer quarantined, marked released, and its CRM event written as for a lead
 * the screen had passed — `lead.created` when finished, else step progress with its quiet timer (so it is
 * delivered whole, or once as abandoned). The inbox takes it on its next intake.
 */
export async function releaseHeld(
  tx: SqlExecutor,
  lead: NonNullable<Awaited<ReturnType<typeof lockHeld>>> & { id: string },
  now: Date,
  quietUntil: Date,
): Promise<void> {
  await tx.query(
    `UPDATE leads SET quarantined = false, review_outcome = 'released', reviewed_at = $2 WHERE id = $1`,
    [lead.id, now.toISOString()],
  );
  const topic = lead.form_completed ? 'lead.created' : 'lead.updated';
  await insertOutbox(tx, {
    site: lead.site_slug,
    leadId: lead.id,
    topic,
    payload: {
      event: topic,
      site: lead.site_slug,
      dealership_slug: lead.dealership_slug,
      lead: lead.data,
      lead_id: lead.id,
      released_from_review: true,
    },
    at: now,
  });
  const progress: LeadProgress = { quietUntil: lead.form_completed ? null : quietUntil };
  await trackLeadProgress(tx, lead.site_slug, lead.id, progress);
}

/** Discards a held lead: kept (with its reason), marked discarded, gone from the held list. */
export async function discardHeld(tx: SqlExecutor, id: string, now: Date): Promise<void> {
  await tx.query(`UPDATE leads SET review_outcome = 'discarded', reviewed_at = $2 WHERE id = $1`, [
    id,
    now.toISOString(),
  ]);
}
