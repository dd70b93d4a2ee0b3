import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectTop } from './select.js';

describe('selectTop', () => {
  it('should return the k best in order, as a full sort would', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 400 }), fc.nat(30), (items, k) => {
        const cmp = (a: number, b: number) => a - b;
        expect(selectTop([...items], k, cmp)).toEqual([...items].sort(cmp).slice(0, k));
      }),
    );
  });

  it('should keep ties in the order the comparator gives them', () => {
    const items = Array.from({ length: 1000 }, (_, i) => ({ score: i % 3, id: i }));
    const cmp = (a: (typeof items)[0], b: (typeof items)[0]) => b.score - a.score || a.id - b.id;
    expect(selectTop([...items], 5, cmp).map((x) => x.id)).toEqual([2, 5, 8, 11, 14]);
  });
});
