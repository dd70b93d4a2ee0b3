import { randomUUID } from 'node:crypto';
import { leadSearchTerms } from '@dealer/validation';
import { newToken, sha256 } from './crypto.js';
import {
  type Answer,
  ConcurrentFirstRequest,
  type IdempotencyKeys,
  idempotencyRecord,
  keyHash,
} from './idempotency.js';
import { insertLead, type NewLead } from './leads.js';
import type { SqlDatabase } from './sql.js';

/**
 * Group commit for new leads: leads arriving in the same turn of the event loop, or while a commit is in
 * flight, are written together in one transaction and one statement, and each caller is answered only
 * after that commit. Replays and conflicting keys are answered from the idempotency table; anything
 * unusual (a race with another server copy, an error) falls back to one transaction per lead, so a batch
 * never fails a lead because of its neighbours.
 */

/** One statement writing a batch of leads with their consent, outbox and idempotency rows. */
const BATCH_INSERT_SQL = `
  WITH input AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(
      id uuid, site_slug text, dealership_slug text, category text, quarantined boolean, quarantine_reason text,
      lead_status text, form_completed boolean, data jsonb, update_token_hash text, consent_id uuid,
      notice_version text, purposes jsonb, outbox_id uuid, topic text, outbox_status text, payload jsonb, idem_site text,
      idem_key text, request_hash text, response jsonb, received_at timestamptz, quiet_until timestamptz,
      search_terms jsonb)
  ),
  t AS (
    INSERT INTO lead_search_terms (lead_id, site_slug, term, created_at)
    SELECT x.id, x.site_slug, st.term, x.received_at
      FROM input x CROSS JOIN LATERAL jsonb_array_elements_text(x.search_terms) AS st(term)
  ),
  q AS (
    INSERT INTO lead_quiet_timers (lead_id, site_slug, due_at)
    SELECT id, site_slug, quiet_until FROM input WHERE quiet_until IS NOT NULL
  ),
  l AS (
    INSERT INTO leads (id, site_slug, dealership_slug, category, quarantined, quarantine_reason, lead_status,
      form_completed, data, update_token_hash, created_at, updated_at)
    SELECT id, site_slug, dealership_slug, category, quarantined, quarantine_reason, lead_status, form_completed,
      data, update_token_hash, received_at, received_at FROM input RETURNING id
  ),
  c AS (
    INSERT INTO consent_records (id, lead_id, site_slug, notice_version, purposes, recorded_at)
    SELECT consent_id, id, site_slug, notice_version, purposes, received_at FROM input WHERE consent_id IS NOT NULL
  ),
  o AS (
    INSERT INTO outbox (id, site_slug, lead_id, topic, payload, status, created_at)
    SELECT outbox_id, site_slug, id, topic, payload, outbox_status, received_at FROM input
  )
  INSERT INTO idempotency_keys (site_slug, key, request_hash, status, response)
  SELECT idem_site, idem_key, request_hash, 201, response FROM input WHERE idem_key IS NOT NULL
  ON CONFLICT DO NOTHING RETURNING key`;

const BATCH_LIMIT = 256;

interface QueuedLead {
  site: string;
  key: string | null;
  request: unknown;
  lead: NewLead;
  /** When the server received it (its clock), not when its batch is written. */
  receivedAt: Date;
  resolve: (result: Answer) => void;
  reject: (error: unknown) => void;
}

const NO_KEY = { idem_site: null, idem_key: null, request_hash: null, response: null };

