import { describe, expect, it } from 'vitest';
import { DEFAULT_SOLD_WINDOW_DAYS, soldWindowDays, soldWindowSeconds } from './sold-window.js';

const site = (include_sold_cars_days: number | undefined, sold_cars_fallback_one_day = false) => ({
  search: { include_sold_cars_days, sold_cars_fallback_one_day },
});

describe('soldWindowDays (§4/§9 sold window)', () => {
  it.each([
    [undefined, false, DEFAULT_SOLD_WINDOW_DAYS],
    [undefined, true, 1],
    [5, false, 5],
    [5, true, 5],
    [0, false, 0],
    [0, true, 0],
  ] as const)('should give %s days with fallback flag %s → %s days', (days, fallback, expected) => {
    expect(soldWindowDays(site(days, fallback))).toBe(expected);
  });

  it('should default to 3 days = 259200 seconds', () => {
    expect(soldWindowSeconds(site(undefined))).toBe(259_200);
  });

  it('should turn sold cars off when the dealer sets 0, whatever the fallback flag says', () => {
    expect(soldWindowSeconds(site(0, true))).toBe(0);
  });
});
