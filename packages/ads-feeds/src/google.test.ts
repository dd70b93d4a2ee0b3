import { demoRegistry, type Site } from '@dealer/site-registry';
import { createVehicle } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { feedTsv, parseFeedTsv } from './feed.js';
import { googleVehicleAdsFeed } from './google.js';
import { ATTRIBUTE_LISTS, validateFeed } from './validate.js';

const site = (slug: string) => demoRegistry().sites.find((s) => s.slug === slug) as Site;
const harbour = site('harbour-auto');
const kiwi = site('kiwi-motors');
const outback = site('outback-rv');

/** A 17-character VIN of its own for each test car (a VIN sent twice is left out). */
const vinOf = (id: number) => `JTNBZ3HE00J0123${String(id).padStart(2, '0')}`;

function stock(s: Site) {
  const location = s.locations[0];
  const at = { location_id: location?.id ?? null, dealership_id: s.dealership_id };
  return [
    createVehicle({ ...at, id: 1, vin: vinOf(1), stocknum: 'U1', price_type: 'drive_away' }),
    createVehicle({
      ...at,
      id: 2,
      vin: vinOf(2),
      stocknum: 'E2',
      price_type: 'egc',
      car_type: 'new',
      km: null,
    }),
    createVehicle({ ...at, id: 3, stocknum: 'X3', vin: null }),
    createVehicle({ ...at, id: 4, vin: vinOf(4), stocknum: 'B4', body: 'Bus' }),
    createVehicle({ ...at, id: 5, vin: vinOf(5), stocknum: 'P5', price: null }),
  ];
}

describe('googleVehicleAdsFeed', () => {
  it.each([
    [harbour, 'AUD'],
    [kiwi, 'NZD'],
  ])(
    '%s: every item validates against the published attribute list, read back from its TSV',
    (s, currency) => {
      const feed = googleVehicleAdsFeed({ site: s, cars: stock(s), origin: s.url });
      const read = parseFeedTsv(feedTsv(feed));
      expect(read.items.map((i) => i.id)).toEqual(['U1', 'E2']);
      expect(validateFeed(read, ATTRIBUTE_LISTS.google)).toEqual([]);
      expect(read.items[0]?.price).toBe(`28990.00 ${currency}`);
      expect(read.items[1]).toMatchObject({ condition: 'new', mileage: '0 km' });
      expect(read.items[0]?.store_code).toBe(s.locations[0]?.slug);
      expect(read.items[0]?.vehicle_fulfillment).toBe(`in_store:${s.locations[0]?.slug}`);
      expect(read.items[0]?.link).toMatch(/^http:\/\/.*\/cars\/2021-toyota-corolla/);
    },
  );

  it('leaves out a car without a VIN, a bus and a car without a price, naming why', () => {
    const feed = googleVehicleAdsFeed({ site: harbour, cars: stock(harbour), origin: harbour.url });
    expect(feed.excluded).toEqual([
      { id: 'X3', reason: 'no 17-character VIN' },
      { id: 'B4', reason: 'body "Bus" is not a passenger car or ute' },
      { id: 'P5', reason: 'no sale price' },
    ]);
  });

  it('states the price type beside the price: in the description and custom_label_0', () => {
    const [drive, egc] = googleVehicleAdsFeed({
      site: harbour,
      cars: stock(harbour),
      origin: harbour.url,
    }).items;
    expect(drive?.description).toMatch(/Price: \$28,990 Drive Away\.$/);
    expect(egc?.custom_label_0).toBe('Excl. Govt. Charges');
  });

  it('an RV site gets an empty feed and the reason', () => {
    const feed = googleVehicleAdsFeed({ site: outback, cars: stock(outback), origin: outback.url });
    expect(feed.items).toEqual([]);
    expect(feed.reason).toMatch(/passenger cars and utes only; Outback RV .*sells rvs/i);
  });

  it('a feed whose price lacks its currency fails validation', () => {
    const feed = googleVehicleAdsFeed({ site: harbour, cars: stock(harbour), origin: harbour.url });
    const broken = { ...feed, items: feed.items.map((i) => ({ ...i, price: '28990' })) };
    expect(validateFeed(broken, ATTRIBUTE_LISTS.google)[0]).toMatchObject({ attribute: 'price' });
  });

  it("sends body_style as one of Google's values, or leaves it empty", () => {
    const at = { location_id: harbour.locations[0]?.id ?? null, dealership_id: harbour.dealership_id };
    const bodies = [
      'Dual Cab Ute',
      'Cab Chassis',
      'Wagon',
      '4WD Wagon',
      'Sedan',
      'Hatch',
      'Hardtop',
      'Panel Van',
    ];
    const cars = bodies.map((body, i) =>
      createVehicle({ ...at, id: 20 + i, stocknum: `S${i}`, vin: vinOf(20 + i), body }),
    );
    const feed = googleVehicleAdsFeed({ site: harbour, cars, origin: harbour.url });
    expect(feed.items.map((i) => i.body_style)).toEqual([
      'ute',
      'ute',
      'station_wagon',
      'suv',
      'sedan',
      'hatchback',
      '',
      'full_size_van',
    ]);
    expect(validateFeed(parseFeedTsv(feedTsv(feed)), ATTRIBUTE_LISTS.google)).toEqual([]);
  });

  it('sends a VIN and an id once: the second car with either is left out and named', () => {
    const at = { location_id: harbour.locations[0]?.id ?? null, dealership_id: harbour.dealership_id };
    const cars = [
      createVehicle({ ...at, id: 41, stocknum: 'A41', vin: vinOf(41) }),
      createVehicle({ ...at, id: 42, stocknum: 'A42', vin: ` ${vinOf(41).toLowerCase()} ` }),
      createVehicle({ ...at, id: 43, stocknum: 'A41', vin: vinOf(43) }),
    ];
    const feed = googleVehicleAdsFeed({ site: harbour, cars, origin: harbour.url });
    expect(feed.items.map((i) => i.id)).toEqual(['A41']);
    expect(feed.excluded).toEqual([
      { id: 'A42', reason: `VIN ${vinOf(41)} is already in the feed` },
      { id: 'A41', reason: 'id A41 is already in the feed' },
    ]);
  });

  it('keeps limits and list separators: a long stock number, a long model, a comma in a photo URL', () => {
    const at = { location_id: harbour.locations[0]?.id ?? null, dealership_id: harbour.dealership_id };
    const car = createVehicle({
      ...at,
      id: 51,
      vin: vinOf(51),
      stocknum: `STK-${'9'.repeat(60)}`,
      model: `Landcruiser ${'70 Series '.repeat(10)}`,
      images: [
        { image: { url: 'https://cdn.example/a.jpg' } },
        { image: { url: 'https://cdn.example/w_800,h_600/b.jpg' } },
      ],
    });
    const feed = googleVehicleAdsFeed({ site: harbour, cars: [car], origin: harbour.url });
    const [item] = feed.items;
    expect(item?.id).toBe('51');
    expect(item?.model?.length ?? 0).toBeLessThanOrEqual(70);
    expect(item?.additional_image_link).toBe('https://cdn.example/w_800%2Ch_600/b.jpg');
    expect(validateFeed(feed, ATTRIBUTE_LISTS.google)).toEqual([]);
  });
});
