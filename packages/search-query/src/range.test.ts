import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRange, isValidRange, parseRange } from './range.js';

describe('range', () => {
  it.each([
    ['1000:2000', { min: 1000, max: 2000 }],
    [':2000', { min: null, max: 2000 }],
    ['1000:', { min: 1000, max: null }],
    ['-5:5', { min: -5, max: 5 }],
    ['1.5:2.25', { min: 1.5, max: 2.25 }],
    ['1e3:2e3', { min: 1000, max: 2000 }],
    ['5:5', { min: 5, max: 5 }],
    [':', null],
    ['', null],
    ['10', null],
    ['1:2:3', null],
    ['a:b', null],
    ['9:1', null],
    ['Infinity:', null],
    ['-1e309:1e309', null],
    ['1e309:', null],
    [':-1e309', null],
    [`1${'0'.repeat(400)}:`, null],
  ])("should read '%s' as %j (§4 'low:high')", (text, range) => {
    expect(parseRange(text)).toEqual(range);
  });

  it('should read back every valid range it writes (property)', () => {
    const bound = fc.option(
      fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
      {
        nil: null,
      },
    );
    fc.assert(
      fc.property(bound, bound, (min, max) => {
        const range = { min, max };
        if (!isValidRange(range)) return;
        expect(parseRange(formatRange(range))).toEqual(range);
      }),
    );
  });

  it('should reject empty, inverted and non-finite ranges', () => {
    expect(isValidRange({ min: null, max: null })).toBe(false);
    expect(isValidRange({ min: 2, max: 1 })).toBe(false);
    expect(isValidRange({ min: Number.NaN, max: null })).toBe(false);
    expect(isValidRange({ min: 1, max: 1 })).toBe(true);
  });
});
