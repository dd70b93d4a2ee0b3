import { describe, expect, it } from 'vitest';
import {
  identifierSearchKey,
  leadSearchTerms,
  phoneSearchKey,
  searchQueryKeys,
  shopperKeys,
} from './lead-search.js';

describe('phoneSearchKey', () => {
  it.each([
    ['+61 412 345 678', '0412345678'],
    ['0412 345 678', '0412345678'],
    ['61412345678', '0412345678'],
    ['0061 412 345 678', '0412345678'],
    ['+61 (0)412 345 678', '0412345678'],
    ['(04) 1234-5678', '0412345678'],
    ['+64 21 123 4567', '0211234567'],
    ['6421 123 4567', '0211234567'],
    ['0064 9 123 4567', '091234567'],
    ['64 9 123 4567', '091234567'],
    ['13 13 13', '131313'],
    ['0412', '0412'],
  ])('%j → %j', (input, key) => {
    expect(phoneSearchKey(input)).toBe(key);
  });

  it('gives nothing for fewer than 4 digits or no digits', () => {
    expect(phoneSearchKey('041')).toBeNull();
    expect(phoneSearchKey('call me')).toBeNull();
    expect(phoneSearchKey('')).toBeNull();
  });

  it('is idempotent', () => {
    for (const input of ['+61 412 345 678', '6421 123 4567', '0298765432'])
      expect(phoneSearchKey(phoneSearchKey(input) ?? '')).toBe(phoneSearchKey(input));
  });
});

describe('identifierSearchKey', () => {
  it('keeps letters and digits, lower case', () => {
    expect(identifierSearchKey('ABC-123')).toBe('abc123');
    expect(identifierSearchKey(' 1hgcm 82633a004352 ')).toBe('1hgcm82633a004352');
    expect(identifierSearchKey('--')).toBeNull();
  });
});

describe('leadSearchTerms', () => {
  it('takes the name words, e-mail, national phone and the car identifiers', () => {
    const terms = leadSearchTerms({
      first_name: 'Zoë',
      last_name: "O'Brien Smith",
      email: ' Zoe@Example.COM ',
      phone: '+61 412 345 678',
      Rego: 'ABC 123',
      stock_number: 'S-4411',
      vin: '1HGCM82633A004352',
      message: 'not searched',
    });
    expect(terms).toEqual([
      'zoe',
      'obrien',
      'smith',
      'zoe@example.com',
      '0412345678',
      'abc123',
      's4411',
      '1hgcm82633a004352',
    ]);
  });

  it('gives no terms for an empty lead and ignores non-text values', () => {
    expect(leadSearchTerms({})).toEqual([]);
    expect(leadSearchTerms({ first_name: { x: 1 }, phone: 412 })).toEqual([]);
  });
});

describe('searchQueryKeys', () => {
  it('reads any AU/NZ phone format as the one national key', () => {
    for (const q of ['+61 412 345 678', '0412 345 678', '61412345678', '0412345678'])
      expect(searchQueryKeys(q)).toEqual(['0412345678']);
    expect(searchQueryKeys('+64 21 123 4567')).toEqual(['0211234567']);
  });

  it('reads a rego typed with a space as one identifier, words otherwise', () => {
    expect(searchQueryKeys('abc 123')).toEqual(['abc123']);
    expect(searchQueryKeys('  Jane   SMITH ')).toEqual(['jane', 'smith']);
    expect(searchQueryKeys('jane@example.com')).toEqual(['jane@example.com']);
    expect(searchQueryKeys('a b c d e f g')).toHaveLength(5);
    expect(searchQueryKeys('   ')).toEqual([]);
  });
});

describe('shopperKeys', () => {
  it('gives the e-mail and phone that make two leads one shopper', () => {
    expect(shopperKeys({ email: 'A@B.co', phone: '+61 412 345 678' })).toEqual({
      email: 'a@b.co',
      phone: '0412345678',
    });
    expect(shopperKeys({ email: 'nope' })).toEqual({ email: null, phone: null });
  });
});
