import { describe, expect, it } from 'vitest';
import { asNumber, compareScalars, getPath, hasPath, lowerBound, scalarKey, tokenKeys } from './values.js';

describe('document values', () => {
  it('should read dotted paths into nested objects', () => {
    const doc = { location: { city: 'Cowra' }, 'a.b': 1 };
    expect(getPath(doc, 'location.city')).toBe('Cowra');
    expect(getPath(doc, 'a.b')).toBe(1);
    expect(hasPath(doc, 'location.state')).toBe(false);
  });

  it('should key strings case-insensitively, numbers numerically and a filter token both ways', () => {
    expect(scalarKey('Toyota')).toBe('s:toyota');
    expect(scalarKey(true)).toBe('s:true');
    expect(scalarKey(Number.NaN)).toBeNull();
    expect(tokenKeys('2020')).toEqual(['s:2020', 'n:2020']);
    expect(asNumber('1e3')).toBe(1000);
    expect(asNumber('12abc')).toBeNull();
  });

  it('should sort numbers before strings, strings folded', () => {
    expect([3, 'b', 'A', 1].sort(compareScalars)).toEqual([1, 3, 'A', 'b']);
  });

  it('should find the first position at or above a value', () => {
    const values = Float64Array.from([1, 2, 2, 3]);
    expect(lowerBound(values, 2, true)).toBe(1);
    expect(lowerBound(values, 2, false)).toBe(3);
  });
});
