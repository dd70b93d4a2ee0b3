import { describe, expect, it } from 'vitest';
import { epochSeconds } from './time.js';

describe('time', () => {
  it.each([
    ['1970-01-01T00:00:00.999Z', 0],
    ['2025-03-10T12:00:00Z', 1_741_608_000],
  ])('should floor %s to %d epoch seconds', (iso, seconds) => {
    expect(epochSeconds(new Date(iso))).toBe(seconds);
  });

  it('should reject an invalid Date', () => {
    expect(() => epochSeconds(new Date(Number.NaN))).toThrow(RangeError);
  });
});
