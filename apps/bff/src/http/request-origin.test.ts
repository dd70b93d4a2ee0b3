import { demoRegistry, loadRegistry } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpResponse, httpCall } from '../testing/http.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/**
 * §1 canonical origin behind a TLS load balancer: the proxy talks plain http to the server and says what
 * the shopper used in X-Forwarded-Proto/-Host or Forwarded. Every absolute URL a crawler reads (canonical,
 * og:url, JSON-LD, robots.txt, sitemap) must carry the shopper's https, or the site's own public url.
 */
const demo = demoRegistry().sites;
const cityhop = { ...demo.find((s) => s.slug === 'cityhop-rentals')!, hosts: ['www.cityhop.example'] };
const harbour = { ...demo.find((s) => s.slug === 'harbour-auto')!, url: 'https://www.harbour-auto.com.au/' };
const registry = loadRegistry({ sites: [cityhop, harbour] });

/** Every absolute http(s) URL in a text. */
function absoluteUrls(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[a-z0-9.-]+(?::\d+)?[^\s"'<>)\\]*/gi)].map((m) => m[0]);
}

/**
 * The URLs of a page a crawler reads as the site's own: link/meta attributes (canonical, og:*, images)
 * and the JSON-LD, schema.org's vocabulary URLs aside.
 */
function ownUrls(html: string): string[] {
  const attributes = [...html.matchAll(/<(?:link|meta)\b[^>]*>/g)].map((m) => m[0]);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
    (m) => m[1]!,
  );
  return absoluteUrls([...attributes, ...jsonLd].join('\n')).filter(
    (url) => !/^https?:\/\/schema\.org\b/.test(url),
  );
}

function carPath(sitemap: HttpResponse, base: string): string {
  const loc = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .find((path) => path.startsWith(`${base}/`) && path.split('/').length === 3);
  if (!loc) throw new Error('no car in the sitemap');
  return loc;
}

describe('canonical origin behind a trusted TLS proxy (TRUST_PROXY=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ web: true, registry, demo: true, inventorySize: 20, trustProxy: 1 });
  });
  afterAll(() => server.close());

  const viaProxy = (host: string, path: string, headers: Record<string, string>) =>
    httpCall(server.port, host, path, { headers: { accept: 'text/html', ...headers } });

  it.each([
    ['X-Forwarded-Proto', { 'x-forwarded-proto': 'https' }],
    ['Forwarded', { forwarded: 'for=203.0.113.7;proto=https;host=www.cityhop.example' }],
    [
      'X-Forwarded-Proto and -Host',
      { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.cityhop.example' },
    ],
  ])('should make every absolute URL https with %s', async (_name, headers) => {
    const home = await viaProxy('www.cityhop.example', '/', headers);
    expect(home.status).toBe(200);
    expect(home.text).toContain('<link rel="canonical" href="https://www.cityhop.example/"');
    expect(home.text).toContain('property="og:url" content="https://www.cityhop.example/"');

    const robots = await viaProxy('www.cityhop.example', '/robots.txt', headers);
    expect(robots.text).toContain('Sitemap: https://www.cityhop.example/sitemap.xml');

    const sitemap = await viaProxy('www.cityhop.example', '/sitemap.xml', headers);
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(5);
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/www\.cityhop\.example\//);

    const car = await viaProxy(
      'www.cityhop.example',
      carPath(sitemap, cityhop.routes.vehicle_base_path),
      headers,
    );
    expect(car.status).toBe(200);
    expect(car.text).toContain('application/ld+json');
    const own = ownUrls(car.text);
    expect(own.length).toBeGreaterThan(3);
    expect(own.filter((url) => url.startsWith('http:'))).toEqual([]);
  });

  it('should take the proxy’s own entry, not one a client wrote before it', async () => {
    // The proxy appends its view to what the client sent: the last entry is the trusted one.
    const home = await viaProxy('www.cityhop.example', '/', { 'x-forwarded-proto': 'https, http' });
    expect(home.text).toContain('<link rel="canonical" href="http://www.cityhop.example/"');
    const forwarded = await viaProxy('www.cityhop.example', '/', {
      forwarded: 'proto=https;host=evil.example, for=203.0.113.7;proto=http',
    });
    expect(forwarded.text).toContain('<link rel="canonical" href="http://www.cityhop.example/"');
  });

  it('should never name a forwarded host that is not the site’s own', async () => {
    const home = await viaProxy('www.cityhop.example', '/', {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    });
    expect(home.text).toContain('<link rel="canonical" href="https://www.cityhop.example/"');
    expect(home.text).not.toContain('evil.example');
  });

  it('should name the site’s configured public url whatever scheme and host the request came on', async () => {
    const home = await viaProxy('www.harbour-auto.com.au', '/', {});
    expect(home.text).toContain('<link rel="canonical" href="https://www.harbour-auto.com.au/"');
    const robots = await viaProxy('www.harbour-auto.com.au', '/robots.txt', {});
    expect(robots.text).toContain('Sitemap: https://www.harbour-auto.com.au/sitemap.xml');
    const sitemap = await viaProxy('www.harbour-auto.com.au', '/sitemap.xml', {});
    for (const loc of sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g))
      expect(loc[1]).toMatch(/^https:\/\/www\.harbour-auto\.com\.au\//);
  });

  it('should keep the local <slug>.localhost origin for development', async () => {
    const home = await server.site('cityhop-rentals')('/', {
      headers: { accept: 'text/html', 'x-forwarded-proto': 'https' },
    });
    expect(home.text).toContain(
      `<link rel="canonical" href="https://cityhop-rentals.localhost:${server.port}/"`,
    );
  });
});

describe('forwarded headers without a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ web: true, registry, demo: true, inventorySize: 5 });
  });
  afterAll(() => server.close());

  it('should ignore them: anyone can write them', async () => {
    const home = await httpCall(server.port, 'www.cityhop.example', '/', {
      headers: { accept: 'text/html', 'x-forwarded-proto': 'https', forwarded: 'proto=https' },
    });
    expect(home.text).toContain('<link rel="canonical" href="http://www.cityhop.example/"');
  });
});
