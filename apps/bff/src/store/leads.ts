import { randomUUID } from 'node:crypto';
import { newToken, safeEqualHex, sha256 } from './crypto.js';
import { type LeadProgress, trackLeadProgress, updateTopic } from './lead-completion.js';
import { writeSearchTerms } from './lead-search-terms.js';
import { insertOutbox, type OutboxStatus } from './outbox.js';
import { toIso } from './rows.js';
import type { SqlDatabase, SqlExecutor } from './sql.js';

/**
 * Leads with their update tokens (stored hashed) and consent records; each lead change writes an outbox
 * row in the same transaction, so the CRM hears of every lead the site acknowledged. Creation under load
 * goes through group commit (lead-batch.ts).
 */

export interface LeadRow {
  id: string;
  site_slug: string;
  dealership_slug: string | null;
  category: string | null;
  quarantined: boolean;
  quarantine_reason: string | null;
  lead_status: string | null;
  form_completed: boolean;
  data: Record<string, unknown>;
  revision: number;
  created_at: string;
  updated_at: string;
}

export interface LeadWithDelivery extends LeadRow {
  delivery_status: string | null;
  delivery_attempts: number | null;
  delivery_error: string | null;
  delivered_at: string | null;
}

export interface NewLead {
  site: string;
  dealershipSlug: string | null;
  category: string | null;
  leadStatus: string | null;
  formCompleted: boolean;
  data: Record<string, unknown>;
  quarantineReason: string | null;
  consent: { noticeVersion: string; purposes: Record<string, boolean> } | null;
  /** Outbox payload for the CRM (delivered by the worker); null when the site has nothing to forward to. */
  outbox: { topic: string; payload: Record<string, unknown>; status?: OutboxStatus };
  /** An unfinished lead's quiet timer (lead-completion.ts); absent: no timer is kept. */
  progress?: LeadProgress;
}

export interface LeadUpdate {
  site: string;
  id: string;
  token: string;
  data: Record<string, unknown>;
  leadStatus: string | null;
  formCompleted: boolean;
  consent: NewLead['consent'];
  outbox: NewLead['outbox'];
  progress?: LeadProgress;
}

export interface ConsentRecord {
  notice_version: string;
  purposes: Record<string, boolean>;
  recorded_at: string;
}

function normaliseLead<T extends LeadRow>(row: T): T {
  return { ...row, created_at: toIso(row.created_at), updated_at: toIso(row.updated_at) };
}

