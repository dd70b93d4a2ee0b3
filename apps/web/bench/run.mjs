// npm run bench (scripts/bench.sh, after the build): Lighthouse mobile scores of the listing and the car
// page of a demo site, served by the real BFF with the web app's server build, in headless Debian Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '@dealer/chromium';
import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// The mixed page load against one server with its floors first (BENCH_SKIP_LOAD=1 skips it).
if (!process.env.BENCH_SKIP_LOAD) await import('./load.mjs');

// The BFF is imported from its build by path: a package dependency web → bff would close a cycle (bff
// mounts web's handler).
const { startServer } = await import(new URL('../../bff/dist/server.js', import.meta.url).href);
const { createWebHandler } = await import(new URL('../dist/handler.js', import.meta.url).href);

const SITE = process.env.BENCH_SITE ?? 'harbour-auto';
const chromePath = chromiumPath;
const dataDir = mkdtempSync(join(tmpdir(), 'dealer-web-bench-'));
const server = await startServer({ port: 0, dataDir, web: await createWebHandler() });
const origin = `http://${SITE}.localhost:${server.port}`;
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

/** A page's HTML by its tenant host (Node does not resolve *.localhost; Chromium does). */
const html = (path) =>
  new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: server.port, path, headers: { host: `${SITE}.localhost` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });

try {
  const site = siteBySlug(demoRegistry(), SITE);
  if (!site) throw new Error(`No demo site ${SITE}`);
  const listingPath = site.routes.listing_base_path;
  const listing = await html(listingPath);
  const carPath = /href="(\/(?:cars|motorcycles|campers)\/[^"/]+)"/.exec(listing)?.[1];
  if (!carPath) throw new Error(`No car link on ${origin}${listingPath}`);
  const pages = [
    ['listing', origin + listingPath],
    ['car page', origin + carPath],
  ];
  const rows = [];
  for (const [name, url] of pages) {
    // Lighthouse's default config is the mobile preset (Moto G Power, slow 4G, 4x CPU throttling).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    rows.push({
      page: name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(audit('largest-contentful-paint')),
      CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
      'TBT ms': Math.round(audit('total-blocking-time')),
    });
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    if (failing.length > 0) console.log(`${name}: failing audits: ${failing.join(', ')}`);
  }
  console.log(`Lighthouse (mobile) on ${SITE}:`);
  console.table(rows);
} finally {
  await chrome.kill();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
