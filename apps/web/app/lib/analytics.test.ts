import { describe, expect, it } from 'vitest';
import { pageType } from './analytics';

describe('pageType (§9 page view entries)', () => {
  it('names a per-site page by the kind its path resolved to', () => {
    expect(pageType({ id: 'site-page', loaderData: { kind: 'listing' } })).toBe('listing');
    expect(pageType({ id: 'site-page', loaderData: { kind: 'vehicle' } })).toBe('vehicle');
    expect(pageType({ id: 'sell-my-car', loaderData: { kind: 'trade-in' } })).toBe('trade-in');
  });

  it('names any other page by its route', () => {
    expect(pageType({ id: 'routes/our-locations' })).toBe('our-locations');
    expect(pageType({ id: 'finance-apply-for-finance', loaderData: {} })).toBe('finance');
    expect(pageType({ id: 'enquiry-contact' })).toBe('enquiry');
    expect(pageType(undefined)).toBe('unknown');
  });
});
