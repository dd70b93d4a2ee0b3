// npm run bench (after the build) — real photos: real photos.
//  1. photo throughput: a realistic 1600×1200 JPEG to the thumbnail, card and gallery sizes (192, 400,
//     1200) in AVIF, WebP and JPEG, through the server's /photos route (cold cache), images/s;
//  2. feed import time of 10,000 cars (the CLI, as an operator runs it), 1,000 of them with 3 photos;
//  3. p95 of page requests (listing and car pages, server-rendered) idle, while that import runs on the
//     same data folder, and while a DMS pushes 10,000 cars with 3,000 uploaded photos to the same server
//     (browsers asking for the new photos in cold sizes all the while).
// Everything runs on 127.0.0.1 in temp folders, removed at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAMPLE_HEADER, sampleCsvRow } from '@dealer/stock-feed';
import sharp from 'sharp';
import { benchClient, percentile, startBenchServer } from './bench-kit.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SITE = 'harbour-auto';
const TOKEN = 'bench-photo-token-0123456789';
const CARS = 10_000;
const WITH_PHOTOS = 1_000;
const POOL = 12;
const TARGETS = { imagesPerSecond: 10, importMs: 10_000, pageP95Ms: 300 };
process.env.STOCK_FEED_TOKEN_HARBOUR_AUTO = TOKEN;

