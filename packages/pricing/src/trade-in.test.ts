import { describe, expect, it } from 'vitest';
import { makeCar } from './testing/car-fixture.js';
import {
  CONDITION_QUESTIONS,
  comparablePrices,
  conditionAnswerIds,
  TRADE_IN_MIN_COMPARABLES,
  TRADE_IN_SHARE,
  tradeInAdjustments,
  tradeInOffer,
} from './trade-in.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const SITE = { country: 'AU', state: 'QLD' } as const;
const corolla = (price: number | null, over: Parameters<typeof makeCar>[0] = {}) =>
  makeCar({ make: 'Toyota', model: 'Corolla', year: 2022, km: null, car_type: 'used', price, ...over });
const vehicle = { make: 'toyota', model: 'COROLLA', year: 2022, km: null };

describe('comparablePrices', () => {
  it('should take used cars of the same make and model within two years, priced over the §9 real-price minimum', () => {
    const cars = [
      corolla(20_000),
      corolla(10), // §9 placeholder price, not a real one
      corolla(11),
      corolla(null),
      corolla(30_000, { car_type: 'new' }),
      corolla(25_000, { year: 2019 }),
      corolla(22_000, { model: 'Camry' }),
    ];
    expect(comparablePrices(cars, vehicle)).toEqual([500, 20_000]);
  });

  it('should normalise a comparable to the asked year (8% a year) and km (5c a km)', () => {
    expect(comparablePrices([corolla(20_000, { year: 2023 })], vehicle)).toEqual([20_000 * 0.92]);
    expect(comparablePrices([corolla(20_000, { km: 50_000 })], { ...vehicle, km: 30_000 })).toEqual([21_000]);
  });
});

describe('tradeInAdjustments', () => {
  it('should score by question id and answer id: a reported problem 5%, a missing good point 3%', () => {
    expect(
      tradeInAdjustments({ accident: 'yes', mechanical: 'no', service_history: 'no', spare_key: 'yes' }),
    ).toEqual([
      { question: 'accident', change: -0.05 },
      { question: 'service_history', change: -0.03 },
    ]);
  });

  it('should read the Yes/No labels and booleans as answers, and ignore questions it does not own', () => {
    expect(tradeInAdjustments({ accident: ' Yes ', spare_key: false })).toHaveLength(2);
    // A question's wording is not scored: only the question ids are.
    expect(tradeInAdjustments({ 'Any accident damage?': 'Yes', accident: 'maybe' })).toEqual([]);
  });

  it('should turn the form values (keyed by question text) into the valuation answers (keyed by id)', () => {
    const values = Object.fromEntries(CONDITION_QUESTIONS.map((q) => [q.question, 'No']));
    expect(conditionAnswerIds({ ...values, name: 'Jo' })).toEqual({
      accident: 'no',
      mechanical: 'no',
      service_history: 'no',
      spare_key: 'no',
    });
  });
});

describe('tradeInOffer', () => {
  const stock = [corolla(18_000), corolla(20_000), corolla(22_000)];

  it('should offer the dealer share of the comparable median, rounded to $50, with its range', () => {
    const offer = tradeInOffer(stock, vehicle, NOW, SITE);
    expect(offer).toMatchObject({
      source: 'embedded-comparable-stock',
      onlineEstimate: true,
      comparables: 3,
      retail: { low: 19_000, median: 20_000, high: 21_000 },
      offer_price: Math.round((20_000 * TRADE_IN_SHARE) / 50) * 50,
    });
  });

  it('should lower the offer for each condition answer that counts against it', () => {
    const plain = tradeInOffer(stock, vehicle, NOW, SITE).offer_price as number;
    const damaged = tradeInOffer(stock, vehicle, NOW, SITE, { accident: 'yes' }).offer_price as number;
    expect(damaged).toBe(Math.round((20_000 * TRADE_IN_SHARE * 0.95) / 50) * 50);
    expect(damaged).toBeLessThan(plain);
  });

  it('should give no figure over 7 years or 100,000 km (§4), and say why', () => {
    expect(tradeInOffer(stock, { ...vehicle, year: 2018 }, NOW, SITE)).toMatchObject({
      onlineEstimate: false,
      offer_price: null,
      reasons: ['over_7_years'],
    });
    expect(tradeInOffer(stock, { ...vehicle, km: 100_001 }, NOW, SITE).reasons).toEqual(['over_100000_km']);
  });

  it('should give no figure from too few comparables or without the vehicle details', () => {
    const few = tradeInOffer(stock.slice(0, TRADE_IN_MIN_COMPARABLES - 1), vehicle, NOW, SITE);
    expect(few).toMatchObject({ onlineEstimate: false, offer_price: null, comparables: 2 });
    expect(tradeInOffer(stock, null, NOW, SITE)).toMatchObject({ onlineEstimate: false, retail: null });
  });
});
