// npm run bench (scripts/bench.sh, after the build): the mixed page load (./load.mjs), then Lighthouse
// mobile of every page kind (home, listing, a car page, finance, trade-in, a content page) on three demo sites,
// served by the real BFF with the web app's server build (rendered on worker threads, as npm start does), in
// headless Debian Chromium. Each page runs BENCH_LH_RUNS times (default 3); performance and TBT are printed
// per run and judged on every run (#32), the other figures are medians.
// BENCH_LH_SITES (default harbour-auto,northside-skoda,gateway-used); BENCH_LH_KINDS (page kinds by name,
// e.g. home,listing; default all); BENCH_SKIP_LOAD=1 / BENCH_SKIP_TRAFFIC=1 / BENCH_SKIP_LIGHTHOUSE=1 skip a
// part; BENCH_LH_REPORTS=<folder> keeps every run's Lighthouse report (JSON) there, to see what a figure is
// made of (its long tasks, script boot-up, main-thread breakdown).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '@dealer/chromium';
import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// React's production build, as scripts/start.sh runs the server (set before React is first imported).
process.env.NODE_ENV ??= 'production';

// The mixed page load against one server with its floors first, then real traffic (every site's
// URLs, skewed popularity) beside its replay and render floors (./traffic.mjs).
if (!process.env.BENCH_SKIP_LOAD) await import('./load.mjs');
if (!process.env.BENCH_SKIP_TRAFFIC) await import('./traffic.mjs');
if (process.env.BENCH_SKIP_LIGHTHOUSE) process.exit(0);

// The BFF is imported from its build by path: a package dependency web → bff would close a cycle (bff
// mounts web's handler).
const { startServer } = await import(new URL('../../bff/dist/server.js', import.meta.url).href);
const { createWebHandler } = await import(new URL('../dist/handler.js', import.meta.url).href);

const SITES = (process.env.BENCH_LH_SITES ?? 'harbour-auto,northside-skoda,gateway-used').split(',');
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
/**
 * The speed targets (#32 item 8): performance 100 on every page kind in every run, TBT ≤ 150 ms in every run
 * (not only the median); LCP and CLS bounds.
 */
const TARGET = { score: 100, tbt: 150, lcp: 1800, cls: 0 };

const dataDir = mkdtempSync(join(tmpdir(), 'dealer-web-bench-'));
const web = await createWebHandler({ workers: Math.max(0, availableParallelism() - 1) });
const server = await startServer({ port: 0, dataDir, web, log: () => {} });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

/** A page's HTML by its tenant host (Node does not resolve *.localhost; Chromium does). */
const page = (slug, path) =>
  new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: server.port, path, headers: { host: `${slug}.localhost` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode, body }));
    }).on('error', reject);
  });
const html = async (slug, path) => (await page(slug, path)).body;

const median = (values) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * The site's page kinds: home, the listing, the first car the listing links, finance, trade-in and a content
 * page (its about page), each where the site has it.
 */
async function pagesOf(slug) {
  const site = siteBySlug(demoRegistry(), slug);
  if (!site) throw new Error(`No demo site ${slug}`);
  const origin = `http://${slug}.localhost:${server.port}`;
  const listingPath = site.routes.listing_base_path;
  const vehicles = site.routes.vehicle_base_path;
  const carPath = new RegExp(`href="(${vehicles}/[^"/?#]+)"`).exec(await html(slug, listingPath))?.[1];
  if (!carPath) throw new Error(`No car link on ${origin}${listingPath}`);
  const kinds = [
    ['home', `${origin}/`],
    ['listing', origin + listingPath],
    ['car page', origin + carPath],
    ['finance', origin + site.routes.finance_path],
    ['trade-in', `${origin}/trade-in`],
    ['content page', `${origin}/about`],
  ];
  const answered = await Promise.all(
    kinds.map(async ([, url]) => (await page(slug, new URL(url).pathname)).status),
  );
  for (const [index, [name, url]] of kinds.entries()) {
    if (answered[index] !== 200)
      process.stderr.write(`lighthouse: ${slug} has no ${name} (${url}: ${answered[index]})\n`);
  }
  const only = process.env.BENCH_LH_KINDS?.split(',');
  return kinds.filter(([name], index) => answered[index] === 200 && (!only || only.includes(name)));
}

const REPORTS = process.env.BENCH_LH_REPORTS;
let reportCount = 0;

/**
 * The CPU slowdown calibrated to the host (Lighthouse docs/throttling.md, "Calibrating the CPU slowdown"):
 * the default 4x takes a high-end desktop (benchmarkIndex 1500–2000) to a mid-tier phone, but this shared
 * 2-core machine measures anywhere from ~950 to ~2,400 from one minute to the next, so a fixed 4x emulates a
 * different phone each run (the same page measured TBT 94 and 693 ms). Each run's multiplier is its
 * previous run's benchmarkIndex over the emulated phone's (1500 / 4 = 375): the phone stays the same. A run
 * whose own index says its multiplier was off by more than a quarter is run again (at most twice).
 * BENCH_LH_CALIBRATE=0 keeps Lighthouse's fixed 4x.
 */
