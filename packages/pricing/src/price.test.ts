import { describe, expect, it } from 'vitest';
import {
  currentPrice,
  isPreorder,
  priceDisplay,
  priceLine,
  priceTypeLabel,
  salePriceTypeLabel,
} from './price.js';
import { makeCar } from './testing/car-fixture.js';

const subscriptionSite = { features: { subscription_pricing: true } };
const plainSite = { features: { subscription_pricing: false } };

describe('price', () => {
  describe('priceDisplay (§4 price display order)', () => {
    it('should show the subscription price per week first on a subscription site (§4 step 1)', () => {
      const car = makeCar({ subscription_price: 129, reduced_price: 24_990, price: 25_990 });
      expect(priceDisplay(car, subscriptionSite)).toEqual({
        kind: 'subscription',
        amount: 129,
        text: '$129/week',
        wasAmount: null,
        wasText: null,
        priceTypeLabel: null,
      });
    });

    it("should show a rental site's daily rate, never the sale price (§1 rental sellers)", () => {
      const rentalSite = { template: 'rental' as const, features: { subscription_pricing: false } };
      const car = makeCar({ rental_price: 89, price: 56_490, price_type: 'drive_away' });
      expect(priceDisplay(car, rentalSite)).toEqual({
        kind: 'rental',
        amount: 89,
        text: '$89/day',
        wasAmount: null,
        wasText: null,
        priceTypeLabel: null,
      });
      expect(priceDisplay(makeCar({ rental_price: null, price: 56_490 }), rentalSite)).toMatchObject({
        kind: 'enquire',
        text: 'Enquire for price.',
      });
      expect(priceDisplay(car, plainSite).text).toBe('$56,490');
    });

    it('should show the weekly price on a subscription template site (§1)', () => {
      const site = { template: 'subscription' as const, features: { subscription_pricing: false } };
      expect(priceDisplay(makeCar({ subscription_price: 129, price: 25_990 }), site).text).toBe('$129/week');
    });

    it('should ignore the subscription price on a site without subscription', () => {
      const car = makeCar({ subscription_price: 129, price: 25_990 });
      expect(priceDisplay(car, plainSite).kind).toBe('price');
    });

    it.each([
      // [reduced, computed, price, kind, amount] — §9 "a real price is over 10"
      [10, null, 25_990, 'price', 25_990],
      [10.01, null, 25_990, 'reduced', 10.01],
      [null, 10, 25_990, 'price', 25_990],
      [null, 10.01, 25_990, 'reduced', 10.01],
      [22_990, 23_990, 25_990, 'reduced', 22_990],
      [0, 23_990, 25_990, 'reduced', 23_990],
      [null, null, 10, 'enquire', null],
      [null, null, 10.01, 'price', 10.01],
      [null, null, null, 'enquire', null],
    ] as const)(
      'should pick reduced=%j computed=%j price=%j as %s %j (§4 steps 2–3, §9 over 10)',
      (reduced_price, computed_price, price, kind, amount) => {
        const display = priceDisplay(makeCar({ reduced_price, computed_price, price }), plainSite);
        expect(display.kind).toBe(kind);
        expect(display.amount).toBe(amount);
      },
    );

    it.each([[{ preorder: true }], [{ tag: 'Pre-order' }], [{ tag: ' pre-order ' }]])(
      'should show PREORDER for a pre-order car without a real price (§4 step 4): %j',
      (extra) => {
        const display = priceDisplay(makeCar({ price: null, ...extra }), plainSite);
        expect(display).toMatchObject({ kind: 'preorder', text: 'PREORDER', amount: null });
      },
    );

    it('should prefer a real price over PREORDER (§4 step 3 before 4)', () => {
      expect(priceDisplay(makeCar({ price: 59_990, preorder: true }), plainSite).text).toBe('$59,990');
    });

    it("should fall back to 'Enquire for price.' (§4 step 5)", () => {
      expect(priceDisplay(makeCar({ price: 0 }), subscriptionSite)).toMatchObject({
        kind: 'enquire',
        text: 'Enquire for price.',
        priceTypeLabel: null,
      });
    });

    it.each([
      [25_990, 25_990, null],
      [25_990, 25_989, null],
      [25_990, 25_991, '$25,991'],
      [25_990, null, null],
    ])(
      'should show a was-price only when before_price exceeds the price (price %d, before %j → %j)',
      (price, before_price, wasText) => {
        expect(priceDisplay(makeCar({ price, before_price }), plainSite).wasText).toBe(wasText);
      },
    );

    it('should compare the was-price with the reduced price', () => {
      const display = priceDisplay(
        makeCar({ price: 25_990, reduced_price: 23_990, before_price: 25_990 }),
        plainSite,
      );
      expect(display).toMatchObject({ text: '$23,990', wasAmount: 25_990, wasText: '$25,990' });
    });

    it('should never show a was-price beside a subscription price', () => {
      const car = makeCar({ subscription_price: 129, before_price: 40_000 });
      expect(priceDisplay(car, subscriptionSite).wasText).toBeNull();
    });

    it('should carry the price type label with a dollar price', () => {
      expect(priceDisplay(makeCar({ price_type: 'drive_away' }), plainSite).priceTypeLabel).toBe(
        'Drive Away',
      );
    });

    it('should word a price without government charges as NZ dealers do on an NZ site', () => {
      const car = makeCar({ price_type: 'egc' });
      expect(priceDisplay(car, { ...plainSite, country: 'NZ' }).priceTypeLabel).toBe('+ ORC');
      expect(priceDisplay(car, { ...plainSite, country: 'AU' }).priceTypeLabel).toBe('Excl. Govt. Charges');
      expect(
        priceDisplay(makeCar({ price_type: 'drive_away' }), { ...plainSite, country: 'NZ' }).priceTypeLabel,
      ).toBe('Drive Away');
    });
  });

  describe('priceTypeLabel', () => {
    it.each([
      ['drive_away', 'Drive Away'],
      ['Drive Away', 'Drive Away'],
      ['DAP', 'Drive Away'],
      ['egc', 'Excl. Govt. Charges'],
      ['excl-govt-charges', 'Excl. Govt. Charges'],
      ['plus_orc', '+ ORC'],
      ['excl_gst', 'Excl. GST'],
      ['Drive away no more to pay', 'Drive away no more to pay'],
      ['  ', null],
      [null, null],
    ])('should label %j as %j', (code, label) => {
      expect(priceTypeLabel(code)).toBe(label);
    });
  });

  describe('currentPrice / isPreorder', () => {
    it('should return null when no price is real', () => {
      expect(currentPrice({ reduced_price: 5, computed_price: null, price: 1 })).toBeNull();
    });

    it('should not treat other tags as pre-order', () => {
      expect(isPreorder({ preorder: false, tag: 'Special' })).toBe(false);
    });
  });

  describe('salePriceTypeLabel (AU: never a bare price that is not drive-away)', () => {
    it.each([
      ['drive_away', 'AU', 'Drive Away'],
      [null, 'AU', 'Excl. Govt. Charges'],
      ['  ', 'AU', 'Excl. Govt. Charges'],
      ['egc', 'NZ', '+ ORC'],
      [null, 'NZ', null],
      ['Special', 'AU', 'Special · Excl. Govt. Charges'],
      ['negotiable', 'AU', 'Negotiable · Excl. Govt. Charges'],
      ['excl_gst', 'AU', 'Excl. GST · Excl. Govt. Charges'],
      ['Drive away no more to pay', 'AU', 'Drive away no more to pay'],
      ['Driveaway Price', 'AU', 'Drive Away'],
      ['D/A', 'AU', 'Drive Away'],
      ['Excl. Gov. Charges', 'AU', 'Excl. Govt. Charges'],
      ['Ex Govt Charges', 'NZ', '+ ORC'],
      ['Plus Government Charges', 'NZ', '+ ORC'],
      ['Plus on-road costs', 'AU', '+ ORC'],
      ['Special', 'NZ', 'Special'],
      [null, undefined, null],
    ] as const)('%j on a %s site → %j', (type, country, label) => {
      expect(salePriceTypeLabel(type, country)).toBe(label);
    });

    it('an AU car without a price type shows its price with Excl. Govt. Charges', () => {
      const car = makeCar({ price: 25_990, price_type: null });
      expect(priceDisplay(car, { ...plainSite, country: 'AU' as const }).priceTypeLabel).toBe(
        'Excl. Govt. Charges',
      );
    });
  });

  describe('priceLine', () => {
    it('should print the price-type label beside the amount (never a bare AU price that is not drive-away)', () => {
      const au = { country: 'AU' as const, features: { subscription_pricing: false } };
      const nz = { country: 'NZ' as const, features: { subscription_pricing: false } };
      expect(priceLine(priceDisplay(makeCar({ price: 25_990, price_type: 'drive_away' }), au))).toBe(
        '$25,990 Drive Away',
      );
      expect(priceLine(priceDisplay(makeCar({ price: 25_990, price_type: null }), au))).toBe(
        '$25,990 Excl. Govt. Charges',
      );
      expect(priceLine(priceDisplay(makeCar({ price: 25_990, price_type: 'egc' }), nz))).toBe(
        '$25,990 + ORC',
      );
      expect(priceLine(priceDisplay(makeCar({ price: null }), au))).toBe('Enquire for price.');
    });
  });
});
