import { describe, expect, it } from 'vitest';
import { normaliseQuery, queryWords } from './normalise.js';

describe('normaliseQuery', () => {
  it('should make case, spacing and punctuation variants of one prefix the same text', () => {
    expect(normaliseQuery('  Toyota ')).toBe('toyota');
    expect(normaliseQuery('TOYOTA')).toBe('toyota');
    expect(normaliseQuery('CX-5')).toBe('cx 5');
    expect(normaliseQuery('Mercedes–Benz   C200')).toBe('mercedes benz c200');
  });

  it('should fold diacritics so "Škoda" and "skoda" share a cache entry', () => {
    expect(normaliseQuery('Škoda Citroën')).toBe('skoda citroen');
  });

  it('should give empty text for punctuation only', () => {
    expect(normaliseQuery(' -/ ')).toBe('');
    expect(queryWords('')).toEqual([]);
    expect(queryWords('land cruiser')).toEqual(['land', 'cruiser']);
  });
});
