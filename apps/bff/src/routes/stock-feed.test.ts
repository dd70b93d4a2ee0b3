import { request as httpRequest } from 'node:http';
import { type Car, priceDisplay } from '@dealer/pricing';
import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import {
  dmsCar,
  dmsExport,
  feedSlug,
  type ImportReport,
  SAMPLE_HEADER,
  sampleCsvFeed,
  sampleCsvRow,
  windows1252,
} from '@dealer/stock-feed';
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
    // The site's 30 generated cars are live stock: a replace that removes them all is refused unless forced.
    const refused = await push(sampleCsvFeed(500), { authorization: `Bearer ${TOKEN}` });
    expect(refused.status).toBe(422);
    expect(refused.json<{ would_remove: string[]; removed: string[] }>()).toMatchObject({ removed: [] });
    expect(refused.json<{ would_remove: string[] }>().would_remove).toHaveLength(30);
    const answer = await push(sampleCsvFeed(500), { authorization: `Bearer ${TOKEN}` }, '?force=1');
    expect(answer.status).toBe(200);
    const report = answer.json<{
      added: string[];
      rejected: unknown[];
      applied: boolean;
      removed: string[];
    }>();
    expect(report.applied).toBe(true);
    expect(report.added).toHaveLength(500);
    expect(report.removed).toHaveLength(30);
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
    expect(answer.json<{ rejected: { message: string }[] }>().rejected[0]?.message).toMatch(
      /^Missing column\(s\): model, year, car_type\. Accepted names/,
    );
    expect((await site()('/api/search?path=/search')).json<{ totalHits: number }>().totalHits).toBe(322);
    const reports = await site()('/feeds/stock/reports', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(reports.json<{ applied: boolean; mode: string }[]>().map((r) => [r.mode, r.applied])).toEqual([
      ['replace', false],
      ['upsert', true],
      ['replace', true],
      ['replace', false],
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

describe('a dealer’s DMS export pushed as it is (issue #28 item 4, #30 item 7)', () => {
  let server: TestServer;
  const auth = { authorization: `Bearer ${TOKEN}` };
  const site = () => server.site('bigbox-cars');
  const push = (body: Uint8Array | string, query = '') =>
    site()(`/feeds/stock${query}`, {
      method: 'POST',
      body: typeof body === 'string' ? body : Buffer.from(body),
      headers: { 'content-type': 'text/csv', ...auth },
    });
  const carOf = async (n: number) => {
    const res = await site()(`/api/websites/115/cars/${feedSlug(dmsCar(n))}.json`);
    return res.status === 200 ? res.json<Car>() : null;
  };
  const windows1252Text = (count: number) => new TextDecoder('windows-1252').decode(dmsExport(count));

  beforeAll(async () => {
    process.env[feedTokenName('bigbox-cars')] = TOKEN;
    server = await startTestServer({ inventorySize: { 'bigbox-cars': 30 } });
  });
  afterAll(async () => {
    delete process.env[feedTokenName('bigbox-cars')];
    await server.close();
  });

  it('a dry run answers the whole report and changes nothing', async () => {
    const answer = await push(dmsExport(300), '?dry_run=1');
    expect(answer.status).toBe(422); // it would remove the 30 live cars: refused unless forced
    const forced = await push(dmsExport(300), '?dry_run=1&force=1');
    expect(forced.status).toBe(200);
    const report = forced.json<ImportReport & { dry_run: boolean }>();
    expect(report).toMatchObject({ dry_run: true, applied: true, encoding: 'windows-1252', rejected: [] });
    expect(report.added).toHaveLength(300);
    expect(report.removed).toHaveLength(30);
    expect(report.unknown_columns).toEqual(['DateIn']);
    expect(report.columns.find((c) => c.column === 'DAPPrice')?.field).toBe('drive_away_price');
    expect(report.warnings.find((w) => w.stocknum === 'U1007')).toMatchObject({
      line: 8,
      field: '(encoding)',
    });
    expect(await carOf(7)).toBeNull();
    expect((await site()('/feeds/stock/reports', { headers: auth })).json()).toEqual([]);
    expect((await push(dmsExport(3), '?dry_run=maybe')).status).toBe(400);
  });

  it('puts a 300-car Windows-1252 export live: DAP/EGC prices, POA as "Enquire for price", km, text', async () => {
    const answer = await push(dmsExport(300), '?force=1');
    expect(answer.status).toBe(200);
    expect(answer.json<ImportReport>()).toMatchObject({ applied: true, records: 300, rejected: [] });
    const bigbox = siteBySlug(demoRegistry(), 'bigbox-cars');
    if (!bigbox) throw new Error('no bigbox-cars');
    for (const n of [7, 10, 11, 12, 13, 14, 15]) {
      const want = dmsCar(n);
      const car = await carOf(n);
      expect(car, want.stocknum).toMatchObject({
        price: want.price,
        price_type: want.priceType,
        km: want.km,
        colour: want.colour,
        description: { body: want.comments },
      });
      if (want.price === null) expect(priceDisplay(car as Car, bigbox).text).toBe('Enquire for price.');
    }
    expect((await carOf(7))?.colour).toBe('Rosé Gold');
  });

  it('a replace with rejected rows leaves their live cars as they are and removes none of them', async () => {
    const before = await Promise.all([3, 6, 9].map(carOf));
    const lines = windows1252Text(300)
      .replace(/Glacier White/g, 'Silver')
      .split('\r\n');
    lines[3] = (lines[3] as string).replace(',2015,', ',twenty15,');
    lines[6] = (lines[6] as string).replace(/,(USED|NEW|Demo),/, ',Lease,');
    lines[9] = (lines[9] as string).replace(/"\$[\d,]+"/, '"AUD lots"');
    const answer = await push(lines.join('\r\n'));
    expect(answer.status).toBe(200);
    const report = answer.json<ImportReport>();
    expect(report).toMatchObject({ applied: true, removed: [], held: ['U1003', 'U1006', 'U1009'] });
    expect(await Promise.all([3, 6, 9].map(carOf))).toEqual(before);
    expect((await carOf(1))?.colour).toBe('Silver');
  });

  it('refuses a replace that would remove more than 30% of the live stock, and says how many', async () => {
    const answer = await push(dmsExport(150));
    expect(answer.status).toBe(422);
    const report = answer.json<ImportReport>();
    expect(report.would_remove).toHaveLength(150);
    expect(report.rejected.at(-1)?.message).toMatch(/would remove 150 of the 300 live cars \(50%\)/);
    expect(await carOf(200)).not.toBeNull();
  });

  it('reads a UTF-16 export, and refuses photo values that are not http(s) URLs or file names', async () => {
    const rows = windows1252Text(2).trimEnd().split('\r\n');
    rows[1] = (rows[1] as string).replace(
      /https:\/\/photos\.example\/U1\/1\.jpg;[^,]*/,
      '//evil.example/pixel.png;/etc/passwd;javascript:alert(1);https://photos.example/ok.jpg',
    );
    const text = `${rows.join('\r\n').replace(/Glacier White/g, 'Café Noir')}\r\n`;
    const utf16 = [0xff, 0xfe];
    for (let i = 0; i < text.length; i++) utf16.push(text.charCodeAt(i) & 0xff, text.charCodeAt(i) >> 8);
    const answer = await push(Uint8Array.from(utf16), '?mode=upsert');
    expect(answer.status).toBe(200);
    const report = answer.json<ImportReport>();
    expect(report).toMatchObject({ encoding: 'utf-16le', rejected: [] });
    expect(report.warnings.filter((w) => w.field === 'images').map((w) => [w.line, w.stocknum])).toEqual([
      [2, 'U1001'],
      [2, 'U1001'],
      [2, 'U1001'],
    ]);
    const car = await carOf(1);
    expect(car?.colour).toBe('Café Noir');
    const shown = JSON.stringify(car);
    for (const bad of ['evil.example', '/etc/passwd', 'javascript:']) expect(shown).not.toContain(bad);
    expect(car?.images).toHaveLength(1);
  });

  it('reads an XML export pushed as application/xml or text/xml (Windows-1252 as it declares)', async () => {
    const xml = `<?xml version="1.0" encoding="windows-1252"?>
<Inventory>
  <Vehicle StockNo="X1"><Make>Toyota</Make><Model>Corolla</Model><Year>2020</Year><NewUsed>Used</NewUsed>
    <Colour>Rosé</Colour><Price currency="AUD">$25,990</Price>
    <Images><Image>https://photos.example/X1/1.jpg</Image></Images></Vehicle>
  <Vehicle StockNo="X2"><Make>Mazda</Make><Model>CX-5</Model><Year>2025</Year><NewUsed>New</NewUsed></Vehicle>
</Inventory>`;
    for (const type of ['application/xml', 'text/xml; charset=windows-1252']) {
      const answer = await site()('/feeds/stock?mode=upsert&dry_run=1', {
        method: 'POST',
        body: Buffer.from(windows1252(xml)),
        headers: { 'content-type': type, ...auth },
      });
      expect(answer.status).toBe(200);
      expect(answer.json<ImportReport>()).toMatchObject({
        format: 'xml',
        encoding: 'windows-1252',
        applied: true,
        added: ['X1', 'X2'],
        rejected: [],
      });
    }
    const broken = await site()('/feeds/stock?mode=upsert&dry_run=1', {
      method: 'POST',
      body: '<Inventory><Vehicle></Inventory>',
      headers: { 'content-type': 'application/xml', ...auth },
    });
    expect(broken.status).toBe(422);
    expect(broken.json<ImportReport>().rejected[0]?.message).toMatch(
      /^Not well-formed XML at line 1, column/,
    );
  });
});
