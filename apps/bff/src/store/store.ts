import { randomUUID } from 'node:crypto';
import { canonicalHash, newToken, safeEqualHex, seal, sha256, unseal } from './crypto.js';
import { MIGRATIONS, migrate } from './migrations.js';
import { openPglite, openPostgres, type SqlDatabase, type SqlExecutor } from './sql.js';

/**
 * The store port: leads (with their update tokens, consent records and outbox rows, written in one
 * transaction), idempotency keys, events, valuations and other submissions. PGlite in the data folder
 * by default, PostgreSQL with DATABASE_URL; the same SQL and migrations on both.
 */

export interface StoredResponse {
  status: number;
  body: Record<string, unknown>;
}

export interface StoreOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema (tests use a fresh one per run). */
  schema?: string;
}

/** Same Idempotency-Key with a different request: 422. */
/** One statement writing a batch of leads with their consent, outbox and idempotency rows. */
const BATCH_INSERT_SQL = `
  WITH input AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(
      id uuid, site_slug text, dealership_slug text, category text, quarantined boolean, quarantine_reason text,
      lead_status text, form_completed boolean, data jsonb, update_token_hash text, consent_id uuid,
      notice_version text, purposes jsonb, outbox_id uuid, topic text, outbox_status text, payload jsonb, idem_site text,
      idem_key text, request_hash text, response jsonb)
  ),
  l AS (
    INSERT INTO leads (id, site_slug, dealership_slug, category, quarantined, quarantine_reason, lead_status,
      form_completed, data, update_token_hash)
    SELECT id, site_slug, dealership_slug, category, quarantined, quarantine_reason, lead_status, form_completed,
      data, update_token_hash FROM input RETURNING id
  ),
  c AS (
    INSERT INTO consent_records (id, lead_id, site_slug, notice_version, purposes)
    SELECT consent_id, id, site_slug, notice_version, purposes FROM input WHERE consent_id IS NOT NULL
  ),
  o AS (
    INSERT INTO outbox (id, site_slug, lead_id, topic, payload, status)
    SELECT outbox_id, site_slug, id, topic, payload, outbox_status FROM input
  )
  INSERT INTO idempotency_keys (site_slug, key, request_hash, status, response)
  SELECT idem_site, idem_key, request_hash, 201, response FROM input WHERE idem_key IS NOT NULL
  ON CONFLICT DO NOTHING RETURNING key`;

export class IdempotencyConflictError extends Error {
  override readonly name = 'IdempotencyConflictError';
}

class ConcurrentFirstRequest extends Error {}

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
  outbox: { topic: string; payload: Record<string, unknown>; status?: 'pending' | 'stored' | 'held' };
}

export interface OutboxRow {
  id: string;
  site_slug: string;
  lead_id: string | null;
  topic: string;
  payload: Record<string, unknown>;
  attempts: number;
}

function toIso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function normaliseLead<T extends LeadRow>(row: T): T {
  return { ...row, created_at: toIso(row.created_at), updated_at: toIso(row.updated_at) };
}

interface QueuedLead {
  site: string;
  key: string | null;
  request: unknown;
  lead: NewLead;
  resolve: (result: StoredResponse & { replayed: boolean }) => void;
  reject: (error: unknown) => void;
}

const BATCH_LIMIT = 256;

export class Store {
  private queue: QueuedLead[] = [];
  private flushing: Promise<void> | null = null;

  private constructor(readonly db: SqlDatabase) {}

  static async open(options: StoreOptions): Promise<Store> {
    const db = options.databaseUrl
      ? await openPostgres(options.databaseUrl, { schema: options.schema })
      : await openPglite(options.dataDir, migrate, canonicalHash(MIGRATIONS).slice(0, 16));
    try {
      await migrate(db);
    } catch (error) {
      await db.close().catch(() => undefined);
      throw error;
    }
    return new Store(db);
  }

  get kind(): 'pglite' | 'postgres' {
    return this.db.kind;
  }

  async close(): Promise<void> {
    // Leads already accepted into the queue are committed (and answered) before the database closes.
    while (this.flushing) await this.flushing;
    await this.db.close();
  }

