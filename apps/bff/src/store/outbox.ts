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
}

export interface OutboxOutcome {
  status: 'delivered' | 'retrying' | 'failed' | 'stored' | 'held';
  error?: string;
  retryInSeconds?: number;
}

/** Adds a row inside the caller's transaction (the lead and its outbox row commit together). */
export async function insertOutbox(
  tx: SqlExecutor,
  site: string,
  leadId: string,
  topic: string,
  payload: Record<string, unknown>,
  status: OutboxStatus = 'pending',
): Promise<void> {
  await tx.query(
    'INSERT INTO outbox (id, site_slug, lead_id, topic, payload, status) VALUES ($1, $2, $3, $4, $5, $6)',
    [randomUUID(), site, leadId, topic, JSON.stringify(payload), status],
  );
}

export class Outbox {
  constructor(private readonly db: SqlDatabase) {}

  /** Claims due rows with a lease, so a crashed delivery is retried after the lease ends. */
  async claim(limit: number, leaseSeconds = 120): Promise<OutboxRow[]> {
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

  async mark(id: string, outcome: OutboxOutcome): Promise<void> {
    await this.db.query(
      `UPDATE outbox SET status = $2, last_error = $3,
              delivered_at = CASE WHEN $2 = 'delivered' THEN now() ELSE delivered_at END,
              next_attempt_at = now() + ($4 || ' seconds')::interval
        WHERE id = $1`,
      [id, outcome.status, outcome.error ?? null, String(outcome.retryInSeconds ?? 0)],
    );
  }

  /** Marks many rows with a final status that needs no delivery (no webhook configured, quarantined). */
  async settle(ids: string[], status: 'stored' | 'held'): Promise<void> {
    await this.db.query('UPDATE outbox SET status = $2, last_error = NULL WHERE id = ANY($1::uuid[])', [
      ids,
      status,
    ]);
  }

  async forLead(leadId: string): Promise<{ status: string; attempts: number; topic: string }[]> {
    const { rows } = await this.db.query<{ status: string; attempts: number; topic: string }>(
      'SELECT status, attempts, topic FROM outbox WHERE lead_id = $1 ORDER BY created_at',
      [leadId],
    );
    return rows;
  }
}
