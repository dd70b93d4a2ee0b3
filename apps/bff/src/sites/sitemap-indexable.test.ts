import { demoRegistry, loadRegistry } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpResponse } from '../testing/http.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/**
 * §2 SEO: a sitemap lists only URLs a crawler may index — each answers 200, names itself canonical and
 * is not `noindex` — on a site whose conditions are query parameters (gateway-used), a rental fleet of
 * one condition (cityhop), a one-city dealer (kiwi) and a site with no stock yet.
 */
const demo = demoRegistry().sites;
const slugs = ['gateway-used', 'cityhop-rentals', 'kiwi-motors', 'bigbox-cars'];
const registry = loadRegistry({ sites: demo.filter((s) => slugs.includes(s.slug)) });

const canonicalOf = (page: HttpResponse) => /<link rel="canonical" href="([^"]+)"/.exec(page.text)?.[1] ?? '';
const robotsOf = (page: HttpResponse) => /<meta name="robots" content="([^"]+)"/.exec(page.text)?.[1] ?? '';

describe('sitemaps list indexable URLs only', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      web: true,
      registry,
      demo: true,
      inventorySize: { 'gateway-used': 12, 'cityhop-rentals': 12, 'kiwi-motors': 12, 'bigbox-cars': 0 },
    });
  }, 120_000);
  afterAll(() => server.close());

  const get = (slug: string, path: string) => server.site(slug)(path, { headers: { accept: 'text/html' } });

  it.each(slugs)('%s: every sitemap URL answers 200, canonical to itself, indexable', async (slug) => {
    const sitemap = await get(slug, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(locs.length).toBeGreaterThan(5);
    for (const loc of locs) {
      const url = new URL(loc);
      const page = await get(slug, url.pathname + url.search);
      expect(page.status, loc).toBe(200);
      expect(canonicalOf(page), loc).toBe(loc);
      expect(robotsOf(page), loc).not.toContain('noindex');
      expect(page.headers['x-robots-tag'], loc).toBeUndefined();
    }
  });

  it('keeps a listing of no car out of the index and the sitemap', async () => {
    const site = registry.sites.find((s) => s.slug === 'bigbox-cars')!;
    const listing = await get('bigbox-cars', site.routes.listing_base_path);
    expect(listing.status).toBe(200);
    expect(robotsOf(listing)).toBe('noindex,follow');
    const sitemap = await get('bigbox-cars', '/sitemap.xml');
    expect(sitemap.text).not.toContain(`${site.routes.listing_base_path}</loc>`);
    expect((await get('bigbox-cars', '/sitemaps/1.xml')).status).toBe(404);
  });
});
