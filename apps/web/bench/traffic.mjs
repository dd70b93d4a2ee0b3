// npm run bench (apps/web/bench/run.mjs runs this after ./load.mjs): real traffic — thousands of
// distinct URLs of all 20 demo sites with a skewed popularity — against one server with `npm start`'s
// settings (default stock, pages rendered on cores - 1 worker threads), beside its floors in the same run:
//   replay: a plain node:http server answering each URL with the exact bytes (gzip) the app gave for it
//   render: the same pages rendered again by the web app's server build on one thread with the data the
//           app's API gave each already in memory (./load-server.mjs pages), each URL once
// Steps: (1) a discovery server crawls each site from its home page (listing variants: facets, SEO
// paths, sorts, pages; car pages; homes; finance and the other pages they link); (2) a fresh server
// gets the cold pass (each URL requested once, the bytes recorded for the replay floor), (3) the warm
// mix (Zipf popularity: a few URLs hot, most seen once or twice) at 50 and 200 connections while a lead
// is POSTed every 200 ms, then the same against the replay floor; (4) one listing URL against the floor;
// RSS of the app before, after each run, and after all of them (with its peak during each run, and its
// growth across BENCH_TRAFFIC_REPEAT rounds of the warm mix).
// BENCH_TRAFFIC_SECONDS (default 8) per run, BENCH_TRAFFIC_CONNECTIONS (50,200), BENCH_TRAFFIC_CARS
// (car pages per site, default 140), BENCH_TRAFFIC_LISTINGS (listing variants per site, default 61),
// BENCH_TRAFFIC_REPEAT (warm-mix rounds at the last connection count, for memory growth; default 10),
// BENCH_TRAFFIC_URLS (a file keeping the discovered URLs between runs).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { demoRegistry } from '@dealer/site-registry';
import autocannon from 'autocannon';
import { call, fmt, percentile, startChild, startLeadClient } from './children.mjs';

const SECONDS = Number(process.env.BENCH_TRAFFIC_SECONDS ?? 8);
const CONNECTIONS = (process.env.BENCH_TRAFFIC_CONNECTIONS ?? '50,200').split(',').map(Number);
const CARS_PER_SITE = Number(process.env.BENCH_TRAFFIC_CARS ?? 140);
const LISTINGS_PER_SITE = Number(process.env.BENCH_TRAFFIC_LISTINGS ?? 61);
const REPEAT = Number(process.env.BENCH_TRAFFIC_REPEAT ?? 10);
const RENDER_WORKERS = Number(process.env.BENCH_RENDER_WORKERS ?? Math.max(0, availableParallelism() - 1));
const LEAD_EVERY_MS = 200;
const GZIP = { 'accept-encoding': 'gzip, deflate, br' };
/** The issue's targets (#32), printed beside the figures. */
const TARGET = {
  warmOfReplay: 50,
  coldOfRender: 50,
  oneUrlOfReplay: 80,
  p975: 300,
  leadP95: 100,
  rssMb: 700,
  /** Memory stays flat across the repeated warm mixes: RSS after the last within this of the second's. */
  growthMb: 25,
};

const { sites } = demoRegistry();
const hostOf = (site) => `${site.slug}.localhost`;
const MB = (bytes) => Math.round(bytes / 2 ** 20);
/**
 * The app's memory: the highest resident set since the previous sample (during the load), then after a
 * full collection the resident set, JS heap and buffers kept (the rest: the render threads, PGlite, native).
 */
async function memoryOf(app) {
  const usage = await app.memory();
  return {
    'peak RSS MB': MB(usage.peakRss),
    'RSS MB': MB(usage.rss),
    'heap kept MB': MB(usage.heapUsed),
    'buffers MB': MB(usage.arrayBuffers),
    ...(usage.pages
      ? {
          'pages kept (MB gzip)': `${usage.pages.pages} (${MB(usage.pages.bytes)})`,
          'hits / by the front / misses': `${usage.pages.hits} / ${usage.pages.front} / ${usage.pages.misses}`,
        }
      : {}),
  };
}

