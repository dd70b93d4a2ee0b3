import { describe, expect, it } from 'vitest';
import { isCarSlug } from './car-slug.js';
import { carSlugSchema } from './car-slug-schema.js';

describe('§5 car detail lookup slug', () => {
  it.each(['2019-toyota-corolla-ascent', 'ABC_123', 'a', '-', '_'])('looks up %j', (slug) => {
    expect(isCarSlug(slug)).toBe(true);
    expect(carSlugSchema.safeParse(slug).success).toBe(true);
  });

  it.each(['', 'toyota corolla', '../etc/passwd', 'car.json', 'a/b', 'héllo', 'a?b=1', 'a%20b', 'slug\n'])(
    'does not look up %j',
    (slug) => {
      expect(isCarSlug(slug)).toBe(false);
      expect(carSlugSchema.safeParse(slug).success).toBe(false);
    },
  );

  it('is false for a non-string', () => {
    expect(isCarSlug(undefined)).toBe(false);
    expect(isCarSlug(42)).toBe(false);
  });
});
