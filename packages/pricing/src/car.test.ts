import { describe, expect, it } from 'vitest';
import { carSchema, lenderTerms, parseCar } from './car.js';
import { makeCar, MINIMAL_CAR as minimalHit } from './testing/car-fixture.js';

describe('car', () => {
  it('should parse a minimal §3 search hit and apply the defaults rules read', () => {
    const { price: _price, stocknum: _stocknum, ...hit } = minimalHit;
    const car = parseCar(hit);
    expect(car.price).toBeNull();
    expect(car.stocknum).toBeNull();
    expect(car.reserved).toBe(false);
    expect(car.sold).toBe(false);
    expect(car.reservable).toBeNull();
    expect(car.preorder).toBe(false);
    expect(car.finance_lenders).toEqual({});
    expect(car.payment_processors).toEqual([]);
    expect(car.images).toEqual([]);
    expect(car.odometer_unit).toBe('km');
  });

  it('should round-trip a parsed car (parse is idempotent)', () => {
    const car = makeCar({ finance_lenders: { taurus: { interestRate: 9 } }, autograb_data: {} });
    expect(carSchema.parse(car)).toEqual(car);
  });

  it.each([
    ['29990.00', 29_990],
    [' 150 ', 150],
    [29_990, 29_990],
    [null, null],
  ])('should read a feed price %j as %j', (price, expected) => {
    expect(parseCar({ ...minimalHit, price }).price).toBe(expected);
  });

  it.each([
    ['status', 'available'],
    ['car_type', 'nearly-new'],
    ['price', 'call us'],
    ['year', 1800],
    ['created_at', 'yesterday'],
    ['show_on_dealer_website', undefined],
  ])('should reject a bad %s and name the field in the issue path', (field, value) => {
    const result = carSchema.safeParse({ ...minimalHit, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('should parse §3 lender records with partial data and keep term{N} quotes', () => {
    const car = parseCar({
      ...minimalHit,
      finance_lenders: { taurus: { interestRate: '8.5', term36: '850.5', term60: 540, termX: 'n/a' } },
    });
    const taurus = car.finance_lenders.taurus!;
    expect(taurus.interestRate).toBe(8.5);
    expect(taurus.comparisonRate).toBeNull();
    expect(lenderTerms(taurus)).toEqual([
      { months: 36, payment: 850.5 },
      { months: 60, payment: 540 },
    ]);
  });

  it('should skip term{N} keys whose value is not a number', () => {
    const car = parseCar({ ...minimalHit, finance_lenders: { manual: { term48: 'call' } } });
    expect(lenderTerms(car.finance_lenders.manual!)).toEqual([]);
  });
});
