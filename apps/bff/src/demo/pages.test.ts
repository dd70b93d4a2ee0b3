import { BLOCK_TYPES, carouselSearch, parsePage } from '@dealer/content-blocks';
import { demoRegistry } from '@dealer/site-registry';
import { createSite } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { DEMO_PAGE_SLUGS, demoPagePath, demoPages } from './pages.js';

const sites = demoRegistry().sites;

describe('demo', () => {
  it('should give every site the six §1 demo pages', () => {
    expect(Object.keys(demoPages(createSite()))).toEqual([...DEMO_PAGE_SLUGS]);
  });

  it.each(sites.map((s) => [s.slug, s] as const))(
    'should give %s pages that pass the dealer save rules unchanged',
    (_, site) => {
      for (const page of Object.values(demoPages(site))) {
        const reparsed = parsePage(JSON.stringify(page));
        expect(reparsed).toEqual({ ok: true, page });
      }
    },
  );

  it.each(sites.map((s) => [s.slug, s] as const))(
    'should give %s carousels its own listing understands',
    (_, site) => {
      for (const page of Object.values(demoPages(site))) {
        for (const block of page.blocks) {
          if (block.type === 'car_carousel')
            expect(carouselSearch(block, site).exact, `${page.slug}/${block.id}`).toBe(true);
        }
      }
    },
  );

  it('should invite shoppers to browse the stock in sentence case, acronyms kept (RVs, not rvs)', () => {
    const intro = (site: ReturnType<typeof createSite>) =>
      JSON.stringify(demoPages(site).home.blocks.find((block) => block.id === 'intro'));
    expect(intro(createSite({ template: 'rv' }))).toContain('Browse our RVs');
    expect(intro(createSite({ template: 'motorcycle' }))).toContain('Browse our motorcycles');
  });

  it('should weave the site name, phone, city and e-mail into the copy', () => {
    const site = createSite({
      name: 'Harbour & Hills Motors',
      phone: '(07) 5550 9876',
      city: 'Cairns',
      email: 'hello@hhm.example',
    });
    const pages = demoPages(site);
    expect(pages.home.title).toBe('Harbour & Hills Motors');
    const html = JSON.stringify(pages);
    expect(html).toContain('Harbour &amp; Hills Motors');
    expect(html).toContain('Cairns');
    expect(html).toContain('href=\\"tel:0755509876\\"');
    expect(html).toContain('mailto:hello@hhm.example');
    expect(pages.home.blocks.find((b) => b.type === 'button_group')).toMatchObject({
      buttons: [
        { href: site.routes.listing_base_path },
        { text: 'Get Finance' },
        { text: 'Call (07) 5550 9876' },
      ],
    });
  });

  it('should point the special-offers carousel at cars tagged Special (§3 tag values)', () => {
    const site = createSite();
    const block = demoPages(site)['special-offers'].blocks.find((b) => b.type === 'car_carousel');
    expect(block && carouselSearch(block, site).state.refinements).toEqual({ tag: ['Special'] });
  });

  it('should use the site vehicle noun', () => {
    const site = createSite({ template: 'motorcycle' });
    expect(JSON.stringify(demoPages(site).home)).toContain('motorcycle');
  });

  it('should offer finance and test drives only where the seller does (§1 rental sellers)', () => {
    const sale = JSON.stringify(demoPages(createSite()).home);
    expect(sale).toContain('Get Finance');
    expect(sale).toContain('FinanceCalculator');
    expect(sale).toContain('book a test drive');
    const rental = JSON.stringify(demoPages(createSite({ template: 'rental' })).home);
    expect(rental).not.toContain('Get Finance');
    expect(rental).not.toContain('FinanceCalculator');
    expect(rental).not.toContain('finance');
    expect(rental).not.toContain('test drive');
    expect(demoPages(createSite({ template: 'rental' })).home.description).toContain('for hire');
  });

  it('should show every block kind somewhere in the demo content except the image', () => {
    const used = new Set(Object.values(demoPages(createSite())).flatMap((p) => p.blocks.map((b) => b.type)));
    expect(BLOCK_TYPES.filter((t) => !used.has(t))).toEqual(['image']);
  });

  it.each([
    ['home', '/'],
    ['special-offers', '/special-offers'],
    ['service', '/service'],
    ['parts', '/parts'],
    ['about', '/pages/about-us'],
    ['privacy', '/privacy-policy'],
  ] as const)('should place the %s page at %s (§2 routes)', (slug, path) => {
    expect(demoPagePath(createSite(), slug)).toBe(path);
  });

  it('should follow a site that drops the /pages/ prefix and words parts differently', () => {
    const site = createSite({
      routes: { uses_pages_path: false, parts_path: '/vehicle-parts-and-accessories' },
    });
    expect(demoPagePath(site, 'about')).toBe('/about-us');
    expect(demoPagePath(site, 'parts')).toBe('/vehicle-parts-and-accessories');
  });
});