/** The batch statement's input row for one lead, and the answer its caller gets once it commits. */
function batchRow(item: QueuedLead) {
  const id = randomUUID();
  const updateToken = newToken();
  const body = { id, update_token: updateToken };
  const { lead } = item;
  const record = {
    id,
    site_slug: lead.site,
    dealership_slug: lead.dealershipSlug,
    category: lead.category,
    quarantined: lead.quarantineReason !== null,
    quarantine_reason: lead.quarantineReason,
    lead_status: lead.leadStatus,
    form_completed: lead.formCompleted,
    data: lead.data,
    update_token_hash: sha256(updateToken),
    consent_id: lead.consent ? randomUUID() : null,
    notice_version: lead.consent?.noticeVersion ?? null,
    purposes: lead.consent?.purposes ?? null,
    outbox_id: randomUUID(),
    topic: lead.outbox.topic,
    outbox_status: lead.outbox.status ?? 'pending',
    payload: { ...lead.outbox.payload, lead_id: id },
    received_at: item.receivedAt.toISOString(),
    // An unfinished lead's quiet timer (lead-completion.ts), from the app clock.
    quiet_until: lead.progress?.quietUntil?.toISOString() ?? null,
    // Issue 33: the lead's search terms (lead-search-terms.ts).
    search_terms: leadSearchTerms(lead.data),
    ...(item.key === null ? NO_KEY : idempotencyRecord(item.site, item.key, item.request, body)),
  };
  return { item, body, record };
}

export class LeadBatcher {
  private queue: QueuedLead[] = [];
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: SqlDatabase,
    private readonly keys: IdempotencyKeys,
    private readonly now: () => Date = () => new Date(),
  ) {}

  create(site: string, key: string | null, request: unknown, lead: NewLead): Promise<Answer> {
    const receivedAt = this.now();
    return new Promise((resolve, reject) => {
      this.queue.push({ site, key, request, lead, receivedAt, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  /** Resolves once every lead accepted so far is committed (and answered). */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async flush(): Promise<void> {
    try {
      do {
        // PGlite answers in microtasks, so a flush never lets the event loop read sockets by itself: each
        // batch first waits for the check phase (after the poll phase has read every request that is
        // ready). No timer, so a lone lead is not delayed; under load the batch is every lead that came in.
        await new Promise<void>((resolve) => setImmediate(resolve));
        const batch = this.queue.splice(0, BATCH_LIMIT);
        await this.writeBatch(batch).catch((error: unknown) => {
          for (const item of batch) item.reject(error);
        });
      } while (this.queue.length > 0);
    } finally {
      this.flushing = null;
    }
  }

  private single(item: QueuedLead): Promise<void> {
    return this.keys
      .run(item.site, item.key, item.request, async (tx) => {
        const { id, updateToken } = await insertLead(tx, item.lead, item.receivedAt);
        return { status: 201, body: { id, update_token: updateToken } };
      })
      .then(item.resolve, item.reject);
  }

  /** Keys already stored answer from the table; a key twice in one batch is written once, then replayed. */
  private async partition(batch: QueuedLead[]): Promise<{ pending: QueuedLead[]; later: QueuedLead[] }> {
    const pending: QueuedLead[] = [];
    const later: QueuedLead[] = [];
    const seen = new Set<string>();
    const stored = await this.keys.stored(
      batch.flatMap((item) => (item.key === null ? [] : [keyHash(item.site, item.key)])),
    );
    for (const item of batch) {
      if (item.key === null) {
        pending.push(item);
        continue;
      }
      const hash = keyHash(item.site, item.key);
      if (stored.has(hash) || seen.has(hash)) later.push(item);
      else {
        seen.add(hash);
        pending.push(item);
      }
    }
    return { pending, later };
  }

  private async writeBatch(batch: QueuedLead[]): Promise<void> {
    const { pending, later } = await this.partition(batch);
    if (pending.length > 0) {
      const rows = pending.map(batchRow);
      const expectedKeys = rows.filter((r) => r.record.idem_key !== null).length;
      let committed = false;
      try {
        await this.db.transaction(async (tx) => {
          const { rows: inserted } = await tx.query<{ key: string }>(BATCH_INSERT_SQL, [
            JSON.stringify(rows.map((r) => r.record)),
          ]);
          // Another server copy took one of these keys meanwhile: undo the batch, go one by one.
          if (inserted.length !== expectedKeys) throw new ConcurrentFirstRequest();
        });
        committed = true;
      } catch {
        committed = false;
      }
      if (committed)
        for (const row of rows) row.item.resolve({ status: 201, body: row.body, replayed: false });
      else for (const row of rows) await this.single(row.item);
    }
    for (const item of later) await this.single(item);
  }
}