/** A photo-like 1600×1200 JPEG: sky and road gradients, a car-shaped body, sensor noise (~q85). */
async function realisticJpeg(i) {
  const hue = (i * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},40%,80%)"/><stop offset="1" stop-color="hsl(${hue},20%,55%)"/></linearGradient>
    <radialGradient id="b"><stop offset="0" stop-color="hsl(${(hue + 180) % 360},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 180) % 360},60%,25%)"/></radialGradient></defs>
    <rect width="1600" height="1200" fill="url(#s)"/><rect y="760" width="1600" height="440" fill="#4a4d52"/>
    <path d="M250 760 Q300 560 560 520 L1050 500 Q1250 520 1380 700 L1400 800 L230 820 Z" fill="url(#b)"/>
    <circle cx="470" cy="820" r="110" fill="#111"/><circle cx="1170" cy="820" r="110" fill="#111"/>
    <rect x="600" y="560" width="380" height="120" rx="20" fill="#9fc3e0" opacity=".8"/></svg>`;
  const noise = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 0, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const { call } = benchClient({ site: SITE, maxSockets: 16, timeoutMs: 60_000 });

async function pool(items, parallel, work) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'bff-bench-photos-'));
const feedDir = mkdtempSync(join(tmpdir(), 'bff-bench-feed-'));
const server = startBenchServer({ web: true, watchInventory: true, dataDir });
try {
  const { port } = await server.ready;
  const photos = await Promise.all(Array.from({ length: POOL }, (_, i) => realisticJpeg(i)));
  const auth = { authorization: `Bearer ${TOKEN}` };
  for (const [i, photo] of photos.entries()) {
    writeFileSync(join(feedDir, `p${i}.jpg`), photo);
    const put = await call(port, `/feeds/photos/p${i}.jpg`, { method: 'PUT', body: photo, headers: auth });
    if (put.status !== 201) throw new Error(`upload: ${put.status} ${put.body}`);
  }
  const kb = Math.round(photos.reduce((n, p) => n + p.length, 0) / photos.length / 1024);

  // 1. Throughput: one car per photo, every size the pages use in every format, cold.
  const seed = [
    SAMPLE_HEADER,
    ...photos.map((_, i) => sampleCsvRow(90_000 + i * 5).replace(/,https:[^,]*,/, `,p${i}.jpg,`)),
  ];
  const pushed = await call(port, '/feeds/stock?mode=upsert', {
    method: 'POST',
    body: seed.join('\n'),
    headers: { ...auth, 'content-type': 'text/csv' },
  });
  if (pushed.status !== 200) throw new Error(`seed feed: ${pushed.status} ${pushed.body}`);
  const search = JSON.parse((await call(port, '/api/search?path=/search&hitsPerPage=100')).body.toString());
  const urls = [
    ...new Set(search.hits.map((hit) => hit.primary_image_url).filter((u) => u?.startsWith('/photos/'))),
  ];
  const jobs = urls.flatMap((url) =>
    [192, 400, 1200].flatMap((width) =>
      ['image/avif', 'image/webp', 'image/jpeg'].map((accept) => ({
        path: `${url}?width=${width}&quality=75`,
        accept,
      })),
    ),
  );
  let started = performance.now();
  await pool(jobs, 4, async ({ path, accept }) => {
    const answer = await call(port, path, { headers: { accept } });
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
  });
  const throughput = jobs.length / ((performance.now() - started) / 1000);

  // 3a. Page requests on an idle server: listing pages and car pages, server-rendered.
  // Shoppers' pages: a different listing URL and a different car almost every time, so most requests
  // are fresh renders, not the page cache's.
  const cars = [];
  for (let page = 1; page <= 8; page++) {
    const found = JSON.parse((await call(port, `/api/search?path=/search&page=${page}`)).body.toString());
    cars.push(...found.hits.map((hit) => hit.slug));
  }
  const pagePath = (i) =>
    i % 2
      ? `/cars/${cars[(i >> 1) % cars.length]}`
      : `/search/new-used-and-demo-cars?page=${(i % 3) + 1}&price_min=${5000 + ((i * 37) % 40_000)}`;
  async function pageLoad(until) {
    const times = [];
    for (let i = 0; until(i); i++) {
      const t = performance.now();
      const answer = await call(port, pagePath(i), { headers: { accept: 'text/html' } });
      times.push(performance.now() - t);
      if (answer.status !== 200) throw new Error(`${pagePath(i)}: ${answer.status}`);
    }
    return times;
  }
  await pageLoad((i) => i < 20);
  const idle = await pageLoad((i) => i < 200);

  /** Page requests (and browsers asking for new photos in cold sizes) until `work` settles. */
  async function underLoad(work) {
    let running = true;
    const stop = () => {
      running = false;
    };
    work.then(stop, stop);
    const browsers = (async () => {
      for (let q = 60; running; q = q >= 95 ? 60 : q + 1) {
        const { hits } = JSON.parse(
          (await call(port, `/api/search?path=/search&page=${(q % 5) + 1}`)).body.toString(),
        );
        const fresh = hits.map((h) => h.primary_image_url).filter((u) => u?.startsWith('/photos/'));
        await pool(fresh.slice(0, 4), 2, (url) =>
          call(port, `${url}?width=400&quality=${q}`, { headers: { accept: 'image/avif' } }),
        );
      }
    })();
    const times = await pageLoad(() => running);
    await browsers;
    return times;
  }

  // 2 + 3b. The 10,000-car import with photos (the CLI, its own process), browsers asking for the new
  // photos (cold sizes), and page requests measured until the import and its photo checks are done.
  const rows = [SAMPLE_HEADER];
  for (let n = 1; n <= CARS; n++) {
    const images = n <= WITH_PHOTOS ? [0, 1, 2].map((k) => `p${(n + k) % POOL}.jpg`).join('|') : '';
    rows.push(sampleCsvRow(n).replace(/,https:[^,]*,/, `,${images},`));
  }
  writeFileSync(join(feedDir, 'stock.csv'), rows.join('\n'));
  const cli = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      resolve(here, '../src/cli/feed.ts'),
      '--site',
      SITE,
      '--data-dir',
      dataDir,
      '--sites-dir',
      resolve(here, '../../../sites'),
      '--mode',
      'upsert',
      join(feedDir, 'stock.csv'),
    ],
    { cwd: resolve(here, '..'), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  cli.stdout.on('data', (c) => (output += c));
  cli.stderr.on('data', (c) => (output += c));
  started = performance.now();
  const exited = new Promise((done) => cli.once('exit', done));
  const busy = await underLoad(exited);
  const code = await exited;
  const wallMs = performance.now() - started;
  if (code !== 0) throw new Error(`feed CLI failed (${code}):\n${output}`);
  const importMs = Number(/in (\d+) ms/.exec(output)?.[1] ?? Number.NaN);
  const photoLine = /photos stored (\d+), fetched \d+, problems (\d+)/.exec(output);

  // 3c. The same on the same server: a DMS pushes 10,000 more cars (1,000 with 3 of the uploaded photos)
  // and page requests are measured until the push is answered and its photos are all checked.
  const pushRows = [SAMPLE_HEADER];
  for (let n = 20_001; n <= 20_000 + CARS; n++) {
    const images = n <= 20_000 + WITH_PHOTOS ? [0, 1, 2].map((k) => `p${(n + k) % POOL}.jpg`).join('|') : '';
    pushRows.push(sampleCsvRow(n).replace(/,https:[^,]*,/, `,${images},`));
  }
  const pushStarted = performance.now();
  let pushMs = 0;
  const pushing = (async () => {
    const answer = await call(port, '/feeds/stock?mode=upsert', {
      method: 'POST',
      body: pushRows.join('\n'),
      headers: { ...auth, 'content-type': 'text/csv' },
    });
    pushMs = performance.now() - pushStarted;
    if (answer.status !== 200)
      throw new Error(`push: ${answer.status} ${answer.body.toString().slice(0, 300)}`);
    for (;;) {
      const [report] = JSON.parse(
        (await call(port, '/feeds/stock/reports', { headers: auth })).body.toString(),
      );
      if (report?.photos?.finished) return report.photos;
      await new Promise((done) => setTimeout(done, 200));
    }
  })();
  const pushBusy = await underLoad(pushing);
  const pushPhotos = await pushing;
  const pushWallMs = performance.now() - pushStarted;

  const line = (label, value, target, ok) =>
    console.log(
      `${label.padEnd(58)} ${String(value).padStart(10)}   target ${target}   ${ok ? 'ok' : 'MISSED'}`,
    );
  console.log(`photos: ${POOL} realistic 1600×1200 JPEGs (~${kb} KB), server photo concurrency = cores − 1`);
  line(
    `photo throughput (${jobs.length} derivations, 3 sizes × 3 formats, cold)`,
    `${throughput.toFixed(1)} img/s`,
    `≥ ${TARGETS.imagesPerSecond} img/s`,
    throughput >= TARGETS.imagesPerSecond,
  );
  line(
    `feed import, ${CARS.toLocaleString('en-AU')} cars, ${photoLine?.[1] ?? '?'} photos stored (CLI import step)`,
    `${importMs} ms`,
    `≤ ${TARGETS.importMs} ms`,
    importMs <= TARGETS.importMs,
  );
  console.log(
    `  whole CLI run incl. start-up and checking every photo: ${Math.round(wallMs)} ms, photo problems ${photoLine?.[2] ?? '?'}`,
  );
  line(
    `page p95 idle (listing + car page, ${idle.length} requests)`,
    `${percentile(idle, 0.95).toFixed(0)} ms`,
    `≤ ${TARGETS.pageP95Ms} ms`,
    percentile(idle, 0.95) <= TARGETS.pageP95Ms,
  );
  line(
    `page p95 during the import (${busy.length} requests)`,
    `${percentile(busy, 0.95).toFixed(0)} ms`,
    `≤ ${TARGETS.pageP95Ms} ms`,
    percentile(busy, 0.95) <= TARGETS.pageP95Ms,
  );
  console.log(
    `  p50 idle ${percentile(idle, 0.5).toFixed(0)} ms, during ${percentile(busy, 0.5).toFixed(0)} ms; max during ${Math.max(...busy).toFixed(0)} ms`,
  );
  line(
    `feed push, ${CARS.toLocaleString('en-AU')} cars, ${pushPhotos.stored} uploaded photos (answer)`,
    `${Math.round(pushMs)} ms`,
    `≤ ${TARGETS.importMs} ms`,
    pushMs <= TARGETS.importMs,
  );
  line(
    `page p95 during the push and its photo checks (${pushBusy.length})`,
    `${percentile(pushBusy, 0.95).toFixed(0)} ms`,
    `≤ ${TARGETS.pageP95Ms} ms`,
    percentile(pushBusy, 0.95) <= TARGETS.pageP95Ms,
  );
  console.log(
    `  p50 ${percentile(pushBusy, 0.5).toFixed(0)} ms, max ${Math.max(...pushBusy).toFixed(0)} ms; photos checked after ${Math.round(pushWallMs)} ms, problems ${pushPhotos.problems.length}`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(feedDir, { recursive: true, force: true });
}
