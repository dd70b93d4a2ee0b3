// What the BFF's benches share: the bench server (serve.mjs) in a child process, an HTTP client to it on
// 127.0.0.1 with a site's Host header, and percentiles.
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * serve.mjs with these server options in a child process: `ready` (its port, start-up time and dealer
 * passwords), `memory()` (its RSS and JS heap after a GC, with --expose-gc) and `stop()`. Without
 * `execArgv` the child takes this process's Node flags, as `fork` does.
 */
export function startBenchServer(options, { execArgv } = {}) {
  const child = fork(join(here, 'serve.mjs'), [JSON.stringify(options)], {
    ...(execArgv ? { execArgv } : {}),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const once = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (m) => {
        if (m?.type === type) {
          child.off('message', onMessage);
          resolve(m);
        }
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    });
  return {
    ready: once('ready'),
    memory: () => {
      const p = once('memory');
      child.send({ type: 'memory' });
      return p;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.send({ type: 'stop' });
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/**
 * `call(port, path, { method, body, headers })` answers `{ status, body }` (a Buffer) over a keep-alive
 * agent of `maxSockets`, as the site's shoppers would (Host: `<site>.localhost`); `destroy()` ends the agent.
 */
export function benchClient({ site, maxSockets, timeoutMs }) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const call = (port, path, { method = 'GET', body, headers = {} } = {}) =>
    new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path,
          method,
          agent,
          headers: { host: `${site}.localhost:${port}`, ...headers },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout ${path}`)));
      req.on('error', reject);
      if (body) req.write(body);
      req.end();
    });
  return { call, destroy: () => agent.destroy() };
}

/** The p-th percentile (0..1) of the values, nearest rank below; 0 for none. */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
};
