import { budgetFigure, type Car } from '@dealer/pricing';
import { type EmbeddedIndex, IndexBuilder, type IndexSettings } from '@dealer/search-engine';
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
  /** The injected clock's time of this load: cars' budget figures are worked out at it. */
  now: Date;
}

/** Cars indexed between two yields of a sliced reload (~10 ms of work at 10,000 cars). */
const CARS_PER_INDEX_SLICE = 500;

/**
 * A site's stock from its dealerships' cars, with its embedded index (none when `settings` is null),
 * each car's budget figure (`weekly_price_range`, the weekly price bands' facet) written for this site,
 * built in steps: it yields between slices of cars and between the index's finished parts.
 */
export function* siteStockSteps(
  site: Site,
  state: StockState,
  settings: ((uid: string) => IndexSettings) | null,
): Generator<void, SiteStock> {
  yield;
  const ids = new Set([site.dealership_id, ...site.dealerships.map((d) => d.id)]);
  const cars: Car[] = [];
  // A loop, not push(...cars): a spread of 100,000 arguments overflows the stack.
  for (const id of ids) for (const car of state.dealershipCars.get(id) ?? []) cars.push(car);
  const bySlug = new Map<string, Car>();
  const byId = new Map<number, Car>();
  for (const car of cars) {
    // Issue #31 the one weekly-price rule: the budget bands filter what the car's own page shows.
    car.weekly_price_range = budgetFigure(car, site, state.now)?.amount ?? null;
    bySlug.set(car.slug, car);
    byId.set(car.id, car);
  }
  let index: EmbeddedIndex | null = null;
  if (settings) {
    const builder = new IndexBuilder(site.search.car_index, settings(site.search.car_index));
    for (let at = 0; at < cars.length; at += CARS_PER_INDEX_SLICE) {
      builder.add(cars.slice(at, at + CARS_PER_INDEX_SLICE).map(searchDocument));
      yield;
    }
    index = yield* builder.finishing();
  }
  // The same stock gives the same version on every server copy (ETags agree behind a load balancer).
  const stamp = [...ids]
    .sort((a, b) => a - b)
    .map((id) => `${id}:${state.stamps.get(id) ?? state.demoStamp}`);
  return { cars, bySlug, byId, index, version: `${sha256(stamp.join(',')).slice(0, 12)}.${cars.length}` };
}
