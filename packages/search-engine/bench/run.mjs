// npm run bench (after the build): the engine on its own, no HTTP. At 10k and 100k car documents: index
// build time, index memory (JS heap + typed arrays, measured around the build), p50/p95 of a listing
// search (site filters, three refined facets, facet counts, a sort, a page of 100) and of a text search
// as shoppers type it, each printed beside its floor; and the longest task the event loop waits on while
// an index builds, in one go and in slices (buildIndexInSlices driven by setImmediate, as the BFF does).
// Bounded in count and time.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildIndexInSlices, EmbeddedIndex, synonymMap } from '../dist/index.js';
import { BENCH_SETTINGS, benchCars } from './cars.mjs';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 300);
const DEADLINE = Date.now() + 10 * 60_000;
/** Floors: the BFF's search targets (p95 through HTTP) hold for the engine alone, and its memory budget. */
const FLOORS = {
  10000: { search: 20, text: 20, memoryMb: 60 },
  100000: { search: 100, text: 100, memoryMb: 400 },
};

const settings = {
  ...BENCH_SETTINGS,
  synonyms: synonymMap([
    ['awd', 'all wheel drive'],
    ['4wd', '4x4', 'four wheel drive'],
    ['ute', 'utes', 'pickup'],
    ['vw', 'volkswagen'],
  ]),
  maxTotalHits: 100_000,
};

const SITE = [
  'dealership_id IN [1, 2, 3, 4, 5, 6]',
  '(status = in_stock OR status = coming_soon OR sold_date_timestamp > 1769000000) AND show_on_dealer_website = true',
];
const FACETS = [
  'make',
  'model',
  'body',
  'year',
  'price',
  'fuel',
  'transmission',
  'colour',
  'drive',
  'car_type',
];
const MAKES = ['Toyota', 'Hyundai', 'Kia'];
const BODIES = ['SUV', 'Ute', 'Hatch', 'Sedan', 'People Mover'];
function listingQuery(i) {
  const low = 5000 + (i % 7) * 5000;
  const high = low + 20000 + (i % 5) * 10000;
  return {
    indexUid: 'cars',
    q: '',
    filter: [
      ...SITE,
      `make = ${MAKES[i % 3]}`,
      `body = "${BODIES[(i >> 1) % 5]}"`,
      `price ${low} TO ${high}`,
    ],
    facets: FACETS,
    sort: [[], ['sale_price:asc'], ['created_at_timestamp:desc']][i % 3],
    limit: 100,
    offset: (i % 3) * 100,
  };
}
const TEXT = [
  'toyota',
  'red suv',
  'hilux sr5',
  'land cruiser',
  'ranger 4x4',
  'cx5',
  'toyta corola',
  'white ute diesel',
];
function textQuery(i) {
  return {
    indexUid: 'cars',
    q: TEXT[i % TEXT.length],
    filter: SITE,
    facets: FACETS,
    sort: i % 2 ? ['sale_price:asc'] : [],
    limit: 100,
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
const used = () => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};
function time(run, count) {
  for (let i = 0; i < 20; i++) run(i + 10_000);
  const times = [];
  for (let i = 0; i < count && Date.now() < DEADLINE; i++) {
    const t = performance.now();
    run(i);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

/** The event loop's longest wait (ms) while `build` runs: one task for a one-shot build, a slice for a sliced one. */
async function longestTask(build) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  await new Promise((resolve) => setTimeout(resolve, 5));
  await build();
  await new Promise((resolve) => setTimeout(resolve, 5));
  delay.disable();
  return delay.max / 1e6;
}
async function buildSliced(docs) {
  const steps = buildIndexInSlices('cars', docs, settings, { sliceSize: 500 });
  for (let step = steps.next(); !step.done; step = steps.next())
    await new Promise((resolve) => setImmediate(resolve));
}

const rows = [];
let met = true;
for (const size of SIZES) {
  if (Date.now() > DEADLINE) break;
  const docs = benchCars(size);
  const before = used();
  const started = performance.now();
  let index = new EmbeddedIndex('cars', docs, settings);
  const buildMs = performance.now() - started;
  const memoryMb = (used() - before) / 1048576;
  const oneShotTask = await longestTask(() => new EmbeddedIndex('cars', docs, settings));
  const slicedTask = await longestTask(() => buildSliced(docs));
  let hits = 0;
  const search = time((i) => {
    hits += index.search(listingQuery(i)).estimatedTotalHits;
  }, SEARCHES);
  const text = time((i) => index.search(textQuery(i)), SEARCHES);
  const floor = FLOORS[size] ?? FLOORS[100000];
  const ok =
    percentile(search, 0.95) <= floor.search &&
    percentile(text, 0.95) <= floor.text &&
    memoryMb <= floor.memoryMb;
  met &&= ok;
  rows.push({
    cars: size,
    'build ms': Math.round(buildMs),
    'longest task ms: one-shot': Math.round(oneShotTask),
    'sliced (500)': Math.round(slicedTask),
    'index MB': Math.round(memoryMb),
    'MB floor ≤': floor.memoryMb,
    'search p50 ms': percentile(search, 0.5).toFixed(1),
    'search p95 ms': percentile(search, 0.95).toFixed(1),
    'search floor ≤': floor.search,
    'avg hits': Math.round(hits / search.length),
    'text p50 ms': percentile(text, 0.5).toFixed(1),
    'text p95 ms': percentile(text, 0.95).toFixed(1),
    'text floor ≤': floor.text,
    met: ok ? 'yes' : 'NO',
  });
  index = null;
}
console.log(
  '@dealer/search-engine alone (no HTTP): listing search = site filters + 3 refined facets + 10 facet counts + sort + page of 100; text = shoppers’ queries with the same facets:',
);
console.table(rows);
console.log(
  `index MB: JS heap + typed arrays held by the index (documents excluded), measured around the build`,
);
if (!met) process.exitCode = 1;
