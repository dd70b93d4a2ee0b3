import { demoRegistry, loadRegistry } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpResponse } from '../testing/http.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/**
 * §2 SEO structured data and the sitemap through the real server: the JSON-LD a crawler reads on car,
 * home and location pages of an NZ dealer and a rental company, and the sitemap of the rental company.
 */
const demo = demoRegistry().sites;
const registry = loadRegistry({
  sites: demo.filter((s) => ['kiwi-motors', 'cityhop-rentals'].includes(s.slug)),
});

type Node = Record<string, unknown> & { '@type'?: string };

function jsonLd(page: HttpResponse): Node[] {
  return [...page.text.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Node,
  );
}

describe('structured data and sitemap', () => {
  let server: TestServer;
  const get = (slug: string, path: string) => server.site(slug)(path, { headers: { accept: 'text/html' } });
  const carPaths = async (slug: string, base: string) => {
    const sitemap = await get(slug, '/sitemap.xml');
    return [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]!).pathname)
      .filter((p) => p.startsWith(`${base}/`) && p.split('/').length === 3);
  };
  beforeAll(async () => {
    server = await startTestServer({ web: true, registry, demo: true, inventorySize: 30 });
  });
  afterAll(() => server.close());

  it('should price an NZ dealer’s cars in NZD with the seller’s address and phone, and show breadcrumbs', async () => {
    const [path] = await carPaths('kiwi-motors', '/cars');
    const nodes = jsonLd(await get('kiwi-motors', path!));
    const car = nodes.find((n) => n['@type'] === 'Car')!;
    expect(car).toBeDefined();
    const offer = car.offers as Node & { seller: Node & { address: Node } };
    expect(offer.priceCurrency).toBe('NZD');
    expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|PreOrder|Reserved)$/);
    expect(offer.seller.telephone).toBeTruthy();
    expect(offer.seller.address.addressCountry).toBe('NZ');
    expect(nodes.map((n) => n['@type'])).toContain('BreadcrumbList');
  });

  it('should offer a hire car for lease per day, never as a sale at its day rate', async () => {
    const paths = await carPaths('cityhop-rentals', '/cars');
    expect(paths.length).toBeGreaterThan(0);
    let offers = 0;
    for (const path of paths.slice(0, 5)) {
      const car = jsonLd(await get('cityhop-rentals', path)).find((n) => n['@type'] === 'Car')!;
      const offer = car.offers as Node | undefined;
      if (!offer) continue; // a car without a day rate: a vehicle without an offer
      offers += 1;
      expect(offer['@type']).toBe('OfferForLease');
      expect(offer).not.toHaveProperty('price');
      expect(offer.priceSpecification).toMatchObject({ '@type': 'UnitPriceSpecification', unitCode: 'DAY' });
    }
    expect(offers).toBeGreaterThan(0);
  });

  it('should name the business with its address, phone and hours on home and locations', async () => {
    const home = jsonLd(await get('kiwi-motors', '/'));
    const dealer = home.find((n) => n['@type'] === 'AutoDealer')!;
    expect(dealer).toMatchObject({ telephone: expect.any(String), address: { '@type': 'PostalAddress' } });
    const locations = jsonLd(await get('cityhop-rentals', '/our-locations'));
    const graph = (locations.find((n) => '@graph' in n)?.['@graph'] ?? []) as Node[];
    expect(graph.length).toBeGreaterThan(0);
    expect(graph[0]).toMatchObject({ '@type': 'AutoRental', telephone: expect.any(String) });
  });

  it('should list no page a rental company does not offer, and no listing twice', async () => {
    const sitemap = await get('cityhop-rentals', '/sitemap.xml');
    const paths = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths).not.toContain('/finance');
    expect(paths).not.toContain('/trade-in');
    expect(new Set(paths).size).toBe(paths.length);
    // Its hire cars are all one condition: that stock page would be the listing again.
    expect(paths.filter((p) => p.startsWith('/find/rental-cars'))).toEqual(['/find/rental-cars']);
  });

  it('should name /trade-in as the canonical of {vehicle base}/trade-in', async () => {
    const page = await get('kiwi-motors', '/cars/trade-in');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<link rel="canonical" href="http:\/\/kiwi-motors\.localhost:\d+\/trade-in"/);
  });
});
