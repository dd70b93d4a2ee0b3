import { carSchema } from '@dealer/pricing';
import { describe, expect, it } from 'vitest';
import { fieldOfHeader } from './aliases.js';
import { feedRecordSchema } from './fields.js';
import { type FeedDealer, type FeedLocation, feedRecordToCar, feedSlug, locationOf } from './map.js';

const yard = (id: number, codes: string[]): FeedLocation => ({
  codes,
  id,
  slug: `yard-${id}`,
  name: `Yard ${id}`,
  city: 'Dee Why',
  state: 'NSW',
  phone: null,
  dealership: { id: 7, slug: 'seven', name: 'Seven Motors' },
  timeZone: 'Australia/Sydney',
});
const dealer: FeedDealer = {
  defaultLocation: yard(1, ['main']),
  locations: [yard(1, ['main']), yard(2, ['DY', '2'])],
};
const NOW = new Date('2026-03-10T23:00:00Z');
const identity = { id: 42, slug: '2022-kia-rio-a1', created_at: '2026-03-01T00:00:00.000Z' };

describe('locationOf', () => {
  it('should find a yard by any of its codes, case-insensitively, and the default without a code', () => {
    expect(locationOf(dealer, 'dy')?.id).toBe(2);
    expect(locationOf(dealer, undefined)?.id).toBe(1);
    expect(locationOf(dealer, 'nowhere')).toBeNull();
  });
});

describe('feedSlug', () => {
  it('should spell a §5 slug from year, make, model and stock number', () => {
    expect(feedSlug({ year: 2022, make: 'Mercedes-Benz', model: 'C 300 e', stocknum: 'U/123' })).toBe(
      '2022-mercedes-benz-c-300-e-u-123',
    );
  });
});