/** Which page kind a path is on `site`. */
function kindOf(site, path) {
  const pathname = path.split('?')[0];
  if (pathname === '/') return 'home';
  if (pathname.startsWith(`${site.routes.vehicle_base_path}/`)) return 'car';
  if (pathname === site.routes.listing_base_path || pathname.startsWith(`${site.routes.listing_base_path}/`))
    return 'listing';
  return 'other';
}

/** The site's own page links in `html` (no API, files, console, fragments, telephone). */
function linksIn(html) {
  const links = new Set();
  for (const [, raw] of html.matchAll(/href="(\/[^"#]*)"/g)) {
    const path = raw.replaceAll('&amp;', '&');
    if (/^\/(api|images|assets|console|build)\b/.test(path) || /\.\w{2,4}(\?|$)/.test(path)) continue;
    links.add(path);
  }
  return links;
}

/** The sort values a listing page offers (its sort select). */
const sortsIn = (html) => [...html.matchAll(/option value="([a-z_]+_(?:asc|desc))"/g)].map((m) => m[1]);

const withParam = (path, name, value) => `${path}${path.includes('?') ? '&' : '?'}${name}=${value}`;

/**
 * Discovers one site's URLs from the pages a shopper lands on (home, the listing and its next pages,
 * finance): the listing's facet and SEO-path links, their sorted and second pages; car pages; the other
 * pages the home page links. Only those few pages are fetched, so discovery stays short.
 */
async function crawlSite(port, site) {
  const host = hostOf(site);
  const base = site.routes.listing_base_path;
  const found = { home: new Set(['/']), listing: new Set([base]), car: new Set(), other: new Set() };
  let sorts = [];
  for (const path of ['/', site.routes.finance_path, base, `${base}?page=2`, `${base}?page=3`]) {
    const page = await call(port, host, path);
    if (page.status !== 200 || !page.type.startsWith('text/html')) continue;
    const kind = kindOf(site, path);
    if (kind !== 'home') found[kind].add(path);
    if (kind === 'listing' && sorts.length === 0) sorts = sortsIn(page.body);
    for (const link of linksIn(page.body)) {
      const linkKind = kindOf(site, link);
      if (linkKind === 'car' && link.includes('?')) continue;
      // Other pages once each, not their per-car variants (/contact?car_id=…).
      if (linkKind === 'other' && link.includes('?')) continue;
      if (linkKind === 'car' && found.car.size >= CARS_PER_SITE) continue;
      if (linkKind !== 'home') found[linkKind].add(link);
    }
  }
  // Sorted and later pages of the listings found, as shoppers browse them.
  const listings = [...found.listing];
  const variants = [...listings];
  for (const path of listings) {
    for (const sort of sorts) variants.push(withParam(path, 'sortBy', sort));
    if (!path.includes('page=')) variants.push(withParam(path, 'page', 2));
  }
  const listing = [...new Set(variants)].slice(0, LISTINGS_PER_SITE);
  return [
    { host, path: '/', kind: 'home' },
    ...listing.map((path) => ({ host, path, kind: 'listing' })),
    ...[...found.car].map((path) => ({ host, path, kind: 'car' })),
    ...[...found.other].map((path) => ({ host, path, kind: 'other' })),
  ];
}

/** A deterministic shuffle (mulberry32), so each run ranks the same URLs hot. */
function shuffled(list, seed = 32) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A Zipf (s = 1) sampler over `urls` ranked in their order: a few hot, the long tail once or twice. */
function zipf(urls, seed = 7) {
  const cumulative = [];
  let sum = 0;
  for (let rank = 1; rank <= urls.length; rank++) {
    sum += 1 / rank;
    cumulative.push(sum);
  }
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const target = (state / 4294967296) * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < target) lo = mid + 1;
      else hi = mid;
    }
    return urls[lo];
  };
}

