import { describe, expect, it } from 'vitest';
import { stableHash } from './hash.js';

describe('hash', () => {
  it('should return an unsigned 32-bit integer', () => {
    for (const input of ['', 'a', 'visitor-1', '日本語', 'x'.repeat(10_000)]) {
      const hash = stableHash(input);
      expect(Number.isInteger(hash)).toBe(true);
      expect(hash).toBeGreaterThanOrEqual(0);
      expect(hash).toBeLessThanOrEqual(0xffffffff);
    }
  });

  it('should be stable across runs (pinned values guard against a silent algorithm change)', () => {
    // A changed hash would move every visitor to another variant mid-test.
    expect([
      stableHash(''),
      stableHash('a'),
      stableHash('visitor:finance_button'),
      stableHash('日本語'),
    ]).toMatchInlineSnapshot(`
      [
        2872998923,
        444641715,
        1042748595,
        3932500114,
      ]
    `);
  });

  it('should change the output when a single character changes', () => {
    expect(stableHash('visitor-1')).not.toBe(stableHash('visitor-2'));
  });
});
