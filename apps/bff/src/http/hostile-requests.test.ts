import { connect } from 'node:net';
import { MESSAGES } from '@dealer/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/console.js';
import { startTestServer, type TestServer } from '../testing/server.js';
import { ALLOWED_METHODS } from './methods.js';

/**
 * The hostile requests that once answered 500 (or a bare 400), one by one: each is a 400 naming the
 * field or parameter, or the page's own answer (404 / results without the bad filter) — never a 5xx.
 */

type Body = { error?: string; fields?: Record<string, string> };

const deep = (levels: number) => `{"lead":${'{"a":'.repeat(levels)}1${'}'.repeat(levels + 1)}`;

/** A raw request, for what Node's own client refuses to send (control characters in a header). */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

describe('hostile requests answer 400 naming the field, never 500', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      web: true,
      inventorySize: 200,
      rateLimit: { leads: false, writes: false },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
  const harbour = () => server.site('harbour-auto');
  const post = (path: string, body: string, method = 'POST', headers: Record<string, string> = {}) =>
    harbour()(path, { method, body, headers: { 'content-type': 'application/json', ...headers } });

  const bodies: [string, string, string, string][] = [
    ['/api/leads', '{"lead":{"name":"Jo\\u0000","email":"jo@example.com"}}', 'lead.name', 'NUL'],
    ['/api/leads', '{"lead":{"name":"Jo","message":"hi \\ud83d"}}', 'lead.message', 'lone surrogate'],
    [
      '/api/leads',
      '{"lead":{"name":"Jo","visited_pages":["/", "/\\udc00"]}}',
      'lead.visited_pages.1',
      'lone surrogate',
    ],
    ['/api/mock/leads', '{"lead":{"name":"\\u0000"}}', 'lead.name', 'NUL'],
    ['/api/valuations', '{"rego":"ABC1","regoState":"NSW","make":"Toyota\\u0000"}', 'make', 'NUL'],
    [
      '/api/valuations',
      '{"rego":"ABC1","regoState":"NSW","adjustmentAnswers":{"q":"\\ud800"}}',
      'adjustmentAnswers.q',
      'lone surrogate',
    ],
    ['/api/nevdis', '{"rego":"ABC1","state":"NSW","note":"\\u0000"}', 'note', 'NUL'],
    [
      '/api/simple-autograb-lookup',
      '{"make":"Toyota","model":"\\udfff","year":2020}',
      'model',
      'lone surrogate',
    ],
    [
      '/api/credit-score',
      '{"first_name":"\\ud800","last_name":"B","consent":true}',
      'first_name',
      'lone surrogate',
    ],
    ['/api/miscellaneous', '{"offer_price":1000,"note":"a\\u0000b"}', 'note', 'NUL'],
    ['/api/miscellaneous', '{"a\\u0000b":1}', 'a\ufffdb', 'NUL in a key'],
    ['/api/carClarityCustomer', '{"first_name":"\\ud800","last_name":"x"}', 'first_name', 'lone surrogate'],
    ['/api/reservations', '{"car_id":1,"name":"Jo\\u0000"}', 'name', 'NUL'],
  ];
  it.each(bodies)('POST %s with %s → 400 naming %s (%s)', async (path, body, field) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(res.json<Body>().fields).toMatchObject({ [field]: MESSAGES.unstorableText });
  });

  it('should refuse a NUL in a garage sign-up naming the field', async () => {
    const res = await server.site('bigbox-cars')('/api/auth/sign-up', {
      method: 'POST',
      body: '{"name":"Jo","email":"jo@example.com","password":"pass\\u0000word-123"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json<Body>().fields).toEqual({ password: MESSAGES.unstorableText });
  });

  it('should refuse a NUL in a lead update (PUT) naming the field, and keep the lead as it was', async () => {
    const created = await post('/api/leads', '{"lead":{"name":"Jo","category":"General Enquiry"}}');
    const { id, update_token } = created.json<{ id: string; update_token: string }>();
    const res = await post(`/api/leads/${id}`, '{"lead":{"name":"Jo\\u0000"}}', 'PUT', {
      authorization: `Bearer ${update_token}`,
    });
    expect(res.status).toBe(400);
    expect(res.json<Body>().fields).toEqual({ 'lead.name': MESSAGES.unstorableText });
  });

  it('should refuse ~6,000 levels of nesting at the path where it goes too deep', async () => {
    for (const path of ['/api/leads', '/api/miscellaneous', '/api/credit-score', '/api/valuations']) {
      const res = await post(path, deep(6000));
      expect(res.status, path).toBe(400);
      const fields = res.json<Body>().fields ?? {};
      expect(Object.keys(fields)).toEqual([`lead${'.a'.repeat(31)}`]);
    }
    const arrays = await post('/api/miscellaneous', `{"x":${'['.repeat(6000)}${']'.repeat(6000)}}`);
    expect(arrays.status).toBe(400);
    expect(Object.keys(arrays.json<Body>().fields ?? {})[0]).toMatch(/^x(\.0)+$/);
  });

  it('should name the body when it is not JSON or not an object', async () => {
    for (const body of ['{"lead":', 'null', '[]', 'name=Jo']) {
      const res = await post('/api/nevdis', body);
      expect(res.status, body).toBe(400);
      expect(Object.keys(res.json<Body>().fields ?? {}), body).toEqual(['root']);
    }
  });

  it('should name the Idempotency-Key header when it is not 1-255 visible characters', async () => {
    const res = await post('/api/leads', '{"lead":{"name":"Jo"}}', 'POST', {
      'idempotency-key': 'x'.repeat(300),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json<Body>().fields ?? {})).toEqual(['Idempotency-Key']);
  });

  it('should drop a search range no number holds (km=-1e309:1e309) like any other broken range', async () => {
    const plain = await harbour()('/api/search');
    for (const query of ['km=-1e309:1e309', 'price=1e309:', 'year=:-1e309', `price=1${'0'.repeat(400)}:`]) {
      const res = await harbour()(`/api/search?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.json<{ estimatedTotalHits: number }>().estimatedTotalHits, query).toBe(
        plain.json<{ estimatedTotalHits: number }>().estimatedTotalHits,
      );
    }
    const nul = await harbour()('/api/search?q=%00&make=%00&sortBy=%E0%A4%A');
    expect(nul.status).toBe(200);
  });

  it('should answer pages with hostile paths and queries without a 5xx', async () => {
    for (const path of [
      '/cars/%E0%A4%A',
      '/cars/%E2%80%A8',
      '/cars/%20/checkout',
      '/used-cars/?km=-1e309:1e309',
      '/cars-under-99999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999-per-week',
      '/search?q=%00',
    ]) {
      const res = await harbour()(path, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it('should name the Host header when no URL can hold it', async () => {
    for (const host of ['harbour-auto.localhost:99999', 'a b', '%00']) {
      const res = await server.index('/api/search', { headers: { host } });
      expect(res.status, host).toBe(400);
      expect(res.json<Body>().fields, host).toHaveProperty('host');
    }
  });

  it("should answer what Node's HTTP parser refuses with a 400 naming the part", async () => {
    const nulHeader = await raw(
      server.port,
      'GET / HTTP/1.1\r\nHost: harbour-auto.localhost\r\nX-A: a\u0000b\r\n\r\n',
    );
    expect(nulHeader).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(nulHeader.split('\r\n\r\n')[1] ?? '')).toMatchObject({ fields: expect.any(Object) });
    const badLine = await raw(server.port, 'GET /a b c HTTP/1.1\r\nHost: harbour-auto.localhost\r\n\r\n');
    expect(badLine).toMatch(/^HTTP\/1\.1 400 /);
    expect(Object.keys(JSON.parse(badLine.split('\r\n\r\n')[1] ?? '').fields).length).toBeGreaterThan(0);
  });

  it('should answer TRACE and methods nobody implements 405 naming the allowed ones', async () => {
    for (const method of ['TRACE', 'PROPFIND']) {
      for (const path of ['/', '/api/cars', '/console/leads']) {
        const answer = await raw(
          server.port,
          `${method} ${path} HTTP/1.1\r\nHost: harbour-auto.localhost\r\nConnection: close\r\n\r\n`,
        );
        expect(answer, `${method} ${path}`).toMatch(/^HTTP\/1\.1 405 /);
        expect(answer).toMatch(new RegExp(`\r\nallow: ${ALLOWED_METHODS.join(', ')}\r\n`, 'i'));
      }
    }
  });

  it('should answer console pages with a filter nobody has or no one may see 404/400, not 500', async () => {
    const login = server.consoleLogins().find((l) => l.role === 'group_admin');
    if (!login) throw new Error('no demo group admin');
    const admin = await signIn(server, login, login.siteSlugs[0]);
    const page = (path: string) => admin.call(path, { headers: { accept: 'text/html' } });
    for (const [path, status] of [
      ['/console/leads?site=nope', 404],
      ['/console/audit?site=nope', 400],
      ['/console/audit?action=%3Cimg%3E', 400],
      ['/console/audit?before=yesterday', 400],
    ] as const) {
      const answer = await page(path);
      expect(answer.status, path).toBe(status);
      expect(answer.text, path).not.toContain('<img>');
    }
    const refused = await page('/console/audit?action=%3Cimg%3E');
    expect(refused.text).toContain('Not a valid address');
  });
});
