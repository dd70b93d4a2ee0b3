import { describe, expect, it } from 'vitest';
import { pageType } from './analytics';

describe('pageType (§9 page view entries)', () => {
  it('names a page by its route', () => {
    expect(pageType('routes/listing')).toBe('listing');
    expect(pageType('vehicle-motorcycles')).toBe('vehicle');
    expect(pageType('routes/our-locations')).toBe('our-locations');
    expect(pageType(undefined)).toBe('unknown');
  });
});