  async ping(): Promise<boolean> {
    const { rows } = await this.db.query<{ ok: number }>('SELECT 1 AS ok');
    return rows[0]?.ok === 1;
  }

  /**
   * Runs a write once per Idempotency-Key: the first request's 2xx response is stored (sealed with the
   * key, which is itself stored hashed) in the same transaction as the write; a replay returns it, a
   * different request under the same key throws IdempotencyConflictError. Without a key, `work` runs
   * plainly in a transaction.
   */
  async idempotent(
    site: string,
    key: string | null,
    request: unknown,
    work: (tx: SqlExecutor) => Promise<StoredResponse>,
  ): Promise<StoredResponse & { replayed: boolean }> {
    if (key === null) return { ...(await this.db.transaction(work)), replayed: false };
    const keyHash = sha256(`${site}\n${key}`);
    const requestHash = canonicalHash(request);
    const previous = await this.replay(keyHash, key, requestHash);
    if (previous) return previous;
    try {
      const response = await this.db.transaction(async (tx) => {
        const result = await work(tx);
        if (result.status >= 200 && result.status < 300) {
          const inserted = await tx.query(
            `INSERT INTO idempotency_keys (site_slug, key, request_hash, status, response)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING key`,
            [
              site,
              keyHash,
              requestHash,
              result.status,
              JSON.stringify({ sealed: seal(key, JSON.stringify(result.body)) }),
            ],
          );
          // Another request with this key committed first: undo ours and answer with theirs.
          if (inserted.rows.length === 0) throw new ConcurrentFirstRequest();
        }
        return result;
      });
      return { ...response, replayed: false };
    } catch (error) {
      if (!(error instanceof ConcurrentFirstRequest)) throw error;
      const winner = await this.replay(keyHash, key, requestHash);
      if (!winner) throw new Error('Idempotency record vanished');
      return winner;
    }
  }

  private async replay(
    keyHash: string,
    key: string,
    requestHash: string,
  ): Promise<(StoredResponse & { replayed: boolean }) | null> {
    const { rows } = await this.db.query<{
      request_hash: string;
      status: number;
      response: { sealed: string };
    }>('SELECT request_hash, status, response FROM idempotency_keys WHERE key = $1', [keyHash]);
    const row = rows[0];
    if (!row) return null;
    if (row.request_hash !== requestHash) {
      throw new IdempotencyConflictError('This Idempotency-Key was already used with a different request');
    }
    return { status: row.status, body: JSON.parse(unseal(key, row.response.sealed)), replayed: true };
  }

  /**
   * Creates a lead (with consent record, outbox row and idempotency record) under group commit: leads
   * arriving in the same turn of the event loop, or while a commit is in flight, are written together in
   * one transaction and one statement, and each caller is answered only after that commit. Replays and
   * conflicting keys are answered from the idempotency table; anything unusual (a race with another
   * server copy, an error) falls back to one transaction per lead, so a batch never fails a lead because
   * of its neighbours.
   */
  createLead(
    site: string,
    key: string | null,
    request: unknown,
    lead: NewLead,
  ): Promise<StoredResponse & { replayed: boolean }> {
    return new Promise((resolve, reject) => {
      this.queue.push({ site, key, request, lead, resolve, reject });
      this.flushing ??= this.flush();
    });
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
    return this.idempotent(item.site, item.key, item.request, async (tx) => {
      const { id, updateToken } = await this.insertLead(tx, item.lead);
      return { status: 201, body: { id, update_token: updateToken } };
    }).then(item.resolve, item.reject);
  }

