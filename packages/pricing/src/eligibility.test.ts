import { describe, expect, it } from 'vitest';
import {
  canReserve,
  findSimilarPrompt,
  isAvailable,
  isListingVisible,
  listingVisibilityEndsAt,
  marketPriceIndicator,
  RESERVE_BLOCKER_MESSAGES,
  reserveBlockerMessage,
  reserveBlockers,
  reserveDeposit,
  tradeInEligibility,
} from './eligibility.js';
import { makeCar } from './testing/car-fixture.js';

const NOW = new Date('2025-03-10T12:00:00Z');
const NOW_S = NOW.getTime() / 1000;
const DAY = 86_400;
const keyed = [
  {
    provider: 'stripe',
    authorization_type: 'publishable_key',
    authorization_key: 'pk_test_1',
    deposit_amount: 500,
  },
];

describe('eligibility', () => {
  describe('canReserve / reserveBlockers (§4 checkout/reserve rule)', () => {
    const reservable = { status: 'in_stock', price: 25_990, payment_processors: keyed } as const;

    it('should allow a priced in-stock car with a keyed processor', () => {
      const car = makeCar(reservable);
      expect(reserveBlockers(car)).toEqual([]);
      expect(canReserve(car)).toBe(true);
    });

    it.each([
      ['coming soon', { status: 'coming_soon' }, 'not_in_stock'],
      ['status sold', { status: 'sold' }, 'not_in_stock'],
      ['sold flag', { sold: true }, 'sold'],
      ['reserved', { reserved: true }, 'reserved'],
      ['price 200', { price: 200 }, 'price_not_over_200'],
      ['no price', { price: null }, 'price_not_over_200'],
      ['reservable false', { reservable: false }, 'not_reservable'],
      ['no processors', { payment_processors: [] }, 'no_payment_processor'],
      [
        'processor without key',
        { payment_processors: [{ provider: 'till', authorization_key: '  ' }] },
        'no_payment_processor',
      ],
    ] as const)('should block when %s', (_name, overrides, blocker) => {
      const car = makeCar({ ...reservable, ...overrides });
      expect(reserveBlockers(car)).toEqual([blocker]);
      expect(canReserve(car)).toBe(false);
    });

    it.each([
      [200, false],
      [200.01, true],
      [201, true],
    ])('should need a price over 200 (§9): price %d → %s', (price, allowed) => {
      expect(canReserve(makeCar({ ...reservable, price }))).toBe(allowed);
    });

    it('should allow reservable null (only false opts out)', () => {
      expect(canReserve(makeCar({ ...reservable, reservable: null }))).toBe(true);
      expect(canReserve(makeCar({ ...reservable, reservable: true }))).toBe(true);
    });

    it('should list every blocker in §4 order', () => {
      const car = makeCar({ status: 'sold', sold: true, reserved: true, price: 0, reservable: false });
      expect(reserveBlockers(car)).toEqual([
        'not_in_stock',
        'sold',
        'reserved',
        'price_not_over_200',
        'not_reservable',
        'no_payment_processor',
      ]);
    });
  });

  describe('reserveDeposit (§9 default $200)', () => {
    it.each([
      ['the keyed processor amount', keyed, 500],
      ['no processor', [], 200],
      ['a null amount', [{ authorization_key: 'pk', deposit_amount: null }], 200],
      ['a zero amount', [{ authorization_key: 'pk', deposit_amount: 0 }], 200],
      [
        'the first keyed processor',
        [
          { authorization_key: null, deposit_amount: 900 },
          { authorization_key: 'pk', deposit_amount: '350' },
        ],
        350,
      ],
    ] as const)('should use %s', (_name, payment_processors, deposit) => {
      expect(reserveDeposit(makeCar({ payment_processors }))).toBe(deposit);
    });
  });

  describe('isAvailable / findSimilarPrompt (§4 car status)', () => {
    it.each([
      ['in_stock', false, true],
      ['coming_soon', false, true],
      ['sold', false, false],
      ['in_stock', true, false],
    ] as const)('should treat status %s sold=%s as available=%s', (status, sold, available) => {
      const car = makeCar({ status, sold });
      expect(isAvailable(car)).toBe(available);
      expect(findSimilarPrompt(car)).toEqual(available ? null : { label: 'Find Me Something Similar' });
    });
  });

  describe('isListingVisible (§4 listing visibility)', () => {
    const threeDays = { search: { include_sold_cars_days: 3, sold_cars_fallback_one_day: false } };
    const oneDay = { search: { sold_cars_fallback_one_day: true } };
    const disabled = { search: { include_sold_cars_days: 0, sold_cars_fallback_one_day: false } };

    it.each([
      ['in stock', { status: 'in_stock' }, threeDays, true],
      ['coming soon', { status: 'coming_soon' }, disabled, true],
      ['hidden from the website', { status: 'in_stock', show_on_dealer_website: false }, threeDays, false],
      ['sold 259199 s ago', { status: 'sold', sold_date_timestamp: NOW_S - 259_199 }, threeDays, true],
      [
        'sold exactly 259200 s ago',
        { status: 'sold', sold_date_timestamp: NOW_S - 259_200 },
        threeDays,
        false,
      ],
      [
        'sold 1 day − 1 s ago, 1-day fallback',
        { status: 'sold', sold_date_timestamp: NOW_S - DAY + 1 },
        oneDay,
        true,
      ],
      ['sold 1 day ago, 1-day fallback', { status: 'sold', sold_date_timestamp: NOW_S - DAY }, oneDay, false],
      [
        'sold a minute ago, sold cars disabled',
        { status: 'sold', sold_date_timestamp: NOW_S - 60 },
        disabled,
        false,
      ],
      ['sold without a date', { status: 'sold', sold_date_timestamp: null }, threeDays, false],
      [
        'sold recently but hidden',
        { status: 'sold', sold_date_timestamp: NOW_S - 60, show_on_dealer_website: false },
        threeDays,
        false,
      ],
    ] as const)('should decide %s → %s', (_name, overrides, site, visible) => {
      expect(isListingVisible(makeCar(overrides), site, NOW)).toBe(visible);
    });
  });

  describe('marketPriceIndicator (§4, §9 over 499 and price over 200)', () => {
    const on = { features: { market_price_indicator: true } };
    const off = { features: { market_price_indicator: false } };

    it.each([
      ['difference 499', 20_000, 20_499, null, null],
      ['difference 500', 20_000, 20_500, null, 'state'],
      ['national only, difference 500', 20_000, null, 20_500, 'national'],
      ['national only, difference 499', 20_000, null, 20_499, null],
      ['state preferred over national', 20_000, 20_100, 30_000, null],
      ['state zero falls back to national', 20_000, 0, 21_000, 'national'],
      ['no market data', 20_000, null, null, null],
      ['car dearer than market', 25_000, 20_000, 20_000, null],
      ['price 200', 200, 5_000, null, null],
      ['price 200.01', 200.01, 5_000, null, 'state'],
    ] as const)('should decide %s', (_name, price, state, national, source) => {
      const car = makeCar({
        price,
        autograb_data: { state_average_market_price: state, average_market_price: national },
      });
      expect(marketPriceIndicator(car, on)?.source ?? null).toBe(source);
      expect(marketPriceIndicator(car, off)).toBeNull();
    });

    it('should report the market price and the saving', () => {
      const car = makeCar({ price: 20_000, autograb_data: { state_average_market_price: 21_250 } });
      expect(marketPriceIndicator(car, on)).toEqual({
        marketPrice: 21_250,
        difference: 1_250,
        source: 'state',
      });
    });

    it('should compare with the reduced price the shopper sees', () => {
      const car = makeCar({
        price: 21_000,
        reduced_price: 20_000,
        autograb_data: { state_average_market_price: 20_600 },
      });
      expect(marketPriceIndicator(car, on)?.difference).toBe(600);
    });
  });

  describe('tradeInEligibility (no online estimate over 7 years or 100,000 km)', () => {
    it.each([
      [2018, 50_000, true, []],
      [2017, 50_000, false, ['over_7_years']],
      [2020, 100_000, true, []],
      [2020, 100_001, false, ['over_100000_km']],
      [2010, 250_000, false, ['over_7_years', 'over_100000_km']],
      [2024, null, true, []],
    ] as const)('should judge year %d with %j km in 2025', (year, km, onlineEstimate, reasons) => {
      expect(tradeInEligibility({ year, km }, NOW, { country: 'AU', state: 'QLD' })).toEqual({
        onlineEstimate,
        reasons,
      });
    });

    it('should count the age in the site’s year: New Year’s morning in Auckland is still last year in UTC', () => {
      // 14:00 UTC on 31 Dec 2025 is 03:00 on 1 Jan 2026 in Auckland (a 2018 car is 8 years old there)
      // and 22:00 on New Year's Eve in Perth (still 7).
      const newYear = new Date('2025-12-31T14:00:00Z');
      expect(
        tradeInEligibility({ year: 2018, km: 40_000 }, newYear, { country: 'NZ', state: 'Auckland' }),
      ).toEqual({
        onlineEstimate: false,
        reasons: ['over_7_years'],
      });
      expect(
        tradeInEligibility({ year: 2018, km: 40_000 }, newYear, { country: 'AU', state: 'WA' })
          .onlineEstimate,
      ).toBe(true);
    });
  });
});

