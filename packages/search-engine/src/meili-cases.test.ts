import { describe, expect, it } from 'vitest';
import { EmbeddedIndex } from './search-index.js';
import { parseQuery, synonymMap } from './text-query.js';
import type { IndexSettings } from './types.js';
import { typoDistance } from './typo.js';

/**
 * Cases written from Meilisearch's documented search behaviour (matching strategy `last`, the default
 * ranking rules, typo tolerance, prefix search, n-grams and split words, phrase and negative search,
 * synonyms), run through the embedded engine. Each names the rule it pins.
 */

const settings: IndexSettings = {
  primaryKey: 'id',
  filterableAttributes: ['kind'],
  sortableAttributes: ['price'],
  searchableAttributes: ['title', 'description'],
  maxValuesPerFacet: 100,
  synonyms: synonymMap([
    ['vw', 'volkswagen'],
    ['ute', 'utes', 'pick up'],
  ]),
};

type Doc = { id: number; title: string; description?: string; price?: number; kind?: string };

function engine(docs: Doc[]) {
  const index = new EmbeddedIndex('docs', docs, settings);
  return (q: string, extra: Record<string, unknown> = {}) =>
    index.search({ indexUid: 'docs', q, limit: 50, ...extra }).hits.map((h) => h.id);
}

describe('matching strategy last', () => {
  const search = engine([
    { id: 1, title: 'red car' },
    { id: 2, title: 'red suv' },
    { id: 3, title: 'blue suv' },
    { id: 4, title: 'red big suv' },
  ]);

  it('requires every word first, then drops words from the end, never the first', () => {
    // All words: 2 and 4 (4 further apart); then "red" alone: 1. "blue suv" lacks the first word.
    expect(search('red suv')).toEqual([2, 4, 1]);
    expect(search('suv red')).toEqual([2, 4, 3]);
  });

  it('returns nothing when the first word matches nothing', () => {
    expect(search('green suv')).toEqual([]);
  });

  it('treats a lone stop of punctuation as no word', () => {
    expect(search('red , suv')).toEqual([2, 4, 1]);
  });
});

describe('typo tolerance', () => {
  const search = engine([
    { id: 1, title: 'seven' },
    { id: 2, title: 'two' },
    { id: 3, title: 'saturday' },
    { id: 4, title: 'landcruiser' },
    { id: 5, title: 'hilux' },
    { id: 6, title: 'orange' },
    { id: 7, title: 'range' },
  ]);

  it('allows no typo under 5 letters, one from 5, two from 9', () => {
    expect(search('sevem')).toEqual([1]);
    expect(search('tow')).toEqual([]);
    expect(search('satuday')).toEqual([3]);
    expect(search('satudya')).toEqual([]);
    expect(search('lendcruisr')).toEqual([4]);
    expect(search('lendcrusr')).toEqual([]);
  });

  it('counts a transposition as one typo', () => {
    expect(search('hliux')).toEqual([5]);
    expect(typoDistance('hliux', 'hilux', 1, false)).toBe(1);
  });

  it('charges two typos for a different first letter', () => {
    // With one typo allowed the first letter must match: neither orange nor range is found.
    expect(search('xrange')).toEqual([]);
    expect(search('prange')).toEqual([]);
    expect(typoDistance('ganges', 'ranges', 2, false)).toBe(2);
  });

  it('ranks fewer typos first', () => {
    expect(search('range')).toEqual([7]);
    expect(search('ranges')).toEqual([7]);
  });
});

describe('prefix search', () => {
  const search = engine([
    { id: 1, title: 'toyota hilux' },
    { id: 2, title: 'toyota hiace' },
    { id: 3, title: 'hi there toyota' },
  ]);

  it('applies to the last word only', () => {
    expect(search('toyota hil')).toEqual([1, 2, 3]);
    expect(search('hil toyota')).toEqual([]);
    expect(search('toy')).toEqual([1, 2, 3]);
  });
});

