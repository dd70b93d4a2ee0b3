import type { Car } from '@dealer/pricing';
import { createSearchState, type SearchState } from '@dealer/search-query';
import { demoRegistry } from '@dealer/site-registry';
import { demoInventory } from '../demo/inventory/generate.js';
import { eachMatch } from './match.js';

/**
 * `npm run bench` (issue #34 item 1): saved-search matching at scale — `searches` saved searches (makes,
 * models, price ranges, bodies, words, the whole listing) against an import of `cars` changed cars, the
 * way the alert job runs it (one index of the changed cars, one query per saved search).
 */
export interface AlertMatchBench {
  searches: number;
  cars: number;
  buildAndMatchMs: number;
  matchedSearches: number;
  matchedPairs: number;
  peakRssMb: number;
}

function states(cars: readonly Car[], count: number): SearchState[] {
  const result: SearchState[] = [];
  for (let i = 0; i < count; i++) {
    const car = cars[(i * 7919) % cars.length] as Car;
    const price = Math.round((car.price ?? 30_000) / 1000) * 1000;
    switch (i % 5) {
      case 0:
        result.push(createSearchState({ refinements: { make: [car.make] } }));
        break;
      case 1:
        result.push(createSearchState({ refinements: { make: [car.make], model: [car.model] } }));
        break;
      case 2:
        result.push(createSearchState({ ranges: { price: { min: price - 5000, max: price + 5000 } } }));
        break;
      case 3:
        result.push(
          createSearchState({
            refinements: { body: [car.body ?? 'Sedan'] },
            ranges: { year: { min: car.year - 2, max: null } },
          }),
        );
        break;
      default:
        result.push(i % 50 === 4 ? createSearchState() : createSearchState({ query: car.model }));
    }
  }
  return result;
}

export function benchAlertMatching(options: { searches: number; cars: number }): AlertMatchBench {
  const now = new Date('2026-03-10T00:00:00Z');
  const registry = demoRegistry();
  const site =
    registry.sites.find((s) => s.template === 'car' && Object.keys(s.search.preset_filters).length === 0) ??
    registry.sites[0];
  if (!site) throw new Error('no demo site');
  const stock = demoInventory([site], { now, size: { [site.slug]: options.cars } });
  const cars = [...stock.values()].flat().slice(0, options.cars);
  const saved = states(cars, options.searches).map((state, i) => ({ id: String(i), state }));
  const started = performance.now();
  let matchedSearches = 0;
  let matchedPairs = 0;
  for (const [, , total] of eachMatch(site, cars, saved, now)) {
    matchedSearches += 1;
    matchedPairs += total;
  }
  const buildAndMatchMs = performance.now() - started;
  return {
    searches: saved.length,
    cars: cars.length,
    buildAndMatchMs,
    matchedSearches,
    matchedPairs,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
}
