// npm run bench (after the build): saved-search alert matching (issue #34 item 1) — 10,000 saved searches
// against a 10,000-car import's changed cars, the way the alert job runs it; time and peak RSS.
import { benchAlertMatching } from '../dist/server.js';

const SEARCHES = Number(process.env.BENCH_ALERT_SEARCHES ?? 10_000);
const CARS = Number(process.env.BENCH_ALERT_CARS ?? 10_000);
const r = benchAlertMatching({ searches: SEARCHES, cars: CARS });
console.log(
  `alert matching: ${r.searches} saved searches × ${r.cars} changed cars: ${(r.buildAndMatchMs / 1000).toFixed(2)} s, ${r.matchedSearches} searches matched (${r.matchedPairs} car matches), peak RSS ${r.peakRssMb.toFixed(0)} MB`,
);
