import type { Site } from '@dealer/site-registry';
import { decodeFeed, feedFormatOf, type ImportMode } from '@dealer/stock-feed';
import type { AppDeps } from '../http/context.js';
import type { OutboundClient } from '../outbound/client.js';
import { applyFeedWithPhotos } from '../photos/feed-import.js';
import { sharedUploads } from '../photos/shared-uploads.js';
import { photoStoreFor } from '../photos/store.js';
import { uploadsDir } from '../photos/uploads.js';
import { recordStockPriceChanges } from '../price-history/store.js';
import { recordStockChanges, stockChanges } from '../saved-searches/changes.js';
import { liveCarsWithoutImport, type StoredImportReport } from './feed.js';
import { withSiteImportLock } from './import-lock.js';
import { shareImportReport } from './shared-reports.js';

/**
 * One stock import of a site, the same for a DMS push (`POST /feeds/stock`) and a scheduled pull
 * (feed-pulls/puller.ts): the bytes as sent (any encoding the package decodes), CSV, JSON or XML by the
 * Content-Type or the content, the report, the dealer's locks, the 30% replace guard, imports of one site
 * one after another (on this copy by `serialised`, across copies by the site's import lease: import-lock.ts),
 * and the new stock swapped in at once.
 */

const running = new Map<string, Promise<unknown>>();

/**
 * Runs imports (and console quick edits) of one site one after another: a second push for a site while
 * one runs waits for it (no 409), so two pushes never merge into the same old stock.
 */
export function serialised<T>(site: Site, work: () => T | Promise<T>): Promise<T> {
  const previous = running.get(site.slug) ?? Promise.resolve();
  const next = previous.then(work, work);
  running.set(
    site.slug,
    next.catch(() => undefined),
  );
  return next;
}

export interface StockImport {
  body: Buffer;
  contentType: string | undefined;
  mode: ImportMode;
  dryRun: boolean;
  force: boolean;
  /** Who sent it: 'push' (the DMS), 'pull' (the scheduled pull). */
  source: string;
}

type ImportDeps = Pick<AppDeps, 'now' | 'log' | 'inventory' | 'store' | 'stockImportWaitMs'> & {
  outbound?: OutboundClient | undefined;
};

/**
 * Imports a feed: one import of the site at a time on this copy and across copies (a dry run writes
 * nothing and takes no lease); ImportRunningError when another copy's import kept the site past the wait.
 */
export function importStock(deps: ImportDeps, site: Site, feed: StockImport): Promise<StoredImportReport> {
  const run = () => applyImport(deps, site, feed);
  return serialised(site, () =>
    feed.dryRun
      ? run()
      : withSiteImportLock(deps.store.db, site.slug, run, {
          ...(deps.stockImportWaitMs === undefined ? {} : { waitMs: deps.stockImportWaitMs }),
          onWait: () => deps.log(`stock feed ${site.slug}: waiting for an import running on another copy`),
        }),
  );
}

function applyImport(deps: ImportDeps, site: Site, feed: StockImport): Promise<StoredImportReport> {
  const format = feedFormatOf(feed.contentType, decodeFeed(feed.body.subarray(0, 64)).text);
  // The parse/map/validate and the file writes run in a worker thread; the new stock is swapped in
  // in slices (one assignment at the end): pages keep answering all through a 10,000-car import.
  return (async () => {
    // Holding the site's lease: start from what another copy imported last, not this copy's older stock.
    if (!feed.dryRun) await deps.inventory.copies?.catchUp();
    const before = deps.inventory.stock(site).cars;
    const now = deps.now();
    // With a bucket every copy shares, uploads sent to any copy are found by name in the database.
    const shared =
      photoStoreFor(deps.inventory.dataDir).objects.kind === 'folder'
        ? undefined
        : await sharedUploads(deps.store.db, site.slug);
    const { report: result, done } = await applyFeedWithPhotos({
      dataDir: deps.inventory.dataDir,
      site,
      text: feed.body,
      format,
      mode: feed.mode,
      dryRun: feed.dryRun,
      force: feed.force,
      // Stock the site serves from no import file (generated) counts as live: a replace says it removes it.
      liveCars: liveCarsWithoutImport(deps.inventory.dataDir, site, deps.inventory.stock(site).cars),
      sharedFeeds: deps.inventory.newerSharedFeeds(site),
      now,
      source: feed.source,
      photoFolder: uploadsDir(deps.inventory.dataDir, site.slug),
      ...(shared ? { sharedUploads: shared } : {}),
      fetch: { outbound: deps.outbound },
    });
    // Swap the new stock in now (the folder watcher would within a moment): one swap, every dealership.
    if (result.applied && !result.dry_run) {
      await deps.inventory.reloadInSlices();
      // Shared with the other copies before the lease goes, so the next import anywhere starts from it.
      await deps.inventory.copies
        ?.share(deps.inventory.importedFeeds())
        .catch((error: Error) =>
          deps.log(`stock feed ${site.slug}: sharing the stock failed: ${error.message}`),
        );
      // Issue #34 item 3: each car whose shown price the feed moved gets a history row, at the import's time.
      const after = deps.inventory.stock(site).cars;
      await recordStockPriceChanges(deps.store.db, site.slug, before, after, 'feed', now);
      // Issue #34 item 1: its new cars and price drops, for the saved-search alert job to match.
      await recordStockChanges(deps.store.db, site.slug, stockChanges(before, after, site), now);
    }
    // Every copy answers GET …/reports with it (the shared database), and with its photos once done.
    const share = (report: StoredImportReport) =>
      shareImportReport(deps.store.db, site, report).catch((error: Error) =>
        deps.log(`stock feed ${site.slug}: sharing the import report failed: ${error.message}`),
      );
    if (!result.dry_run) await share(result);
    // Photo URLs are fetched after the answer; how that went lands in the report (GET …/reports).
    void done.then(async (photos) => {
      deps.log(
        `stock feed ${site.slug}: photos fetched ${photos.fetched}, ${photos.problems.length} problems`,
      );
      if (!result.dry_run) await share({ ...result, photos });
    });
    return result;
  })();
}
