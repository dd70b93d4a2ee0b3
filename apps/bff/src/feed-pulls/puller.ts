import type { Registry, Site } from '@dealer/site-registry';
import type { BackgroundLease } from '../copies/lease.js';
import type { StoredImportReport } from '../inventory/feed.js';
import { ImportRunningError } from '../inventory/import-lock.js';
import type { StockImport } from '../inventory/stock-import.js';
import { type OutboundClient, OutboundTooLarge } from '../outbound/client.js';
import { nextPullAt } from './schedule.js';
import type { FeedPullRow, FeedPulls } from './settings.js';

/**
 * Pulls each site's feed on its schedule (issue 28 item 6), on one server copy at a time (the holder of the
 * `feed-pulls` background lease; each due pull is also claimed in the database, so it runs once even as the
 * lease moves). The feed is fetched through the guarded outbound client (public addresses only, no
 * redirects, a time and a size cap: the SSRF rules of photo URLs) and imported exactly as a DMS push is.
 * Each pull leaves a report; a failure backs off (schedule.ts).
 */

export const FEED_PULL_MAX_BYTES = 32 * 1024 * 1024;
/** How long a claimed pull is held before another copy may take it (a copy that died mid-pull). */
const CLAIM_MS = 15 * 60_000;
/** A pull that found an import of its site running (a push on another copy) is tried again after this. */
export const BUSY_RETRY_MS = 60_000;

export interface FeedPullerOptions {
  pulls: FeedPulls;
  lease: BackgroundLease;
  registry: () => Registry;
  now: () => Date;
  outbound: OutboundClient;
  importStock: (site: Site, feed: StockImport) => Promise<StoredImportReport>;
  log: (message: string) => void;
  /** How often due pulls are looked for (ms, default 30 s). */
  tickMs?: number;
  /** A whole fetch, connect to last byte (default 60 s). */
  timeoutMs?: number;
  maxBytes?: number;
}

function authHeader(row: FeedPullRow): Record<string, string> {
  if (row.auth_kind === 'basic')
    return {
      authorization: `Basic ${Buffer.from(`${row.auth_user ?? ''}:${row.auth_secret ?? ''}`).toString('base64')}`,
    };
  if (row.auth_kind === 'bearer') return { authorization: `Bearer ${row.auth_secret ?? ''}` };
  return {};
}

/** The report's counts, kept with the pull (the full import report stays with the site's import reports). */
function summaryOf(report: StoredImportReport): Record<string, unknown> {
  return {
    applied: report.applied,
    records: report.records,
    added: report.added.length,
    updated: report.updated.length,
    removed: report.removed.length,
    rejected: report.rejected.length,
    unknown_columns: report.unknown_columns,
    ...(report.would_remove ? { would_remove: report.would_remove.length } : {}),
  };
}

export class FeedPuller {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = true;

  constructor(private readonly options: FeedPullerOptions) {}

  start(): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.timer = setTimeout(async () => {
        await this.runOnce().catch((error: unknown) =>
          this.options.log(`feed pulls: ${(error as Error).message}`),
        );
        tick();
      }, this.options.tickMs ?? 30_000);
      this.timer.unref();
    };
    tick();
  }

  /** Stops looking for due pulls; a pull in hand finishes. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    await this.options.lease.release().catch(() => undefined);
  }

  /** One pass: the due pulls of the sites served, when this copy holds the lease. Resolves with the count. */
  runOnce(): Promise<number> {
    this.running ??= (async () => {
      try {
        if (!(await this.options.lease.acquire())) return 0;
        const sites = this.options.registry().sites;
        const due = await this.options.pulls.claimDue(
          sites.map((s) => s.slug),
          this.options.now(),
          CLAIM_MS,
        );
        for (const row of due) {
          const site = sites.find((s) => s.slug === row.site_slug);
          if (site) await this.pull(site, row);
        }
        return due.length;
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async pull(site: Site, row: FeedPullRow): Promise<void> {
    let error: string | null = null;
    let busy = false;
    let summary: Record<string, unknown> = { url: row.url };
    try {
      const answer = await this.options.outbound.request(row.url, {
        headers: {
          accept: 'text/csv, application/json;q=0.9, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
          ...authHeader(row),
        },
        timeoutMs: this.options.timeoutMs ?? 60_000,
        maxBytes: this.options.maxBytes ?? FEED_PULL_MAX_BYTES,
      });
      if (answer.status !== 200) error = `The feed address answered HTTP ${answer.status}`;
      else {
        const ct = answer.headers['content-type'];
        const report = await this.options.importStock(site, {
          body: answer.body,
          contentType: Array.isArray(ct) ? ct[0] : ct,
          mode: row.mode,
          dryRun: false,
          force: false,
          source: 'pull',
        });
        summary = { ...summary, ...summaryOf(report) };
        if (!report.applied) error = 'The feed was refused (see the import report)';
      }
    } catch (caught) {
      busy = caught instanceof ImportRunningError;
      error =
        caught instanceof OutboundTooLarge
          ? `The feed is larger than ${this.options.maxBytes ?? FEED_PULL_MAX_BYTES} bytes`
          : (caught as Error).message;
    }
    const now = this.options.now();
    // Another copy importing the site is no failure of the feed: the pull comes again soon, no back-off.
    const failures = busy ? row.failures : error ? row.failures + 1 : 0;
    const nextAt = busy
      ? new Date(now.getTime() + BUSY_RETRY_MS)
      : nextPullAt(now, row.interval_minutes, failures);
    await this.options.pulls.finish(site.slug, { failures, nextAt, ok: !error, error, summary }, now);
    this.options.log(
      `feed pull ${site.slug}: ${error ? `failed (${error}), ${failures} in a row` : 'imported'}; next ${nextAt.toISOString()}`,
    );
  }
}
