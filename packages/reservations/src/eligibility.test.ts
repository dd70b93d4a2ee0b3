import { type CarInput, canReserve, RESERVE_BLOCKER_MESSAGES } from '@dealer/pricing';
import { createSite, createVehicle } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import {
  canReserveIn,
  depositCentsFor,
  reservationBlockerMessage,
  reservationBlockers,
} from './eligibility.js';

const NO_PROCESSOR = { payment_processors: [] };
const KEYLESS = {
  payment_processors: [
    {
      provider: 'stripe',
      authorization_type: 'publishable_key',
      authorization_key: ' ',
      deposit_amount: 500,
    },
  ],
};

describe('eligibility', () => {
  // §4 Checkout/reserve allowed only when: status in_stock, not sold, not reserved, price over 200,
  // reservable not false, and a payment processor with key.
  const matrix: Array<[string, Partial<CarInput>, string[]]> = [
    ['an eligible car', {}, []],
    ['a coming-soon car', { status: 'coming_soon' }, ['not_in_stock']],
    ['a sold-status car', { status: 'sold' }, ['not_in_stock']],
    ['a car with the sold flag', { sold: true }, ['sold']],
    ['a reserved car', { reserved: true }, ['reserved']],
    ['a car priced exactly 200', { price: 200 }, ['price_not_over_200']],
    ['a car priced 201', { price: 201 }, []],
    ['a car without a price', { price: null }, ['price_not_over_200']],
    ['a car with reservable false', { reservable: false }, ['not_reservable']],
    ['a car with reservable null', { reservable: null }, []],
    ['a car with reservable true', { reservable: true }, []],
    ['a car without a processor', NO_PROCESSOR, ['no_payment_processor']],
    ['a car whose processor has no key', KEYLESS, ['no_payment_processor']],
  ];

  it.each(matrix)(
    'should apply §4 through @dealer/pricing to %s (payment mode)',
    (_, overrides, expected) => {
      const car = createVehicle(overrides);
      expect(reservationBlockers(car, 'payment')).toEqual(expected);
      expect(canReserveIn(car, 'payment')).toBe(canReserve(car));
    },
  );

  it.each(matrix)(
    'should apply every §4 rule but the processor to %s (request mode)',
    (_, overrides, expected) => {
      const car = createVehicle(overrides);
      expect(reservationBlockers(car, 'request')).toEqual(
        expected.filter((b) => b !== 'no_payment_processor'),
      );
    },
  );

  it('should give the first blocker in §4 order as the message', () => {
    const car = createVehicle({ status: 'coming_soon', reserved: true });
    expect(reservationBlockerMessage(car, 'payment')).toBe(RESERVE_BLOCKER_MESSAGES.not_in_stock);
    expect(reservationBlockerMessage(createVehicle(), 'payment')).toBeNull();
    expect(reservationBlockerMessage(car, 'payment', createSite({ template: 'motorcycle' }))).toBe(
      'Only in-stock motorcycles can be reserved online.',
    );
  });

  it("should take the processor's deposit in cents, default $200 (§9), and nothing for a request", () => {
    expect(depositCentsFor(createVehicle(), 'payment')).toBe(20_000);
    const custom = createVehicle({
      payment_processors: [{ provider: 'stripe', authorization_key: 'pk_test_x', deposit_amount: 499.99 }],
    });
    expect(depositCentsFor(custom, 'payment')).toBe(49_999);
    expect(depositCentsFor(createVehicle(KEYLESS), 'payment')).toBe(20_000);
    expect(depositCentsFor(custom, 'request')).toBe(0);
  });
});