  private async writeBatch(batch: QueuedLead[]): Promise<void> {
    // Keys already stored answer from the table; a key twice in one batch is written once, then replayed.
    const pending: QueuedLead[] = [];
    const later: QueuedLead[] = [];
    const seen = new Set<string>();
    const keyed = batch.filter((item) => item.key !== null);
    const stored = new Set<string>();
    if (keyed.length > 0) {
      const hashes = keyed.map((item) => sha256(`${item.site}\n${item.key}`));
      const { rows } = await this.db.query<{ key: string }>(
        'SELECT key FROM idempotency_keys WHERE key = ANY($1)',
        [hashes],
      );
      for (const row of rows) stored.add(row.key);
    }
    for (const item of batch) {
      if (item.key === null) {
        pending.push(item);
        continue;
      }
      const hash = sha256(`${item.site}\n${item.key}`);
      if (stored.has(hash) || seen.has(hash)) later.push(item);
      else {
        seen.add(hash);
        pending.push(item);
      }
    }
    if (pending.length > 0) {
      const rows = pending.map((item) => {
        const id = randomUUID();
        const updateToken = newToken();
        const body = { id, update_token: updateToken };
        return {
          item,
          body,
          record: {
            id,
            site_slug: item.lead.site,
            dealership_slug: item.lead.dealershipSlug,
            category: item.lead.category,
            quarantined: item.lead.quarantineReason !== null,
            quarantine_reason: item.lead.quarantineReason,
            lead_status: item.lead.leadStatus,
            form_completed: item.lead.formCompleted,
            data: item.lead.data,
            update_token_hash: sha256(updateToken),
            consent_id: item.lead.consent ? randomUUID() : null,
            notice_version: item.lead.consent?.noticeVersion ?? null,
            purposes: item.lead.consent?.purposes ?? null,
            outbox_id: randomUUID(),
            topic: item.lead.outbox.topic,
            outbox_status: item.lead.outbox.status ?? 'pending',
            payload: { ...item.lead.outbox.payload, lead_id: id },
            idem_site: item.key === null ? null : item.site,
            idem_key: item.key === null ? null : sha256(`${item.site}\n${item.key}`),
            request_hash: item.key === null ? null : canonicalHash(item.request),
            response: item.key === null ? null : { sealed: seal(item.key, JSON.stringify(body)) },
          },
        };
      });
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

  /** Inserts a lead with its consent record and outbox row; returns the id and the (unhashed) token. */
  async insertLead(tx: SqlExecutor, lead: NewLead): Promise<{ id: string; updateToken: string }> {
    const id = randomUUID();
    const updateToken = newToken();
    await tx.query(
      `INSERT INTO leads (id, site_slug, dealership_slug, category, quarantined, quarantine_reason, lead_status,
         form_completed, data, update_token_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
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
      ],
    );
    if (lead.consent) {
      await tx.query(
        'INSERT INTO consent_records (id, lead_id, site_slug, notice_version, purposes) VALUES ($1, $2, $3, $4, $5)',
        [randomUUID(), id, lead.site, lead.consent.noticeVersion, JSON.stringify(lead.consent.purposes)],
      );
    }
    await this.insertOutbox(
      tx,
      lead.site,
      id,
      lead.outbox.topic,
      { ...lead.outbox.payload, lead_id: id },
      lead.outbox.status,
    );
    return { id, updateToken };
  }

  private async insertOutbox(
    tx: SqlExecutor,
    site: string,
    leadId: string,
    topic: string,
    payload: Record<string, unknown>,
    status: 'pending' | 'stored' | 'held' = 'pending',
  ): Promise<void> {
    await tx.query(
      'INSERT INTO outbox (id, site_slug, lead_id, topic, payload, status) VALUES ($1, $2, $3, $4, $5, $6)',
      [randomUUID(), site, leadId, topic, JSON.stringify(payload), status],
    );
  }

  /**
   * Updates a lead of this site when the bearer token matches its stored hash. 'not_found' for a lead of
   * another site or no lead at all (indistinguishable to the caller), 'forbidden' for a wrong token.
   */
  async updateLead(
    tx: SqlExecutor,
    update: {
      site: string;
      id: string;
      token: string;
      data: Record<string, unknown>;
      leadStatus: string | null;
      formCompleted: boolean;
      consent: NewLead['consent'];
      outbox: NewLead['outbox'];
    },
  ): Promise<'not_found' | 'forbidden' | { revision: number }> {
    const { rows } = await tx.query<{
      update_token_hash: string;
      data: Record<string, unknown>;
      quarantined: boolean;
    }>('SELECT update_token_hash, data, quarantined FROM leads WHERE id = $1 AND site_slug = $2 FOR UPDATE', [
      update.id,
      update.site,
    ]);
    const row = rows[0];
    if (!row) return 'not_found';
    if (!safeEqualHex(row.update_token_hash, sha256(update.token))) return 'forbidden';
    const merged = { ...row.data, ...update.data };
    const updated = await tx.query<{ revision: number }>(
      `UPDATE leads SET data = $3, lead_status = $4, form_completed = $5, revision = revision + 1, updated_at = now()
       WHERE id = $1 AND site_slug = $2 RETURNING revision`,
      [update.id, update.site, JSON.stringify(merged), update.leadStatus, update.formCompleted],
    );
    if (update.consent) {
      await tx.query(
        'INSERT INTO consent_records (id, lead_id, site_slug, notice_version, purposes) VALUES ($1, $2, $3, $4, $5)',
        [
          randomUUID(),
          update.id,
          update.site,
          update.consent.noticeVersion,
          JSON.stringify(update.consent.purposes),
        ],
      );
    }
    // A quarantined lead stays held back from the CRM when it is updated too.
    await this.insertOutbox(
      tx,
      update.site,
      update.id,
      row.quarantined ? 'lead.quarantined' : update.outbox.topic,
      { ...update.outbox.payload, lead: merged, lead_id: update.id },
      row.quarantined ? 'held' : (update.outbox.status ?? 'pending'),
    );
    return { revision: updated.rows[0]?.revision ?? 0 };
  }

  /** A site's leads, newest first, each with the delivery state of its latest outbox row. */
  async listLeads(site: string, limit = 500): Promise<LeadWithDelivery[]> {
    const { rows } = await this.db.query<LeadWithDelivery>(
      `SELECT l.id, l.site_slug, l.dealership_slug, l.category, l.quarantined, l.quarantine_reason, l.lead_status,
              l.form_completed, l.data, l.revision, l.created_at, l.updated_at,
              o.status AS delivery_status, o.attempts AS delivery_attempts, o.last_error AS delivery_error,
              o.delivered_at
         FROM leads l
         LEFT JOIN LATERAL (
           SELECT status, attempts, last_error, delivered_at FROM outbox
            WHERE outbox.lead_id = l.id ORDER BY created_at DESC LIMIT 1
         ) o ON true
        WHERE l.site_slug = $1
        ORDER BY l.created_at DESC, l.id
        LIMIT $2`,
      [site, limit],
    );
    return rows.map((row) => ({
      ...normaliseLead(row),
      delivered_at: row.delivered_at ? toIso(row.delivered_at) : null,
    }));
  }

  async getLead(site: string, id: string): Promise<LeadRow | null> {
    const { rows } = await this.db.query<LeadRow>(
      `SELECT id, site_slug, dealership_slug, category, quarantined, quarantine_reason, lead_status, form_completed,
              data, revision, created_at, updated_at FROM leads WHERE id = $1 AND site_slug = $2`,
      [id, site],
    );
    return rows[0] ? normaliseLead(rows[0]) : null;
  }

  async countLeads(site?: string): Promise<number> {
    const { rows } = await this.db.query<{ n: string }>(
      site ? 'SELECT count(*) AS n FROM leads WHERE site_slug = $1' : 'SELECT count(*) AS n FROM leads',
      site ? [site] : [],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async consentRecords(
    leadId: string,
  ): Promise<{ notice_version: string; purposes: Record<string, boolean>; recorded_at: string }[]> {
    const { rows } = await this.db.query<{
      notice_version: string;
      purposes: Record<string, boolean>;
      recorded_at: unknown;
    }>(
      'SELECT notice_version, purposes, recorded_at FROM consent_records WHERE lead_id = $1 ORDER BY recorded_at',
      [leadId],
    );
    return rows.map((r) => ({ ...r, recorded_at: toIso(r.recorded_at) }));
  }

  async recordEvent(site: string, type: string, data: Record<string, unknown>): Promise<string> {
    const id = randomUUID();
    await this.db.query('INSERT INTO events (id, site_slug, type, data) VALUES ($1, $2, $3, $4)', [
      id,
      site,
      type,
      JSON.stringify(data),
    ]);
    return id;
  }

  async countEvents(site: string, type: string): Promise<number> {
    const { rows } = await this.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM events WHERE site_slug = $1 AND type = $2',
      [site, type],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async saveSubmission(
    tx: SqlExecutor,
    site: string,
    kind: string,
    data: Record<string, unknown>,
    response: Record<string, unknown>,
  ): Promise<string> {
    const id = randomUUID();
    await tx.query(
      'INSERT INTO submissions (id, site_slug, kind, data, response) VALUES ($1, $2, $3, $4, $5)',
      [id, site, kind, JSON.stringify(data), JSON.stringify(response)],
    );
    return id;
  }

  async insertValuation(
    tx: SqlExecutor,
    site: string,
    data: Record<string, unknown>,
    estimate: Record<string, unknown>,
  ): Promise<{ id: string; updateToken: string }> {
    const id = randomUUID();
    const updateToken = newToken();
    await tx.query(
      'INSERT INTO valuations (id, site_slug, data, estimate, update_token_hash) VALUES ($1, $2, $3, $4, $5)',
      [id, site, JSON.stringify(data), JSON.stringify(estimate), sha256(updateToken)],
    );
    return { id, updateToken };
  }

  async updateValuation(
    tx: SqlExecutor,
    site: string,
    id: string,
    token: string,
    change: (data: Record<string, unknown>) => {
      data: Record<string, unknown>;
      estimate: Record<string, unknown>;
    },
  ): Promise<
    'not_found' | 'forbidden' | { data: Record<string, unknown>; estimate: Record<string, unknown> }
  > {
    const { rows } = await tx.query<{ update_token_hash: string; data: Record<string, unknown> }>(
      'SELECT update_token_hash, data FROM valuations WHERE id = $1 AND site_slug = $2 FOR UPDATE',
      [id, site],
    );
    const row = rows[0];
    if (!row) return 'not_found';
    if (!safeEqualHex(row.update_token_hash, sha256(token))) return 'forbidden';
    const next = change(row.data);
    await tx.query(
      'UPDATE valuations SET data = $3, estimate = $4, updated_at = now() WHERE id = $1 AND site_slug = $2',
      [id, site, JSON.stringify(next.data), JSON.stringify(next.estimate)],
    );
    return next;
  }

  // --- outbox ---------------------------------------------------------------------------------------

  /** Claims due outbox rows with a lease, so a crashed delivery is retried after the lease ends. */
  async claimOutbox(limit: number, leaseSeconds = 120): Promise<OutboxRow[]> {
    const { rows } = await this.db.query<OutboxRow>(
      `UPDATE outbox SET status = 'sending', attempts = attempts + 1,
              next_attempt_at = now() + ($2 || ' seconds')::interval
        WHERE id IN (
          SELECT id FROM outbox
           WHERE status IN ('pending', 'retrying', 'sending') AND next_attempt_at <= now()
           ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, site_slug, lead_id, topic, payload, attempts`,
      [limit, String(leaseSeconds)],
    );
    return rows;
  }

  async markOutbox(
    id: string,
    outcome: {
      status: 'delivered' | 'retrying' | 'failed' | 'stored' | 'held';
      error?: string;
      retryInSeconds?: number;
    },
  ): Promise<void> {
    await this.db.query(
      `UPDATE outbox SET status = $2, last_error = $3,
              delivered_at = CASE WHEN $2 = 'delivered' THEN now() ELSE delivered_at END,
              next_attempt_at = now() + ($4 || ' seconds')::interval
        WHERE id = $1`,
      [id, outcome.status, outcome.error ?? null, String(outcome.retryInSeconds ?? 0)],
    );
  }

  /** Marks many rows with a final status that needs no delivery (no webhook configured, quarantined). */
  async settleOutbox(ids: string[], status: 'stored' | 'held'): Promise<void> {
    await this.db.query('UPDATE outbox SET status = $2, last_error = NULL WHERE id = ANY($1::uuid[])', [
      ids,
      status,
    ]);
  }

  async outboxFor(leadId: string): Promise<{ status: string; attempts: number; topic: string }[]> {
    const { rows } = await this.db.query<{ status: string; attempts: number; topic: string }>(
      'SELECT status, attempts, topic FROM outbox WHERE lead_id = $1 ORDER BY created_at',
      [leadId],
    );
    return rows;
  }
}
