import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { BackgroundLease } from '../copies/lease.js';
import type { SqlExecutor } from '../store/sql.js';

/**
 * One stock import per site at a time across server copies (#35): the import holds the site's row in
 * `background_leases` (migration 21, `stock-import:{slug}`; the database's clock, so PGlite and PostgreSQL
 * alike) and renews it while it works, so a copy that dies mid-import frees the site within the lease's
 * time. A second import of the site (a push on copy A while copy B's scheduled pull runs) waits for it up
 * to `waitMs`, then is refused with ImportRunningError (the push answers 409 with Retry-After; the pull
 * tries again soon). Within one copy, imports already queue (stock-import.ts `serialised`).
 */

/** How long an import holds the site without renewing: a dead copy's import frees the site after this. */
export const IMPORT_LEASE_MS = 120_000;
/** How long a second import waits for the running one before it is refused (default). */
export const IMPORT_WAIT_MS = 15_000;
/** What a refused pusher is told to wait before it sends again (seconds). */
export const IMPORT_RETRY_AFTER_S = 30;

export class ImportRunningError extends Error {
  override readonly name = 'ImportRunningError';
  readonly retryAfterSeconds = IMPORT_RETRY_AFTER_S;
  constructor(readonly siteSlug: string) {
    super('An import of this site is running; send the feed again later.');
  }
}

export interface ImportLockOptions {
  /** How long to wait for another copy's import of the site (ms; 0: refuse at once). */
  waitMs?: number;
  /** How often a waiting import asks again (ms). */
  pollMs?: number;
  leaseMs?: number;
  /** Told once when the import starts waiting for another one (the log). */
  onWait?: () => void;
}

/** The lease name of a site's imports. */
export const importLeaseName = (siteSlug: string) => `stock-import:${siteSlug}`;

/** Runs `work` holding the site's import lease; ImportRunningError when another import kept it past the wait. */
export async function withSiteImportLock<T>(
  db: SqlExecutor,
  siteSlug: string,
  work: () => Promise<T>,
  options: ImportLockOptions = {},
): Promise<T> {
  const leaseMs = options.leaseMs ?? IMPORT_LEASE_MS;
  const lease = new BackgroundLease(db, {
    name: importLeaseName(siteSlug),
    ttlMs: leaseMs,
    holder: randomUUID(),
  });
  const pollMs = Math.max(10, options.pollMs ?? 250);
  // The wait counts polls (not a clock): each poll sleeps pollMs.
  let polls = Math.ceil(Math.max(0, options.waitMs ?? IMPORT_WAIT_MS) / pollMs);
  let told = false;
  while (!(await lease.acquire())) {
    if (polls-- <= 0) throw new ImportRunningError(siteSlug);
    if (!told) options.onWait?.();
    told = true;
    await sleep(pollMs);
  }
  const renew = setInterval(() => void lease.acquire().catch(() => undefined), Math.max(1000, leaseMs / 4));
  renew.unref();
  try {
    return await work();
  } finally {
    clearInterval(renew);
    await lease.release().catch(() => undefined);
  }
}
