import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Car, carSchema } from '@dealer/pricing';
import { primaryLocation, type Site, siteTimeZone } from '@dealer/site-registry';
import {
  type FeedDealer,
  type FeedFormat,
  type FeedLocation,
  type ImportMode,
  type ImportReport,
  importFeed,
  type StockLocks,
} from '@dealer/stock-feed';
import { drawingUrls } from '../images/drawings.js';
import type { FeedPhotoReport, FeedPhotos } from '../photos/feed-photos.js';
import { type ImportedStock, importFileName, inventoryDir } from './repository.js';

/**
 * A DMS feed applied to a site's stock on disk (the adapter around @dealer/stock-feed): the site's
 * current imported stock is read, the feed merged by the package's rules, each dealership's file written
 * whole (write + rename, which the running server swaps in), and the import report kept per site.
 */

const REPORTS_KEPT = 20;

/** Where a site's cars stand: its yards by slug, id or yard code; the primary yard by default. */
export function feedDealer(site: Site): FeedDealer {
  const dealerships = new Map(site.dealerships.map((d) => [d.slug, d]));
  const toLocation = (location: Site['locations'][number]): FeedLocation => {
    const dealership = dealerships.get(location.dealership_slug);
    return {
      codes: [location.slug, String(location.id)],
      id: location.id,
      slug: location.slug,
      name: location.location_name,
      city: location.city ?? null,
      state: location.state ?? null,
      phone: location.contact_detail.phone ?? null,
      dealership: {
        id: dealership?.id ?? site.dealership_id,
        slug: dealership?.slug ?? location.dealership_slug,
        name: dealership?.name ?? site.name,
      },
      timeZone: siteTimeZone(site, location),
    };
  };
  return {
    defaultLocation: toLocation(primaryLocation(site)),
    locations: site.locations.map(toLocation),
    imageUrl: (name) => `/photos/${site.slug}/${encodeURIComponent(name)}`,
    // A car the feed gives no usable photo of shows the generated drawings.
    fallbackImages: ({ body, colour }) => drawingUrls('car', body, colour),
  };
}

function siteDealershipIds(site: Site): number[] {
  return [...new Set([site.dealership_id, ...site.dealerships.map((d) => d.id)])];
}

/**
 * The site's imported stock now and its console locks; a dealership without an imported feed has no
 * file (it serves generated stock, or nothing).
 */
function importedStock(
  dataDir: string,
  site: Site,
  shared: readonly ImportedStock[] = [],
): { cars: Car[]; locks: StockLocks; missing: number[] } {
  const cars: Car[] = [];
  const locks: StockLocks = {};
  const missing: number[] = [];
  for (const id of siteDealershipIds(site)) {
    const file = join(inventoryDir(dataDir), importFileName(id));
    const newer = shared.find((feed) => feed.dealership_id === id);
    if (!newer && !existsSync(file)) {
      missing.push(id);
      continue;
    }
    const stock = newer ?? (JSON.parse(readFileSync(file, 'utf8')) as ImportedStock);
    for (const car of stock.cars) cars.push(carSchema.parse(car));
    Object.assign(locks, stock.locks);
  }
  return { cars, locks, missing };
}

/**
 * The cars a site serves that no import file holds (its generated stock): a feed counts them as live
 * stock — a replace removes them and says so, an upsert keeps them.
 */
export function liveCarsWithoutImport(dataDir: string, site: Site, served: readonly Car[]): Car[] {
  // Only whether each file exists: this runs on the server's thread, the files are read in the worker.
  const missing = siteDealershipIds(site).filter(
    (id) => !existsSync(join(inventoryDir(dataDir), importFileName(id))),
  );
  return missing.length === 0 ? [] : served.filter((car) => missing.includes(car.dealership_id));
}

function writeAtomically(file: string, body: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, body);
  renameSync(temp, file);
}

export function reportsFile(dataDir: string, site: Pick<Site, 'slug'>): string {
  return join(inventoryDir(dataDir), 'reports', `${site.slug}.json`);
}

