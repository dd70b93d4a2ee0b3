import { describe, expect, it } from 'vitest';
import { typoBudget, typoDistance } from './typo.js';

describe('typo tolerance (Meilisearch minWordSizeForTypos 5 / 9)', () => {
  it('should allow no typo under 5 letters, one from 5, two from 9', () => {
    expect([typoBudget('ford'), typoBudget('mazda'), typoBudget('landcruis'), typoBudget('citroën')]).toEqual(
      [0, 1, 2, 1],
    );
  });

  it('should count a transposition as one typo and a first-letter change as two', () => {
    expect(typoDistance('hliux', 'hilux', 1, false)).toBe(1);
    expect(typoDistance('orange', 'range', 1, false)).toBe(2);
    expect(typoDistance('toyta', 'toyota', 1, false)).toBe(1);
    expect(typoDistance('corola', 'corolla', 1, false)).toBe(1);
  });

  it('should measure a prefix against the best prefix of the term', () => {
    expect(typoDistance('cruis', 'cruiser', 1, true)).toBe(0);
    expect(typoDistance('crius', 'cruiser', 1, true)).toBe(1);
    expect(typoDistance('xyzzy', 'cruiser', 1, true)).toBe(2);
  });
});
