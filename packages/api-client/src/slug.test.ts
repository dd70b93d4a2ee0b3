import { describe, expect, it } from 'vitest';
import { isValidCarSlug } from './slug.js';

describe('slug', () => {
  it.each([
    ['2021-toyota-corolla_ascent', true],
    ['12345', true],
    ['ABC-def_9', true],
    ['', false],
    ['car/../../admin', false],
    ['car slug', false],
    ['car.json', false],
    ['car?x=1', false],
    ['%2e%2e', false],
  ])('should accept only letters, digits, hyphen and underscore (§5): %s → %s', (slug, ok) => {
    expect(isValidCarSlug(slug)).toBe(ok);
  });

  it('should reject non-strings', () => {
    expect(isValidCarSlug(undefined)).toBe(false);
    expect(isValidCarSlug(12)).toBe(false);
  });
});
