import { createSite, createVehicle } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { absolute, carMeta, shareImageTags, siteShareImage } from './seo';
import { carJsonLd } from './structured-data.server';

const origin = 'https://www.example-dealer.com.au';

/** The car page's meta tags with the JSON-LD its loader builds (vehicle.server's `carJsonLd`). */
function meta(site: Parameters<typeof carJsonLd>[0], car: Parameters<typeof carJsonLd>[2]) {
  return carMeta({ site, origin, car, jsonLd: carJsonLd(site, origin, car) });
}

/** The car page's JSON-LD, as the route's meta export hands it to React Router. */
function structuredData(meta: ReturnType<typeof carMeta>): Record<string, unknown> {
  const entry = meta.find((m) => 'script:ld+json' in m) as { 'script:ld+json': Record<string, unknown> };
  return entry['script:ld+json'];
}

describe('carMeta (a car page’s title, canonical and structured data)', () => {
  it.each([
    ['car', 'Car', 'AutoDealer'],
    ['motorcycle', 'Motorcycle', 'MotorcycleDealer'],
    ['rv', 'Vehicle', 'AutoDealer'],
  ] as const)('a %s site’s stock is a schema.org %s offered by a schema.org %s', (template, type, seller) => {
    const site = createSite({ template });
    const car = createVehicle({ price: 32990 });
    const ld = structuredData(meta(site, car));
    expect(ld['@type']).toBe(type);
    expect(ld.offers).toMatchObject({ '@type': 'Offer', seller: { '@type': seller } });
    expect((ld.offers as { seller: { telephone?: string } }).seller.telephone).toBeTruthy();
  });

  it('a rental car is a schema.org Car with no sale offer (its price is per day)', () => {
    const ld = structuredData(meta(createSite({ template: 'rental' }), createVehicle()));
    expect(ld['@type']).toBe('Car');
    expect(ld.offers).toBeUndefined();
    const hired = structuredData(
      meta(createSite({ template: 'rental' }), createVehicle({ rental_price: 44 })),
    );
    expect(hired.offers).toMatchObject({
      '@type': 'OfferForLease',
      priceSpecification: { price: 44, unitCode: 'DAY' },
    });
    expect(hired.offers).not.toHaveProperty('price');
  });

  it('shows the breadcrumbs the page shows as a BreadcrumbList', () => {
    const site = createSite();
    const car = createVehicle();
    const lists = meta(site, car)
      .filter((m) => 'script:ld+json' in m)
      .map((m) => (m as { 'script:ld+json': { '@type': string } })['script:ld+json']);
    expect(lists.map((l) => l['@type'])).toContain('BreadcrumbList');
  });

  it('names the car, with an absolute canonical URL on the tenant’s origin', () => {
    const site = createSite();
    const car = createVehicle();
    const tags = meta(site, car);
    expect(tags).toContainEqual({
      title: `${[car.name, car.colour, car.stocknum ? `Stock ${car.stocknum}` : null].filter(Boolean).join(', ')} | ${site.name}`,
    });
    expect(structuredData(tags).url).toMatch(/^https:\/\/www\.example-dealer\.com\.au\//);
  });

  it('tells cars of one name apart in their titles (colour, stock number)', () => {
    const site = createSite();
    const titles = ['K1', 'K2', 'K3'].map((stocknum) => {
      const car = createVehicle({ name: '2026 Toyota Kluger GXL', colour: 'White', stocknum });
      return meta(site, car).find((m) => 'title' in m);
    });
    expect(new Set(titles.map((t) => JSON.stringify(t))).size).toBe(3);
    expect(titles[0]).toEqual({ title: `2026 Toyota Kluger GXL, White, Stock K1 | ${site.name}` });
  });

  it('absolute: a path on the origin', () => {
    expect(absolute(origin, '/cars/x')).toBe(`${origin}/cars/x`);
  });
});

describe('shareImageTags (issue #31: og:image on every page, never an invented one)', () => {
  const tagsOf = (tags: ReturnType<typeof shareImageTags>) =>
    Object.fromEntries(
      tags.map((t) =>
        'property' in t ? [t.property, t.content] : 'name' in t ? [t.name, t.content] : ['', ''],
      ),
    );

  it("shares a page without a car photo with the site's logo from its site file", () => {
    const base = createSite();
    const site = { ...base, theme: { ...base.theme, logo: { ...base.theme.logo, url: '/brand/logo.png' } } };
    expect(siteShareImage(site)).toEqual({ url: '/brand/logo.png', alt: `${site.name} logo` });
    expect(tagsOf(shareImageTags(site, origin))).toEqual({
      'og:image': `${origin}/brand/logo.png`,
      'og:image:alt': `${site.name} logo`,
      'twitter:card': 'summary',
    });
  });

  it('gives a site with only a text mark no og:image (nothing made up), still a twitter card', () => {
    const site = createSite();
    expect(siteShareImage(site)).toBeNull();
    expect(tagsOf(shareImageTags(site, origin))).toEqual({ 'twitter:card': 'summary' });
  });

  it("keeps a car page's own photo as a large card", () => {
    const base = createSite();
    const site = { ...base, theme: { ...base.theme, logo: { ...base.theme.logo, url: '/brand/logo.png' } } };
    const tags = tagsOf(
      carMeta({ site, origin, car: createVehicle({ primary_image_url: '/photos/a.jpg' }), jsonLd: [] }),
    );
    expect(tags['og:image']).toBe(`${origin}/photos/a.jpg`);
    expect(tags['twitter:card']).toBe('summary_large_image');
  });
});
