import { describe, expect, it } from 'vitest';
import { demoRegistry } from './demo.js';
import { resolveSitePage } from './page-path.js';
import { parseSite, siteBySlug } from './registry.js';
import {
  blogPath,
  checkoutPath,
  contentPagePath,
  garagePath,
  privacyPath,
  vehicleDetailPath,
} from './routes.js';

const demo = (slug: string) => siteBySlug(demoRegistry(), slug)!;

describe('resolveSitePage', () => {
  it('should route a site file’s own base paths, none of them spelled in code', () => {
    const site = parseSite({
      ...structuredClone(demoRegistry().sites[0]),
      routes: {
        vehicle_base_path: '/vehicles',
        listing_base_path: '/stock',
        blog_path: '/journal',
        reserve_segment: 'buy-online',
      },
    });
    expect(resolveSitePage(site, '/vehicles/2020-kia-rio-s1')).toEqual({
      kind: 'vehicle',
      slug: '2020-kia-rio-s1',
    });
    expect(resolveSitePage(site, '/vehicles/2020-kia-rio-s1/buy-online')).toEqual({
      kind: 'checkout',
      slug: '2020-kia-rio-s1',
    });
    expect(resolveSitePage(site, '/vehicles/2020-kia-rio-s1/checkout')).toBeNull();
    expect(resolveSitePage(site, '/vehicles/2020-kia-rio-s1/cin')).toEqual({
      kind: 'cin',
      slug: '2020-kia-rio-s1',
    });
    expect(resolveSitePage(site, '/vehicles/trade-in')).toEqual({ kind: 'trade-in' });
    expect(resolveSitePage(site, '/journal/')).toEqual({ kind: 'blog' });
    expect(resolveSitePage(site, '/journal/new-showroom')).toEqual({
      kind: 'blog-post',
      post: 'new-showroom',
    });
    expect(resolveSitePage(site, '/stock/used-cars/toyota')).toEqual({ kind: 'listing' });
    expect(resolveSitePage(site, '/cars/2020-kia-rio-s1')).toBeNull();
    expect(resolveSitePage(site, '/search')).toBeNull();
    expect(resolveSitePage(site, '/pages/search')).toEqual({ kind: 'content', slug: 'search' });
    expect(resolveSitePage(site, '/pages/Search')).toBeNull();
    expect(resolveSitePage(site, '/pages/a/b')).toBeNull();
  });

  it('should route page-builder pages under /pages/ only on sites that use a pages path', () => {
    const withPages = parseSite({ ...structuredClone(demoRegistry().sites[0]), routes: {} });
    const without = parseSite({
      ...structuredClone(demoRegistry().sites[0]),
      routes: { uses_pages_path: false },
    });
    expect(resolveSitePage(withPages, '/pages/about-us')).toEqual({ kind: 'content', slug: 'about-us' });
    expect(resolveSitePage(withPages, '/about-us')).toBeNull();
    expect(resolveSitePage(without, '/about-us')).toEqual({ kind: 'content', slug: 'about-us' });
    expect(resolveSitePage(without, '/pages/about-us')).toBeNull();
    // The privacy statement is the privacy page on both, never a content page.
    expect(resolveSitePage(without, '/privacy-statement')).toEqual({ kind: 'privacy', which: 'statement' });
    expect(resolveSitePage(withPages, '/pages/privacy-statement')).toEqual({
      kind: 'privacy',
      which: 'statement',
    });
  });

  it('should be the inverse of the route builders on every demo site', () => {
    for (const site of demoRegistry().sites) {
      expect(resolveSitePage(site, vehicleDetailPath(site, 'a-car_1'))).toEqual({
        kind: 'vehicle',
        slug: 'a-car_1',
      });
      expect(resolveSitePage(site, checkoutPath(site, 'a-car_1'))).toEqual({
        kind: 'checkout',
        slug: 'a-car_1',
      });
      expect(resolveSitePage(site, blogPath(site, 'post'))).toEqual({ kind: 'blog-post', post: 'post' });
      expect(resolveSitePage(site, privacyPath(site, 'statement'))).toEqual({
        kind: 'privacy',
        which: 'statement',
      });
      const garage = garagePath(site);
      if (garage) expect(resolveSitePage(site, garage)).toEqual({ kind: 'garage' });
      expect(resolveSitePage(site, site.routes.listing_base_path)).toEqual({ kind: 'listing' });
      expect(resolveSitePage(site, contentPagePath(site, 'about-us'))).toEqual({
        kind: 'content',
        slug: 'about-us',
      });
    }
    expect(resolveSitePage(demo('harbour-auto'), '/my-garage')).toBeNull();
  });
});
