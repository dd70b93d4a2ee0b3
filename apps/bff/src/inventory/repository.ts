import { type FSWatcher, mkdirSync, watch } from 'node:fs';
import { join } from 'node:path';
import { type Car, carSchema } from '@dealer/pricing';
import { EmbeddedIndex, type IndexSettings } from '@dealer/search-engine';
import type { Registry, Site } from '@dealer/site-registry';
import { searchDocument } from '../search/documents.js';
import { carIndexSettings } from '../search/settings.js';
import { sha256 } from '../store/crypto.js';
import { demoInventory } from './generate.js';
import { readImportFiles } from './import-files.js';

/**
 * The inventory of every dealership: the generated demo stock, replaced per dealership by an imported
 * feed (`<dataDir>/inventory/dealership-<id>.json`, written atomically by the import CLI). Each site gets
 * an embedded index over its dealerships' cars; an import builds new indexes off to the side and swaps
 * them in one assignment, so searches keep answering from the old stock until the new one is ready.
 */

export interface InventoryOptions {
  dataDir: string;
  now: () => Date;
  size?: number | Record<string, number>;
  seed?: string;
  /** Build and keep the embedded indexes (false when Meilisearch answers searches). */
  embedded?: boolean;
  log?: (message: string) => void;
}

export interface ImportedStock {
  dealership_id: number;
  imported_at: string;
  source: string;
  cars: unknown[];
}

interface SiteStock {
  cars: Car[];
  bySlug: Map<string, Car>;
  byId: Map<number, Car>;
  index: EmbeddedIndex | null;
  version: string;
}

export function importFileName(dealershipId: number): string {
  return `dealership-${dealershipId}.json`;
}

export function inventoryDir(dataDir: string): string {
  return join(dataDir, 'inventory');
}

export class Inventory {
  private dealershipCars = new Map<number, Car[]>();
  private sites = new Map<string, SiteStock>();
  private watcher: FSWatcher | null = null;
  private reloadTimer: NodeJS.Timeout | null = null;
  /** The feeds in this copy's import folder, and the newer ones other copies shared (copies/). */
  private fileFeeds: ImportedStock[] = [];
  private sharedFeeds = new Map<number, ImportedStock>();
  /** Which import each dealership's stock came from (absent: the demo stock), for copy-independent versions. */
  private stamps = new Map<number, string>();
  private demoStamp = 'demo';
  /** Called with the feeds read from the import folder after it changed (copies/ shares them on). */
  onImported: ((feeds: readonly ImportedStock[]) => void) | null = null;

