import { describe, expect, it } from 'vitest';
import { formatShortDate, listedText, priceChanges, priceHistoryLines } from './price-history.js';

const car = (id: number, price: number | null, reduced: number | null = null) => ({
  id,
  price,
  reduced_price: reduced,
  computed_price: null,
});
const brisbane = { country: 'AU' as const, state: 'QLD' };
const NOW = new Date('2026-11-28T02:00:00Z');

describe('priceChanges', () => {
  it('records each car whose shown price moved, and nothing for new, gone or unpriced cars', () => {
    const before = [car(1, 20_000), car(2, 30_000), car(3, null), car(4, 15_000)];
    const after = [car(1, 20_000, 18_500), car(2, 30_000), car(3, 9_000), car(5, 7_000)];
    expect(priceChanges(before, after)).toEqual([{ carId: 1, from: 20_000, to: 18_500 }]);
  });
});

describe('priceHistoryLines', () => {
  it('says drops and rises newest first, dated in the site zone', () => {
    const lines = priceHistoryLines(
      [
        { from: 20_000, to: 18_500, at: '2026-11-11T15:30:00Z' }, // 12 Nov 01:30 in Brisbane
        { from: 18_500, to: 19_000, at: '2026-11-20T01:00:00Z' },
      ],
      brisbane,
      NOW,
    );
    expect(lines.map((l) => l.text)).toEqual(['Price rose $500 on 20 Nov', 'Price dropped $1,500 on 12 Nov']);
    expect(lines.map((l) => l.kind)).toEqual(['rise', 'drop']);
    expect(lines[1]?.priceText).toBe('$18,500');
  });
  it('shows nothing when nothing was recorded', () => {
    expect(priceHistoryLines([], brisbane, NOW)).toEqual([]);
  });
});

describe('formatShortDate', () => {
  it('adds the year when the change is from another year', () => {
    expect(formatShortDate(new Date('2025-09-03T03:00:00Z'), brisbane, NOW)).toBe('3 Sep 2025');
  });
});

describe('listedText', () => {
  it.each([
    [0, 'Listed today'],
    [1, 'Listed 1 day ago'],
    [23, 'Listed 23 days ago'],
  ])('%i days → %s', (days, text) => {
    expect(listedText(days)).toBe(text);
  });
});
