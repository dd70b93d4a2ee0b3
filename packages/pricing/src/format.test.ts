import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, maskPhone, truncate, wholeDollars } from './format.js';

describe('format', () => {
  describe('wholeDollars', () => {
    it('should count the whole dollars formatPrice prints', () => {
      expect(wholeDollars(124.5)).toBe(125);
      expect(wholeDollars(124.49)).toBe(124);
      expect(wholeDollars(1.005)).toBe(1);
      expect(wholeDollars(-0.4)).toBe(0);
    });
  });

  describe('formatPrice (§9 display)', () => {
    it.each([
      [0, '$0'],
      [10, '$10'],
      [999, '$999'],
      [1000, '$1,000'],
      [29_990, '$29,990'],
      [29_990.49, '$29,990'],
      [29_990.5, '$29,991'],
      [1_234_567, '$1,234,567'],
      [-2500, '-$2,500'],
      [-0.4, '$0'],
    ])('should format %d as %s (no decimals by default)', (amount, text) => {
      expect(formatPrice(amount)).toBe(text);
    });

    it.each([
      [0, '$0.00'],
      [29_990, '$29,990.00'],
      [1234.5, '$1,234.50'],
      [1.005, '$1.01'],
      [999_999.999, '$1,000,000.00'],
      [1e-7, '$0.00'],
    ])('should format %d as %s in the dashboard listing variant (two decimals)', (amount, text) => {
      expect(formatPrice(amount, { variant: 'dashboard' })).toBe(text);
    });

    it.each([Number.NaN, Number.POSITIVE_INFINITY])('should refuse to format %d', (amount) => {
      expect(() => formatPrice(amount)).toThrow(RangeError);
    });

    it('should round-trip: stripping $ and commas gives back the rounded amount', () => {
      fc.assert(
        fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
          const text = formatPrice(n);
          expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*$/);
          expect(Number(text.replace(/[$,]/g, ''))).toBe(n === 0 ? 0 : n);
        }),
      );
    });
  });

  describe('truncate (§9 50 characters with ellipsis)', () => {
    const fifty = 'a'.repeat(50);
    it.each([
      ['', ''],
      [fifty, fifty],
      [`${fifty}b`, `${fifty}...`],
    ])('should truncate %j to %j', (text, expected) => {
      expect(truncate(text)).toBe(expected);
    });

    it('should honour a custom length and trim trailing spaces before the ellipsis', () => {
      expect(truncate('Toyota Corolla Ascent', 7)).toBe('Toyota...');
    });

    it('should never split a code point', () => {
      expect(truncate('🚗🚗🚗', 2)).toBe('🚗🚗...');
    });

    it('should keep any text within the limit unchanged and cap longer text at max + 3', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme-ascii' }), fc.integer({ min: 1, max: 80 }), (text, max) => {
          const out = truncate(text, max);
          if (text.length <= max) expect(out).toBe(text);
          else {
            expect(out.endsWith('...')).toBe(true);
            expect(out.length).toBeLessThanOrEqual(max + 3);
            expect(text.startsWith(out.slice(0, -3))).toBe(true);
          }
        }),
      );
    });
  });

  describe('maskPhone (§4 phone reveal, §9 first 5 visible)', () => {
    it.each([
      ['0412 345 678', '0412 XXX XXX'],
      ['07 3123 4567', '07 31XX XXXX'],
      ['+61412345678', '+6141XXXXXXX'],
      ['1300', '1300'],
      ['', ''],
    ])('should mask %j as %j', (phone, masked) => {
      expect(maskPhone(phone)).toBe(masked);
    });

    it('should accept another mask character and visible count', () => {
      expect(maskPhone('0412345678', { visible: 2, mask: '•' })).toBe('04••••••••');
    });

    it('should keep the length and the first 5 characters of any number', () => {
      fc.assert(
        fc.property(fc.string(), (phone) => {
          const masked = maskPhone(phone);
          expect(Array.from(masked)).toHaveLength(Array.from(phone).length);
          expect(Array.from(masked).slice(0, 5).join('')).toBe(Array.from(phone).slice(0, 5).join(''));
        }),
      );
    });
  });
});
