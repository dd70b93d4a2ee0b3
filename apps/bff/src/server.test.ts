import { demoRegistry } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TotpKeyError } from './staff/totp-secrets.js';
import { siteClient } from './testing/http.js';
import { startTestServer, type TestServer } from './testing/server.js';

describe('server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('should answer health with the engine and store in use (design: real parts, embedded defaults)', async () => {
    const res = await server.index('/api/health');
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, engine: 'embedded', store: 'pglite' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('should list the demo sites on the bare host with their listing paths (§1)', async () => {
    const res = await server.index('/api/demo-sites');
    const sites =
      res.json<{ slug: string; host: string; listingPath: string; template: string; name: string }[]>();
    expect(sites.length).toBeGreaterThanOrEqual(10);
    const harbour = sites.find((s) => s.slug === 'harbour-auto');
    expect(harbour).toEqual({
      slug: 'harbour-auto',
      name: expect.any(String),
      host: `harbour-auto.localhost:${server.port}`,
      template: 'car',
      listingPath: '/search/new-used-and-demo-cars',
    });
    const page = await server.index('/');
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      `href="http://harbour-auto.localhost:${server.port}/search/new-used-and-demo-cars"`,
    );
  });

  it("should serve each site's icon in its own colours (no 404 on /favicon.ico)", async () => {
    const harbour = server.site('harbour-auto');
    const redirect = await harbour('/favicon.ico');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/favicon.svg');
    const icon = await harbour('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.text).toMatch(/^<svg [^>]*>.*<\/svg>$/);
    const kiwi = await server.site('kiwi-motors')('/favicon.svg');
    expect(kiwi.text).not.toBe(icon.text);
  });

  it('should gzip pages and JSON for clients that accept it, and only for them', async () => {
    const harbour = server.site('harbour-auto');
    const path = '/api/search?path=/search/new-used-and-demo-cars';
    const gzipped = await harbour(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    const plain = await harbour(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('hits');
  });

  it('should answer an unknown host with 404 and no site data (§1 tenant by host)', async () => {
    const client = server.site('no-such-dealer');
    const api = await client('/api/search');
    expect(api.status).toBe(404);
    expect(api.json()).toEqual({ error: 'Unknown site', status: 404 });
    const html = await client('/search', { headers: { accept: 'text/html' } });
    expect(html.status).toBe(404);
    expect(html.text).toContain('Site not found');
    expect(html.text).not.toMatch(/harbour|Toyota/i);
  });

  it('should send the security headers on every response (design: security defaults)', async () => {
    for (const res of [
      await server.index('/api/health'),
      await server.site('harbour-auto')('/api/search'),
      await server.site('nope')('/x'),
    ]) {
      expect(res.headers['content-security-policy']).toContain('frame-ancestors');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('should serve a placeholder listing page per site while the web app is not built', async () => {
    const res = await server.site('throttle-moto')('/search/new-and-used-motorcycles');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toMatch(/Yamaha|Honda|Kawasaki|KTM|Ducati|Suzuki|Triumph|BMW|Harley/);
  });

  it('should answer a browser with an HTML page where no site answers, and API clients with JSON', async () => {
    const html = { accept: 'text/html,application/xhtml+xml' };
    const unknown = siteClient(server.port, 'no-such-dealer.localhost');
    for (const path of ['/', '/search', '/cars/anything']) {
      const page = await unknown(path, { headers: html });
      expect(page.status).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.text).toContain('<meta name="viewport"');
      expect(page.text).toContain('<h1>Site not found</h1>');
    }
    expect((await unknown('/api/search')).json()).toEqual({ error: 'Unknown site', status: 404 });
    const missing = await server.index('/no-such-page', { headers: html });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.text).toContain('<h1>Page not found</h1>');
    expect((await server.index('/no-such-page')).json()).toEqual({ error: 'Not found' });
  });
});

describe('the console TOTP key at start (console: people and access)', () => {
  it('should refuse to start in production on the operator’s sites without TOTP_ENCRYPTION_KEY, naming it', async () => {
    const saved = { env: process.env.NODE_ENV, key: process.env.TOTP_ENCRYPTION_KEY };
    process.env.NODE_ENV = 'production';
    delete process.env.TOTP_ENCRYPTION_KEY;
    try {
      const start = startTestServer({ registry: demoRegistry(), inventorySize: 4 });
      await expect(start).rejects.toThrow(TotpKeyError);
      await expect(start).rejects.toThrow(/TOTP_ENCRYPTION_KEY is not set/);
      // With the key set, the same start succeeds.
      const server = await startTestServer({
        registry: demoRegistry(),
        inventorySize: 4,
        reservations: { env: { RESERVATIONS_PAYMENT_MODE: 'request' } },
        totpKey: Buffer.alloc(32, 3).toString('base64'),
      });
      await server.close();
    } finally {
      process.env.NODE_ENV = saved.env;
      if (saved.key !== undefined) process.env.TOTP_ENCRYPTION_KEY = saved.key;
    }
  }, 60_000);
});
