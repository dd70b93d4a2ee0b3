import { describe, expect, it } from 'vitest';
import { normalizeText, parseQuery, synonymMap, tokenize } from './text-query.js';

describe('text query', () => {
  it('should fold case and diacritics and split on anything not a letter or digit', () => {
    expect(normalizeText('CITROËN')).toBe('citroen');
    expect(tokenize('Mercedes-Benz CX-5 2.0L')).toEqual(['mercedes', 'benz', 'cx', '5', '2', '0l']);
  });

  it('should read words, "phrases" and -negations', () => {
    expect(parseQuery('land "gr sport" -diesel')).toEqual([
      { words: ['land'], phrase: false, negative: false },
      { words: ['gr', 'sport'], phrase: true, negative: false },
      { words: ['diesel'], phrase: true, negative: true },
    ]);
  });

  it('should make every spelling of a synonym group match the others', () => {
    expect(
      synonymMap([
        ['VW', 'Volkswagen'],
        ['ute', 'pick up'],
      ]),
    ).toEqual({
      vw: ['volkswagen'],
      volkswagen: ['vw'],
      ute: ['pick up'],
      'pick up': ['ute'],
    });
  });
});
