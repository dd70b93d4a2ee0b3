// npm run bench (apps/web/bench/run.mjs runs this first): a dealer's traffic burst against one server.
// Mixed load at 50 and 200 connections — 50% of the connections search (/api/search), 30% open listing
// pages, 20% car pages — while a lead is POSTed every 0.5 s (./lead-client.mjs, a process of its own),
// with the floors measured in the same run:
//   static: a plain node:http server answering each kind with the very bytes the app gave for it
//   React:  react-dom renderToString of the listing's 100 cards per request (the listing's floor)
// Each server runs in a child process; this process only generates load (autocannon).
// BENCH_LOAD_SECONDS (default 8) per run, BENCH_LOAD_CONNECTIONS (default 50,200), BENCH_INVENTORY,
// BENCH_RENDER_WORKERS, BENCH_DATABASE_URL (the app's store on PostgreSQL, a fresh schema; default PGlite).
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { call as callAs, fmt, startLeadClient as leadClientAs, percentile, startChild } from './children.mjs';

const SITE = process.env.BENCH_SITE ?? 'harbour-auto';
const HOST = `${SITE}.localhost`;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const CONNECTIONS = (process.env.BENCH_LOAD_CONNECTIONS ?? '50,200').split(',').map(Number);
const INVENTORY = Number(process.env.BENCH_INVENTORY ?? 2000);
const MIX = [
  ['search', 0.5],
  ['listing', 0.3],
  ['car', 0.2],
];

const call = (port, path, options) => callAs(port, HOST, path, options);
const startLeadClient = (port, connections) => leadClientAs(port, HOST, connections);

/** The paths each kind cycles through: a few popular listing pages, many cars, varied searches. */
function pathsFor(listingPath, carPaths) {
  const makes = ['Toyota', 'Hyundai', 'Kia', 'Mazda', 'Ford'];
  const bodies = ['SUV', 'Ute', 'Hatch', 'Sedan'];
  const search = [];
  for (let i = 0; i < 60; i++) {
    const sort = ['', '&sortBy=price_asc', '&sortBy=created_at_desc'][i % 3];
    search.push(
      `/api/search?path=${encodeURIComponent(listingPath)}&refinementList[make][0]=${makes[i % makes.length]}` +
        `&refinementList[body][0]=${bodies[(i >> 1) % bodies.length]}${sort}&page=${(i % 2) + 1}`,
    );
  }
  const listing = [];
  for (const sort of ['', 'sortBy=price_asc', 'sortBy=created_at_desc'])
    for (const page of [1, 2, 3])
      listing.push(
        `${listingPath}?${[sort, page > 1 ? `page=${page}` : ''].filter(Boolean).join('&')}`.replace(
          /\?$/,
          '',
        ),
      );
  return { search, listing, car: carPaths };
}

/** One autocannon instance per kind, all at once, each with its share of the connections. */
async function mixedRun(port, paths, connections, withLeads) {
  // The leads come from a process of their own (lead-client.mjs), started before the page load.
  const leads = withLeads ? startLeadClient(port, connections) : null;
  if (leads) await leads.ready;
  const runs = MIX.map(([kind, share]) => {
    const list = paths[kind];
    let next = 0;
    let started = 0;
    const times = [];
    const instance = autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: Math.max(1, Math.round(connections * share)),
      duration: SECONDS,
      timeout: 60,
      headers: { host: HOST, 'accept-encoding': 'gzip' },
      requests: [
        {
          setupRequest: (req) => {
            started++;
            return { ...req, path: list[next++ % list.length] };
          },
        },
      ],
    });
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    return instance.then((result) => ({
      kind,
      share,
      result,
      // Requests still waiting for an answer when the run ended (autocannon counts them nowhere else).
      unfinished: Math.max(0, started - times.length - result.errors),
      times: times.sort((a, b) => a - b),
    }));
  });
  const results = await Promise.all(runs);
  const { times: leadTimes, failures: leadFailures } = leads
    ? await leads.stop()
    : { times: [], failures: 0 };
  leadTimes.sort((a, b) => a - b);
  return { results, leadTimes, leadFailures };
}

async function singleRun(port, path, connections) {
  const times = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections,
    duration: SECONDS,
    timeout: 60,
    headers: { host: HOST },
  });
  instance.on('response', (_c, _s, _b, ms) => times.push(ms));
  const result = await instance;
  return { result, times: times.sort((a, b) => a - b) };
}

const rps = (r) => r.requests.total / SECONDS;

