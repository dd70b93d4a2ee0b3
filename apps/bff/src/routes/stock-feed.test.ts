import { request as httpRequest } from 'node:http';
import { SAMPLE_HEADER, sampleCsvFeed, sampleCsvRow } from '@dealer/stock-feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedSignatureHeaders } from '../http/feed-auth.js';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';
import { feedTokenName } from './stock-feed.js';

const TOKEN = 'harbour-feed-token-0123456789';

describe('stock feed push', () => {
  let server: TestServer;
  const site = () => server.site('harbour-auto');
  const push = (body: string, headers: Record<string, string>, query = '') =>
    site()(`/feeds/stock${query}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/csv', ...headers },
    });

  beforeAll(async () => {
    process.env[feedTokenName('harbour-auto')] = TOKEN;
    server = await startTestServer({ inventorySize: { 'harbour-auto': 30 } });
  });
  afterAll(async () => {
    delete process.env[feedTokenName('harbour-auto')];
    await server.close();
  });

  it('should refuse a push without the site’s token', async () => {
    expect((await push(sampleCsvFeed(2), {})).status).toBe(401);
    expect((await push(sampleCsvFeed(2), { authorization: 'Bearer wrong-token-wrong-token' })).status).toBe(
      401,
    );
    expect(
      (
        await server.site('bayside-mazda')('/feeds/stock', {
          method: 'POST',
          body: 'x',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).status,
    ).toBe(401);
  });

  it('should put a 500-car CSV live and keep its report', async () => {
    const answer = await push(sampleCsvFeed(500), { authorization: `Bearer ${TOKEN}` });
    expect(answer.status).toBe(200);
    const report = answer.json<{ added: string[]; rejected: unknown[]; applied: boolean }>();
    expect(report.applied).toBe(true);
    expect(report.added).toHaveLength(500);
    expect(report.rejected).toEqual([]);
    const car = await site()('/api/websites/101/cars/2020-toyota-corolla-s00005.json');
    expect(car.status).toBe(200);
    expect(car.json()).toMatchObject({ stocknum: 'S00005', make: 'Toyota' });
    const search = await site()('/api/search?path=/search');
    // §7 harbour-auto's dealer-group filter lists its own makes: 3 of the sample's 5 (300 of 500 cars).
    expect(search.json<{ totalHits: number }>().totalHits).toBe(300);
  });

  it('should reject bad rows by line and take the good ones (HMAC-signed upsert)', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => sampleCsvRow(1001 + i));
    rows[3] = rows[3]!.replace(/,(Used|New),/, ',Lease,');
    rows[7] = sampleCsvRow(1001);
    const body = [SAMPLE_HEADER, ...rows].join('\n');
    const signed = feedSignatureHeaders({
      token: TOKEN,
      method: 'POST',
      pathAndQuery: '/feeds/stock?mode=upsert',
      body,
      now: TEST_NOW,
    });
    const answer = await push(body, signed, '?mode=upsert');
    expect(answer.status).toBe(200);
    const report = answer.json<{
      added: string[];
      removed: string[];
      rejected: { line: number; field: string }[];
    }>();
    expect(report.added).toHaveLength(38);
    expect(report.removed).toEqual([]);
    expect(report.rejected.map((p) => [p.line, p.field])).toEqual([
      [5, 'car_type'],
      [9, 'stocknum'],
    ]);
    const search = await site()('/api/search?path=/search');
    expect(search.json<{ totalHits: number }>().totalHits).toBe(322);
    const bad = await push(body, { ...signed, 'x-signature': `${signed['x-signature'].slice(0, -2)}00` });
    expect(bad.status).toBe(401);
  });

  it('should refuse a feed missing columns as a whole, serve the old stock, and list every report', async () => {
    const answer = await push('Stock No,Make\nA1,Kia\n', { authorization: `Bearer ${TOKEN}` });
    expect(answer.status).toBe(422);
    expect(answer.json<{ rejected: { message: string }[] }>().rejected[0]?.message).toBe(
      'Missing column(s): model, year, car_type',
    );
    expect((await site()('/api/search?path=/search')).json<{ totalHits: number }>().totalHits).toBe(322);
    const reports = await site()('/feeds/stock/reports', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(reports.json<{ applied: boolean; mode: string }[]>().map((r) => [r.mode, r.applied])).toEqual([
      ['replace', false],
      ['upsert', true],
      ['replace', true],
    ]);
    expect((await push('x', { authorization: `Bearer ${TOKEN}` }, '?mode=merge')).status).toBe(400);
  });

  it('should refuse a signed push sent again, or sent with a query it was not signed for (401, stock untouched)', async () => {
    const before = (await site()('/api/search?path=/search')).json<{ totalHits: number }>().totalHits;
    const body = [SAMPLE_HEADER, sampleCsvRow(2001)].join('\n');
    const signed = feedSignatureHeaders({
      token: TOKEN,
      method: 'POST',
      pathAndQuery: '/feeds/stock?mode=upsert',
      body,
      now: TEST_NOW,
    });
    // The review's attack: the signature of an upsert with mode=replace added cut a site to one car.
    const replace = await push(body, signed, '?mode=replace');
    expect(replace.status).toBe(401);
    expect((await push(body, signed, '?mode=upsert&mode=replace')).status).toBe(401);
    expect((await site()('/api/search?path=/search')).json<{ totalHits: number }>().totalHits).toBe(before);
    expect((await push(body, signed, '?mode=upsert')).status).toBe(200);
    const replayed = await push(body, signed, '?mode=upsert');
    expect(replayed.status).toBe(401);
    // A body other than the one signed is refused too (its digest no longer matches).
    const other = feedSignatureHeaders({
      token: TOKEN,
      method: 'POST',
      pathAndQuery: '/feeds/stock?mode=upsert',
      body: `${body}\n`,
      now: TEST_NOW,
    });
    expect((await push(`${body}\n${sampleCsvRow(2002)}`, other, '?mode=upsert')).status).toBe(401);
    // And an old-style body-only signature is no longer enough.
    expect((await push(body, { 'x-signature': `sha256=${'a'.repeat(64)}` }, '?mode=upsert')).status).toBe(
      401,
    );
  });

  it('should answer a push without the token before reading its body', async () => {
    // 30 MB announced, 1 KB sent: the answer must come without the server waiting for the rest.
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port: server.port,
        path: '/feeds/stock',
        method: 'POST',
        headers: {
          host: 'harbour-auto.localhost',
          'content-type': 'text/csv',
          'content-length': String(30 * 1024 * 1024),
          authorization: 'Bearer wrong-token-wrong-token',
        },
      });
      const timer = setTimeout(() => {
        request.destroy();
        reject(new Error('no answer before the body was sent'));
      }, 3000);
      request.on('response', (response) => {
        clearTimeout(timer);
        response.resume();
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', () => undefined);
      request.write(Buffer.alloc(1024, 'a'));
    });
    expect(status).toBe(401);
  });
});
