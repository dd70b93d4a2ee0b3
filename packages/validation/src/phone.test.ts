import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isAuNzPhone,
  normalisePhone,
  nzSitePhoneSchema,
  parsePhone,
  phoneSchema,
  phoneSchemaFor,
  sitePhoneRule,
} from './phone.js';
import { messageOf } from './test-helpers.js';

const INVALID = 'Invalid phone number. Must be Australian or New Zealand number.';
const TOO_LONG = 'Invalid phone number. Too many characters.';
const REQUIRED = '*This is a required field.';

describe('normalisePhone', () => {
  it.each([
    ['+61 412 345 678', '0412345678'],
    ['0061 412 345 678', '0412345678'],
    ['+61 (0)2 9876 5432', '0298765432'],
    ['+64 21 123 4567', '0211234567'],
    ['0064-9-123-4567', '091234567'],
    ['(02) 9876.5432', '0298765432'],
    ['0412 345 678', '0412345678'],
    ['13 13 13', '131313'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%j → %j', (input, national) => {
    expect(normalisePhone(input)).toBe(national);
  });
});

describe('§5 phone: AU/NZ formats', () => {
  it.each([
    // AU mobile and landlines
    ['0412 345 678', 'AU', 'mobile'],
    ['+61 412 345 678', 'AU', 'mobile'],
    ['0061 412 345 678', 'AU', 'mobile'],
    ['+61412345678', 'AU', 'mobile'],
    ['(02) 9876 5432', 'AU', 'landline'],
    ['03 9876 5432', 'AU', 'landline'],
    ['07 3123 4567', 'AU', 'landline'],
    ['08 8123 4567', 'AU', 'landline'],
    ['+61 8 8123 4567', 'AU', 'landline'],
    ['13 13 13', 'AU', 'local-rate'],
    ['1300 123 456', 'AU', 'local-rate'],
    ['1800 123 456', 'AU', 'freephone'],
    // NZ mobiles, landlines, freephone
    ['021 123 456', 'NZ', 'mobile'],
    ['021 1234 5678', 'NZ', 'mobile'],
    ['+64 21 123 4567', 'NZ', 'mobile'],
    ['+64 27 123 4567', 'NZ', 'mobile'],
    ['0064 22 123 4567', 'NZ', 'mobile'],
    ['028 123 4567', 'AU', 'landline'],
    ['020 1234 5678', 'NZ', 'mobile'],
    ['029 123 4567', 'AU', 'landline'],
    ['03 123 4567', 'NZ', 'landline'],
    ['04 123 4567', 'NZ', 'landline'],
    ['06 123 4567', 'NZ', 'landline'],
    ['07 123 4567', 'NZ', 'landline'],
    ['09 123 4567', 'NZ', 'landline'],
    ['+64 9 123 4567', 'NZ', 'landline'],
    ['0064 9 123 4567', 'NZ', 'landline'],
    ['0800 123 456', 'NZ', 'freephone'],
    ['0800 123 4567', 'NZ', 'freephone'],
    ['0508 123 456', 'NZ', 'freephone'],
  ] as const)('accepts %j', (input, country, kind) => {
    expect(messageOf(phoneSchema, input)).toBeNull();
    const parsed = parsePhone(input);
    expect(parsed?.kind).toBe(kind);
    // A +64 number is pinned to NZ even where the digits also fit an AU format.
    expect(parsed?.country).toBe(input.startsWith('+64') || input.startsWith('0064') ? 'NZ' : country);
  });

  it.each([
    '12345',
    '0412 34', // far too short
    '0412 345 6', // AU mobile two digits short (one short, 041 234 567, is a Wellington landline)
    '0412 345 6789', // one digit long
    '05 1234 5678', // no 05 format
    '01 2345 6789',
    '+61 9 123 4567', // NZ landline digits behind an AU prefix
    '+64 412 345 678', // AU mobile behind an NZ prefix
    '+61 1300 123 456', // 1300 cannot be dialled from abroad
    '+64 800 123 456',
    '024 123 456', // 024 is no NZ mobile range (024 123 4567 would be an AU 02 landline)
    '+64 24 123 4567',
    '+44 20 7946 0958',
    '+1 555 123 4567',
    '0412 abc 678',
    '04123456780412',
    '+61',
    '++61412345678',
  ])('rejects %j', (input) => {
    expect(messageOf(phoneSchema, input)).toBe(INVALID);
    expect(isAuNzPhone(input)).toBe(false);
  });

  it('is required', () => {
    expect(messageOf(phoneSchema, '')).toBe(REQUIRED);
    expect(messageOf(phoneSchema, '  ')).toBe(REQUIRED);
    expect(messageOf(phoneSchema, undefined)).toBe(REQUIRED);
  });

  it('keeps the value as typed (trimmed)', () => {
    expect(phoneSchema.parse(' +61 412 345 678 ')).toBe('+61 412 345 678');
  });
});

describe('§5/§9 NZ-site phone: under 15 characters', () => {
  it('14 characters pass, 15 do not', () => {
    expect('+64 21 1234567').toHaveLength(14);
    expect(messageOf(nzSitePhoneSchema, '+64 21 1234567')).toBeNull();
    expect('+64 21 123 4567').toHaveLength(15);
    expect(messageOf(nzSitePhoneSchema, '+64 21 123 4567')).toBe(TOO_LONG);
    // The default rule has no length limit.
    expect(messageOf(phoneSchema, '+64 21 123 4567')).toBeNull();
  });

  it('counts the value as typed, without surrounding spaces', () => {
    expect(messageOf(nzSitePhoneSchema, '  021 123 4567  ')).toBeNull();
  });

  it('still needs an AU/NZ number and a value', () => {
    expect(messageOf(nzSitePhoneSchema, '12345')).toBe(INVALID);
    expect(messageOf(nzSitePhoneSchema, '')).toBe(REQUIRED);
  });

  it('phoneSchemaFor picks the rule', () => {
    expect(phoneSchemaFor()).toBe(phoneSchema);
    expect(phoneSchemaFor('au-nz')).toBe(phoneSchema);
    expect(phoneSchemaFor('nz-site')).toBe(nzSitePhoneSchema);
  });
});

describe('normalisePhone properties', () => {
  const formatting = fc.constantFrom('', ' ', '-', '.', '(', ')');
  /** A national significant number: digits that do not start with 0. */
  const significant = fc
    .tuple(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 11 }))
    .map(([first, rest]) => [first, ...rest].join(''));
  /** Sprinkle formatting characters between the characters of `text`. */
  const formatted = (text: string) =>
    fc
      .array(formatting, { minLength: text.length + 1, maxLength: text.length + 1 })
      .map((gaps) => [...text].map((ch, i) => gaps[i] + ch).join('') + gaps[text.length]);

  it('is idempotent on any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'+0123456789 -().x') }), (input) => {
        const once = normalisePhone(input);
        expect(normalisePhone(once)).toBe(once);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(normalisePhone(normalisePhone(input))).toBe(normalisePhone(input));
      }),
    );
  });

  it('+61, 0061 and a leading 0 are the same number; likewise +64 and 0064', () => {
    fc.assert(
      fc.property(significant, fc.constantFrom('61', '64'), (digits, code) => {
        const national = `0${digits}`;
        expect(normalisePhone(`+${code}${digits}`)).toBe(national);
        expect(normalisePhone(`00${code}${digits}`)).toBe(national);
        expect(normalisePhone(`+${code} (0)${digits}`)).toBe(national);
        expect(normalisePhone(national)).toBe(national);
      }),
    );
  });

  it('ignores formatting characters', () => {
    fc.assert(
      fc.property(
        significant.chain((digits) => fc.tuple(fc.constant(digits), formatted(`0${digits}`))),
        ([digits, typed]) => {
          expect(normalisePhone(typed)).toBe(`0${digits}`);
        },
      ),
    );
  });

  it('prefix forms of a valid number are all valid, with the same national form', () => {
    const auMobile = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 })
      .map((d) => `4${d.join('')}`);
    fc.assert(
      fc.property(auMobile, (digits) => {
        const forms = [
          `0${digits}`,
          `+61${digits}`,
          `0061${digits}`,
          `+61 ${digits.slice(0, 3)} ${digits.slice(3)}`,
        ];
        const nationals = forms.map((form) => parsePhone(form)?.national);
        expect(new Set(nationals)).toEqual(new Set([`0${digits}`]));
      }),
    );
  });

  it('validity does not depend on formatting', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('0412345678', '0298765432', '1300123456', '091234567', '0211234567', '0800123456'),
        fc.nat(),
        (number, seed) => {
          const spaced = [...number].map((ch, i) => ((seed >> i) & 1 ? ` ${ch}` : ch)).join('');
          expect(isAuNzPhone(spaced)).toBe(true);
        },
      ),
    );
  });
});

describe('sitePhoneRule (§5)', () => {
  it('should give sites that cap NZ phone length the NZ-site rule, every other site AU/NZ', () => {
    expect(sitePhoneRule({ validation: { phone_max_length_nz: true } })).toBe('nz-site');
    expect(sitePhoneRule({ validation: { phone_max_length_nz: false } })).toBe('au-nz');
  });
});
