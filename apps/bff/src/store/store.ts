import { canonicalHash } from './crypto.js';
import { Events } from './events.js';
import { type Answer, IdempotencyKeys, type StoredResponse } from './idempotency.js';
import { LeadBatcher } from './lead-batch.js';
import { abandonQuietLeads } from './lead-completion.js';
import { insertLead, Leads, type LeadUpdate, type NewLead, updateLead } from './leads.js';
import { MIGRATIONS, migrate } from './migrations.js';
import { Outbox, type OutboxOutcome } from './outbox.js';
import { openPglite, openPostgres, type SqlDatabase, type SqlExecutor } from './sql.js';
import { insertValuation, saveSubmission, updateValuation, type ValuationChange } from './submissions.js';

/**
 * The store: one database (PGlite in the data folder by default, PostgreSQL with DATABASE_URL; the same
 * SQL and migrations on both) and the repositories over it, one per aggregate — leads (group commit in
 * lead-batch.ts), idempotency keys, the outbox, submissions and valuations, events. This class only opens
 * and closes the database and composes them; its methods are the routes' shorthand for theirs.
 */

export { IdempotencyConflictError, type StoredResponse } from './idempotency.js';
export type { LeadRow, LeadWithDelivery, NewLead } from './leads.js';
export type { OutboxRow } from './outbox.js';

export interface StoreOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema (tests use a fresh one per run). */
  schema?: string;
  /**
   * The server's clock: every timestamp a rule later reads (a lead received, updated, its consent, its
   * delivery attempts) is written from it, never from the database's `now()` — one clock, whichever
   * machine's wall clock the database has. Real time by default.
   */
  now?: () => Date;
}

export class Store {
  readonly idempotency: IdempotencyKeys;
  readonly leads: Leads;
  readonly outbox: Outbox;
  readonly events: Events;
  private readonly batcher: LeadBatcher;

  private constructor(
    readonly db: SqlDatabase,
    readonly now: () => Date,
  ) {
    this.idempotency = new IdempotencyKeys(db);
    this.leads = new Leads(db);
    this.outbox = new Outbox(db, now);
    this.events = new Events(db, now);
    this.batcher = new LeadBatcher(db, this.idempotency, now);
  }

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
    return new Store(db, options.now ?? (() => new Date()));
  }

  get kind(): 'pglite' | 'postgres' {
    return this.db.kind;
  }

  async close(): Promise<void> {
    // Leads already accepted into the queue are committed (and answered) before the database closes, and
    // buffered events written.
    await this.batcher.drain();
    await this.events.flush().catch(() => undefined);
    await this.db.close();
  }

  async ping(): Promise<boolean> {
    const { rows } = await this.db.query<{ ok: number }>('SELECT 1 AS ok');
    return rows[0]?.ok === 1;
  }

  /** A write run once per Idempotency-Key (idempotency.ts). */
  idempotent(
    site: string,
    key: string | null,
    request: unknown,
    work: (tx: SqlExecutor) => Promise<StoredResponse>,
  ): Promise<Answer> {
    return this.idempotency.run(site, key, request, work);
  }

  /** Creates a lead under group commit (lead-batch.ts): answered once it is committed. */
  createLead(site: string, key: string | null, request: unknown, lead: NewLead): Promise<Answer> {
    return this.batcher.create(site, key, request, lead);
  }

  insertLead(tx: SqlExecutor, lead: NewLead) {
    return insertLead(tx, lead, this.now());
  }

  updateLead(tx: SqlExecutor, update: LeadUpdate) {
    return updateLead(tx, update, this.now());
  }

  /** Delivers the unfinished leads whose quiet time ended by `now` as abandoned (lead-completion.ts). */
  abandonQuietLeads(now: Date, limit?: number) {
    return abandonQuietLeads(this.db, now, limit);
  }

  /** A site's leads, newest first; `after` a lead id of the previous page (keyset paging). */
  listLeads(site: string, limit?: number, after?: string) {
    return this.leads.list(site, limit, after);
  }

  getLead(site: string, id: string) {
    return this.leads.get(site, id);
  }

  countLeads(site?: string) {
    return this.leads.count(site);
  }

  consentRecords(leadId: string) {
    return this.leads.consentRecords(leadId);
  }

  recordEvent(site: string, type: string, data: Record<string, unknown>) {
    return this.events.record(site, type, data);
  }

  /** An event nobody is answered about, written with others within a second (events.ts). */
  recordEventLater(site: string, type: string, data: Record<string, unknown>) {
    return this.events.recordLater(site, type, data);
  }

  async countEvents(site: string, type: string) {
    await this.events.flush();
    return this.events.count(site, type);
  }

  saveSubmission(
    tx: SqlExecutor,
    site: string,
    kind: string,
    data: Record<string, unknown>,
    response: Record<string, unknown>,
  ) {
    return saveSubmission(tx, site, kind, data, response, this.now());
  }

  insertValuation(
    tx: SqlExecutor,
    site: string,
    data: Record<string, unknown>,
    estimate: Record<string, unknown>,
  ) {
    return insertValuation(tx, site, data, estimate, this.now());
  }

  updateValuation(tx: SqlExecutor, site: string, id: string, token: string, change: ValuationChange) {
    return updateValuation(tx, site, id, token, change, this.now());
  }

  claimOutbox(limit: number, leaseSeconds?: number) {
    return this.outbox.claim(limit, leaseSeconds);
  }

  markOutbox(id: string, outcome: OutboxOutcome) {
    return this.outbox.mark(id, outcome);
  }

  settleOutbox(ids: string[], status: 'stored' | 'held') {
    return this.outbox.settle(ids, status);
  }

  outboxFor(leadId: string) {
    return this.outbox.forLead(leadId);
  }
}
