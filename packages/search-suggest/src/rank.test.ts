import { describe, expect, it } from 'vitest';
import { matchTier, rankSuggestions } from './rank.js';
import type { Suggestion } from './suggestion.js';

const s = (kind: Suggestion['kind'], label: string, count: number, url = `/search?${label}`): Suggestion => ({
  kind,
  label,
  url,
  count,
});

describe('matchTier', () => {
  it('should match the start of the label, then the start of a later word', () => {
    expect(matchTier('toyota', 'Toyota')).toBe(0);
    expect(matchTier('toy', 'Toyota RAV4')).toBe(1);
    expect(matchTier('rav', 'Toyota RAV4')).toBe(2);
    expect(matchTier('oyota', 'Toyota')).toBeNull();
  });

  it('should match across spaces and punctuation the way shoppers type model names', () => {
    expect(matchTier('cx5', 'Mazda CX-5')).toBe(2);
    expect(matchTier('rav 4', 'Toyota RAV4')).toBe(2);
    expect(matchTier('land cruiser', 'Toyota LandCruiser')).toBe(2);
    expect(matchTier('toyota rav', 'Toyota RAV4')).toBe(1);
    expect(matchTier('Citroen', 'Citroën C4')).toBe(1);
  });

  it('should match nothing for empty or punctuation-only text', () => {
    expect(matchTier('', 'Toyota')).toBeNull();
    expect(matchTier(' - ', 'Toyota')).toBeNull();
  });
});

describe('rankSuggestions', () => {
  const candidates = [
    s('badge', 'Touring', 9),
    s('model', 'Toyota RAV4', 12),
    s('model', 'Toyota HiLux', 30),
    s('make', 'Toyota', 80, '/search?make=Toyota'),
    s('page', 'Toyota cars', 80, '/search?make=Toyota'),
    s('model', 'Ford Ranger', 20),
    s('model', 'Honda Tourer', 0),
  ];

  it('should put the make first, then its models by stock, then badges', () => {
    expect(rankSuggestions('to', candidates, 8).map((x) => x.label)).toEqual([
      'Toyota',
      'Toyota HiLux',
      'Toyota RAV4',
      'Touring',
    ]);
  });

  it('should keep one suggestion per URL: the make, not the search page that opens the same listing', () => {
    const ranked = rankSuggestions('toyota', candidates, 8);
    expect(ranked.filter((x) => x.url === '/search?make=Toyota')).toEqual([candidates[3]]);
  });

  it('should rank a whole-label match above a longer label of a better kind', () => {
    const ranked = rankSuggestions('touring', [s('model', 'Touring Wagon', 50), s('badge', 'Touring', 2)], 8);
    expect(ranked.map((x) => x.label)).toEqual(['Touring', 'Touring Wagon']);
  });

  it('should leave out what no car has, and stop at the limit', () => {
    expect(rankSuggestions('tour', candidates, 8).map((x) => x.label)).toEqual(['Touring']);
    expect(rankSuggestions('to', candidates, 2)).toHaveLength(2);
  });
});
