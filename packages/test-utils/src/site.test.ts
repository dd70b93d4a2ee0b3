import { RegistryError, vehicleDetailPath } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { createSite } from './site.js';

describe('site', () => {
  it('should build a valid default site with schema defaults applied', () => {
    const site = createSite();
    expect(site.slug).toBe('test-motors');
    expect(site.routes.listing_base_path).toBe('/search');
    expect(site.locations[0]!.primary).toBe(true);
    expect(site.features.garage_enabled).toBe(false);
  });

  it('should deep-merge nested overrides and keep sibling defaults', () => {
    const site = createSite({ template: 'motorcycle', routes: { vehicle_base_path: '/motorcycles' } });
    expect(vehicleDetailPath(site, 'yamaha-mt-07')).toBe('/motorcycles/yamaha-mt-07');
    expect(site.routes.blog_path).toBe('/blog');
    expect(site.theme.colors.primary).toBe('#0b3d91');
  });

  it('should replace arrays rather than merge them', () => {
    const site = createSite({ search: { filters: ['make'] } });
    expect(site.search.filters).toEqual(['make']);
  });

  it('should reject overrides that break the schema with the problem path', () => {
    expect(() => createSite({ email: 'not-an-email' })).toThrow(RegistryError);
    try {
      createSite({ email: 'nope' });
    } catch (error) {
      expect((error as RegistryError).problems[0]!.path).toBe('email');
    }
  });

  it('should return fresh objects on each call', () => {
    const a = createSite();
    const b = createSite();
    expect(a).not.toBe(b);
    expect(a.locations).not.toBe(b.locations);
  });
});
