import { randomUUID } from 'node:crypto';
import { newToken, safeEqualHex, sha256 } from './crypto.js';
import type { SqlExecutor } from './sql.js';

/**
 * Form submissions that are not leads (kept as sent, with what was answered) and trade-in valuations (a
 * shopper may refine theirs with the update token they were given; the token is stored only hashed).
 * Every write runs in the caller's transaction, so it commits with the idempotency record.
 */

export async function saveSubmission(
  tx: SqlExecutor,
  site: string,
  kind: string,
  data: Record<string, unknown>,
  response: Record<string, unknown>,
  at: Date,
): Promise<string> {
  const id = randomUUID();
  await tx.query(
    'INSERT INTO submissions (id, site_slug, kind, data, response, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [id, site, kind, JSON.stringify(data), JSON.stringify(response), at.toISOString()],
  );
  return id;
}

export async function insertValuation(
  tx: SqlExecutor,
  site: string,
  data: Record<string, unknown>,
  estimate: Record<string, unknown>,
  at: Date,
): Promise<{ id: string; updateToken: string }> {
  const id = randomUUID();
  const updateToken = newToken();
  await tx.query(
    `INSERT INTO valuations (id, site_slug, data, estimate, update_token_hash, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)`,
    [id, site, JSON.stringify(data), JSON.stringify(estimate), sha256(updateToken), at.toISOString()],
  );
  return { id, updateToken };
}

export type ValuationChange = (data: Record<string, unknown>) => {
  data: Record<string, unknown>;
  estimate: Record<string, unknown>;
};

/** 'not_found' for another site's valuation or none (indistinguishable), 'forbidden' for a wrong token. */
export async function updateValuation(
  tx: SqlExecutor,
  site: string,
  id: string,
  token: string,
  change: ValuationChange,
  at: Date,
): Promise<'not_found' | 'forbidden' | ReturnType<ValuationChange>> {
  const { rows } = await tx.query<{ update_token_hash: string; data: Record<string, unknown> }>(
    'SELECT update_token_hash, data FROM valuations WHERE id = $1 AND site_slug = $2 FOR UPDATE',
    [id, site],
  );
  const row = rows[0];
  if (!row) return 'not_found';
  if (!safeEqualHex(row.update_token_hash, sha256(token))) return 'forbidden';
  const next = change(row.data);
  await tx.query(
    'UPDATE valuations SET data = $3, estimate = $4, updated_at = $5 WHERE id = $1 AND site_slug = $2',
    [id, site, JSON.stringify(next.data), JSON.stringify(next.estimate), at.toISOString()],
  );
  return next;
}
