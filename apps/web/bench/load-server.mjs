// Load bench child: one kind of server on 127.0.0.1, reporting its port over IPC.
//   app    — the real BFF with the web app's server build (what a shopper's request costs)
//   static — a plain node:http server answering each page kind with the bytes the app gave for it
//   react  — a node:http server answering react-dom renderToString of a 100-card listing (the React floor)
//   replay — a plain node:http server answering each recorded (host, URL) with the exact bytes and
//            headers the app gave for it (the replay floor of the real-traffic bench, ./traffic.mjs)
//   pages  — the web app's own server build rendering each recorded page with the data the app's API
//            gave it, answered from memory: the render floor of the real-traffic bench (the same pages'
//            trees with their data already loaded; an `app` child started with `record` records them)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';

const kind = process.argv[2];
let close = async () => {};
/** The app server's page cache figures (pages kept, hits, those the page front answered), when kind is app. */
let pageStats = () => null;

function listen(handler) {
  const server = createServer(handler);
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      close = () => new Promise((done) => server.close(() => done()));
      resolve(server.address().port);
    });
  });
}

async function app(options) {
  const { startServer } = await import(new URL('../../bff/dist/server.js', import.meta.url).href);
  const { createWebHandler } = await import(new URL('../dist/handler.js', import.meta.url).href);
  const dataDir = mkdtempSync(join(tmpdir(), 'dealer-load-bench-'));
  // BENCH_DATABASE_URL: the store on PostgreSQL (a fresh schema, dropped after), as copies behind a load
  // balancer run; otherwise PGlite in a temp folder (npm start's default).
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const schema = databaseUrl ? `bench_${randomBytes(6).toString('hex')}` : undefined;
  // Pages render on `renderWorkers` worker threads (npm start: cores - 1), 0: on the event loop.
  const rendering = await createWebHandler({
    workers: options.renderWorkers ?? 0,
    ...(options.inFlight ? { inFlight: options.inFlight } : {}),
  });
  // `record`: every page render with its context and API answers is kept and written there on stop.
  const records = options.record ? [] : null;
  const web = records ? recording(rendering, records) : rendering;
  const server = await startServer({
    port: 0,
    hostname: '127.0.0.1',
    dataDir,
    web,
    watchInventory: false,
    dealerSecret: 'bench',
    rateLimit: { leads: false, writes: false },
    log: () => {},
    inventorySize: options.inventorySize,
    ...(databaseUrl ? { databaseUrl, databaseSchema: schema } : {}),
  });
  pageStats = () => server.pageStats();
  close = async () => {
    await server.close();
    await web.close?.();
    if (records) writeFileSync(options.record, serialize(records));
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  };
  return server.port;
}

/** The context's values that cross a thread or process as they are (its functions are answered apart). */
const CONTEXT_VALUES = [
  'site',
  'origin',
  'now',
  'experiments',
  'errorReporting',
  'widgets',
  'reservationMode',
  'nonce',
];

/**
 * `web` keeping each render's request, context values, API answers (method, path, body → status,
 * headers, bytes) and form token in `records`: what the `pages` floor renders again from memory.
 */
function recording(web, records) {
  return {
    ...web,
    async handle(request, context) {
      const url = new URL(request.url);
      const record = {
        key: `${context.site.slug}|${url.pathname}${url.search}`,
        url: request.url,
        method: request.method,
        headers: [...request.headers],
        context: Object.fromEntries(CONTEXT_VALUES.filter((k) => k in context).map((k) => [k, context[k]])),
        answers: [],
        token: null,
      };
      records.push(record);
      const recorded = {
        ...context,
        async fetchApi(path, init) {
          const response = await context.fetchApi(path, init);
          const bytes = new Uint8Array(await response.clone().arrayBuffer());
          record.answers.push({
            key: `${init?.method ?? 'GET'} ${path} ${typeof init?.body === 'string' ? init.body : ''}`,
            status: response.status,
            headers: [...response.headers],
            bytes,
          });
          return response;
        },
        ...(context.formToken
          ? {
              async formToken() {
                record.token = await context.formToken();
                return record.token;
              },
            }
          : {}),
      };
      return web.handle(request, recorded);
    },
  };
}

/**
 * The web app's server build (on this thread, as one render worker runs it) rendering each recorded
 * page: its loaders' API calls answered from the recorded bytes, so what is measured is the page's
 * routing, loaders' parsing and React rendering, with the data already loaded. Answered uncompressed.
 */
