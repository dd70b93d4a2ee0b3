import type { Car } from '@dealer/pricing';
import { EmbeddedIndex, type IndexSettings } from '@dealer/search-engine';
import type { Site } from '@dealer/site-registry';
import { searchDocument } from '../search/documents.js';
import { sha256 } from '../store/crypto.js';
import type { ImportedStock } from './repository.js';

export interface SiteStock {
  cars: Car[];
  bySlug: Map<string, Car>;
  byId: Map<number, Car>;
  index: EmbeddedIndex | null;
  version: string;
}

/** Everything one (re)load of the stock produced; swapped in by one assignment. */
export interface StockState {
  dealershipCars: Map<number, Car[]>;
  /** The feeds in this copy's import folder at that load. */
  fileFeeds: ImportedStock[];
  /** Which import each dealership's stock came from (absent: the demo stock), for copy-independent versions. */
  stamps: Map<number, string>;
  demoStamp: string;
  sites: Map<string, SiteStock>;
}

/** A site's stock from its dealerships' cars, with its embedded index (none when `settings` is null). */
export function buildSiteStock(
  site: Site,
  state: StockState,
  settings: ((uid: string) => IndexSettings) | null,
): SiteStock {
  const ids = new Set([site.dealership_id, ...site.dealerships.map((d) => d.id)]);
  const cars: Car[] = [];
  for (const id of ids) cars.push(...(state.dealershipCars.get(id) ?? []));
  const bySlug = new Map<string, Car>();
  const byId = new Map<number, Car>();
  for (const car of cars) {
    bySlug.set(car.slug, car);
    byId.set(car.id, car);
  }
  const index = settings
    ? new EmbeddedIndex(site.search.car_index, cars.map(searchDocument), settings(site.search.car_index))
    : null;
  // The same stock gives the same version on every server copy (ETags agree behind a load balancer).
  const stamp = [...ids]
    .sort((a, b) => a - b)
    .map((id) => `${id}:${state.stamps.get(id) ?? state.demoStamp}`);
  return { cars, bySlug, byId, index, version: `${sha256(stamp.join(',')).slice(0, 12)}.${cars.length}` };
}
