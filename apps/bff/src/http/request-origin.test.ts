import { demoRegistry, loadRegistry } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpResponse, httpCall } from '../testing/http.js';
import { startTestServer, type TestServer } from '../testing/server.js';
import { adsFeedTokenName } from './ads-feed-auth.js';

/**
 * §1 canonical origin behind a TLS load balancer: the proxy talks plain http to the server and says what
 * the shopper used in X-Forwarded-Proto/-Host or Forwarded. Every absolute URL a crawler reads (canonical,
 * og:url, JSON-LD, robots.txt, sitemap) must carry the shopper's https, or the site's own public url.
 */
const demo = demoRegistry().sites;
const cityhop = { ...demo.find((s) => s.slug === 'cityhop-rentals')!, hosts: ['www.cityhop.example'] };
const harbour = { ...demo.find((s) => s.slug === 'harbour-auto')!, url: 'https://www.harbour-auto.com.au/' };
const kiwi = { ...demo.find((s) => s.slug === 'kiwi-motors')!, hosts: ['www.kiwi-motors.example'] };
const registry = loadRegistry({ sites: [cityhop, harbour, kiwi] });
const ADS_TOKEN = 'kiwi-ads-token-origin-0123456789';

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
    process.env[adsFeedTokenName('kiwi-motors')] = ADS_TOKEN;
    server = await startTestServer({ web: true, registry, demo: true, inventorySize: 20, trustProxy: 1 });
  });
  afterAll(async () => {
    delete process.env[adsFeedTokenName('kiwi-motors')];
    await server.close();
  });

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

  it('should take the host of the proxy’s own entry, and let a list’s first https upgrade its scheme', async () => {
    // A CDN that terminated TLS, then the load balancer over http: the first entry is the shopper's.
    const cdn = await viaProxy('www.cityhop.example', '/', { 'x-forwarded-proto': 'https, http' });
    expect(cdn.text).toContain('<link rel="canonical" href="https://www.cityhop.example/"');
    // A client's forged `http` before the proxy's https never downgrades it.
    const forged = await viaProxy('www.cityhop.example', '/', { 'x-forwarded-proto': 'http, https' });
    expect(forged.text).toContain('<link rel="canonical" href="https://www.cityhop.example/"');
    const forwarded = await viaProxy('www.cityhop.example', '/', {
      forwarded: 'proto=https;host=evil.example, for=203.0.113.7;proto=http',
    });
    expect(forwarded.text).toContain('<link rel="canonical" href="https://www.cityhop.example/"');
    expect(forwarded.text).not.toContain('evil.example');
    const plain = await viaProxy('www.cityhop.example', '/', { 'x-forwarded-proto': 'http' });
    expect(plain.text).toContain('<link rel="canonical" href="http://www.cityhop.example/"');
  });

  it.each([
    ['an upper-case scheme', 'www.cityhop.example', { 'x-forwarded-proto': 'HTTPS' }],
    ['the proxy’s inner port', 'www.cityhop.example:8080', { 'x-forwarded-proto': 'https' }],
    [
      'X-Forwarded-Port 443',
      'www.cityhop.example:8080',
      { 'x-forwarded-proto': 'https', 'x-forwarded-port': '443' },
    ],
    ['an upper-case Host', 'WWW.CityHop.Example', { 'x-forwarded-proto': 'https' }],
    ['a fully qualified Host', 'www.cityhop.example.', { 'x-forwarded-proto': 'https' }],
    [
      'a forwarded host with its port',
      'www.cityhop.example',
      { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'WWW.cityhop.example:443' },
    ],
    [
      'RFC 7239 naming a host not the site’s',
      'www.cityhop.example',
      { forwarded: 'for=1.2.3.4;proto=https;host=example.com' },
    ],
    [
      'a loose Forwarded: an unquoted IPv6 client',
      'www.cityhop.example',
      { forwarded: 'for=2001:db8::1;proto=https' },
    ],
    [
      'a loose Forwarded: a client ip:port',
      'www.cityhop.example',
      { forwarded: 'for=203.0.113.7:4711;proto=https;host=www.cityhop.example' },
    ],
    [
      'an IPv6 client',
      'www.cityhop.example',
      { forwarded: 'for="[2001:db8::1]:4711";proto=https', 'x-forwarded-for': '2001:db8::1' },
    ],
  ])('should name one canonical origin with %s', async (_name, host, headers) => {
    const home = await viaProxy(host, '/', headers);
    expect(home.status).toBe(200);
    expect(home.text).toContain('<link rel="canonical" href="https://www.cityhop.example/"');
    expect(ownUrls(home.text).filter((url) => !url.startsWith('https://www.cityhop.example/'))).toEqual([]);
    const robots = await viaProxy(host, '/robots.txt', headers);
    expect(robots.text).toContain('Sitemap: https://www.cityhop.example/sitemap.xml');
  });

  it('should never let a forwarded host change the tenant or the canonical host', async () => {
    // Another site's own host, forwarded: the Host still chooses the site, and names it.
    const home = await viaProxy('www.cityhop.example', '/', {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.kiwi-motors.example',
    });
    expect(home.text).toContain('<link rel="canonical" href="https://www.cityhop.example/"');
    expect(home.text).toContain(`<title>${cityhop.name}`);
    expect(home.text).not.toContain('kiwi-motors');
  });

  it('should put the site’s https origin in its ads feed', async () => {
    const feed = await viaProxy('www.kiwi-motors.example', `/feeds/ads/meta.tsv?token=${ADS_TOKEN}`, {
      'x-forwarded-proto': 'https',
    });
    expect(feed.status).toBe(200);
    const urls = absoluteUrls(feed.text);
    expect(urls.length).toBeGreaterThan(5);
    expect(urls.filter((url) => !url.startsWith('https://www.kiwi-motors.example/'))).toEqual([]);
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

  it.each([
    ['X-Forwarded-Proto', { 'x-forwarded-proto': 'https' }],
    ['a list', { 'x-forwarded-proto': 'https, http' }],
    ['Forwarded', { forwarded: 'for=1.2.3.4;proto=https;host=www.kiwi-motors.example' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'www.kiwi-motors.example', 'x-forwarded-port': '443' }],
  ])('should ignore %s: anyone can write them', async (_name, headers) => {
    const home = await httpCall(server.port, 'www.cityhop.example', '/', {
      headers: { accept: 'text/html', ...headers },
    });
    expect(home.text).toContain('<link rel="canonical" href="http://www.cityhop.example/"');
    expect(home.text).toContain(`<title>${cityhop.name}`);
    const robots = await httpCall(server.port, 'www.cityhop.example', '/robots.txt', { headers });
    expect(robots.text).toContain('Sitemap: http://www.cityhop.example/sitemap.xml');
  });
});
