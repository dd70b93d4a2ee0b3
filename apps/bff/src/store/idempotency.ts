import { canonicalHash, seal, sha256, unseal } from './crypto.js';
import type { SqlDatabase, SqlExecutor } from './sql.js';

/**
 * Idempotency keys: the first request's 2xx response is stored (sealed with the key, which is itself
 * stored hashed) in the same transaction as its write; a replay returns it; a different request under the
 * same key is refused.
 */

export interface StoredResponse {
  status: number;
  body: Record<string, unknown>;
}

export type Answer = StoredResponse & { replayed: boolean };

/** Same Idempotency-Key with a different request: 422. */
export class IdempotencyConflictError extends Error {
  override readonly name = 'IdempotencyConflictError';
}

/** Another request with the same key committed first: the loser's transaction is undone. */
export class ConcurrentFirstRequest extends Error {}

/** Keys are per site: the same key on two sites is two records. */
export function keyHash(site: string, key: string): string {
  return sha256(`${site}\n${key}`);
}

/** The columns a stored response is written with (the batch writer inserts them in its own statement). */
export function idempotencyRecord(
  site: string,
  key: string,
  request: unknown,
  body: Record<string, unknown>,
) {
  return {
    idem_site: site,
    idem_key: keyHash(site, key),
    request_hash: canonicalHash(request),
    response: { sealed: seal(key, JSON.stringify(body)) },
  };
}

export class IdempotencyKeys {
  constructor(private readonly db: SqlDatabase) {}

  /**
   * Runs a write once per key: see the module note. Without a key, `work` runs plainly in a transaction.
   */
  async run(
    site: string,
    key: string | null,
    request: unknown,
    work: (tx: SqlExecutor) => Promise<StoredResponse>,
  ): Promise<Answer> {
    if (key === null) return { ...(await this.db.transaction(work)), replayed: false };
    const hash = keyHash(site, key);
    const requestHash = canonicalHash(request);
    const previous = await this.replay(hash, key, requestHash);
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
              hash,
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
      const winner = await this.replay(hash, key, requestHash);
      if (!winner) throw new Error('Idempotency record vanished');
      return winner;
    }
  }

  /** Which of these key hashes are stored already. */
  async stored(hashes: string[]): Promise<Set<string>> {
    if (hashes.length === 0) return new Set();
    const { rows } = await this.db.query<{ key: string }>(
      'SELECT key FROM idempotency_keys WHERE key = ANY($1)',
      [hashes],
    );
    return new Set(rows.map((row) => row.key));
  }

  private async replay(hash: string, key: string, requestHash: string): Promise<Answer | null> {
    const { rows } = await this.db.query<{
      request_hash: string;
      status: number;
      response: { sealed: string };
    }>('SELECT request_hash, status, response FROM idempotency_keys WHERE key = $1', [hash]);
    const row = rows[0];
    if (!row) return null;
    if (row.request_hash !== requestHash) {
      throw new IdempotencyConflictError('This Idempotency-Key was already used with a different request');
    }
    return { status: row.status, body: JSON.parse(unseal(key, row.response.sealed)), replayed: true };
  }
}
