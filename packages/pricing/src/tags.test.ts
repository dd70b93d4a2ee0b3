import { describe, expect, it } from 'vitest';
import { cardTag, cardTagChangesAt, customTagColour, isSold, type TagSite } from './tags.js';
import { makeCar } from './testing/car-fixture.js';

const NOW = new Date('2025-03-10T12:00:00Z');
const NOW_S = NOW.getTime() / 1000;
const DAY = 86_400;
const OLD = NOW_S - 30 * DAY;

function site(overrides: { electric?: boolean; certified?: string | null; soldTag?: string } = {}): TagSite {
  return {
    features: { electric_hybrid_tag: overrides.electric ?? false },
    tags: {
      certified_used_make: overrides.certified ?? null,
      custom_tag_colours: { default: '#c62828', rules: [{ tag: 'Runout Sale', colour: '#2e7d32' }] },
      sold_tag: overrides.soldTag ?? 'SOLD',
    },
  };
}

describe('tags', () => {
  describe('cardTag (§4 card tag priority, first match wins)', () => {
    // Every rule matches this car, so removing one at a time walks down the priority list.
    const everything = {
      simple_fuel: 'Hybrid',
      reserved: true,
      certified: true,
      make: 'Toyota',
      tag: 'Special',
      status: 'coming_soon',
      created_at_timestamp: NOW_S - DAY,
    } as const;
    const allOn = site({ electric: true, certified: 'Toyota' });

    it.each([
      ['1 electric/hybrid', {}, allOn, 'hybrid', 'Hybrid'],
      ['2 Reserved', {}, site({ certified: 'Toyota' }), 'reserved', 'Reserved'],
      [
        '3 certified used',
        { reserved: false },
        site({ certified: 'Toyota' }),
        'certified',
        'Toyota Certified Pre-Owned',
      ],
      ['4 custom tag', { reserved: false }, site(), 'custom', 'Special'],
      ['5 COMING SOON', { reserved: false, tag: null }, site(), 'coming_soon', 'COMING SOON'],
      [
        '6 New (arrival)',
        { reserved: false, tag: null, status: 'in_stock' },
        site(),
        'new_arrival',
        'New Arrival',
      ],
      [
        '7 blank',
        { reserved: false, tag: null, status: 'in_stock', created_at_timestamp: OLD },
        site(),
        null,
        null,
      ],
    ] as const)('should pick §4 priority %s', (_name, overrides, tagSite, kind, label) => {
      const tag = cardTag(makeCar({ ...everything, ...overrides }), tagSite, NOW);
      expect(tag?.kind ?? null).toBe(kind);
      expect(tag?.label ?? null).toBe(label);
    });

    it.each([
      ['Electric', 'electric', 'Electric'],
      ['Plug-in Hybrid', 'hybrid', 'Hybrid'],
      ['Petrol', null, null],
    ] as const)(
      'should label simple fuel %s as %s on sites that enable it (§4 tag 1)',
      (simple_fuel, kind, label) => {
        const car = makeCar({ simple_fuel, created_at_timestamp: OLD });
        expect(cardTag(car, site({ electric: true }), NOW)?.kind ?? null).toBe(kind);
        expect(cardTag(car, site({ electric: true }), NOW)?.label ?? null).toBe(label);
        expect(cardTag(car, site({ electric: false }), NOW)).toBeNull();
      },
    );

    it.each([
      ['Toyota', 'used', true, 'certified'],
      ['toyota', 'demo', true, 'certified'],
      ['Toyota', 'new', true, null],
      ['Toyota', 'used', false, null],
      ['Mazda', 'used', true, null],
    ] as const)(
      'should show the certified logo for make %s %s certified=%s only for the site make (§4 tag 3)',
      (make, car_type, certified, kind) => {
        const car = makeCar({ make, car_type, certified, created_at_timestamp: OLD });
        const tag = cardTag(car, site({ certified: 'Toyota' }), NOW);
        expect(tag?.kind ?? null).toBe(kind);
        if (kind) expect(tag?.logoMake).toBe('Toyota');
      },
    );

    it.each([
      ['runout sale', '#2e7d32'],
      [' RUNOUT SALE ', '#2e7d32'],
      ['Special', '#c62828'],
      ['Test Drive Only', '#c62828'],
    ])('should colour custom tag %j %s by site rules (§4 tag 4)', (tag, colour) => {
      const result = cardTag(makeCar({ tag, created_at_timestamp: OLD }), site(), NOW);
      expect(result).toMatchObject({ kind: 'custom', colour });
      expect(customTagColour(tag, site())).toBe(colour);
    });

    it.each([
      ['exactly 8 days', NOW_S - 8 * DAY, true],
      ['8 days − 1 s', NOW_S - 8 * DAY + 1, true],
      ['8 days + 1 s', NOW_S - 8 * DAY - 1, false],
      ['just now', NOW_S, true],
    ])('should apply the §9 8-day New window: created %s ago → %s', (_name, created_at_timestamp, isNew) => {
      const tag = cardTag(makeCar({ car_type: 'new', created_at_timestamp }), site(), NOW);
      expect(tag?.kind === 'new').toBe(isNew);
      if (isNew) expect(tag?.label).toBe('New');
    });

    it('should read New Arrival for a used or demo car inside the window', () => {
      for (const car_type of ['used', 'demo'] as const) {
        expect(cardTag(makeCar({ car_type, created_at_timestamp: NOW_S }), site(), NOW)?.label).toBe(
          'New Arrival',
        );
      }
    });

    it.each([
      [
        'status sold, sold 2 days ago',
        { status: 'sold', sold_date_timestamp: NOW_S - 2 * DAY },
        'sold',
        'Sold Out',
      ],
      ['sold flag only, no date', { sold: true, sold_date_timestamp: null }, 'sold', 'Sold Out'],
      [
        'sold exactly 1 day ago',
        { status: 'sold', sold_date_timestamp: NOW_S - DAY },
        'just_sold',
        'JUST SOLD',
      ],
      ['sold 1 day + 1 s ago', { status: 'sold', sold_date_timestamp: NOW_S - DAY - 1 }, 'sold', 'Sold Out'],
      [
        'sold an hour ago, reserved too',
        { sold: true, reserved: true, sold_date_timestamp: NOW_S - 3600 },
        'just_sold',
        'JUST SOLD',
      ],
    ] as const)(
      'should give a sold car the site sold tag or JUST SOLD: %s',
      (_name, overrides, kind, label) => {
        const tag = cardTag(
          makeCar({ simple_fuel: 'Electric', ...overrides }),
          site({ electric: true, soldTag: 'Sold Out' }),
          NOW,
        );
        expect(tag).toMatchObject({ kind, label });
      },
    );

    it('should reject an invalid now', () => {
      expect(() => cardTag(makeCar(), site(), new Date('nope'))).toThrow(RangeError);
    });
  });

  describe('isSold', () => {
    it.each([
      ['in_stock', false, false],
      ['sold', false, true],
      ['in_stock', true, true],
    ] as const)('should treat status %s with sold flag %s as sold=%s', (status, sold, expected) => {
      expect(isSold({ status, sold })).toBe(expected);
    });
  });
});

describe('cardTagChangesAt', () => {
  it('names the end of the New window, the sale and the end of JUST SOLD: the tag changes at each', () => {
    const fresh = makeCar({ created_at_timestamp: NOW_S - DAY, car_type: 'new' });
    const [newEnds] = cardTagChangesAt(fresh);
    expect(newEnds).toBe(NOW_S + 7 * DAY + 1);
    expect(cardTag(fresh, site(), new Date(((newEnds as number) - 1) * 1000))?.kind).toBe('new');
    expect(cardTag(fresh, site(), new Date((newEnds as number) * 1000))).toBeNull();
    const sold = makeCar({
      status: 'sold',
      sold: true,
      sold_date_timestamp: NOW_S,
      created_at_timestamp: OLD,
    });
    const instants = cardTagChangesAt(sold);
    expect(instants).toEqual(expect.arrayContaining([NOW_S, NOW_S + DAY + 1]));
    expect(cardTag(sold, site(), new Date((NOW_S + DAY) * 1000))?.kind).toBe('just_sold');
    expect(cardTag(sold, site(), new Date((NOW_S + DAY + 1) * 1000))?.kind).toBe('sold');
  });
});
