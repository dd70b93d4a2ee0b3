import { stableHash } from './hash.js';

/** §1/§3 a split test has two arms; the lead records which one a shopper saw (finance_split_test_option). */
export const VARIANTS = ['a', 'b'] as const;
export type Variant = (typeof VARIANTS)[number];

export function isVariant(value: unknown): value is Variant {
  return value === 'a' || value === 'b';
}

const TEST_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/**
 * The arm a visitor sees in a test: a pure function of visitor id and test name, so the server render,
 * the browser and the lead all agree without storing an assignment. The test name is part of the hash
 * so one visitor is not in arm 'a' of every test at once.
 */
export function assignVariant(visitorId: string, testName: string): Variant {
  if (visitorId === '') throw new TypeError('assignVariant: visitorId must not be empty');
  if (!TEST_NAME.test(testName)) {
    throw new TypeError(
      `assignVariant: test name '${testName}' must be a lowercase token (a-z, 0-9, _ or -)`,
    );
  }
  // A NUL cannot occur in a test name, so ('ab','c') and ('a','bc') never hash alike.
  return stableHash(`${testName}\u0000${visitorId}`) < 0x80000000 ? 'a' : 'b';
}
