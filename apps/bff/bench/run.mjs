// npm run bench (after the build): embedded search latency through HTTP at 2k / 10k / 100k cars, the
// server's resident memory and start-up time at each size, and lead POST throughput with a loss check.
// Every request goes to 127.0.0.1; counts and time are bounded.
import { closeSync, fsyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { benchClient, percentile, startBenchServer } from './bench-kit.mjs';

const SITE = 'harbour-auto';
const LISTING = '/search/new-used-and-demo-cars';
const SIZES = (process.env.BENCH_SIZES ?? '0,2000,10000,100000').split(',').map(Number);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 300);
const LEADS = Number(process.env.BENCH_LEADS ?? 2000);
const DEADLINE = Date.now() + 15 * 60_000;

const startChild = (options) =>
  startBenchServer(options, {
    execArgv: [
      '--expose-gc',
      '--max-old-space-size=4096',
      ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/bffprof'] : []),
    ],
  });
const { call, destroy } = benchClient({ site: SITE, maxSockets: 64, timeoutMs: 30_000 });
const mb = (bytes) => `${Math.round(bytes / 1048576)} MB`;

// Three refined facets (make, body, price range) on the group's listing, varied so no two are alike.
const MAKES = ['Toyota', 'Hyundai', 'Kia'];
const BODIES = ['SUV', 'Ute', 'Hatch', 'Sedan', 'People Mover'];
function searchPath(i) {
  const make = MAKES[i % MAKES.length];
  const body = BODIES[(i >> 1) % BODIES.length];
  const low = 5000 + (i % 7) * 5000;
  const high = low + 20000 + (i % 5) * 10000;
  const sort = ['', '&sortBy=price_asc', '&sortBy=created_at_desc'][i % 3];
  return `/api/search?path=${encodeURIComponent(LISTING)}&refinementList[make][0]=${make}&refinementList[body][0]=${encodeURIComponent(body)}&range[price]=${low}:${high}${sort}&page=${(i % 3) + 1}`;
}

// Text searches as shoppers type them (several words, typos, a split model name), with a sort half the time.
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
function textPath(i) {
  const sort = i % 2 ? '&sortBy=price_asc' : '';
  return `/api/search?path=${encodeURIComponent(LISTING)}&query=${encodeURIComponent(TEXT[i % TEXT.length])}${sort}`;
}