async function pagesFloor({ file }) {
  const { createWebHandler } = await import(new URL('../dist/handler.js', import.meta.url).href);
  const web = await createWebHandler({ workers: 0 });
  const pages = new Map();
  for (const record of deserialize(readFileSync(file))) pages.set(record.key, record);
  return listen(async (req, res) => {
    const slug = (req.headers.host ?? '').split('.')[0];
    const record = pages.get(`${slug}|${req.url}`);
    if (!record) {
      res.writeHead(404, { 'content-length': 0 });
      res.end();
      return;
    }
    const answers = new Map(record.answers.map((a) => [a.key, a]));
    const context = {
      ...record.context,
      async fetchApi(path, init) {
        const answer = answers.get(
          `${init?.method ?? 'GET'} ${path} ${typeof init?.body === 'string' ? init.body : ''}`,
        );
        if (!answer) return new Response(null, { status: 404 });
        return new Response(answer.bytes, { status: answer.status, headers: answer.headers });
      },
      ...(record.token ? { formToken: async () => record.token } : {}),
    };
    const response = await web.handle(
      new Request(record.url, { method: record.method, headers: record.headers }),
      context,
    );
    const body = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, {
      'content-type': response.headers.get('content-type') ?? 'text/html',
      'content-length': body.length,
    });
    res.end(body);
  });
}

/** Drops the bench's schema (pg is the BFF's dependency). */
async function dropSchema(databaseUrl, schema) {
  const pg = createRequire(new URL('../../bff/package.json', import.meta.url))('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}

/** Answers the recorded bytes of each page kind (picked by the path's first segment). */
function staticFloor({ bodies }) {
  const answers = Object.entries(bodies).map(([prefix, { body, type }]) => ({
    prefix,
    body: Buffer.from(body, 'utf8'),
    type,
  }));
  return listen((req, res) => {
    const answer = answers.find((a) => req.url.startsWith(a.prefix)) ?? answers[0];
    res.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length });
    res.end(answer.body);
  });
}

/**
 * Answers each recorded response byte for byte: `file` holds (v8-serialised) `{ host, path, status,
 * headers, bytes }` records, as the app answered them (compressed when the app compressed them).
 */
function replayFloor({ file }) {
  const answers = new Map();
  for (const { host, path, status, headers, bytes } of deserialize(readFileSync(file))) {
    answers.set(`${host}${path}`, { status, headers: { ...headers, 'content-length': bytes.length }, bytes });
  }
  return listen((req, res) => {
    const answer = answers.get(`${req.headers.host}${req.url}`);
    if (!answer) {
      res.writeHead(404, { 'content-length': 0 });
      res.end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.bytes);
  });
}

/** react-dom renderToString of the listing's 100 cards with @dealer/ui's CarGrid, per request. */
async function reactFloor({ site: slug, cars, now }) {
  const React = await import('react');
  const { renderToString } = await import('react-dom/server');
  const ui = await import('@dealer/ui');
  const { demoRegistry, siteBySlug } = await import('@dealer/site-registry');
  const site = siteBySlug(demoRegistry(), slug);
  const h = React.createElement;
  // The card views as the listing's loader makes them; the floor is React rendering the grid of them.
  const cards = cars.map((car) => ui.carCardView(car, site, new Date(now), 'payment'));
  const page = () =>
    h(
      'html',
      { lang: 'en-AU' },
      h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, site.name)),
      h(
        'body',
        null,
        h(
          'main',
          null,
          h(ui.CarGrid, {
            cards,
            similarHref: site.routes.listing_base_path,
            eagerFirst: true,
            favourites: true,
          }),
        ),
      ),
    );
  return listen((_req, res) => {
    const html = `<!DOCTYPE html>${renderToString(page())}`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
}

process.once('message', async (options) => {
  const port =
    kind === 'app'
      ? await app(options)
      : kind === 'static'
        ? await staticFloor(options)
        : kind === 'replay'
          ? await replayFloor(options)
          : kind === 'pages'
            ? await pagesFloor(options)
            : await reactFloor(options);
  process.send({ type: 'ready', port });
  // The highest resident set seen since the last 'rss' message (sampled every 100 ms, cheap: one
  // /proc read), so a bench reports the memory *during* its load, not only what is left after it.
  let peak = process.memoryUsage.rss();
  setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 100).unref();
  process.on('message', async (message) => {
    if (message?.type === 'rss') {
      const peakRss = Math.max(peak, process.memoryUsage.rss());
      // What is kept, not garbage waiting for a collection (the children run with --expose-gc).
      globalThis.gc?.();
      const usage = process.memoryUsage();
      peak = usage.rss;
      process.send({ type: 'rss', rss: usage.rss, usage: { ...usage, peakRss }, pages: pageStats() });
    }
    if (message?.type === 'stop') {
      await close();
      process.exit(0);
    }
  });
});