/** The mix against `port` at `connections`: per kind req/s and latencies, errors, leads when asked. */
async function mixRun(port, urls, connections, { leads = false, next = zipf(urls) } = {}) {
  const leadClient = leads
    ? startLeadClient(port, hostOf(sites[0]), `traffic-${connections}`, LEAD_EVERY_MS)
    : null;
  if (leadClient) await leadClient.ready;
  const times = { all: [] };
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: SECONDS,
    timeout: 60,
    headers: GZIP,
    requests: [
      {
        setupRequest: (req, context) => {
          const url = next();
          context.kind = url.kind;
          return { ...req, path: url.path, headers: { ...req.headers, host: url.host } };
        },
      },
    ],
  });
  // pipelining 1: the client's context still names the request this response answers.
  instance.on('response', (client, _status, _bytes, ms) => {
    const kind = client.requestIterator.context.kind;
    if (!times[kind]) times[kind] = [];
    times[kind].push(ms);
    times.all.push(ms);
  });
  const result = await instance;
  for (const list of Object.values(times)) list.sort((a, b) => a - b);
  const lead = leadClient ? await leadClient.stop() : { times: [], failures: 0 };
  lead.times.sort((a, b) => a - b);
  return { result, times, lead };
}

/** Every URL once at `connections` (the cold pass), recording each answer; req/s over the pass. */
async function coldPass(port, urls, connections) {
  const records = [];
  const times = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < urls.length) {
        const url = urls[next++];
        const t = performance.now();
        const answer = await call(port, url.host, url.path, { headers: GZIP });
        times.push(performance.now() - t);
        if (answer.status >= 400) errors++;
        const headers = {};
        for (const name of ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'])
          if (answer.headers[name]) headers[name] = answer.headers[name];
        records.push({ ...url, status: answer.status, headers, bytes: answer.bytes });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { records, rps: urls.length / seconds, times: times.sort((a, b) => a - b), errors };
}

/**
 * The render floor of the cold pass: a server of its own renders each URL once on one thread with its
 * page renders recorded (context, API answers, form token), then the `pages` child renders the same pages
 * again from those records, each URL once at 50 connections, as the cold pass asked the app.
 */
async function pagesFloor(list) {
  const file = join(tmpdir(), `dealer-traffic-pages-${process.pid}.bin`);
  const recorder = startChild('app', { renderWorkers: 0, record: file });
  const recorderPort = await recorder.ready;
  await coldPass(recorderPort, list, 4);
  await recorder.stop();
  const floor = startChild('pages', { file });
  const floorPort = await floor.ready;
  // Started cold as the app's cold pass was (no warm-up on either side).
  const timed = await coldPass(floorPort, list, 50);
  await floor.stop();
  rmSync(file, { force: true });
  return timed;
}

/** x-page-cache of `count` URLs of the mix: how warm the app's page cache is. */
async function cacheState(port, urls, count = 200) {
  // Evenly over the whole list (shuffled): the long tail as much as the hot head.
  let drawn = 0;
  const next = () => urls[Math.floor((drawn++ * urls.length) / count)];
  const states = {};
  for (let i = 0; i < count; i++) {
    const url = next();
    const answer = await call(port, url.host, url.path, { headers: GZIP });
    const state = answer.headers['x-page-cache'] ?? 'none';
    states[state] = (states[state] ?? 0) + 1;
  }
  return Object.entries(states)
    .map(([state, n]) => `${state} ${n}`)
    .join(' / ');
}

const rps = (r) => r.requests.total / SECONDS;
const pct = (a, b) => `${((100 * a) / b).toFixed(1)}%`;
const errorsOf = (r) => r.errors + r.timeouts + r.non2xx;

// (1) Discovery on a server of its own, so the measured server starts cold.
// BENCH_TRAFFIC_URLS=<file>: the discovered URLs are kept there and read back by the next run.
const URLS_FILE = process.env.BENCH_TRAFFIC_URLS;
const crawled = [];
if (URLS_FILE && existsSync(URLS_FILE)) crawled.push(...JSON.parse(readFileSync(URLS_FILE, 'utf8')));
else {
  const discovery = startChild('app', { renderWorkers: RENDER_WORKERS });
  const discoveryPort = await discovery.ready;
  for (const site of sites) {
    crawled.push(...(await crawlSite(discoveryPort, site)));
    process.stderr.write(`traffic: crawled ${site.slug} (${crawled.length} URLs so far)\n`);
  }
  await discovery.stop();
  if (URLS_FILE) writeFileSync(URLS_FILE, JSON.stringify(crawled));
}
const urls = shuffled(crawled);
const count = (kind) => urls.filter((u) => u.kind === kind).length;
console.log(
  `Real-traffic mix: ${urls.length} URLs on ${sites.length} sites (${count('car')} car pages, ${count('listing')} listing variants, ` +
    `${count('home')} homes, ${count('other')} other pages: finance, trade-in, content); Zipf popularity (s = 1); ` +
    `${SECONDS} s per run; pages rendered on ${RENDER_WORKERS} worker thread(s); a lead every ${LEAD_EVERY_MS} ms during the app's runs`,
);

const app = startChild('app', { renderWorkers: RENDER_WORKERS });
const port = await app.ready;
const memory = [{ when: 'started', ...(await memoryOf(app)) }];
const rows = [];
const leadRows = [];
/** The cold pass's row: its render floor is measured after the app's runs (pagesFloor). */
let coldRow = null;
try {
  // (2) The cold pass: each URL for the first time.
  const cold = await coldPass(port, urls, 50);
  memory.push({
    when: 'after cold pass',
    ...(await memoryOf(app)),
    'page cache (200 of the URLs)': await cacheState(port, urls),
  });
  // Variants the crawl made up (a `page=2` of a listing with one page) answer 404, as they should: the
  // warm mix is made of the URLs that answered 200, as a day's traffic would be.
  const answered = new Set(cold.records.filter((r) => r.status < 400).map((r) => `${r.host}${r.path}`));
  const before = urls.length;
  urls.splice(0, urls.length, ...urls.filter((u) => answered.has(`${u.host}${u.path}`)));
  const replayFile = join(tmpdir(), `dealer-traffic-${process.pid}.bin`);
  writeFileSync(replayFile, serialize(cold.records));
  const byteTotal = cold.records.reduce((sum, r) => sum + r.bytes.length, 0);
  console.log(
    `Cold pass: ${before} URLs, ${(byteTotal / 2 ** 20).toFixed(1)} MB as sent (gzip), ${cold.errors} answered ≥ 400 ` +
      `(pages past a listing's last: left out of the warm mix, ${urls.length} URLs)`,
  );
  const replay = startChild('replay', { file: replayFile });
  const replayPort = await replay.ready;
  // The render floor: the same pages rendered again by the web app's server build on one thread, each
  // with the data the app's API gave it already in memory (./load-server.mjs pages), each URL once at
  // the cold pass's 50 connections. Recorded on a server of its own after the runs (below), so recording
  // costs nothing in the measured server's figures.
  rows.push({
    load: 'cold pass (each URL once), 50 conns',
    'req/s': cold.rps.toFixed(1),
    rps: cold.rps,
    p50: fmt(percentile(cold.times, 0.5)),
    'p97.5': fmt(percentile(cold.times, 0.975)),
    p99: fmt(percentile(cold.times, 0.99)),
    errors: cold.errors,
    target: `≥ ${TARGET.coldOfRender}%`,
  });
  coldRow = rows[rows.length - 1];

  for (const [index, connections] of CONNECTIONS.entries()) {
    const rounds = index === CONNECTIONS.length - 1 ? REPEAT : 1;
    for (let round = 1; round <= rounds; round++) {
      const floor = await mixRun(replayPort, urls, connections);
      const mix = await mixRun(port, urls, connections, { leads: true });
      memory.push({
        when: `after warm mix ${connections} conns${rounds > 1 ? ` #${round}` : ''}`,
        ...(await memoryOf(app)),
        'page cache (200 of the URLs)': await cacheState(port, urls),
      });
      for (const kind of ['all', 'car', 'listing', 'home', 'other']) {
        const times = mix.times[kind] ?? [];
        const floorTimes = floor.times[kind] ?? [];
        const share = kind === 'all' ? 1 : times.length / Math.max(1, mix.times.all.length);
        const appRps = kind === 'all' ? rps(mix.result) : share * rps(mix.result);
        const floorRps =
          kind === 'all'
            ? rps(floor.result)
            : (floorTimes.length / Math.max(1, floor.times.all.length)) * rps(floor.result);
        rows.push({
          load: `warm mix ${connections} conns${rounds > 1 ? ` #${round}` : ''}: ${kind}`,
          'req/s': appRps.toFixed(1),
          p50: fmt(percentile(times, 0.5)),
          'p97.5': fmt(percentile(times, 0.975)),
          p99: fmt(percentile(times, 0.99)),
          errors: kind === 'all' ? errorsOf(mix.result) : '',
          'floor req/s': `${floorRps.toFixed(0)} (replay)`,
          'floor p97.5': fmt(percentile(floorTimes, 0.975)),
          'of floor': pct(appRps, floorRps),
          target:
            kind === 'all'
              ? `≥ ${TARGET.warmOfReplay}%${connections >= 200 ? `, p97.5 ≤ ${TARGET.p975}` : ''}, 0 errors`
              : '',
        });
      }
      leadRows.push({
        conns: connections,
        leads: mix.lead.times.length,
        failed: mix.lead.failures,
        p50: fmt(percentile(mix.lead.times, 0.5)),
        p95: fmt(percentile(mix.lead.times, 0.95)),
        p99: fmt(percentile(mix.lead.times, 0.99)),
        target: connections >= 200 ? `p95 ≤ ${TARGET.leadP95}` : '-',
      });
    }
  }

  // (4) One listing URL (the site's first listing page), against the replay of the same bytes.
  const one =
    urls.find((u) => u.kind === 'listing' && u.path === sites[0].routes.listing_base_path) ??
    urls.find((u) => u.kind === 'listing');
  for (const connections of CONNECTIONS) {
    const next = () => one;
    const floor = await mixRun(replayPort, [one], connections, { next });
    const mix = await mixRun(port, [one], connections, { next });
    rows.push({
      load: `one listing URL, ${connections} conns`,
      'req/s': rps(mix.result).toFixed(1),
      p50: fmt(percentile(mix.times.all, 0.5)),
      'p97.5': fmt(percentile(mix.times.all, 0.975)),
      p99: fmt(percentile(mix.times.all, 0.99)),
      errors: errorsOf(mix.result),
      'floor req/s': `${rps(floor.result).toFixed(0)} (replay)`,
      'floor p97.5': fmt(percentile(floor.times.all, 0.975)),
      'of floor': pct(rps(mix.result), rps(floor.result)),
      target: `≥ ${TARGET.oneUrlOfReplay}%`,
    });
  }
  memory.push({ when: 'after all runs', ...(await memoryOf(app)), target: `RSS ≤ ${TARGET.rssMb}` });
  // Growth across the repeated warm mixes (BENCH_TRAFFIC_REPEAT): the second round's figures against the
  // last's (the first still fills what a day's traffic fills once); flat memory is a few MB either way, a
  // leak grows with every round.
  const rounds = memory.filter((m) => m.when.includes(' #'));
  if (rounds.length > 1) {
    const [first, last] = [rounds[rounds.length > 2 ? 1 : 0], rounds[rounds.length - 1]];
    const delta = (key) => `${last[key] - first[key] >= 0 ? '+' : ''}${last[key] - first[key]}`;
    memory.push({
      when: `growth #${rounds.length > 2 ? 2 : 1} → #${rounds.length}`,
      'peak RSS MB': delta('peak RSS MB'),
      'RSS MB': delta('RSS MB'),
      'heap kept MB': delta('heap kept MB'),
      'buffers MB': delta('buffers MB'),
      target: `RSS ≤ +${TARGET.growthMb}`,
    });
  }
  const peak = Math.max(...memory.map((m) => m['peak RSS MB']).filter(Number.isFinite));
  memory.push({ when: 'highest during the runs', 'peak RSS MB': peak, target: `≤ ${TARGET.rssMb}` });
  await replay.stop();
} finally {
  await app.stop();
}
const renderFloor = await pagesFloor(urls);
const coldRps = coldRow.rps;
delete coldRow.rps;
Object.assign(coldRow, {
  'floor req/s': `${renderFloor.rps.toFixed(1)} (render)`,
  'floor p97.5': fmt(percentile(renderFloor.times, 0.975)),
  'of floor': pct(coldRps, renderFloor.rps),
  target: `≥ ${TARGET.coldOfRender}%`,
});
console.log(
  'Real traffic on one server (ms; "of floor": req/s against the floor server given the same load):',
);
console.table(rows);
console.log(
  `Lead POST latency during the warm mix (one every ${LEAD_EVERY_MS} ms from a process of its own, ms):`,
);
console.table(leadRows);
console.log('App server memory (resident set, MB):');
console.table(memory);
