import { BackgroundLease } from '../copies/lease.js';
import type { Inventory } from '../inventory/repository.js';
import { importStock } from '../inventory/stock-import.js';
import type { OutboundClient } from '../outbound/client.js';
import type { ServerOptions } from '../server-options.js';
import type { SiteSource } from '../sites/live-sites.js';
import type { Store } from '../store/store.js';
import { FeedPuller } from './puller.js';
import { FeedPulls } from './settings.js';
import { applySiteFilePulls } from './site-file.js';

/**
 * The scheduled feed pulls of a server copy, started (`feedPulls.tickMs: false`: settings only, no pulls),
 * after the site files' `feed_pull` blocks are written to the settings (again at each site folder reload).
 */
export async function startFeedPulls(
  options: Pick<ServerOptions, 'feedPulls' | 'stockImportWaitMs'>,
  parts: {
    store: Store;
    sites: SiteSource;
    inventory: Inventory;
    outbound: OutboundClient;
    now: () => Date;
    log: (message: string) => void;
  },
): Promise<{ pulls: FeedPulls; puller: FeedPuller; stop: () => Promise<void> }> {
  const tickMs = options.feedPulls?.tickMs === false ? 30_000 : (options.feedPulls?.tickMs ?? 30_000);
  const pulls = new FeedPulls(parts.store.db);
  const puller = new FeedPuller({
    pulls,
    lease: new BackgroundLease(parts.store.db, { name: 'feed-pulls', ttlMs: Math.max(30_000, 3 * tickMs) }),
    registry: () => parts.sites.current(),
    now: parts.now,
    outbound: parts.outbound,
    importStock: (site, feed) =>
      importStock(
        {
          now: parts.now,
          log: parts.log,
          inventory: parts.inventory,
          store: parts.store,
          outbound: parts.outbound,
          stockImportWaitMs: options.stockImportWaitMs,
        },
        site,
        feed,
      ),
    log: parts.log,
    tickMs,
    ...(options.feedPulls?.timeoutMs ? { timeoutMs: options.feedPulls.timeoutMs } : {}),
  });
  const env = options.feedPulls?.env ?? process.env;
  const fromFiles = (registry: ReturnType<SiteSource['current']>) =>
    applySiteFilePulls(pulls, registry, env, parts.now(), parts.log).catch((error: unknown) =>
      parts.log(`feed pulls: the site files' feed_pull not applied: ${(error as Error).message}`),
    );
  await fromFiles(parts.sites.current());
  parts.sites.onChange((registry) => void fromFiles(registry));
  if (options.feedPulls?.tickMs !== false) puller.start();
  return { pulls, puller, stop: () => puller.stop() };
}
