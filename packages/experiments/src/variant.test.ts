import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignVariant, isVariant } from './variant.js';

describe('variant', () => {
  it('should give the same visitor the same arm every time (determinism)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,20}$/),
        (id, test) => {
          expect(assignVariant(id, test)).toBe(assignVariant(id, test));
          expect(isVariant(assignVariant(id, test))).toBe(true);
        },
      ),
    );
  });

  it('should split visitors about 50/50 (§1 split test balance)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid(), { minLength: 4000, maxLength: 4000 }), (ids) => {
        const a = ids.filter((id) => assignVariant(id, 'finance_button') === 'a').length;
        // 4000 fair coin flips: 5 standard deviations is ±158.
        expect(Math.abs(a - 2000)).toBeLessThan(160);
      }),
      { numRuns: 20 },
    );
  });

  it('should balance sequential ids too (no parity artefact of FNV-1a)', () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => `visitor-${i}`);
    const a = ids.filter((id) => assignVariant(id, 'finance_button') === 'a').length;
    expect(Math.abs(a - 5000)).toBeLessThan(250);
  });

  it('should assign tests independently of each other', () => {
    const ids = Array.from({ length: 4000 }, (_, i) => `v${i}`);
    const same = ids.filter((id) => assignVariant(id, 'test_one') === assignVariant(id, 'test_two')).length;
    expect(Math.abs(same - 2000)).toBeLessThan(160);
  });

  it.each([
    ['', 'finance_button', /visitorId/],
    ['v1', '', /test name/],
    ['v1', 'Finance Button', /test name/],
    ['v1', 'x'.repeat(65), /test name/],
  ])('should reject visitor %j in test %j', (id, test, message) => {
    expect(() => assignVariant(id, test)).toThrow(message);
  });

  it('should accept a 64-character test name', () => {
    expect(isVariant(assignVariant('v1', 'x'.repeat(64)))).toBe(true);
  });

  it.each([
    ['a', true],
    ['b', true],
    ['A', false],
    ['c', false],
    [null, false],
  ])('should say whether %j is a variant', (value, expected) => {
    expect(isVariant(value)).toBe(expected);
  });
});