  /** The sites the server started with: the demo stock is generated for them only, so no car id moves. */
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
    this.dealershipCars = this.generateDemo();
    this.applyImports();
    this.rebuild();
  }

  get totalCars(): number {
    let total = 0;
    for (const cars of this.dealershipCars.values()) total += cars.length;
    return total;
  }

  /** Every car of every dealership (for the Meilisearch sync job). */
  allCars(): Car[] {
    return [...this.dealershipCars.values()].flat();
  }

  /** Every car as the search index holds it, with its sort keys (for the Meilisearch sync job). */
  allDocuments(): Record<string, unknown>[] {
    return this.allCars().map(searchDocument);
  }

  /** How many cars a site lists (its dealerships' stock, before visibility rules). */
  stockSize(site: Site): number {
    let total = 0;
    for (const id of new Set([site.dealership_id, ...site.dealerships.map((d) => d.id)]))
      total += this.dealershipCars.get(id)?.length ?? 0;
    return total;
  }

  /** The settings of a car index: its sites' synonyms, and paging through the largest site's stock. */
  indexSettings(uid: string): IndexSettings {
    const sites = this.registry.sites.filter((s) => s.search.car_index === uid);
    return carIndexSettings(sites, { largestStock: Math.max(0, ...sites.map((s) => this.stockSize(s))) });
  }

  /** The site's own stock: cars of its dealerships (visibility is a search rule, not applied here). */
  stock(site: Site): SiteStock {
    let stock = this.sites.get(site.slug);
    if (!stock) {
      stock = this.buildSite(site);
      this.sites.set(site.slug, stock);
    }
    return stock;
  }

  /** Starts watching the import folder; a changed feed swaps in within a moment. */
  watch(): void {
    const dir = inventoryDir(this.options.dataDir);
    mkdirSync(dir, { recursive: true });
    this.watcher = watch(dir, () => {
      if (this.reloadTimer) clearTimeout(this.reloadTimer);
      this.reloadTimer = setTimeout(() => {
        this.reloadImports();
        this.onImported?.(this.fileFeeds);
      }, 150);
    });
    this.watcher.on('error', () => undefined);
  }

  close(): void {
    this.watcher?.close();
    if (this.reloadTimer) clearTimeout(this.reloadTimer);
  }

  /** Re-reads the imported feeds and swaps in new site indexes (old ones serve until then). */
  reloadImports(): void {
    const demo = this.generateDemo();
    const previous = this.dealershipCars;
    this.dealershipCars = demo;
    try {
      this.applyImports();
      this.rebuild();
    } catch (error) {
      this.dealershipCars = previous;
      this.options.log?.(`inventory reload failed, keeping the current stock: ${(error as Error).message}`);
    }
  }

  /** The feeds read from this copy's import folder at the last (re)load. */
  importedFeeds(): readonly ImportedStock[] {
    return this.fileFeeds;
  }

  /**
   * Feeds imported through another server copy: each replaces its dealership's stock unless this copy's
   * own import of it is newer (the latest import wins on every copy). Swaps the new stock in.
   */
  applyShared(feeds: readonly ImportedStock[]): void {
    for (const feed of feeds) this.sharedFeeds.set(feed.dealership_id, feed);
    this.reloadImports();
  }

  /** The generated demo stock, stamped with its day: copies generating it the same day hold the same stock. */
  private generateDemo(): Map<number, Car[]> {
    const now = this.options.now();
    this.demoStamp = `demo:${now.toISOString().slice(0, 10)}`;
    return demoInventory(this.demoSites, { now, size: this.options.size, seed: this.options.seed });
  }

  private applyImports(): void {
    this.fileFeeds = [];
    this.stamps = new Map();
    this.applyFileImports();
    const fromFiles = new Map(this.fileFeeds.map((feed) => [feed.dealership_id, feed.imported_at]));
    for (const [id, feed] of this.sharedFeeds) {
      const own = fromFiles.get(id);
      if (own !== undefined && Date.parse(own) >= Date.parse(feed.imported_at)) continue;
      try {
        this.dealershipCars.set(
          id,
          feed.cars.map((car) => carSchema.parse(car)),
        );
        this.stamps.set(id, `${feed.imported_at}|${feed.source}`);
      } catch (error) {
        this.options.log?.(
          `inventory: ignoring the shared feed of dealership ${id}: ${(error as Error).message}`,
        );
      }
    }
  }

  private applyFileImports(): void {
    for (const feed of readImportFiles(inventoryDir(this.options.dataDir), this.options.log)) {
      this.dealershipCars.set(feed.dealership_id, feed.cars as Car[]);
      this.fileFeeds.push(feed);
      this.stamps.set(feed.dealership_id, `${feed.imported_at}|${feed.source}`);
    }
  }

  private rebuild(): void {
    const next = new Map<string, SiteStock>();
    for (const site of this.registry.sites) next.set(site.slug, this.buildSite(site));
    this.sites = next;
  }

  private buildSite(site: Site): SiteStock {
    const ids = new Set([site.dealership_id, ...site.dealerships.map((d) => d.id)]);
    const cars: Car[] = [];
    for (const id of ids) cars.push(...(this.dealershipCars.get(id) ?? []));
    const bySlug = new Map<string, Car>();
    const byId = new Map<number, Car>();
    for (const car of cars) {
      bySlug.set(car.slug, car);
      byId.set(car.id, car);
    }
    const index =
      this.options.embedded === false
        ? null
        : new EmbeddedIndex(
            site.search.car_index,
            cars.map(searchDocument),
            this.indexSettings(site.search.car_index),
          );
    // The same stock gives the same version on every server copy (ETags agree behind a load balancer).
    const stamp = [...ids]
      .sort((a, b) => a - b)
      .map((id) => `${id}:${this.stamps.get(id) ?? this.demoStamp}`);
    return { cars, bySlug, byId, index, version: `${sha256(stamp.join(',')).slice(0, 12)}.${cars.length}` };
  }
}