describe('ranking rules in the default order', () => {
  it('ranks words, then typo, then proximity, then attribute, then sort, then exactness', () => {
    const search = engine([
      { id: 1, title: 'long range electric', price: 100 },
      { id: 2, title: 'ford ranger', price: 900 },
      { id: 3, title: 'ford something ranger', price: 50 },
      { id: 4, title: 'other', description: 'ford ranger', price: 10 },
    ]);
    // Typo beats sort: Rangers (no typo) before "range" (one typo) though the EV is cheaper; attribute
    // beats sort: the title matches (the earlier word first) before the description's.
    expect(search('ranger', { sort: ['price:asc'] })).toEqual([2, 3, 4, 1]);
    // Proximity before attribute before sort: 2 (adjacent in title) → 4 (adjacent, description) → 3.
    expect(search('ford ranger', { sort: ['price:asc'] })).toEqual([2, 4, 3]);
  });

  it("ranks a word's position in its attribute before the sort (attribute: rank, then position)", () => {
    const search = engine([
      { id: 1, title: 'kia sport', price: 10 },
      { id: 2, title: 'sport kia', price: 20 },
      { id: 3, title: 'kia', description: 'sport', price: 5 },
    ]);
    expect(search('sport', { sort: ['price:asc'] })).toEqual([2, 1, 3]);
  });

  it('applies sort between equally relevant documents', () => {
    const search = engine([
      { id: 1, title: 'mazda cx-5', price: 300 },
      { id: 2, title: 'mazda cx-5', price: 100 },
      { id: 3, title: 'mazda cx-5', price: 200 },
    ]);
    expect(search('mazda', { sort: ['price:asc'] })).toEqual([2, 3, 1]);
    expect(search('mazda', { sort: ['price:desc'] })).toEqual([1, 3, 2]);
  });

  it('ranks an exact word above a prefix of a longer word (exactness)', () => {
    const search = engine([
      { id: 1, title: 'sportage' },
      { id: 2, title: 'sport' },
    ]);
    expect(search('sport')).toEqual([2, 1]);
  });
});

describe('n-grams and split words', () => {
  const search = engine([
    { id: 1, title: 'Toyota LandCruiser GXL' },
    { id: 2, title: 'Toyota RAV4 Cruiser' },
    { id: 3, title: 'Mazda CX-5 Maxx' },
    { id: 4, title: 'Isuzu D-Max' },
    { id: 5, title: 'Audi Q5' },
  ]);

  it('matches the concatenation of consecutive query words', () => {
    expect(search('land cruiser')[0]).toBe(1);
    expect(search('rav 4')).toEqual([2]);
  });

  it('matches a word split in two adjacent words', () => {
    expect(search('cx5')).toEqual([3]);
    expect(search('dmax')).toEqual([4]);
  });
});

describe('phrase and negative search', () => {
  const search = engine([
    { id: 1, title: 'Toyota HiLux GR Sport', description: 'diesel' },
    { id: 2, title: 'Toyota Corolla Sport GR', description: 'petrol' },
    { id: 3, title: 'Toyota Prado', description: 'diesel' },
  ]);

  it('matches a quoted phrase as consecutive words only', () => {
    expect(search('"gr sport"')).toEqual([1]);
    expect(search('gr sport')).toEqual([1, 2]);
  });

  it('drops documents holding a negated word or phrase', () => {
    expect(search('toyota -diesel')).toEqual([2]);
    expect(search('toyota -"gr sport"')).toEqual([2, 3]);
    expect(search('-diesel')).toEqual([2]);
  });

  it('answers a pasted 20k-character word quickly', () => {
    const started = performance.now();
    expect(search(`toyota ${'a'.repeat(20_000)}`)).toEqual([1, 2, 3]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('parses words, phrases and negations', () => {
    expect(parseQuery('Land -"gr sport" -x "a b" c-d')).toEqual([
      { words: ['land'], phrase: false, negative: false },
      { words: ['gr', 'sport'], phrase: true, negative: true },
      { words: ['x'], phrase: true, negative: true },
      { words: ['a', 'b'], phrase: true, negative: false },
      { words: ['c'], phrase: false, negative: false },
      { words: ['d'], phrase: false, negative: false },
    ]);
  });
});

describe('normalization and synonyms', () => {
  const search = engine([
    { id: 1, title: 'Citroën C5 Aircross' },
    { id: 2, title: 'Volkswagen Amarok', description: 'Ute' },
    { id: 3, title: 'Škoda Octavia' },
  ]);

  it('folds case and diacritics both ways', () => {
    expect(search('citroen')).toEqual([1]);
    expect(search('CITROËN')).toEqual([1]);
    expect(search('skoda')).toEqual([3]);
  });

  it('matches synonyms both ways, multi-word ones too', () => {
    expect(search('vw')).toEqual([2]);
    expect(search('utes')).toEqual([2]);
    expect(search('pick up')).toEqual([2]);
  });

  it('highlights the words matched in the original text', () => {
    const index = new EmbeddedIndex('docs', [{ id: 1, title: 'Volkswagen Amarok' }], settings);
    const hit = index.search({ indexUid: 'docs', q: 'amar', attributesToHighlight: ['title'] }).hits[0];
    expect(hit?._formatted).toMatchObject({ title: 'Volkswagen <em>Amarok</em>' });
    const folded = new EmbeddedIndex('docs', [{ id: 1, title: 'Citroën C5' }], settings);
    const citroen = folded.search({ indexUid: 'docs', q: 'citroen', attributesToHighlight: ['title'] })
      .hits[0];
    expect(citroen?._formatted).toMatchObject({ title: '<em>Citroën</em> C5' });
  });
});
