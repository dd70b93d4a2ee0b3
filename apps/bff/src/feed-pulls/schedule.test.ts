import { describe, expect, it } from 'vitest';
import { nextPullAt } from './schedule.js';

const NOW = new Date('2026-03-10T00:00:00.000Z');
const minutesAfter = (at: Date) => (at.getTime() - NOW.getTime()) / 60_000;

describe('nextPullAt', () => {
  it('should wait the interval after a pull that worked', () => {
    expect(minutesAfter(nextPullAt(NOW, 60, 0))).toBe(60);
  });

  it('should back off 1, 2, 4 … minutes after failures in a row, capped at the interval and six hours', () => {
    expect([1, 2, 3, 4].map((f) => minutesAfter(nextPullAt(NOW, 60, f)))).toEqual([1, 2, 4, 8]);
    expect(minutesAfter(nextPullAt(NOW, 60, 9))).toBe(60);
    expect(minutesAfter(nextPullAt(NOW, 10_080, 30))).toBe(360);
  });
});
