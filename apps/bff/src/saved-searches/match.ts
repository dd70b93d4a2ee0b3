import type { Car } from '@dealer/pricing';
import { EmbeddedIndex } from '@dealer/search-engine';
import { type SearchState, savedSearchQuery } from '@dealer/search-query';
import type { Site } from '@dealer/site-registry';
import { searchDocument } from '../search/documents.js';
import { carIndexSettings } from '../search/settings.js';

/**
 * Issue #34 item 1: which of an import's changed cars each saved search matches. The changed cars alone
 * become a small index with the site's own car index settings, and each saved search asks it the
 * listing's query (`savedSearchQuery`): a car matches exactly when the listing would show it, and the
 * work is one filter evaluation per saved search over only the changed cars (a filter costs its matching
 * documents in the engine), never the whole stock.
 */
export interface MatchableSearch {
  readonly id: string;
  readonly state: SearchState;
}

export function changedCarsIndex(site: Site, cars: readonly Car[]): EmbeddedIndex {
  const settings = { ...carIndexSettings([site]), maxTotalHits: Math.max(1, cars.length) };
  return new EmbeddedIndex(site.search.car_index, cars.map(searchDocument), settings);
}

/**
 * The matching cars kept per saved search and import: an alert lists CARS_IN_MAIL of them and links to
 * the listing for the rest, so a 10,000-car import matched by a broad saved search records (and writes)
 * this many, never all of them — the job's work stays bounded by saved searches × this, not × the import.
 */
export const MATCHES_KEPT = 50;

/**
 * Each saved search with at least one matching changed car, the ids of at most `kept` of them and how
 * many matched, one at a time: the caller handles a saved search's matches and lets them go, so memory
 * stays one index and one answer.
 */
export function* eachMatch(
  site: Site,
  cars: readonly Car[],
  searches: Iterable<MatchableSearch>,
  now: Date,
  log: (message: string) => void = () => undefined,
  kept = MATCHES_KEPT,
): Generator<[id: string, carIds: number[], total: number]> {
  if (cars.length === 0) return;
  const index = changedCarsIndex(site, cars);
  const limit = Math.max(1, Math.min(kept, cars.length));
  for (const search of searches) {
    const query = savedSearchQuery(site, search.state, { now, limit, indexUid: index.uid });
    let answer: { hits: readonly unknown[]; estimatedTotalHits: number };
    try {
      answer = index.search({ ...query });
    } catch (error) {
      // A state the index refuses (a facet no longer filterable) matches nothing; the others go on.
      log(`saved search ${search.id}: ${(error as Error).message}`);
      continue;
    }
    const ids = answer.hits.map((hit) => Number((hit as { id: unknown }).id));
    if (ids.length > 0) yield [search.id, ids, Math.max(ids.length, answer.estimatedTotalHits)];
  }
}

/** Every saved search's matches at once (tests, small sets). */
export function matchChangedCars(
  site: Site,
  cars: readonly Car[],
  searches: readonly MatchableSearch[],
  now: Date,
  log: (message: string) => void = () => undefined,
): Map<string, number[]> {
  const matches = new Map<string, number[]>();
  for (const [id, ids] of eachMatch(site, cars, searches, now, log, cars.length)) matches.set(id, ids);
  return matches;
}
