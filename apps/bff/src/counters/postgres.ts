import type { CounterStore, WindowCount } from '@dealer/rate-limit';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Rate-limit counters in the `rate_counters` table (migration 21), shared by every server copy on the
 * database. The table is UNLOGGED: a hit costs no WAL flush (counters are not worth an fsync; a database
 * crash empties them, which only forgives the current windows). One upsert per hit: the row lock serialises racing copies, and RETURNING gives the count this
 * hit made, so no two copies can both see themselves under the limit past it.
 */
const INCREMENT = `
  INSERT INTO rate_counters (key, count, reset_at) VALUES ($1, 1, $2::bigint + $3::bigint)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_counters.reset_at <= $2::bigint THEN 1 ELSE rate_counters.count + 1 END,
    reset_at = CASE WHEN rate_counters.reset_at <= $2::bigint THEN $2::bigint + $3::bigint
                    ELSE rate_counters.reset_at END
  RETURNING count, reset_at`;

/** Closed windows are deleted at most this often per copy (they are already ignored when read). */
const PURGE_EVERY_MS = 60_000;

export function postgresCounterStore(db: SqlExecutor): CounterStore {
  let lastPurge = Number.NEGATIVE_INFINITY;
  const row = (r: { count: number | string; reset_at: number | string }): WindowCount => ({
    count: Number(r.count),
    resetAt: Number(r.reset_at),
  });
  const purge = (now: number) => {
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    // A minute's grace: another copy whose clock runs behind may still be counting in a window this one
    // sees as closed, and a purge arriving late must not empty it.
    db.query('DELETE FROM rate_counters WHERE reset_at <= $1::bigint', [now - PURGE_EVERY_MS]).catch(
      () => undefined,
    );
  };

  return {
    kind: 'postgres',
    async increment(key, windowMs, now) {
      purge(now);
      const { rows } = await db.query<{ count: number; reset_at: string }>(INCREMENT, [
        key,
        Math.floor(now),
        Math.ceil(windowMs),
      ]);
      const first = rows[0];
      if (!first) throw new Error('rate_counters: the upsert returned no row');
      return row(first);
    },
    async peek(key, now) {
      const { rows } = await db.query<{ count: number; reset_at: string }>(
        'SELECT count, reset_at FROM rate_counters WHERE key = $1 AND reset_at > $2::bigint',
        [key, Math.floor(now)],
      );
      return rows[0] ? row(rows[0]) : null;
    },
    async release(key, resetAt) {
      await db.query(
        'UPDATE rate_counters SET count = count - 1 WHERE key = $1 AND reset_at = $2::bigint AND count > 0',
        [key, Math.floor(resetAt)],
      );
    },
    // The store runs on the server's own database pool, which the server closes.
    async close() {},
  };
}
