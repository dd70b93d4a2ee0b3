import { financeSplitTestOption, VISITOR_COOKIE_NAME } from '@dealer/experiments';
import { demoRegistry, type Site } from '@dealer/site-registry';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDealerPassword } from '../testing/server.js';
import type { AppEnv } from './context.js';
import { isSecureRequest, leadSplitTestFields } from './visitor.js';

const sites = demoRegistry().sites;
const harbour = sites.find((s) => s.slug === 'harbour-auto') as Site; // runs the §2 finance button test
const bayside = sites.find((s) => s.slug === 'bayside-mazda') as Site; // does not
const VISITOR = '0123456789abcdef0123456789abcdef';
const cookie = `${VISITOR_COOKIE_NAME}=${VISITOR}`;
const basic = `Basic ${Buffer.from(`harbour-auto:${testDealerPassword('harbour-auto')}`).toString('base64')}`;

describe('isSecureRequest (cookies Secure on https and on every real host)', () => {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => c.text(String(isSecureRequest(c, c.req.header('x-test-trust') === '1'))));
  const secure = async (url: string, headers: Record<string, string> = {}) =>
    (await app.request(url, { headers })).text();

  it('should be Secure on https, and over http on a real host name', async () => {
    expect(await secure('https://cars.example/')).toBe('true');
    expect(await secure('http://x/', { host: 'cars.example' })).toBe('true');
  });
  it('should leave Secure off only for http on localhost development hosts', async () => {
    expect(await secure('http://x/', { host: 'harbour-auto.localhost:3000' })).toBe('false');
    expect(await secure('http://x/', { host: '127.0.0.1:3000' })).toBe('false');
  });
  it('should trust X-Forwarded-Proto only behind a trusted proxy', async () => {
    const headers = { host: 'harbour-auto.localhost', 'x-forwarded-proto': 'https' };
    expect(await secure('http://x/', headers)).toBe('false');
    expect(await secure('http://x/', { ...headers, 'x-test-trust': '1' })).toBe('true');
  });
});

describe('leadSplitTestFields (§3 finance_split_test_option is set by the server)', () => {
  it('should give a finance lead the visitor’s arm on a site running the test', () => {
    const expected = financeSplitTestOption(harbour, VISITOR);
    expect(expected).toMatch(/^[ab]$/);
    expect(leadSplitTestFields(harbour, { category: 'Finance' }, cookie)).toEqual({
      finance_split_test_option: expected,
    });
    expect(leadSplitTestFields(harbour, { category: 'Finance Lead' }, cookie)).toEqual({
      finance_split_test_option: expected,
    });
  });
  it('should record nothing for other categories, sites without the test, or no visitor cookie', () => {
    expect(leadSplitTestFields(harbour, { category: 'General Enquiry' }, cookie)).toEqual({});
    expect(leadSplitTestFields(bayside, { category: 'Finance' }, cookie)).toEqual({});
    expect(leadSplitTestFields(harbour, { category: 'Finance' }, undefined)).toEqual({});
    expect(leadSplitTestFields(harbour, { category: 'Finance' }, `${VISITOR_COOKIE_NAME}=forged`)).toEqual(
      {},
    );
  });
});

describe('visitor cookie over HTTP (§1 split tests, §2 finance button, §3 lead option)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ inventorySize: { 'harbour-auto': 40 } });
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });
  const page = (headers: Record<string, string> = {}) =>
    server.site('harbour-auto')('/', { headers: { accept: 'text/html', ...headers } });

  it('should set an HttpOnly SameSite=Lax visitor cookie on the first page request and keep it after', async () => {
    const first = await page();
    expect(first.status).toBe(200);
    const setCookie = first.headers['set-cookie'] ?? '';
    const id = /dealer_visitor=([0-9a-f]{32})/.exec(setCookie)?.[1];
    expect(id).toBeDefined();
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=31536000/);
    const again = await page({ cookie: `${VISITOR_COOKIE_NAME}=${id}` });
    expect(again.headers['set-cookie']).toBeUndefined();
    // A mangled cookie is replaced, not trusted.
    const forged = await page({ cookie: `${VISITOR_COOKIE_NAME}=not-an-id` });
    expect(forged.headers['set-cookie']).toMatch(/dealer_visitor=[0-9a-f]{32}/);
  });

  it('should not set the visitor cookie on API calls or assets', async () => {
    const api = await server.site('harbour-auto')('/api/auth');
    expect(api.headers['set-cookie']).toBeUndefined();
    const image = await server.site('harbour-auto')('/favicon.ico', { headers: { accept: 'image/*' } });
    expect(image.headers['set-cookie']).toBeUndefined();
  });

  it('should store the finance lead’s option from the visitor cookie, ignoring the client’s value', async () => {
    const expected = financeSplitTestOption(harbour, VISITOR) as 'a' | 'b';
    const forged = expected === 'a' ? 'b' : 'a';
    const res = await server.site('harbour-auto')('/api/leads', {
      method: 'POST',
      headers: { cookie },
      json: {
        lead: {
          name: 'Jo Citizen',
          email: 'jo@example.com',
          phone: '0412 345 678',
          category: 'Finance',
          finance_split_test_option: forged,
        },
      },
    });
    expect(res.status).toBe(201);
    const { id } = res.json<{ id: string }>();
    const noCookie = await server.site('harbour-auto')('/api/leads', {
      method: 'POST',
      json: { lead: { name: 'Al', category: 'Finance', finance_split_test_option: forged } },
    });
    const inbox = await server.site('harbour-auto')('/api/dealer/leads', {
      headers: { authorization: basic },
    });
    const leads = inbox.json<{ leads: { id: string; lead: Record<string, unknown> }[] }>().leads;
    expect(leads.find((l) => l.id === id)?.lead.finance_split_test_option).toBe(expected);
    const other = leads.find((l) => l.id === noCookie.json<{ id: string }>().id);
    expect(other?.lead).toBeDefined();
    expect(other?.lead).not.toHaveProperty('finance_split_test_option');
  });
});