// With DATABASE_URL the bench writes into a schema of its own, dropped at the end.
const databaseUrl = process.env.DATABASE_URL || undefined;
const databaseSchema = databaseUrl ? `bff_bench_${process.pid}` : undefined;
const rows = [];
for (const size of SIZES) {
  if (Date.now() > DEADLINE) break;
  const server = startChild({
    inventorySize: { [SITE]: size },
    databaseUrl,
    databaseSchema,
  });
  const { port, startupMs } = await server.ready;
  if (size === 0) {
    // Baseline: the server with an empty inventory (Node + Hono + the PGlite store) — the rest is the engine.
    const { rss, heapUsed } = await server.memory();
    rows.push({
      cars: 0,
      'search p50 ms': '-',
      'search p95 ms': '-',
      'avg hits': 0,
      'text p50 ms': '-',
      'text p95 ms': '-',
      RSS: mb(rss),
      'JS heap': mb(heapUsed),
      'start-up ms': startupMs,
    });
    await server.stop();
    continue;
  }
  for (let i = 0; i < 20; i++) await call(port, searchPath(i));
  const times = [];
  let hits = 0;
  for (let i = 0; i < SEARCHES && Date.now() < DEADLINE; i++) {
    const t = performance.now();
    const res = await call(port, searchPath(i + 1000));
    times.push(performance.now() - t);
    if (res.status !== 200)
      throw new Error(`search answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
    hits += JSON.parse(res.body).totalHits;
  }
  const textTimes = [];
  for (let i = 0; i < SEARCHES && Date.now() < DEADLINE; i++) {
    const t = performance.now();
    const res = await call(port, textPath(i));
    textTimes.push(performance.now() - t);
    if (res.status !== 200)
      throw new Error(`text search answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
  }
  const { rss, heapUsed } = await server.memory();
  rows.push({
    cars: size,
    'search p50 ms': percentile(times, 0.5).toFixed(1),
    'search p95 ms': percentile(times, 0.95).toFixed(1),
    'avg hits': Math.round(hits / times.length),
    'text p50 ms': percentile(textTimes, 0.5).toFixed(1),
    'text p95 ms': percentile(textTimes, 0.95).toFixed(1),
    RSS: mb(rss),
    'JS heap': mb(heapUsed),
    'start-up ms': startupMs,
  });
  await server.stop();
}
console.log('Embedded search through HTTP, 3 refined facets (make, body, price), one request at a time:');
console.table(rows);
console.log('targets: p95 ≤ 20 ms at 10k, ≤ 100 ms at 100k; RSS ≤ 300 MB at 10k, ≤ 1 GB at 100k');
console.log(
  `store: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in-process (its WASM Postgres is most of the 0-car baseline)'}`,
);

// Lead throughput: concurrent POSTs, then every acknowledged id must be in the dealer's inbox.
const server = startChild({
  inventorySize: { [SITE]: 2000 },
  rateLimit: { leads: false },
  databaseUrl,
  databaseSchema,
});
const { port, dealerPasswords } = await server.ready;
const body = (i) =>
  JSON.stringify({
    lead: {
      name: `Bench ${i}`,
      email: `bench${i}@example.com`,
      phone: '0412 345 678',
      category: 'General Enquiry',
      message: 'Bench lead',
    },
  });
for (let i = 0; i < 20; i++)
  await call(port, '/api/leads', {
    method: 'POST',
    body: body(-i),
    headers: { 'content-type': 'application/json' },
  });
const acknowledged = new Set();
let failed = 0;
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: 32 }, async () => {
    while (next < LEADS && Date.now() < DEADLINE) {
      const i = next++;
      const res = await call(port, '/api/leads', {
        method: 'POST',
        body: body(i),
        headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${i}` },
      });
      if (res.status === 201) acknowledged.add(JSON.parse(res.body).id);
      else failed++;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const inbox = await call(port, '/api/dealer/leads?limit=5000', {
  headers: { authorization: `Basic ${Buffer.from(`${SITE}:${dealerPasswords[SITE]}`).toString('base64')}` },
});
const stored = new Set(JSON.parse(inbox.body).leads.map((l) => l.id));
const lost = [...acknowledged].filter((id) => !stored.has(id)).length;
await server.stop();
// What durability costs: every batch of leads waits for one WAL fsync on the data folder's disk.
const fsyncMs = (() => {
  const dir = mkdtempSync(join(tmpdir(), 'bff-bench-fsync-'));
  const fd = openSync(join(dir, 'probe'), 'w');
  const times = [];
  for (let i = 0; i < 50; i++) {
    writeSync(fd, Buffer.alloc(8192, i), 0, 8192, 0);
    const t = performance.now();
    fsyncSync(fd);
    times.push(performance.now() - t);
  }
  closeSync(fd);
  rmSync(dir, { recursive: true, force: true });
  return times.sort((a, b) => a - b);
})();
const perSecond = Math.round(acknowledged.size / seconds);
const LEAD_TARGET = 500;
console.log(
  `Lead POST throughput (32 concurrent clients, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} store; ` +
    'each 201 only after its group-commit batch is fsynced to disk):',
);
console.table([
  {
    leads: acknowledged.size,
    'per second': perSecond,
    'target ≥': LEAD_TARGET,
    met: perSecond >= LEAD_TARGET && lost === 0 ? 'yes' : 'NO',
    'non-201': failed,
    'lost (acknowledged, not stored)': lost,
  },
]);
console.log(
  `durability: one fsync on this disk takes p50 ${percentile(fsyncMs, 0.5).toFixed(1)} ms, p95 ${percentile(fsyncMs, 0.95).toFixed(1)} ms; ` +
    'group commit pays it once per batch (every lead that arrived meanwhile), not once per lead',
);
destroy();
if (databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${databaseSchema} CASCADE`);
  await client.end();
}
