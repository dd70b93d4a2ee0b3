import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeGroups } from './app.js';
import { NO_SEED } from './content/seed.js';
import type { AppDeps, AppEnv } from './http/context.js';
import type { Reservations } from './reservations/site-reservations.js';
import { type ConsoleClient, demoLogin, signIn } from './testing/console.js';
import type { HttpOptions, HttpResponse } from './testing/http.js';
import { startTestServer, type TestServer } from './testing/server.js';

/**
 * Every route of the route table, called the way an outside reviewer's script calls it: unknown and
 * repeated query values, bad percent-encoding, NUL, huge values, impossible and far-off dates, odd
 * methods, bodies that are not objects, not JSON or wrongly typed — signed out and as a group admin.
 * Every answer is below 500, and a JSON 400 names the field or parameter at fault. Found this way: a
 * dashboard `from=2026-13-45`, a calendar week of 9999-12-31 and an inbox `to=9999-12-31` (500s).
 *
 *   ROUTE_WALK=full vitest run apps/bff/src/route-walk.test.ts    (every combination, ~45,000 requests)
 */

const FULL = process.env.ROUTE_WALK === 'full';
const deps = { store: { db: {} }, now: () => new Date(), seed: NO_SEED } as unknown as AppDeps;
const routes: { method: string; path: string }[] = [];
for (const group of routeGroups(deps, {
  onLeadStored: () => undefined,
  info: () => ({}),
  reservations: {} as Reservations,
})) {
  const app = new Hono<AppEnv>();
  group.register(app);
  // Server-sent event streams stay open by design; session-ending calls would end the walk's session.
  for (const { method, path } of app.routes)
    if (!/\/stream$|sign-out|sessions|password$|totp\/disable/.test(path))
      if (!routes.some((r) => r.method === method && r.path === path)) routes.push({ method, path });
}

const PARAMS = ['1', '%ff', '%00', 'x'.repeat(3000), '00000000-0000-0000-0000-000000000000', 'nope'];
const QUERIES = [
  '',
  '?site=nope',
  '?site=a&site=b',
  '?site=%ff',
  `?site=${'x'.repeat(9000)}`,
  '?site=harbour-auto&status=%ff&action=%3Cimg%3E&from=nope&to=%00&after=zz&limit=-5&page=1e400&q=%ff&format=nope&view=x&mode=x&days=abc&date=x&car_id=%00&location=%ff&version=x&token=x&kind=x&width=-1&w=1e9',
  '?site=harbour-auto&limit=999999999999999999999&after=%00&from=2026-13-45&to=9999-99-99&days=1e9&date=0000-00-00',
  '?site=harbour-auto&status=a&status=b&from=a&from=b&q=a&q=b&limit=1&limit=2&date=2026-01-01&date=x',
  '?site=harbour-auto&from=9999-12-31&to=9999-12-31&date=9999-12-31&days=366',
  '?site=harbour-auto&from=0001-01-01&to=0099-12-31&date=0099-12-31',
  '?%ff=1&__proto__=1&constructor=x',
];
const far = (d: string) =>
  JSON.stringify({ due_at: d, starts_at: d, date: d, from: d, to: d, starts_on: d, ends_on: d, title: 'T' });
const BODIES = [
  '[]',
  'null',
  '1',
  '"x"',
  '{',
  `{"a":${'['.repeat(3000)}${']'.repeat(3000)}}`,
  '{"__proto__":{"x":1}}',
  '{"site":["a"],"id":{"$gt":1},"email":1,"password":[],"code":null,"url":"http://[::1]/","name":"\\u0000","status":[],"role":{},"siteSlugs":"x","blocks":"x","key":[]}',
  '{"x":"\\ud800"}',
  far('9999-12-31'),
  far('0001-01-01T00:00'),
];
const TYPES = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
];

interface Call {
  method: string;
  path: string;
  body?: string;
  type?: string;
  admin: boolean;
}

function callsOf(route: { method: string; path: string }): Call[] {
  const calls: Call[] = [];
  const methods = route.method === 'ALL' ? ['GET', 'POST'] : [route.method];
  const write = (m: string) => m !== 'GET' && m !== 'HEAD';
  for (const method of methods)
    for (const [p, param] of PARAMS.entries()) {
      if (!FULL && p > (write(method) ? 1 : 3)) continue;
      const path = route.path.replace(/:[a-zA-Z_]+(\{[^}]*\})?/g, param).replace(/\*$/, param);
      for (const admin of [false, true]) {
        if (p === 0)
          for (const odd of ['TRACE', 'PROPFIND', 'OPTIONS']) calls.push({ method: odd, path, admin });
        for (const [q, query] of QUERIES.entries()) {
          if (write(method) && q > (FULL ? 4 : 2)) continue;
          if (!write(method)) {
            calls.push({ method, path: path + query, admin });
            continue;
          }
          for (const [b, body] of BODIES.entries())
            if (FULL || q === 0 || b % 3 === q)
              calls.push({ method, path: path + query, body, type: 'application/json', admin });
          if (q === 0)
            for (const type of TYPES)
              calls.push({ method, path, body: '{}', admin, ...(type ? { type } : {}) });
        }
      }
    }
  return calls;
}

describe('every route, called with what the open internet sends', () => {
  let server: TestServer;
  let admin: ConsoleClient;
  const serverErrors: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      inventorySize: 20,
      rateLimit: { leads: false, writes: false },
      log: (line) => {
        if (line.startsWith('error ')) serverErrors.push(line);
      },
    });
    admin = await signIn(server, demoLogin(server, 'Harbour Auto Group', 'group_admin'));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('should answer every call below 500, and name the field of every JSON 400', async () => {
    const calls = routes.flatMap(callsOf);
    const found = new Set<string>();
    const send = (call: Call): Promise<HttpResponse> => {
      const options: HttpOptions = {
        method: call.method,
        headers: call.type ? { 'content-type': call.type } : {},
        ...(call.body === undefined ? {} : { body: call.body }),
      };
      return call.admin ? admin.call(call.path, options) : server.site('harbour-auto')(call.path, options);
    };
    let next = 0;
    const lane = async () => {
      while (next < calls.length) {
        const call = calls[next++] as Call;
        const res = await send(call);
        const what = `${call.method} ${call.path.slice(0, 160)} ${call.body?.slice(0, 40) ?? ''} (${call.admin ? 'admin' : 'anonymous'})`;
        if (res.status >= 500) found.add(`${res.status} ${what}`);
        else if (
          res.status === 400 &&
          call.method !== 'HEAD' &&
          /json/.test(res.headers['content-type'] ?? '')
        ) {
          const fields = res.json<{ fields?: Record<string, string> }>().fields;
          if (!fields || Object.keys(fields).length === 0)
            found.add(`400 naming no field: ${what} ${res.text}`);
        }
      }
    };
    await Promise.all(Array.from({ length: 4 }, lane));
    expect([...found].slice(0, 50)).toEqual([]);
    expect(serverErrors.slice(0, 20)).toEqual([]);
    expect(calls.length).toBeGreaterThan(FULL ? 30_000 : 8_000);
  }, 1_800_000);
});
