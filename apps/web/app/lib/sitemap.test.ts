import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

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
