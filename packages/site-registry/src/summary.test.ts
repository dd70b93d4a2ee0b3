import { describe, expect, it } from 'vitest';
import { demoRegistry } from './demo.js';
import { siteBySlug } from './registry.js';
import { siteSummary } from './summary.js';

const site = (slug: string) => siteBySlug(demoRegistry(), slug)!;

describe('siteSummary', () => {
  it('should list the canonical host first, then every other host the site answers to', () => {
    const summary = siteSummary(site('harbour-auto'));
    expect(summary.hosts).toEqual(['www.harbour-auto.example', 'harbour-auto.localhost']);
    expect(summary.canonical).toBe('http://www.harbour-auto.example');
    expect(siteSummary(site('bayside-mazda')).canonical).toBe('http://bayside-mazda.localhost:3000');
  });

  it('should spell every route as the site’s own links do', () => {
    const bigbox = siteSummary(site('bigbox-cars'));
    expect(bigbox.routes.garage).toBe('/mybigboxcars');
    const throttle = siteSummary(site('throttle-moto'));
    expect(throttle.routes.vehicle).toBe('/motorcycles/{slug}');
    expect(throttle.listing).toBe(throttle.routes.listing);
    expect(siteSummary(site('harbour-auto')).routes.garage).toBeUndefined();
  });

  it('should name the features switched on and only those', () => {
    const bigbox = siteSummary(site('bigbox-cars'));
    expect(bigbox.features).toContain('garage_enabled');
    expect(bigbox.features).toContain('bot_protection');
    expect(siteSummary(site('harbour-auto')).features).not.toContain('garage_enabled');
  });
});
