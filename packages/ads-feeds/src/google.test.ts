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

function stock(s: Site) {
  const location = s.locations[0];
  const at = { location_id: location?.id ?? null, dealership_id: s.dealership_id };
  return [
    createVehicle({ ...at, id: 1, stocknum: 'U1', price_type: 'drive_away' }),
    createVehicle({ ...at, id: 2, stocknum: 'E2', price_type: 'egc', car_type: 'new', km: null }),
    createVehicle({ ...at, id: 3, stocknum: 'X3', vin: null }),
    createVehicle({ ...at, id: 4, stocknum: 'B4', body: 'Bus' }),
    createVehicle({ ...at, id: 5, stocknum: 'P5', price: null }),
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
});
