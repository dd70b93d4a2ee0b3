import { describe, expect, it } from 'vitest';
import { isPostcode, postcodeSchema } from './postcode.js';
import { messageOf } from './test-helpers.js';

const INVALID = 'Invalid postcode. Please enter a 4-digit number.';

describe('§5 postcode', () => {
  it('accepts exactly four digits', () => {
    expect(postcodeSchema.parse('4000')).toBe('4000');
    expect(postcodeSchema.parse('0800')).toBe('0800');
    expect(postcodeSchema.parse(' 2000 ')).toBe('2000');
    expect(postcodeSchema.parse(2000)).toBe('2000');
  });

  it.each(['400', '40000', 'abcd', '40a0', '4 000', '-400', '4000.', '４０００'])('rejects %j', (value) => {
    expect(messageOf(postcodeSchema, value)).toBe(INVALID);
    expect(isPostcode(value)).toBe(false);
  });

  it('3, 4 and 5 digits', () => {
    expect(messageOf(postcodeSchema, '123')).toBe(INVALID);
    expect(messageOf(postcodeSchema, '1234')).toBeNull();
    expect(messageOf(postcodeSchema, '12345')).toBe(INVALID);
  });

  it('is required', () => {
    expect(messageOf(postcodeSchema, '')).toBe('*This is a required field.');
  });
});
