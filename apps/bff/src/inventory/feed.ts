import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Car, carSchema } from '@dealer/pricing';
import { primaryLocation, type Site } from '@dealer/site-registry';
import {
  type FeedDealer,
  type FeedFormat,
  type FeedLocation,
  type ImportMode,
  type ImportReport,
  importFeed,
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

/** The site's imported stock now (dealerships without an imported feed contribute nothing). */
function importedStock(dataDir: string, site: Site): Car[] {
  const cars: Car[] = [];
  for (const id of siteDealershipIds(site)) {
    const file = join(inventoryDir(dataDir), importFileName(id));
    if (!existsSync(file)) continue;
    const stock = JSON.parse(readFileSync(file, 'utf8')) as ImportedStock;
    for (const car of stock.cars) cars.push(carSchema.parse(car));
  }
  return cars;
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
  text: string;
  format: FeedFormat;
  mode: ImportMode;
  now: Date;
  source: string;
  /** The feed's photos through the photo pipeline (absent: photo names and URLs kept as given). */
  photos?: Pick<FeedPhotos, 'photoUrl' | 'report'>;
}

export type StoredImportReport = ImportReport & { photos?: FeedPhotoReport };

/**
 * Applies a feed to the site's stock on disk and keeps its report. A refused feed (report.applied false)
 * writes no stock. New cars get ids in the site's own range (dealership id × 1,000,000 + n), clear of the
 * generated demo ids and of every other dealership's.
 */
export function applyFeed(options: ApplyFeedOptions): StoredImportReport {
  const { dataDir, site, now } = options;
  const existing = importedStock(dataDir, site);
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
  });
  const dir = inventoryDir(dataDir);
  mkdirSync(join(dir, 'reports'), { recursive: true });
  if (report.applied) {
    for (const id of siteDealershipIds(site)) {
      const stock: ImportedStock = {
        dealership_id: id,
        imported_at: now.toISOString(),
        source: options.source,
        cars: cars.filter((car) => car.dealership_id === id),
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