describe("reserveBlockerMessage (§4 reasons in the site's noun, §1)", () => {
  it.each([
    ['car', 'This car is already reserved.', 'Only in-stock cars can be reserved online.'],
    [
      'motorcycle',
      'This motorcycle is already reserved.',
      'Only in-stock motorcycles can be reserved online.',
    ],
    ['rv', 'This RV is already reserved.', 'Only in-stock RVs can be reserved online.'],
    ['caravan', 'This caravan is already reserved.', 'Only in-stock caravans can be reserved online.'],
    ['rental', 'This car is already reserved.', 'Only in-stock cars can be reserved online.'],
  ] as const)('on a %s site: "%s"', (template, reserved, notInStock) => {
    const site = { template, vehicle: { used_label: 'used' as const } };
    expect(reserveBlockerMessage('reserved', site)).toBe(reserved);
    expect(reserveBlockerMessage('not_in_stock', site)).toBe(notInStock);
  });

  it("uses the site's own noun, and car words without a site (RESERVE_BLOCKER_MESSAGES)", () => {
    expect(
      reserveBlockerMessage('sold', { template: 'rv', vehicle: { noun: 'Motorhome', used_label: 'used' } }),
    ).toBe('This motorhome has been sold.');
    expect(reserveBlockerMessage('sold')).toBe('This car has been sold.');
    expect(RESERVE_BLOCKER_MESSAGES.sold).toBe('This car has been sold.');
  });
});

