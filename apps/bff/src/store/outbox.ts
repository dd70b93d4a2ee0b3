import { randomUUID } from 'node:crypto';
import type { SqlDatabase, SqlExecutor } from './sql.js';

/**
 * The outbox: a row per lead change for the CRM, written in the lead's own transaction and delivered
 * later by the worker (outbox/worker.ts) under a lease, so a crash mid-delivery is retried.
 */

export type OutboxStatus = 'pending' | 'stored' | 'held';

export interface OutboxRow {
  id: string;
  site_slug: string;
  lead_id: string | null;
  topic: string;
  payload: Record<string, unknown>;
  attempts: number;
  /** A destination's row (fanned out from a lead event's row): its channel and target; null on the event's row. */
  channel: 'webhook' | 'adf' | 'notify' | 'account' | 'shopper' | null;
  target: string | null;
  created_at: Date | string;
}

/** One delivery attempt to one destination (the delivery log). */
export interface DeliveryAttempt {
  outbox_id: string;
  channel: string;
  target: string;
  attempt: number;
  at: Date | string;
  result: 'delivered' | 'retrying' | 'failed';
  error: string | null;
}

export interface OutboxOutcome {
  status: 'delivered' | 'retrying' | 'failed' | 'stored' | 'held';
  error?: string;
  retryInSeconds?: number;
}

export interface NewOutboxRow {
  site: string;
  leadId: string;
  topic: string;
  payload: Record<string, unknown>;
  status?: OutboxStatus;
  /** The server clock's instant of the change (the delivery log and the console read it). */
  at: Date;
}

/**
 * Adds a row inside the caller's transaction (the lead and its outbox row commit together). Its
 * `created_at` is the server clock's; `next_attempt_at` is the database's own clock, which is the one
 * clock of delivery scheduling (written and compared only in SQL, by every server copy alike).
 */
export async function insertOutbox(tx: SqlExecutor, row: NewOutboxRow): Promise<void> {
  await tx.query(
    `INSERT INTO outbox (id, site_slug, lead_id, topic, payload, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      randomUUID(),
      row.site,
      row.leadId,
      row.topic,
      JSON.stringify(row.payload),
      row.status ?? 'pending',
      row.at.toISOString(),
    ],
  );
}

function markRow(db: SqlExecutor, id: string, outcome: OutboxOutcome, at: Date): Promise<unknown> {
  return db.query(
    `UPDATE outbox SET status = $2, last_error = $3,
            delivered_at = CASE WHEN $2 = 'delivered' THEN $5::timestamptz ELSE delivered_at END,
            next_attempt_at = now() + ($4 || ' seconds')::interval
      WHERE id = $1`,
    [id, outcome.status, outcome.error ?? null, String(outcome.retryInSeconds ?? 0), at.toISOString()],
  );
}

export class Outbox {
  constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Claims due rows with a lease, so a crashed delivery is retried after the lease ends. */
  async claim(limit: number, leaseSeconds = 120): Promise<OutboxRow[]> {
    const { rows } = await this.db.query<OutboxRow>(
      `UPDATE outbox SET status = 'sending', attempts = attempts + 1,
              next_attempt_at = now() + ($2 || ' seconds')::interval
        WHERE id IN (
          SELECT id FROM outbox
           WHERE status IN ('pending', 'retrying', 'sending') AND next_attempt_at <= now()
           ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, site_slug, lead_id, topic, payload, attempts, channel, target, created_at`,
      [limit, String(leaseSeconds)],
    );
    return rows;
  }

  async mark(id: string, outcome: OutboxOutcome): Promise<void> {
    await markRow(this.db, id, outcome, this.now());
  }

  /** Marks many rows with a final status that needs no delivery (no webhook configured, quarantined). */
  async settle(ids: string[], status: 'stored' | 'held'): Promise<void> {
    await this.db.query('UPDATE outbox SET status = $2, last_error = NULL WHERE id = ANY($1::uuid[])', [
      ids,
      status,
    ]);
  }

  /**
   * Replaces a lead event's row by one row per destination, in one transaction: each destination then has
   * its own attempts, back-off and lease. Safe to repeat (a crash after commit leaves nothing to redo; one
   * before it leaves the event's row to be claimed again).
   */
  async fanOut(row: OutboxRow, destinations: { channel: string; target: string }[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const d of destinations) {
        await tx.query(
          `INSERT INTO outbox (id, site_slug, lead_id, topic, payload, status, parent_id, channel, target, created_at)
           VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8, $9)
           ON CONFLICT (parent_id, channel, target) DO NOTHING`,
          [
            randomUUID(),
            row.site_slug,
            row.lead_id,
            row.topic,
            JSON.stringify(row.payload),
            row.id,
            d.channel,
            d.target,
            row.created_at,
          ],
        );
      }
      await tx.query(`UPDATE outbox SET status = 'fanned_out', last_error = NULL WHERE id = $1`, [row.id]);
    });
  }

  /**
   * One delivery attempt settled: its line in the delivery log and the row's new status, in one commit
   * (two commits per attempt were two of the ~9 fsyncs a lead cost on PGlite's thread).
   */
  async settleAttempt(
    row: OutboxRow,
    result: DeliveryAttempt['result'],
    outcome: OutboxOutcome,
  ): Promise<void> {
    const at = this.now();
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO outbox_attempts (outbox_id, lead_id, site_slug, channel, target, attempt, result, error, at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
        [
          row.id,
          row.lead_id,
          row.site_slug,
          row.channel,
          row.target,
          row.attempts,
          result,
          outcome.error ?? null,
          at.toISOString(),
        ],
      );
      await markRow(tx, row.id, outcome, at);
    });
  }

  /** A lead's delivery log, oldest first: who it went to, when, which attempt, what came of it. */
  async deliveryLog(site: string, leadId: string): Promise<DeliveryAttempt[]> {
    const { rows } = await this.db.query<DeliveryAttempt>(
      `SELECT outbox_id, channel, target, attempt, at, result, error FROM outbox_attempts
        WHERE site_slug = $1 AND lead_id = $2 ORDER BY at, attempt`,
      [site, leadId],
    );
    return rows;
  }

  /** A lead's outbox rows: the event rows, then per destination (`channel`/`target` set). */
  async forLead(
    leadId: string,
  ): Promise<{ status: string; attempts: number; topic: string; channel?: string; target?: string }[]> {
    const { rows } = await this.db.query<{
      status: string;
      attempts: number;
      topic: string;
      channel: string | null;
      target: string | null;
    }>(
      'SELECT status, attempts, topic, channel, target FROM outbox WHERE lead_id = $1 ORDER BY created_at, channel NULLS FIRST, target, seq',
      [leadId],
    );
    return rows.map(({ channel, target, ...row }) =>
      channel ? { ...row, channel, target: target ?? '' } : row,
    );
  }
}
