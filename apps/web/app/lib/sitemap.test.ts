import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { lastChange, robotsTxt, sitemapDocument, sitemapEntries, sitemapXml } from './sitemap';

const registry = demoRegistry();
const site = (slug: string) => {
  const found = siteBySlug(registry, slug);
  if (!found) throw new Error(slug);
  return found;
};

describe('sitemap.xml (§2 SEO)', () => {
  it('lists home, the listing, stock pages with stock, info pages and every car as absolute URLs', () => {
    const harbour = site('harbour-auto');
    const origin = 'http://harbour-auto.localhost:3000';
    const locs = sitemapEntries(harbour, origin, {
      conditions: ['used', 'demo'],
      cars: [{ slug: '2021-kia-rio-s-1', created_at: '2026-03-02T10:00:00Z' }],
    });
    const urls = locs.map((e) => e.loc);
    expect(urls).toContain(`${origin}/`);
    expect(urls).toContain(`${origin}/search/new-used-and-demo-cars`);
    expect(urls).toContain(`${origin}/search/new-used-and-demo-cars/used-cars`);
    expect(urls).toContain(`${origin}/search/new-used-and-demo-cars/demo-cars`);
    expect(urls).not.toContain(`${origin}/search/new-used-and-demo-cars/new-cars`);
    expect(urls).toContain(`${origin}/our-locations`);
    expect(urls).toContain(`${origin}/privacy-policy`);
    expect(urls).toContain(`${origin}/pages/privacy-statement`);
    expect(urls).toContain(`${origin}/blog`);
    expect(locs).toContainEqual({ loc: `${origin}/cars/2021-kia-rio-s-1`, lastmod: '2026-03-02' });
    expect(urls.every((u) => u.startsWith(origin))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('dates a car by its last change (#31): a price, status or detail change moves lastmod', () => {
    const origin = 'https://harbour.example';
    const locs = sitemapEntries(site('harbour-auto'), origin, {
      conditions: [],
      cars: [
        { slug: 'changed-1', created_at: '2026-01-05T10:00:00Z', updated_at: '2026-03-20T08:00:00Z' },
        { slug: 'unchanged-2', created_at: '2026-01-05T10:00:00Z', updated_at: null },
      ],
    });
    expect(locs).toContainEqual({ loc: `${origin}/cars/changed-1`, lastmod: '2026-03-20' });
    expect(locs).toContainEqual({ loc: `${origin}/cars/unchanged-2`, lastmod: '2026-01-05' });
    expect(lastChange({ created_at: '2026-02-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' })).toBe(
      '2026-02-01T00:00:00Z',
    );
    expect(lastChange({ created_at: 'garbage', updated_at: null })).toBeNull();
  });

  it('leaves out sold cars, takes in blog posts and offers no page the site’s kind does not offer', () => {
    const origin = 'https://www.cityhop.example';
    const locs = sitemapEntries(site('cityhop-rentals'), origin, {
      conditions: [],
      cars: [
        { slug: 'kia-picanto-1', created_at: '2026-03-02T10:00:00Z', status: 'in_stock' },
        { slug: 'kia-rio-2', created_at: '2026-01-02T10:00:00Z', status: 'sold' },
        { slug: 'kia-cerato-3', status: 'in_stock', sold: true },
      ],
      posts: [{ slug: 'hire-tips', published_at: '2026-02-01T00:00:00Z' }],
    });
    const urls = locs.map((e) => e.loc);
    expect(urls.some((u) => u.includes('kia-rio-2') || u.includes('kia-cerato-3'))).toBe(false);
    expect(urls.some((u) => u.includes('kia-picanto-1'))).toBe(true);
    expect(locs).toContainEqual({ loc: `${origin}/blog/hire-tips`, lastmod: '2026-02-01' });
    expect(urls).not.toContain(`${origin}/finance`);
    expect(urls).not.toContain(`${origin}/trade-in`);
    const harbour = sitemapEntries(site('harbour-auto'), origin, { conditions: [], cars: [] }).map(
      (e) => e.loc,
    );
    expect(harbour).toContain(`${origin}/trade-in`);
    expect(harbour).not.toContain(`${origin}/cars/trade-in`);
  });

  it("follows the site's own paths: /news, /privacy-statement without /pages/, /motorcycles", () => {
    const gateway = sitemapEntries(site('gateway-used'), 'http://g.localhost', { conditions: [], cars: [] });
    expect(gateway.map((e) => e.loc)).toContain('http://g.localhost/news');
    const skoda = sitemapEntries(site('northside-skoda'), 'http://n.localhost', { conditions: [], cars: [] });
    expect(skoda.map((e) => e.loc)).toContain('http://n.localhost/privacy-statement');
    const moto = sitemapEntries(site('throttle-moto'), 'http://t.localhost', {
      conditions: ['used'],
      cars: [{ slug: 'yamaha-mt-07-9' }],
    });
    expect(moto.map((e) => e.loc)).toContain('http://t.localhost/motorcycles/yamaha-mt-07-9');
  });

  it('writes escaped sitemaps.org XML', () => {
    const xml = sitemapXml([
      { loc: 'http://a.localhost/search?make=A&b=1' },
      { loc: 'http://a.localhost/', lastmod: '2026-01-02' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>http://a.localhost/search?make=A&amp;b=1</loc>');
    expect(xml).toContain('<lastmod>2026-01-02</lastmod>');
  });
});

describe('sitemap parts (sitemaps.org: 50,000 URLs a file)', () => {
  const origin = 'https://www.harbour.example';
  const entries = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      loc: `${origin}/cars/car-${i}?a=1&b=2`,
      lastmod: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
    }));

  it('answers one urlset up to the limit, and no parts', () => {
    const xml = sitemapDocument(entries(50_000), origin, null) ?? '';
    expect(xml).toContain('<urlset ');
    expect(xml.match(/<url>/g)?.length).toBe(50_000);
    expect(sitemapDocument(entries(50_000), origin, 1)).toBeNull();
  });

  it('answers an index of parts past the limit, each part escaped and within it', () => {
    const all = entries(50_001);
    const index = sitemapDocument(all, origin, null) ?? '';
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${origin}/sitemaps/1.xml`,
      `${origin}/sitemaps/2.xml`,
    ]);
    expect(index).toContain('<lastmod>2026-01-28</lastmod>');
    const first = sitemapDocument(all, origin, 1) ?? '';
    const second = sitemapDocument(all, origin, 2) ?? '';
    expect(first.match(/<url>/g)?.length).toBe(50_000);
    expect(second.match(/<url>/g)?.length).toBe(1);
    expect(second).toContain(`<loc>${origin}/cars/car-50000?a=1&amp;b=2</loc>`);
    for (const part of [0, 3, -1, 1.5, Number.NaN]) expect(sitemapDocument(all, origin, part)).toBeNull();
  });

  it('leaves the listing out when it lists no car (its page is noindex)', () => {
    const harbour = site('harbour-auto');
    const locs = sitemapEntries(harbour, origin, { conditions: [], cars: [], listing: false }).map(
      (e) => e.loc,
    );
    expect(locs).not.toContain(`${origin}${harbour.routes.listing_base_path}`);
    expect(locs).toContain(`${origin}/`);
  });
});

describe('robots.txt', () => {
  it('links the sitemap and keeps crawlers out of /_refine and /api/', () => {
    expect(robotsTxt('http://kiwi-motors.localhost:3000').split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /_refine',
      'Disallow: /api/',
      '',
      'Sitemap: http://kiwi-motors.localhost:3000/sitemap.xml',
      '',
    ]);
  });
});
