import { describe, expect, it } from 'vitest';
import { priceFacet, priceSortAttribute } from './price-facet.js';

const site = (template: 'car' | 'rental' | 'subscription', subscription_pricing = false) => ({
  template,
  features: { subscription_pricing },
});

describe('price facet per seller kind (§1)', () => {
  it('should filter the price the cards show: sale, weekly subscription or daily hire', () => {
    expect(priceFacet(site('car'))).toBe('price');
    expect(priceFacet(site('subscription', true))).toBe('subscription_price');
    expect(priceFacet(site('car', true))).toBe('subscription_price');
    expect(priceFacet(site('rental'))).toBe('rental_price');
  });

  it('should sort sale prices on the shown-price key and weekly/daily prices on their own field', () => {
    expect(priceSortAttribute(site('car'))).toBe('sort_price');
    expect(priceSortAttribute(site('subscription', true))).toBe('subscription_price');
    expect(priceSortAttribute(site('rental'))).toBe('rental_price');
  });
});
