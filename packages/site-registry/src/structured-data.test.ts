import { describe, expect, it } from 'vitest';
import { demoRegistry } from './demo.js';
import { siteBySlug } from './registry.js';
import type { Site } from './schema.js';
import {
  blogPosting,
  breadcrumbList,
  dealerBusiness,
  locationBusiness,
  sellerOf,
  siteCurrency,
} from './structured-data.js';

const site = (slug: string): Site => {
  const found = siteBySlug(demoRegistry(), slug);
  if (!found) throw new Error(`no demo site ${slug}`);
  return found;
};
const origin = 'https://www.harbour-auto.example';

describe('siteCurrency', () => {
  it('should price an NZ site in NZD and an Australian one in AUD', () => {
    expect(siteCurrency(site('kiwi-motors'))).toBe('NZD');
    expect(siteCurrency(site('harbour-auto'))).toBe('AUD');
  });
});

describe('locationBusiness', () => {
  it('should give a location its dealer type, address, phone, geo and the open days’ hours', () => {
    const harbour = site('harbour-auto');
    const brookvale = harbour.locations.find((l) => l.slug === 'harbour-toyota-brookvale')!;
    const node = locationBusiness(harbour, brookvale, origin);
    expect(node).toMatchObject({
      '@type': 'AutoDealer',
      '@id': 'https://www.harbour-auto.example/our-locations#harbour-toyota-brookvale',
      name: 'Harbour Toyota Brookvale',
      telephone: '(02) 5550 4100',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '612 Pittwater Road',
        addressLocality: 'Brookvale',
        addressRegion: 'NSW',
        postalCode: '2100',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -33.7661, longitude: 151.2686 },
    });
    const hours = node.openingHoursSpecification as unknown as { dayOfWeek: string }[];
    // Sunday is by appointment: not an opening time.
    expect(hours.map((h) => h.dayOfWeek)).not.toContain('https://schema.org/Sunday');
    expect(hours).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Saturday',
      opens: '08:30',
      closes: '16:00',
    });
  });

  it('should say nothing the site file does not: no geo without coordinates', () => {
    const harbour = site('harbour-auto');
    const location = { ...harbour.locations[0]!, latitude: undefined, longitude: undefined };
    expect(locationBusiness(harbour, location, origin)).not.toHaveProperty('geo');
  });

  it('should type a rental company as AutoRental and a motorcycle dealer as MotorcycleDealer', () => {
    const cityhop = site('cityhop-rentals');
    expect(locationBusiness(cityhop, cityhop.locations[0]!, origin)['@type']).toBe('AutoRental');
    const throttle = site('throttle-moto');
    expect(locationBusiness(throttle, throttle.locations[0]!, origin)['@type']).toBe('MotorcycleDealer');
  });
});

describe('dealerBusiness', () => {
  it('should describe the group with its phone and address and each location as a department', () => {
    const harbour = site('harbour-auto');
    const node = dealerBusiness(harbour, origin);
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: harbour.name,
      telephone: harbour.phone,
      url: 'https://www.harbour-auto.example/',
    });
    expect(node.department).toHaveLength(harbour.locations.length);
  });
});

describe('sellerOf', () => {
  it('should name the location the car stands at, else its dealership’s, else the primary one', () => {
    const harbour = site('harbour-auto');
    const kia = harbour.locations.find((l) => l.dealership_slug === 'harbour-kia')!;
    expect(sellerOf(harbour, { location_id: kia.id, dealership_slug: 'x' }, origin).name).toBe(
      kia.location_name,
    );
    expect(sellerOf(harbour, { location_id: null, dealership_slug: 'harbour-kia' }, origin).name).toBe(
      kia.location_name,
    );
    expect(sellerOf(harbour, { location_id: null, dealership_slug: 'gone' }, origin).telephone).toBeTruthy();
  });
});

describe('breadcrumbList', () => {
  it('should number the trail from 1 with absolute URLs', () => {
    expect(
      breadcrumbList(origin, [
        { name: 'Home', path: '/' },
        { name: 'Cars', path: '/search' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.harbour-auto.example/' },
        { '@type': 'ListItem', position: 2, name: 'Cars', item: 'https://www.harbour-auto.example/search' },
      ],
    });
  });
});

describe('blogPosting', () => {
  it('should make a post an article of the business with its date', () => {
    expect(
      blogPosting(site('harbour-auto'), origin, {
        title: 'Winter tyre check',
        excerpt: 'Five things to look at.',
        published_at: '2026-06-01',
        href: '/blog/winter-tyre-check',
      }),
    ).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Winter tyre check',
      url: 'https://www.harbour-auto.example/blog/winter-tyre-check',
      datePublished: '2026-06-01T00:00:00.000Z',
      publisher: { '@type': 'Organization', name: 'Harbour Auto Group' },
    });
  });
});
