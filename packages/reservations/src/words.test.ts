import { createSite } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import {
  HOLD_REFUSED_MESSAGE,
  holdRefusedMessage,
  PAYMENT_UNAVAILABLE_MESSAGE,
  paymentUnavailableMessage,
  shopperNoun,
} from './words.js';

describe("shopperNoun (§1 the site's noun in shopper messages)", () => {
  it.each([
    ['car', 'car', 'cars'],
    ['motorcycle', 'motorcycle', 'motorcycles'],
    ['rv', 'RV', 'RVs'],
    ['caravan', 'caravan', 'caravans'],
    ['rental', 'car', 'cars'],
  ] as const)('a %s site: %s / %s', (template, noun, plural) => {
    const site = createSite({ template });
    expect(shopperNoun(site)).toBe(noun);
    expect(shopperNoun(site, { plural: true })).toBe(plural);
  });

  it('car words without a site', () => {
    expect(shopperNoun()).toBe('car');
    expect(shopperNoun(null, { plural: true })).toBe('cars');
  });
});

describe("hold refused / payment unavailable in the site's noun", () => {
  it.each([
    ['car', 'car'],
    ['motorcycle', 'motorcycle'],
    ['rv', 'RV'],
  ] as const)('a %s site reads "this %s"', (template, noun) => {
    const site = createSite({ template });
    expect(holdRefusedMessage(site)).toBe(
      `We could not reserve this ${noun} online. Please enquire instead and the dealer will contact you.`,
    );
    expect(paymentUnavailableMessage(site)).toContain(`so the ${noun} was not reserved.`);
  });

  it('the constants keep their car words (API unchanged)', () => {
    expect(HOLD_REFUSED_MESSAGE).toBe(holdRefusedMessage());
    expect(HOLD_REFUSED_MESSAGE).toContain('this car online');
    expect(PAYMENT_UNAVAILABLE_MESSAGE).toContain('so the car was not reserved');
  });
});