async function insertConsent(
  tx: SqlExecutor,
  leadId: string,
  site: string,
  consent: NewLead['consent'],
  at: Date,
) {
  if (!consent) return;
  await tx.query(
    `INSERT INTO consent_records (id, lead_id, site_slug, notice_version, purposes, recorded_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [randomUUID(), leadId, site, consent.noticeVersion, JSON.stringify(consent.purposes), at.toISOString()],
  );
}

/**
 * Inserts a lead with its consent record and outbox row; returns the id and the (unhashed) token. `at` is
 * the server clock's instant (the one clock every rule reads: a lead's overdue time is counted from it).
 */
export async function insertLead(
  tx: SqlExecutor,
  lead: NewLead,
  at: Date,
): Promise<{ id: string; updateToken: string }> {
  const id = randomUUID();
  const updateToken = newToken();
  await tx.query(
    `INSERT INTO leads (id, site_slug, dealership_slug, category, quarantined, quarantine_reason, lead_status,
       form_completed, data, update_token_hash, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
    [
      id,
      lead.site,
      lead.dealershipSlug,
      lead.category,
      lead.quarantineReason !== null,
      lead.quarantineReason,
      lead.leadStatus,
      lead.formCompleted,
      JSON.stringify(lead.data),
      sha256(updateToken),
      at.toISOString(),
    ],
  );
  await insertConsent(tx, id, lead.site, lead.consent, at);
  await writeSearchTerms(tx, { id, site: lead.site, data: lead.data }, false);
  await insertOutbox(tx, {
    site: lead.site,
    leadId: id,
    topic: lead.outbox.topic,
    payload: { ...lead.outbox.payload, lead_id: id },
    status: lead.outbox.status,
    at,
  });
  if (lead.progress) await trackLeadProgress(tx, lead.site, id, lead.progress);
  return { id, updateToken };
}

/**
 * Updates a lead of this site when the bearer token matches its stored hash. 'not_found' for a lead of
 * another site or no lead at all (indistinguishable to the caller), 'forbidden' for a wrong token.
 */
export async function updateLead(
  tx: SqlExecutor,
  update: LeadUpdate,
  at: Date,
): Promise<'not_found' | 'forbidden' | { revision: number }> {
  const { rows } = await tx.query<{
    update_token_hash: string;
    data: Record<string, unknown>;
    quarantined: boolean;
    form_completed: boolean;
  }>(
    'SELECT update_token_hash, data, quarantined, form_completed FROM leads WHERE id = $1 AND site_slug = $2 FOR UPDATE',
    [update.id, update.site],
  );
  const row = rows[0];
  if (!row) return 'not_found';
  if (!safeEqualHex(row.update_token_hash, sha256(update.token))) return 'forbidden';
  const merged = { ...row.data, ...update.data };
  const updated = await tx.query<{ revision: number }>(
    `UPDATE leads SET data = $3, lead_status = $4, form_completed = $5, revision = revision + 1, updated_at = $6
     WHERE id = $1 AND site_slug = $2 RETURNING revision`,
    [
      update.id,
      update.site,
      JSON.stringify(merged),
      update.leadStatus,
      update.formCompleted,
      at.toISOString(),
    ],
  );
  await insertConsent(tx, update.id, update.site, update.consent, at);
  await writeSearchTerms(tx, { id: update.id, site: update.site, data: merged }, true);
  // A quarantined lead stays held back from the CRM when it is updated too. Finishing a lead is its one
  // `lead.created` for the CRM (lead-completion.ts); its destinations are the worker's to find.
  const topic =
    update.outbox.topic === 'lead.updated'
      ? updateTopic(row.form_completed, update.formCompleted)
      : update.outbox.topic;
  await insertOutbox(tx, {
    site: update.site,
    leadId: update.id,
    topic: row.quarantined ? 'lead.quarantined' : topic,
    payload: { ...update.outbox.payload, event: topic, lead: merged, lead_id: update.id },
    status: row.quarantined
      ? 'held'
      : topic === 'lead.created'
        ? 'pending'
        : (update.outbox.status ?? 'pending'),
    at,
  });
  if (update.progress && !row.quarantined) {
    await trackLeadProgress(tx, update.site, update.id, update.progress);
  }
  return { revision: updated.rows[0]?.revision ?? 0 };
}

/** Outbox topics about a lead that are not its delivery to the dealer (see withDeliveryWhere). */
const NOT_LEAD_DELIVERY = ['lead.status_changed', 'lead.assigned', 'lead.overdue'] as const;

/** Reading leads: the dealer inbox and the tests. */
export class Leads {
  constructor(private readonly db: SqlDatabase) {}

  /**
   * A site's leads, newest first, each with the delivery state of its latest outbox event: of its
   * destinations' rows the one furthest from delivered (failed, retrying, sending, pending, delivered).
   */
  async list(site: string, limit = 500, after?: string): Promise<LeadWithDelivery[]> {
    if (after === undefined) return this.withDeliveryWhere('l.site_slug = $1', [site], limit);
    // Keyset paging: the leads after `after` in the list's order (an id not of this site: none). The
    // created_at bound alone is what the (site_slug, created_at) index can range over; the pair breaks ties.
    return this.withDeliveryWhere(
      `l.site_slug = $1
         AND l.created_at <= (SELECT a.created_at FROM leads a WHERE a.id = $2::uuid AND a.site_slug = $1)
         AND (l.created_at, l.id) <
             (SELECT a.created_at, a.id FROM leads a WHERE a.id = $2::uuid AND a.site_slug = $1)`,
      [site, after],
      limit,
    );
  }

  /** Leads by id (any site: the caller has checked access), newest first, with their delivery state. */
  async withDelivery(ids: readonly string[]): Promise<LeadWithDelivery[]> {
    if (ids.length === 0) return [];
    return this.withDeliveryWhere('l.id = ANY($1::uuid[])', [[...ids]], ids.length);
  }

  private async withDeliveryWhere(
    where: string,
    params: unknown[],
    limit: number,
  ): Promise<LeadWithDelivery[]> {
    const { rows } = await this.db.query<LeadWithDelivery>(
      `SELECT l.id, l.site_slug, l.dealership_slug, l.category, l.quarantined, l.quarantine_reason, l.lead_status,
              l.form_completed, l.data, l.revision, l.created_at, l.updated_at,
              o.status AS delivery_status, o.attempts AS delivery_attempts, o.last_error AS delivery_error,
              o.delivered_at
         -- The page of leads first (an index range), then the delivery state of those leads only.
         FROM (SELECT * FROM leads l WHERE ${where}
                ORDER BY l.created_at DESC, l.id DESC LIMIT $${params.length + 1}) l
         LEFT JOIN LATERAL (
           SELECT status, attempts, last_error, delivered_at FROM outbox
            WHERE outbox.lead_id = l.id
              -- The delivery state is the lead's way to the dealer's CRM: a mail to the shopper, an
              -- appointment's or a status change's webhook, an overdue reminder never stand for it.
              AND outbox.topic NOT IN (${NOT_LEAD_DELIVERY.map((t) => `'${t}'`).join(', ')})
              AND outbox.topic NOT LIKE 'shopper.%' AND outbox.topic NOT LIKE 'appointment.%'
              AND outbox.channel IS DISTINCT FROM 'shopper'
            ORDER BY created_at DESC,
                     -- the later event of one instant (a destination's row ranks as its event's)
                     COALESCE((SELECT p.seq FROM outbox p WHERE p.id = outbox.parent_id), outbox.seq) DESC,
                     status = 'fanned_out',
                     array_position(ARRAY['failed', 'retrying', 'sending', 'pending'], status) NULLS LAST
            LIMIT 1
         ) o ON true
        ORDER BY l.created_at DESC, l.id DESC`,
      [...params, limit],
    );
    return rows.map((row) => ({
      ...normaliseLead(row),
      delivered_at: row.delivered_at ? toIso(row.delivered_at) : null,
    }));
  }

  async get(site: string, id: string): Promise<LeadRow | null> {
    const { rows } = await this.db.query<LeadRow>(
      `SELECT id, site_slug, dealership_slug, category, quarantined, quarantine_reason, lead_status, form_completed,
              data, revision, created_at, updated_at FROM leads WHERE id = $1 AND site_slug = $2`,
      [id, site],
    );
    return rows[0] ? normaliseLead(rows[0]) : null;
  }

  async count(site?: string): Promise<number> {
    const { rows } = await this.db.query<{ n: string }>(
      site ? 'SELECT count(*) AS n FROM leads WHERE site_slug = $1' : 'SELECT count(*) AS n FROM leads',
      site ? [site] : [],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async consentRecords(leadId: string): Promise<ConsentRecord[]> {
    const { rows } = await this.db.query<Omit<ConsentRecord, 'recorded_at'> & { recorded_at: unknown }>(
      'SELECT notice_version, purposes, recorded_at FROM consent_records WHERE lead_id = $1 ORDER BY recorded_at',
      [leadId],
    );
    return rows.map((r) => ({ ...r, recorded_at: toIso(r.recorded_at) }));
  }
}