describe('listingVisibilityEndsAt', () => {
  const site = { search: { include_sold_cars_days: 3, sold_cars_fallback_one_day: false } };
  it('is the end of the sold window for a sold car: visible one second before, hidden from then on', () => {
    const car = makeCar({ status: 'sold', sold: true, sold_date_timestamp: NOW_S - DAY });
    const end = listingVisibilityEndsAt(car, site) as number;
    expect(end).toBe(NOW_S + 2 * DAY);
    expect(isListingVisible(car, site, new Date((end - 1) * 1000))).toBe(true);
    expect(isListingVisible(car, site, new Date(end * 1000))).toBe(false);
  });

  it('is null when time alone changes nothing: a car in stock, one not shown on the site, no sold window', () => {
    expect(listingVisibilityEndsAt(makeCar({ status: 'in_stock' }), site)).toBeNull();
    expect(
      listingVisibilityEndsAt(
        makeCar({ status: 'sold', sold_date_timestamp: NOW_S, show_on_dealer_website: false }),
        site,
      ),
    ).toBeNull();
    expect(
      listingVisibilityEndsAt(makeCar({ status: 'sold', sold_date_timestamp: NOW_S }), {
        search: { include_sold_cars_days: 0, sold_cars_fallback_one_day: false },
      }),
    ).toBeNull();
  });
});
