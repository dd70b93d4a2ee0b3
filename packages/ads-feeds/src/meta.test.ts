import { demoRegistry, type Site } from '@dealer/site-registry';
import { createVehicle } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { feedTsv, parseFeedTsv } from './feed.js';
import { metaAutomotiveFeed } from './meta.js';
import { ATTRIBUTE_LISTS, validateFeed } from './validate.js';

const site = (slug: string) => demoRegistry().sites.find((s) => s.slug === slug) as Site;

/** A 17-character VIN of its own for each test car (a VIN sent twice is left out). */
const vinOf = (id: number) => `JTNBZ3HE00J0123${String(id).padStart(2, '0')}`;

function stock(s: Site) {
  const at = { location_id: s.locations[0]?.id ?? null, dealership_id: s.dealership_id, colour: 'White' };
  return [
    createVehicle({ ...at, id: 1, vin: vinOf(1), stocknum: 'U1', transmission: 'Automatic', drive: 'FWD' }),
    createVehicle({
      ...at,
      id: 2,
      vin: vinOf(2),
      stocknum: 'C2',
      certified: true,
      transmission: '6 Speed Manual',
      body: 'Ute',
    }),
    createVehicle({
      ...at,
      id: 3,
      vin: vinOf(3),
      stocknum: 'N3',
      car_type: 'new',
      km: null,
      transmission: 'CVT',
    }),
    createVehicle({ ...at, id: 4, vin: vinOf(4), stocknum: 'T4', transmission: null }),
  ];
}

describe('metaAutomotiveFeed', () => {
  it.each([
    ['harbour-auto', 'AUD'],
    ['kiwi-motors', 'NZD'],
  ])(
    '%s: every vehicle validates against the published attribute list, read back from its TSV',
    (slug, currency) => {
      const s = site(slug);
      const feed = metaAutomotiveFeed({ site: s, cars: stock(s), origin: s.url });
      const read = parseFeedTsv(feedTsv(feed));
      expect(validateFeed(read, ATTRIBUTE_LISTS.meta)).toEqual([]);
      expect(read.items.map((i) => [i.vehicle_id, i.state_of_vehicle, i.transmission])).toEqual([
        ['U1', 'USED', 'AUTOMATIC'],
        ['C2', 'CPO', 'MANUAL'],
        ['N3', 'NEW', 'AUTOMATIC'],
      ]);
      expect(read.items[0]).toMatchObject({
        price: `28990.00 ${currency}`,
        'mileage.unit': 'KM',
        'mileage.value': '42150',
      });
      expect(read.items[1]?.body_style).toBe('TRUCK');
      expect(JSON.parse(read.items[0]?.address ?? '{}')).toMatchObject({ country: s.country });
      expect(feed.excluded).toEqual([{ id: 'T4', reason: 'transmission not known' }]);
    },
  );

  it('takes an RV site (Meta catalogs are not cars only) but not a hire site', () => {
    const rv = site('outback-rv');
    expect(metaAutomotiveFeed({ site: rv, cars: stock(rv), origin: rv.url }).reason).toBeNull();
    const hire = site('cityhop-rentals');
    expect(metaAutomotiveFeed({ site: hire, cars: stock(hire), origin: hire.url }).reason).toMatch(
      /offers hire/,
    );
  });

  it('a lower-case enumeration fails validation', () => {
    const s = site('harbour-auto');
    const feed = metaAutomotiveFeed({ site: s, cars: stock(s), origin: s.url });
    const broken = { ...feed, items: feed.items.map((i) => ({ ...i, state_of_vehicle: 'used' })) };
    expect(validateFeed(broken, ATTRIBUTE_LISTS.meta)[0]).toMatchObject({ attribute: 'state_of_vehicle' });
  });

  it('quotes the address JSON and a description with quotes, so a channel reads them back whole', () => {
    const s = site('harbour-auto');
    const car = createVehicle({
      location_id: s.locations[0]?.id ?? null,
      colour: 'White',
      transmission: 'Automatic',
      description: { body: '<p>"Immaculate" one owner, 20" alloys &amp; tow bar</p>' },
    });
    const text = feedTsv(metaAutomotiveFeed({ site: s, cars: [car], origin: s.url }));
    const row = text.split('\n')[1] ?? '';
    expect(row).toContain('\t"""Immaculate"" one owner, 20"" alloys & tow bar');
    expect(row).toMatch(/\t"\{""addr1"":""/);
    const [item] = parseFeedTsv(text).items;
    expect(item?.description).toMatch(/^"Immaculate" one owner, 20" alloys & tow bar/);
    expect(JSON.parse(item?.address ?? '')).toMatchObject({ country: 'AU' });
  });

  it('sends a VIN once', () => {
    const s = site('harbour-auto');
    const at = { location_id: s.locations[0]?.id ?? null, colour: 'Red', transmission: 'Auto' };
    const cars = [
      createVehicle({ ...at, id: 61, stocknum: 'M61', vin: vinOf(61) }),
      createVehicle({ ...at, id: 62, stocknum: 'M62', vin: vinOf(61) }),
    ];
    const feed = metaAutomotiveFeed({ site: s, cars, origin: s.url });
    expect(feed.items.map((i) => i.vehicle_id)).toEqual(['M61']);
    expect(feed.excluded).toEqual([{ id: 'M62', reason: `VIN ${vinOf(61)} is already in the feed` }]);
  });
});
