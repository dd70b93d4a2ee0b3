import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Which server copy runs a background job (the reservation expiry sweep): the copy that holds the job's
 * row in `background_leases` (migration 21). The holder renews it on every pass; when it stops (or dies
 * and the lease runs out) the next copy to ask takes over. Time is the database's clock, the one clock
 * every copy shares.
 */
export interface BackgroundLeaseOptions {
  /** The job's name: one holder per name. */
  name: string;
  /** How long a holder keeps the job without renewing it: a dead holder's job waits at most this long. */
  ttlMs: number;
  /** This copy's name in the lease (default a random id per process). */
  holder?: string;
}

export class BackgroundLease {
  readonly holder: string;

  constructor(
    private readonly db: SqlExecutor,
    private readonly options: BackgroundLeaseOptions,
  ) {
    if (!(options.ttlMs > 0)) throw new RangeError('background lease: ttlMs must be > 0');
    this.holder = options.holder ?? randomUUID();
  }

  /** Takes or renews the lease: true when this copy holds the job now. */
  async acquire(): Promise<boolean> {
    const { rows } = await this.db.query<{ holder: string }>(
      `INSERT INTO background_leases (name, holder, expires_at)
       VALUES ($1, $2, now() + ($3 || ' milliseconds')::interval)
       ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
        WHERE background_leases.holder = EXCLUDED.holder OR background_leases.expires_at <= now()
       RETURNING holder`,
      [this.options.name, this.holder, String(Math.ceil(this.options.ttlMs))],
    );
    return rows[0]?.holder === this.holder;
  }

  /** Gives the job up (on shutdown), so another copy takes it at its next pass instead of after the TTL. */
  async release(): Promise<void> {
    await this.db.query('DELETE FROM background_leases WHERE name = $1 AND holder = $2', [
      this.options.name,
      this.holder,
    ]);
  }
}
