import { describe, expect, it } from 'vitest';
import { emailSchema, isEmail } from './email.js';
import { messageOf } from './test-helpers.js';

describe('§5 email', () => {
  it.each(['a@b.co', 'first.last+tag@dealer.com.au', 'x@y.z', '  spaced@ends.nz  '])(
    'accepts %j',
    (value) => {
      expect(messageOf(emailSchema, value)).toBeNull();
      expect(isEmail(value)).toBe(true);
    },
  );

  it.each(['a@b', 'ab.co', '@b.co', 'a@.co', 'a@b.', 'a b@c.co', 'a@b@c.co', 'a@b .co'])(
    'rejects %j with the §5 message',
    (value) => {
      expect(messageOf(emailSchema, value)).toBe('invalid email address');
    },
  );

  it('is required', () => {
    expect(messageOf(emailSchema, '')).toBe('*This is a required field.');
    expect(messageOf(emailSchema, undefined)).toBe('*This is a required field.');
  });

  it('comes out trimmed', () => {
    expect(emailSchema.parse(' a@b.co ')).toBe('a@b.co');
  });
});