describe('feedRecordToCar', () => {
  const record = (values: Record<string, unknown>) =>
    feedRecordSchema.parse({
      stocknum: 'A1',
      make: 'Kia',
      model: 'Rio',
      year: 2022,
      car_type: 'used',
      ...values,
    });

  it('should make a valid §3 Car with the drive-away price preferred over egc', () => {
    const car = carSchema.parse(
      feedRecordToCar(
        record({ drive_away_price: 21990, egc_price: 19990, badge: 'S' }),
        yard(2, ['DY']),
        identity,
        dealer,
        NOW,
      ),
    );
    expect(car).toMatchObject({
      name: '2022 Kia Rio S',
      price: 21990,
      price_type: 'drive_away',
      location_id: 2,
      dealership_id: 7,
    });
    const egc = feedRecordToCar(record({ egc_price: 19990 }), yard(2, ['DY']), identity, dealer, NOW);
    expect([egc.price, egc.price_type]).toEqual([19990, 'egc']);
  });

  it("should carry a rental company's daily rate from a 'Daily Rate' column onto the car (§1 hire)", () => {
    expect(fieldOfHeader('Daily Rate')).toBe('rental_price');
    const car = carSchema.parse(
      feedRecordToCar(record({ rental_price: '$89' }), yard(1, ['main']), identity, dealer, NOW),
    );
    expect(car.rental_price).toBe(89);
    expect(feedRecordToCar(record({}), yard(1, ['main']), identity, dealer, NOW).rental_price).toBeNull();
  });

  it('should carry the NZ notice facts from DMS-style columns onto the car, unknown as null (#34)', () => {
    const car = carSchema.parse(
      feedRecordToCar(
        record({
          engine_size: '1498 cc',
          nz_first_registered: '2019',
          overseas_first_registered: '2016',
          imported_damaged: 'No',
          security_interest: 'nil',
          wof_expiry: '14/03/2027',
          rego_expiry: '2027-01-31',
        }),
        yard(1, ['main']),
        identity,
        dealer,
        NOW,
      ),
    );
    expect(car).toMatchObject({
      engine_size: '1498 cc',
      nz_first_registered: 2019,
      overseas_first_registered: 2016,
      imported_damaged: false,
      security_interest: false,
      wof_expiry: '2027-03-14',
      rego_expiry: '2027-01-31',
      cof_expiry: null,
    });
    const bare = carSchema.parse(feedRecordToCar(record({}), yard(1, ['main']), identity, dealer, NOW));
    expect([bare.security_interest, bare.imported_damaged, bare.wof_expiry]).toEqual([null, null, null]);
  });

  it('should date a sold car by its sold date, or now', () => {
    const dated = feedRecordToCar(
      record({ status: 'Sold', sold_date: '2026-03-09' }),
      yard(1, []),
      identity,
      dealer,
      NOW,
    );
    // 9 March 2026 from midnight in Sydney (AEDT, UTC+11): 13:00 UTC on the 8th, not UTC's midnight.
    expect([dated.sold, dated.sold_date_timestamp]).toEqual([true, Date.UTC(2026, 2, 8, 13) / 1000]);
    const perth = feedRecordToCar(
      record({ status: 'Sold', sold_date: '9/03/2026' }),
      { ...yard(3, []), state: 'WA', timeZone: 'Australia/Perth' },
      identity,
      dealer,
      NOW,
    );
    expect(perth.sold_date_timestamp).toBe(Date.UTC(2026, 2, 8, 16) / 1000);
    const undated = feedRecordToCar(record({ status: 'sold' }), yard(1, []), identity, dealer, NOW);
    expect(undated.sold_date_timestamp).toBe(NOW.getTime() / 1000);
  });

  it('should serve photo file names through the dealer’s URL rule and keep URLs', () => {
    const car = feedRecordToCar(
      record({ images: 'a.jpg|https://cdn.example/b.jpg' }),
      yard(1, []),
      identity,
      { ...dealer, imageUrl: (name) => `/photos/seven/${name}` },
      NOW,
    );
    expect(car.images).toEqual([
      { image: { url: '/photos/seven/a.jpg' } },
      { image: { url: 'https://cdn.example/b.jpg' } },
    ]);
    expect(car.primary_image_url).toBe('/photos/seven/a.jpg');
  });

  it('should hand every photo source with its stock number to photoUrl, in feed order, dropping nulls', () => {
    const seen: string[] = [];
    const car = feedRecordToCar(
      record({ images: 'a.jpg|https://cdn.example/b.jpg|missing.jpg' }),
      yard(1, []),
      identity,
      {
        ...dealer,
        imageUrl: () => '/never',
        photoUrl: (source, stocknum) => {
          seen.push(`${stocknum}:${source}`);
          return source === 'missing.jpg' ? null : `/p/${seen.length}`;
        },
      },
      NOW,
    );
    expect(seen).toEqual([
      `${car.stocknum}:a.jpg`,
      `${car.stocknum}:https://cdn.example/b.jpg`,
      `${car.stocknum}:missing.jpg`,
    ]);
    expect(car.images).toEqual([{ image: { url: '/p/1' } }, { image: { url: '/p/2' } }]);
    expect(car.primary_image_url).toBe('/p/1');
    expect(car.photos_count).toBe(2);
  });

  it('should give a car without a usable photo the dealer’s fallback pictures', () => {
    const fallbackImages = ({ body, colour }: { body: string | null; colour: string | null }) => [
      `/drawn/${body}/${colour}/side.svg`,
    ];
    const none = feedRecordToCar(
      record({ images: 'gone.jpg', body: 'SUV', colour: 'Blue' }),
      yard(1, []),
      identity,
      { ...dealer, photoUrl: () => null, fallbackImages },
      NOW,
    );
    expect(none.images).toEqual([{ image: { url: '/drawn/SUV/Blue/side.svg' } }]);
    expect(none.primary_image_url).toBe('/drawn/SUV/Blue/side.svg');
    const some = feedRecordToCar(
      record({ images: 'a.jpg' }),
      yard(1, []),
      identity,
      { ...dealer, fallbackImages },
      NOW,
    );
    expect(some.images).toEqual([{ image: { url: 'a.jpg' } }]);
  });
});