/** The site's import reports, newest first (the last 20). */
export function importReports(dataDir: string, site: Pick<Site, 'slug'>): StoredImportReport[] {
  const file = reportsFile(dataDir, site);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StoredImportReport[]) : [];
}

export interface ApplyFeedOptions {
  dataDir: string;
  site: Site;
  /** The feed file's bytes (any encoding the package decodes) or its text. */
  text: string | Uint8Array;
  format: FeedFormat;
  mode: ImportMode;
  now: Date;
  source: string;
  /** The feed's photos through the photo pipeline (absent: photo names and URLs kept as given). */
  photos?: Pick<FeedPhotos, 'photoUrl' | 'report'>;
  /** Report only: no stock file or report is written. */
  dryRun?: boolean;
  /** Apply a replace even when it removes more than 30% of the live stock. */
  force?: boolean;
  /** Cars the site serves from no import file (`liveCarsWithoutImport`): live stock the feed counts. */
  liveCars?: readonly Car[];
  /**
   * Feeds another server copy imported after this copy's files (`Inventory.newerSharedFeeds`): the
   * stock (and console locks) this copy serves for those dealerships, so the import starts from them.
   */
  sharedFeeds?: readonly ImportedStock[];
}

export type StoredImportReport = ImportReport & { photos?: FeedPhotoReport; dry_run?: boolean };

/**
 * Applies a feed to the site's stock on disk and keeps its report. A refused feed (report.applied false)
 * writes no stock. New cars get ids in the site's own range (dealership id × 1,000,000 + n), clear of the
 * generated demo ids and of every other dealership's.
 */
export function applyFeed(options: ApplyFeedOptions): StoredImportReport {
  const { dataDir, site, now } = options;
  const imported = importedStock(dataDir, site, options.sharedFeeds);
  const existing = [
    ...imported.cars,
    ...(options.liveCars ?? []).filter((car) => imported.missing.includes(car.dealership_id)),
  ];
  const base = site.dealership_id * 1_000_000;
  let next = Math.max(base, ...existing.map((c) => (c.id > base && c.id < base + 1_000_000 ? c.id : 0))) + 1;
  const { cars, report } = importFeed({
    text: options.text,
    format: options.format,
    mode: options.mode,
    dealer: options.photos ? { ...feedDealer(site), photoUrl: options.photos.photoUrl } : feedDealer(site),
    existing,
    now,
    nextId: () => next++,
    locks: imported.locks,
    force: options.force,
  });
  if (options.dryRun) return { ...report, dry_run: true };
  const dir = inventoryDir(dataDir);
  mkdirSync(join(dir, 'reports'), { recursive: true });
  if (report.applied) {
    for (const id of siteDealershipIds(site)) {
      const own = cars.filter((car) => car.dealership_id === id);
      // A lock lives as long as its car: a car the feed removed takes its locks with it.
      const locks: StockLocks = {};
      for (const car of own) {
        const lock = imported.locks[String(car.id)];
        if (lock) locks[String(car.id)] = lock;
      }
      const stock: ImportedStock = {
        dealership_id: id,
        imported_at: now.toISOString(),
        source: options.source,
        cars: own,
        ...(Object.keys(locks).length > 0 ? { locks } : {}),
      };
      writeAtomically(join(dir, importFileName(id)), JSON.stringify(stock));
    }
  }
  const stored: StoredImportReport = options.photos
    ? { ...report, photos: structuredClone(options.photos.report) }
    : report;
  const reports = [stored, ...importReports(dataDir, site)].slice(0, REPORTS_KEPT);
  writeAtomically(reportsFile(dataDir, site), JSON.stringify(reports));
  return stored;
}

/** Records how an import's photos ended (fetched later) in that import's report. */
export function updateReportPhotos(
  dataDir: string,
  site: Pick<Site, 'slug'>,
  at: string,
  photos: FeedPhotoReport,
): void {
  const reports = importReports(dataDir, site).map((report) =>
    report.at === at ? { ...report, photos: structuredClone(photos) } : report,
  );
  writeAtomically(reportsFile(dataDir, site), JSON.stringify(reports));
}
