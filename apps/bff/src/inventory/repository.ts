import { type FSWatcher, mkdirSync, watch } from 'node:fs';
import { join } from 'node:path';
import type { Car } from '@dealer/pricing';
import type { IndexSettings } from '@dealer/search-engine';
import type { Registry, Site } from '@dealer/site-registry';
import type { StockLocks } from '@dealer/stock-feed';
import type { SiteSeed } from '../content/seed.js';
import { searchDocument } from '../search/documents.js';
import { carIndexSettings } from '../search/settings.js';
import { importFileSteps, parseCarsInSlices, runAtOnce, runInSlices } from './import-files.js';
import { type SiteStock, type StockState, siteStockSteps } from './site-stock.js';

/**
 * Every dealership's stock: the seed's, replaced per dealership by an imported feed (`<dataDir>/inventory/
 * dealership-<id>.json`, atomic). Each site gets an embedded index; an import builds new indexes aside and
 * swaps them in one assignment (searches answer from the old meanwhile); a site with neither has no cars.
 */

export interface InventoryOptions {
  dataDir: string;
  now: () => Date;
  size?: number | Record<string, number>;
  seed?: string;
  /** The seed's stock of the sites it covers (content/seed.ts); absent: feeds only. */
  seedStock?: SiteSeed['stock'];
  /** Build and keep the embedded indexes (false when Meilisearch answers searches). */
  embedded?: boolean;
  log?: (message: string) => void;
}

export interface ImportedStock {
  dealership_id: number;
  imported_at: string;
  source: string;
  cars: unknown[];
  /** Fields the dealer locked in the console, by car id (@dealer/stock-feed locks): feeds keep them. */
  locks?: StockLocks;
}

export function importFileName(dealershipId: number): string {
  return `dealership-${dealershipId}.json`;
}

export function inventoryDir(dataDir: string): string {
  return join(dataDir, 'inventory');
}

export class Inventory {
  private state: StockState = {
    dealershipCars: new Map(),
    fileFeeds: [],
    stamps: new Map(),
    demoStamp: 'demo',
    sites: new Map(),
    now: new Date(0),
  };
  private watcher: FSWatcher | null = null;
  private reloadTimer: NodeJS.Timeout | null = null;
  /** The newer feeds other copies shared (copies/). */
  private sharedFeeds = new Map<number, ImportedStock>();
  /** Bumped by every reload: a sliced reload overtaken by a newer one drops its result. */
  private generation = 0;
  private slicedReload: Promise<void> | null = null;
  private reloadAgain = false;
  /** Called with the feeds read from the import folder after it changed (copies/ shares them on). */
  onImported: ((feeds: readonly ImportedStock[]) => void) | null = null;
  /**
   * Copies on one PostgreSQL (copies/inventory-sync.ts): an import holding the site's lease first takes the
   * stock other copies imported, and shares its own before it lets the lease go (#35).
   */
  copies: { catchUp(): Promise<void>; share(feeds: readonly ImportedStock[]): Promise<void> } | null = null;

  /** The sites the server started with: the seed's stock is made for them only, so no car id moves. */
  private readonly demoSites: Registry['sites'];

  constructor(
    private registry: Registry,
    private readonly options: InventoryOptions,
  ) {
    this.demoSites = registry.sites;
  }

  /** Serves a changed site folder: indexes rebuilt and swapped in; a new dealership has its feed or no cars. */
  useRegistry(registry: Registry): void {
    this.registry = registry;
    this.reloadImports();
  }

  /** The data folder whose `inventory/` holds the imported feeds. */
  get dataDir(): string {
    return this.options.dataDir;
  }

  /** Generates the demo stock, applies imported feeds and builds every site's index. */
  load(): void {
    this.reloadImports();
  }

  get totalCars(): number {
    let total = 0;
    for (const cars of this.state.dealershipCars.values()) total += cars.length;
    return total;
  }

  /** Every car of every dealership (for the Meilisearch sync job). */
  allCars(): Car[] {
    return [...this.state.dealershipCars.values()].flat();
  }

  /** Every car as the search index holds it, with its sort keys (for the Meilisearch sync job). */
  allDocuments(): Record<string, unknown>[] {
    return this.allCars().map(searchDocument);
  }

  /** How many cars a site lists (its dealerships' stock, before visibility rules). */
  stockSize(site: Site, state: StockState = this.state): number {
    let total = 0;
    for (const id of new Set([site.dealership_id, ...site.dealerships.map((d) => d.id)]))
      total += state.dealershipCars.get(id)?.length ?? 0;
    return total;
  }

  /** The settings of a car index: its sites' synonyms, and paging through the largest site's stock. */
  indexSettings(uid: string, state: StockState = this.state): IndexSettings {
    const sites = this.registry.sites.filter((s) => s.search.car_index === uid);
    const largestStock = Math.max(0, ...sites.map((s) => this.stockSize(s, state)));
    return carIndexSettings(sites, { largestStock });
  }

  /** The site's own stock: cars of its dealerships (visibility is a search rule, not applied here). */
  stock(site: Site): SiteStock {
    let stock = this.state.sites.get(site.slug);
    if (!stock) {
      stock = runAtOnce(this.siteSteps(site, this.state));
      this.state.sites.set(site.slug, stock);
    }
    return stock;
  }

  /** The console locks of a site's cars (by car id), as the import each dealership serves holds them. */
  locks(site: Site): StockLocks {
    const locks: StockLocks = {};
    for (const id of new Set([site.dealership_id, ...site.dealerships.map((d) => d.id)])) {
      const feed =
        this.newerSharedFeed(id) ?? this.state.fileFeeds.find((f) => f.dealership_id === id) ?? null;
      Object.assign(locks, feed?.locks);
    }
    return locks;
  }

