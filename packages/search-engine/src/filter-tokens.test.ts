import { describe, expect, it } from 'vitest';
import { FilterSyntaxError, tokenizeFilter } from './filter-tokens.js';

describe('tokenizeFilter', () => {
  it('should read bare words, quoted strings with escapes, operators and punctuation', () => {
    expect(
      tokenizeFilter(`make = "Land \\"Rover\\"" AND id IN [1,2]`).map((t) => ('text' in t ? t.text : t.kind)),
    ).toEqual(['make', '=', 'Land "Rover"', 'AND', 'id', 'IN', '[', '1', ',', '2', ']', 'end']);
  });

  it('should refuse characters Meilisearch never reads bare, and an unterminated quote', () => {
    expect(() => tokenizeFilter('make = 🐻')).toThrow(FilterSyntaxError);
    expect(() => tokenizeFilter("make = 'Kia")).toThrow(/Unterminated/);
    expect(() => tokenizeFilter('price ! 3')).toThrow(FilterSyntaxError);
  });
});
