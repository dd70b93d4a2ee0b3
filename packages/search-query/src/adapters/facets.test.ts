import { describe, expect, it } from 'vitest';
import { defaultContext } from '../testing/context.js';
import { facetsFor, refinedFacets } from './facets.js';

describe('facets', () => {
  it('should request the §3 facets of each index and reject other types', () => {
    expect(facetsFor('car')).toHaveLength(27);
    expect(facetsFor('offer')).toEqual(['make', 'model', 'body']);
    expect(facetsFor('part')).toEqual(['categories', 'price']);
    expect(() => facetsFor('boat')).toThrow('Invalid search type');
    expect(() => facetsFor('toString')).toThrow('Invalid search type');
  });

  it('should give a disjunctive query only to refined facets, sorted', () => {
    expect(refinedFacets(defaultContext)).toEqual([]);
    expect(
      refinedFacets({
        ...defaultContext,
        refinements: { model: ['Corolla'], make: ['Toyota'], body: [] },
        ranges: { km: { min: null, max: 1 } },
      }),
    ).toEqual(['km', 'make', 'model']);
  });
});
