// npm run bench (after the build): a real console sign-in's latency while unauthenticated clients flood the
// invitation-accept door with made-up links (issue #30 item 6: cheap checks before expensive work). Target:
// 10,000 made-up accepts do not move a concurrent sign-in past 1 s. The unit test counts the hashes
// (routes/console-invitations.test.ts); the time is measured here, beside its target, not in a timed test.
import { randomBytes } from 'node:crypto';
import { benchClient, percentile, startBenchServer } from './bench-kit.mjs';

const FLOOD = Number(process.env.BENCH_DOORS_FLOOD ?? 10_000);
const LANES = Number(process.env.BENCH_DOORS_LANES ?? 16);
const TARGET_MS = 1000;

const server = startBenchServer({ inventorySize: 5, trustProxy: 1 });
const { port, consoleLogins } = await server.ready;
const login = consoleLogins.find((l) => l.role === 'manager' && l.siteSlugs.length > 0);
const site = login.siteSlugs[0];
const { call, destroy } = benchClient({ site, maxSockets: LANES + 2, timeoutMs: 60_000 });
const json = (path, body, ip) =>
  call(port, path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
  });

let signIns = 0;
/** One sign-in of the real person (each from an address of its own: the bench measures, not the limiter). */
async function signIn() {
  const started = performance.now();
  const res = await json(
    '/api/console/sign-in',
    { email: login.email, password: login.password },
    `192.0.2.${++signIns % 250}`,
  );
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${res.body}`);
  return performance.now() - started;
}

try {
  await signIn(); // the demo's light hash is raised to the real one at the first sign-in
  const alone = [];
  for (let i = 0; i < 10; i++) alone.push(await signIn());

  const statuses = new Map();
  let sent = 0;
  const started = performance.now();
  const lane = async () => {
    while (sent < FLOOD) {
      const n = sent++;
      const token = randomBytes(32).toString('base64url');
      const res = await json(
        `/api/console/invitations/${token}/accept`,
        { password: 'a long enough password' },
        `198.51.${(n >> 8) % 256}.${n % 256}`,
      );
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  const flood = Promise.all(Array.from({ length: LANES }, lane));
  const during = [];
  while (sent < FLOOD) during.push(await signIn());
  await flood;
  const floodSeconds = (performance.now() - started) / 1000;

  const fmt = (values) =>
    `p50 ${percentile(values, 0.5).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (${values.length} sign-ins)`;
  console.log(`console sign-in alone: ${fmt(alone)}`);
  console.log(
    `console sign-in during ${FLOOD.toLocaleString('en-AU')} made-up invitation accepts (${LANES} in flight, ` +
      `${(FLOOD / floodSeconds).toFixed(0)}/s, answers ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}): ${fmt(during)}; ` +
      `p50 moved by ${(percentile(during, 0.5) - percentile(alone, 0.5)).toFixed(0)} ms; ` +
      `target max ≤ ${TARGET_MS} ms: ${Math.max(...during) <= TARGET_MS ? 'met' : 'NOT MET'}`,
  );
} finally {
  destroy();
  await server.stop();
}
