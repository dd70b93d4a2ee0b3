import { describe, expect, it } from 'vitest';
import { carChangesAt } from './changes.js';
import { isListingVisible } from './eligibility.js';
import { financeDisplay } from './finance.js';
import { cardTag, type TagSite } from './tags.js';
import { type CarOverrides, makeCar } from './testing/car-fixture.js';

const DAY = 86_400;
const START = Date.UTC(2025, 11, 20) / 1000;
const tagSite: TagSite = {
  features: { electric_hybrid_tag: false },
  tags: {
    certified_used_make: null,
    custom_tag_colours: { default: '#c62828', rules: [] },
    sold_tag: 'SOLD',
  },
};
const site = {
  ...tagSite,
  search: { include_sold_cars_days: 3, sold_cars_fallback_one_day: false },
  country: 'AU' as const,
  state: 'QLD',
  finance_provider: 'taurus',
  finance: { excluded_manufacturers: [], finance_display_disabled: false, excluded_dealer_slugs: [] },
};
const lender = { interest_rate: 8.5, comparison_rate: 9.1, term_months: 60 };

/** Everything the three rules show of the car at an instant (epoch seconds). */
function shown(car: ReturnType<typeof makeCar>, at: number): string {
  const now = new Date(at * 1000);
  const finance = financeDisplay(car, site as never, now);
  return JSON.stringify([
    cardTag(car, tagSite, now),
    isListingVisible(car, site, now),
    finance.show ? 'show' : finance.reasons,
  ]);
}

const cars: CarOverrides[] = [
  { created_at_timestamp: START + 2 * DAY, car_type: 'new' },
  {
    created_at_timestamp: START - 3 * DAY,
    car_type: 'used',
    year: 2013,
    finance_lenders: { taurus: lender },
  },
  {
    status: 'sold',
    sold: true,
    sold_date_timestamp: START + 5 * DAY,
    created_at_timestamp: START - 40 * DAY,
  },
  { status: 'sold', sold: true, sold_date_timestamp: START - 2 * DAY, created_at_timestamp: START - 4 * DAY },
  { status: 'coming_soon', created_at_timestamp: START - DAY },
];

describe('carChangesAt', () => {
  it('names every instant at which the tag, the listing visibility or the finance age changes: between two of them nothing does', () => {
    for (const overrides of cars) {
      const car = makeCar(overrides);
      const instants = carChangesAt(car, site).sort((a, b) => a - b);
      // Every hour over three weeks: what the car shows at `t` holds until one second before the next instant.
      for (let t = START - DAY; t < START + 20 * DAY; t += 3600) {
        const next = instants.find((instant) => instant > t);
        const until = Math.min(next ?? Number.POSITIVE_INFINITY, START + 30 * DAY) - 1;
        expect(shown(car, until), `car ${JSON.stringify(overrides)} at ${t}`).toBe(shown(car, t));
      }
    }
  });

  it('misses no change: each instant it names is one where something may change, and changes are found', () => {
    const car = makeCar(cars[0] as CarOverrides);
    const newEnds = (cars[0]?.created_at_timestamp as number) + 8 * DAY + 1;
    expect(carChangesAt(car, site)).toContain(newEnds);
    expect(shown(car, newEnds)).not.toBe(shown(car, newEnds - 1));
    const old = makeCar(cars[1] as CarOverrides);
    // New Year 2026 in Brisbane (UTC+10): 14:00 UTC on 31 December.
    const tooOld = Date.UTC(2025, 11, 31, 14) / 1000;
    expect(carChangesAt(old, site)).toContain(tooOld);
    expect(shown(old, tooOld)).not.toBe(shown(old, tooOld - 1));
  });
});