  /**
   * The site's feeds another copy imported after this copy's own import of them (what this copy serves
   * for those dealerships): a feed imported or a car edited here starts from them, not the older files.
   */
  newerSharedFeeds(site: Site): ImportedStock[] {
    const ids = new Set([site.dealership_id, ...site.dealerships.map((d) => d.id)]);
    return [...ids].flatMap((id) => this.newerSharedFeed(id) ?? []);
  }

  /** One dealership's feed shared by another copy, when it is newer than this copy's own import. */
  newerSharedFeed(dealershipId: number): ImportedStock | null {
    const shared = this.sharedFeeds.get(dealershipId);
    if (!shared) return null;
    const mine = this.state.fileFeeds.find((feed) => feed.dealership_id === dealershipId)?.imported_at;
    return mine === undefined || Date.parse(mine) < Date.parse(shared.imported_at) ? shared : null;
  }

  /** Starts watching the import folder; a changed feed swaps in within a moment (in slices). */
  watch(): void {
    const dir = inventoryDir(this.options.dataDir);
    mkdirSync(dir, { recursive: true });
    this.watcher = watch(dir, () => {
      if (this.reloadTimer) clearTimeout(this.reloadTimer);
      this.reloadTimer = setTimeout(() => {
        void this.reloadInSlices().then(() => this.onImported?.(this.state.fileFeeds));
      }, 150);
    });
    this.watcher.on('error', () => undefined);
  }

  close(): void {
    this.watcher?.close();
    if (this.reloadTimer) clearTimeout(this.reloadTimer);
  }

  /** Re-reads the imported feeds and swaps in new site indexes at once (old ones serve until then). */
  reloadImports(): void {
    try {
      runAtOnce(this.reloadSteps());
    } catch (error) {
      this.reloadFailed(error);
    }
  }

  /**
   * The same reload in slices: the event loop answers requests between slices of cars parsed and indexed
   * (a few ms each), and the new stock is swapped in by one assignment at the end (never half applied).
   * A reload asked for while one runs runs once more after it.
   */
  reloadInSlices(): Promise<void> {
    if (this.slicedReload) {
      this.reloadAgain = true;
      return this.slicedReload;
    }
    this.slicedReload = (async () => {
      do {
        this.reloadAgain = false;
        try {
          await runInSlices(this.reloadSteps());
        } catch (error) {
          this.reloadFailed(error);
        }
      } while (this.reloadAgain);
      this.slicedReload = null;
    })();
    return this.slicedReload;
  }

  /** The feeds read from this copy's import folder at the last (re)load. */
  importedFeeds(): readonly ImportedStock[] {
    return this.state.fileFeeds;
  }

  /**
   * Feeds imported through another server copy: each replaces its dealership's stock unless this copy's
   * own import of it is newer (the latest import wins on every copy). Swaps the new stock in (in slices).
   */
  applyShared(feeds: readonly ImportedStock[]): Promise<void> {
    for (const feed of feeds) this.sharedFeeds.set(feed.dealership_id, feed);
    return this.reloadInSlices();
  }

  private reloadFailed(error: unknown): void {
    this.options.log?.(`inventory reload failed, keeping the current stock: ${(error as Error).message}`);
  }

  private seedStock(now: Date): Map<number, Car[]> {
    const { size, seed, seedStock } = this.options;
    return seedStock?.(this.demoSites, { now, size, seed }) ?? new Map(); // the same per day on every copy
  }

  /** One reload, yielding between its slices; commits only when no newer reload started meanwhile. */
  private *reloadSteps(): Generator<void, void> {
    const generation = ++this.generation;
    const now = this.options.now();
    const state: StockState = {
      dealershipCars: this.seedStock(now),
      fileFeeds: [],
      stamps: new Map(),
      demoStamp: `demo:${now.toISOString().slice(0, 10)}`,
      sites: new Map(),
      now,
    };
    yield;
    yield* this.applyImports(state);
    for (const site of this.registry.sites) state.sites.set(site.slug, yield* this.siteSteps(site, state));
    if (generation === this.generation) this.state = state;
  }

  private *applyImports(state: StockState): Generator<void, void> {
    const feeds = yield* importFileSteps(inventoryDir(this.options.dataDir), this.options.log);
    for (const feed of feeds) {
      state.dealershipCars.set(feed.dealership_id, feed.cars as Car[]);
      state.fileFeeds.push(feed);
      state.stamps.set(feed.dealership_id, `${feed.imported_at}|${feed.source}`);
    }
    const fromFiles = new Map(state.fileFeeds.map((feed) => [feed.dealership_id, feed.imported_at]));
    for (const [id, feed] of this.sharedFeeds) {
      const own = fromFiles.get(id);
      if (own !== undefined && Date.parse(own) >= Date.parse(feed.imported_at)) continue;
      try {
        const cars = yield* parseCarsInSlices(feed.cars);
        state.dealershipCars.set(id, cars);
        state.stamps.set(id, `${feed.imported_at}|${feed.source}`);
      } catch (error) {
        this.options.log?.(
          `inventory: ignoring the shared feed of dealership ${id}: ${(error as Error).message}`,
        );
      }
    }
  }

  /** A site's stock and index, built in slices (a sliced reload yields between them). */
  private siteSteps(site: Site, state: StockState): Generator<void, SiteStock> {
    const settings = (uid: string) => this.indexSettings(uid, state);
    return siteStockSteps(site, state, this.options.embedded === false ? null : settings);
  }
}