// BENCH_RENDER_WORKERS: render threads of the app server (default: cores - 1, as npm start).
const RENDER_WORKERS = Number(process.env.BENCH_RENDER_WORKERS ?? Math.max(0, availableParallelism() - 1));
const app = startChild('app', { inventorySize: { [SITE]: INVENTORY }, renderWorkers: RENDER_WORKERS });
const port = await app.ready;
const rows = [];
const leadRows = [];
try {
  const { demoRegistry, siteBySlug } = await import('@dealer/site-registry');
  const site = siteBySlug(demoRegistry(), SITE);
  const listingPath = site.routes.listing_base_path;
  const listingPage = await call(port, listingPath);
  const carPaths = [
    ...new Set(
      [...listingPage.body.matchAll(/href="(\/(?:cars|motorcycles|campers)\/[^"/?#]+)"/g)].map((m) => m[1]),
    ),
  ];
  if (listingPage.status !== 200 || carPaths.length === 0) throw new Error(`No listing at ${listingPath}`);
  const paths = pathsFor(listingPath, carPaths);
  const carPage = await call(port, carPaths[0]);
  const searchJson = await call(port, paths.search[0]);
  const searchAll = await call(port, `/api/search?path=${encodeURIComponent(listingPath)}`);
  const hydration = /window\.__reactRouterContext\.streamController\.enqueue\(([\s\S]*?)\);<\/script>/g;
  const inlineData = [...listingPage.body.matchAll(hydration)].reduce((sum, m) => sum + m[1].length, 0);
  console.log(
    `Listing page ${(listingPage.body.length / 1024).toFixed(0)} KB HTML (inline hydration data ${(inlineData / 1024).toFixed(0)} KB), ` +
      `car page ${(carPage.body.length / 1024).toFixed(0)} KB, search JSON ${(searchJson.body.length / 1024).toFixed(0)} KB; ` +
      `${carPaths.length} cars on the first listing page; ${INVENTORY} cars; ${SECONDS} s per run; ` +
      `pages rendered on ${RENDER_WORKERS} worker thread(s); store: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (a data folder)'}`,
  );
  const staticFloor = startChild('static', {
    bodies: {
      '/api/': { body: searchJson.body, type: searchJson.type },
      [carPaths[0].split('/').slice(0, 2).join('/')]: { body: carPage.body, type: carPage.type },
      '/': { body: listingPage.body, type: listingPage.type },
    },
  });
  const reactFloor = startChild('react', {
    site: SITE,
    cars: JSON.parse(searchAll.body).hits,
    now: Date.now(),
  });
  const staticPort = await staticFloor.ready;
  const reactPort = await reactFloor.ready;
  // Warm up every path once (JIT, caches a real server would have after its first minute).
  for (const path of [...paths.search, ...paths.listing, ...paths.car.slice(0, 20)]) await call(port, path);

  for (const connections of CONNECTIONS) {
    const react = await singleRun(reactPort, '/', connections);
    const floor = await mixedRun(staticPort, paths, connections, false);
    const mixed = await mixedRun(port, paths, connections, true);
    for (const { kind, share, result, times, unfinished } of mixed.results) {
      const f = floor.results.find((r) => r.kind === kind);
      // A kind had `share` of the connections: its fair share of a floor's throughput is share × floor.
      const ofReact =
        kind === 'listing' ? `${((100 * rps(result)) / (share * rps(react.result))).toFixed(1)}%` : '-';
      rows.push({
        conns: connections,
        kind,
        'req/s': rps(result).toFixed(1),
        p50: fmt(percentile(times, 0.5)),
        p95: fmt(percentile(times, 0.95)),
        p99: fmt(percentile(times, 0.99)),
        errors: result.errors + result.timeouts + result.non2xx,
        unfinished,
        'static req/s': rps(f.result).toFixed(0),
        'static p95': fmt(percentile(f.times, 0.95)),
        'of static': `${((100 * rps(result)) / rps(f.result)).toFixed(1)}%`,
        'of React floor': ofReact,
      });
    }
    rows.push({
      conns: connections,
      kind: 'React floor',
      'req/s': rps(react.result).toFixed(1),
      p50: fmt(percentile(react.times, 0.5)),
      p95: fmt(percentile(react.times, 0.95)),
      p99: fmt(percentile(react.times, 0.99)),
      errors: react.result.errors + react.result.timeouts + react.result.non2xx,
    });
    leadRows.push({
      conns: connections,
      leads: mixed.leadTimes.length,
      failed: mixed.leadFailures,
      p50: fmt(percentile(mixed.leadTimes, 0.5)),
      p95: fmt(percentile(mixed.leadTimes, 0.95)),
      p99: fmt(percentile(mixed.leadTimes, 0.99)),
      max: fmt(mixed.leadTimes.at(-1) ?? Number.NaN),
      'target p95': connections === 200 ? '≤ 100' : '-',
    });
  }
  await staticFloor.stop();
  await reactFloor.stop();
} finally {
  await app.stop();
}
console.log(
  'Mixed load on one server (ms; "of static"/"of React floor": req/s against the floor server given the same connections):',
);
console.table(rows);
console.log('Lead POST latency while the page load runs (one every 0.5 s from a process of its own, ms):');
console.table(leadRows);
console.log(
  'targets at 200 connections: listing and car p95 ≤ 300 ms, 0 errors; lead p95 ≤ 100 ms; listing ≥ 50% of the React floor',
);