const CALIBRATE = process.env.BENCH_LH_CALIBRATE !== '0';
const PHONE_INDEX = 1500 / 4;
let multiplier = 4;
const multiplierFor = (benchmarkIndex) => Math.min(8, Math.max(2, benchmarkIndex / PHONE_INDEX));

async function measure(url) {
  for (let attempt = 0; ; attempt++) {
    const applied = multiplier;
    const measured = await measureOnce(url, applied);
    if (!CALIBRATE) return measured;
    multiplier = multiplierFor(measured.benchmarkIndex);
    if (Math.abs(multiplier - applied) / applied <= 0.25 || attempt === 2) return measured;
  }
}

async function measureOnce(url, cpuSlowdownMultiplier) {
  // Lighthouse's default config is the mobile preset (Moto G Power, slow 4G, 4x CPU throttling).
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(CALIBRATE ? { throttling: { cpuSlowdownMultiplier } } : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    const name = `${String(++reportCount).padStart(2, '0')}-${new URL(url).hostname.split('.')[0]}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`;
    writeFileSync(join(REPORTS, name), JSON.stringify(lhr));
  }
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
    .map((a) => {
      const items = a.details?.items ?? [];
      if (a.id === 'errors-in-console')
        return `${a.id} (${items.map((i) => String(i.description).slice(0, 120)).join(' | ')})`;
      // Which issue DevTools raised, and about what (a cookie, a blocked resource, a CSP line …).
      if (a.id === 'inspector-issues')
        return `${a.id} (${items.map((i) => `${i.issueType}: ${JSON.stringify(i.subItems?.items ?? []).slice(0, 200)}`).join(' | ')})`;
      return a.id;
    });
  // A run Lighthouse could not score (its runtimeError says why) counts as no figure, not as 0.
  if (lhr.runtimeError) failing.push(`runtime error ${lhr.runtimeError.code}`);
  return {
    score: (id) => {
      const score = lhr.categories[id]?.score;
      return typeof score === 'number' ? Math.round(score * 100) : Number.NaN;
    },
    audit: (id) => lhr.audits[id]?.numericValue ?? Number.NaN,
    failing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    multiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

try {
  const rows = [];
  const failing = new Set();
  for (const slug of SITES) {
    for (const [name, url] of await pagesOf(slug)) {
      await html(slug, new URL(url).pathname); // rendered once before (a server after its first minute)
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(url));
      process.stderr.write(`lighthouse: ${slug} ${name} done\n`);
      for (const id of runs.flatMap((r) => r.failing)) failing.add(`${slug} ${name}: ${id}`);
      const med = (f) => median(runs.map(f));
      const scores = runs.map((r) => r.score('performance'));
      const tbts = runs.map((r) => r.audit('total-blocking-time'));
      const lcp = med((r) => r.audit('largest-contentful-paint'));
      const cls = med((r) => r.audit('cumulative-layout-shift'));
      // Every run, not the median: the worst score and the longest blocking time are what is judged.
      const worst = Math.min(...scores);
      const longest = Math.max(...tbts);
      const met = worst >= TARGET.score && longest <= TARGET.tbt && lcp <= TARGET.lcp && cls <= TARGET.cls;
      rows.push({
        site: slug,
        page: name,
        'performance (runs)': scores.join('/'),
        target: `${TARGET.score} each`,
        'LCP ms': Math.round(lcp),
        'TBT ms (runs)': tbts.map(Math.round).join('/'),
        CLS: Number(cls.toFixed(3)),
        accessibility: med((r) => r.score('accessibility')),
        'best-practices': med((r) => r.score('best-practices')),
        seo: med((r) => r.score('seo')),
        'host index (runs)': runs.map((r) => Math.round(r.benchmarkIndex)).join('/'),
        'CPU x (runs)': runs.map((r) => r.multiplier.toFixed(1)).join('/'),
        'meets targets': met ? 'yes' : 'no',
      });
    }
  }
  console.log(
    `Lighthouse mobile, ${RUNS} run(s) per page (performance and TBT each run; the rest medians); CPU slowdown ${CALIBRATE ? `calibrated to the host's benchmark index (a ${PHONE_INDEX} phone)` : '4x'}:`,
  );
  console.table(rows);
  console.log(
    `targets: performance ${TARGET.score} on every page kind in every run; TBT ≤ ${TARGET.tbt} ms in every run; ` +
      `LCP ≤ ${TARGET.lcp} ms; CLS ${TARGET.cls}`,
  );
  if (failing.size > 0) console.log(`failing binary audits (any run): ${[...failing].join('; ')}`);
} finally {
  await chrome.kill();
  await server.close();
  await web.close?.();
  rmSync(dataDir, { recursive: true, force: true });
}
