import { demoRegistry, type Site } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { demoPromotions } from './promotions.js';

const site = (slug: string) => demoRegistry().sites.find((s) => s.slug === slug) as Site;

describe('demoPromotions', () => {
  it('should offer finance, trade-in and service on a dealer that sells', () => {
    expect(demoPromotions(site('harbour-auto'), []).map((p) => p.key)).toEqual([
      'finance',
      'trade-in',
      'service',
    ]);
  });

  it('should run no finance or trade-in offer on a rental company (no page to link to)', () => {
    const keys = demoPromotions(site('cityhop-rentals'), []).map((p) => p.key);
    expect(keys).not.toContain('finance');
    expect(keys).not.toContain('trade-in');
  });
});
