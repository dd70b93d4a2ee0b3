// The load benches' shared parts: the server children (./load-server.mjs), the lead client
// (./lead-client.mjs), one HTTP call, percentiles. Each server runs in a process of its own, so the
// load generator's event loop is never counted in a server's figures.
import { fork } from 'node:child_process';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * A load-server.mjs child of `kind`: `ready` (its port), `memory()` (its process.memoryUsage() after a
 * full collection: what it keeps; `peakRss`: the highest resident set since the previous call), `stop()`.
 */
export function startChild(kind, options) {
  // The app server runs with npm start's memory settings (scripts/start.sh: two malloc arenas with
  // fixed mmap and trim thresholds, 16 MB semi-spaces, PGlite's WASM not tiered up; WASM_TIER_UP=1
  // tiers it up), so the bench measures `npm start`'s memory.
  const app = kind === 'app';
  const child = fork(join(here, 'load-server.mjs'), [kind], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...(app
        ? {
            MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
            MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
            MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ ?? '131072',
          }
        : {}),
    },
    execArgv: [
      '--expose-gc',
      ...(app ? [`--max-semi-space-size=${process.env.NODE_SEMI_SPACE_MB ?? 16}`] : []),
      ...(app && process.env.WASM_TIER_UP !== '1' ? ['--liftoff-only'] : []),
      // BENCH_APP_NODE_FLAGS: more Node/V8 flags for the app server (space-separated), to measure one.
      ...(app ? (process.env.BENCH_APP_NODE_FLAGS ?? '').split(' ').filter(Boolean) : []),
      ...(process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise((resolve, reject) => {
    child.on('message', (m) => m?.type === 'ready' && resolve(m.port));
    child.once('exit', (code) => reject(new Error(`${kind} bench server exited (${code})`)));
  });
  child.send(options);
  return {
    ready,
    memory: () =>
      new Promise((resolve) => {
        const answer = (m) => {
          if (m?.type !== 'rss') return;
          child.off('message', answer);
          resolve({ ...m.usage, pages: m.pages });
        };
        child.on('message', answer);
        child.send({ type: 'rss' });
      }),
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', resolve);
        child.send({ type: 'stop' });
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/**
 * lead-client.mjs against the app server (a lead every `everyMs`): `ready`, then `stop()` answers its
 * lead times and failures.
 */
export function startLeadClient(port, host, tag, everyMs = 500) {
  const child = fork(join(here, 'lead-client.mjs'), [String(port), host, String(tag), String(everyMs)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const message = (type) =>
    new Promise((resolve, reject) => {
      child.on('message', (m) => m?.type === type && resolve(m));
      child.once('exit', (code) => reject(new Error(`lead client exited (${code})`)));
    });
  const ready = message('ready');
  return {
    ready,
    stop: () => {
      const done = message('done');
      child.send({ type: 'stop' });
      return done;
    },
  };
}

/** One request: status, headers and the body's bytes as sent (still compressed when it was). */
export function call(port, host, path, { method = 'GET', body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { host, ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: res.statusCode,
          headers: res.headers,
          type: res.headers['content-type'] ?? '',
          bytes,
          body: bytes.toString('utf8'),
        });
      });
    });
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

export const percentile = (sorted, p) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];

export const fmt = (ms) => (Number.isNaN(ms) ? '-' : ms >= 100 ? Math.round(ms) : ms.toFixed(1));
