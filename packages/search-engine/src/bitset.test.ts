import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset.js';

describe('Bitset', () => {
  it('should behave as a set of numbers under and / or / not / count', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.array(fc.nat(199)), fc.array(fc.nat(199)), (size, a, b) => {
        const xs = a.filter((x) => x < size);
        const ys = b.filter((y) => y < size);
        const sa = Bitset.fromSorted(size, xs);
        const sb = Bitset.fromSorted(size, ys);
        const setA = new Set(xs);
        const setB = new Set(ys);
        expect(sa.clone().and(sb).toArray()).toEqual(
          [...setA].filter((x) => setB.has(x)).sort((p, q) => p - q),
        );
        expect(sa.clone().or(sb).count()).toBe(new Set([...xs, ...ys]).size);
        expect(sa.clone().not().count()).toBe(size - setA.size);
      }),
    );
  });

  it('should keep bits past the size clear in full and not', () => {
    expect(Bitset.full(33).count()).toBe(33);
    expect(new Bitset(33).not().toArray()).toHaveLength(33);
  });
});
