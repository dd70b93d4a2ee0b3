import { createSearchState } from '@dealer/search-query';
import { demoRegistry } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { connectListing } from './connect-listing';
import type { ListingResult } from './result';

const registry = demoRegistry();
const site = (slug: string) => registry.sites.find((s) => s.slug === slug)!;
const result: ListingResult = {
  hits: [],
  totalHits: 12,
  page: 0,
  pages: 1,
  hitsPerPage: 100,
  facets: {},
  facetStats: {},
};

describe('connectListing words per seller kind (§1)', () => {
  it('should title each seller as what it is: for sale, on subscription, for hire', () => {
    expect(connectListing(site('harbour-auto'), createSearchState(), result).title).toBe('Cars for sale');
    expect(connectListing(site('flexi-drive'), createSearchState(), result).title).toBe(
      'Cars on subscription',
    );
    expect(connectListing(site('cityhop-rentals'), createSearchState(), result).title).toBe('Cars for hire');
    expect(connectListing(site('throttle-moto'), createSearchState(), result).title).toBe(
      'Motorcycles for sale',
    );
  });

  it('should offer the price filter over the price the cards show (weekly, daily or sale)', () => {
    const facets = (slug: string) =>
      connectListing(site(slug), createSearchState(), result).ranges.map((r) => r.facet);
    expect(facets('flexi-drive')).toContain('subscription_price');
    expect(facets('flexi-drive')).not.toContain('price');
    expect(facets('cityhop-rentals')).toContain('rental_price');
    expect(facets('cityhop-rentals')).not.toContain('price');
    expect(facets('harbour-auto')).toContain('price');
    const chosen = createSearchState({ ranges: { subscription_price: { min: 100, max: 300 } } });
    const view = connectListing(site('flexi-drive'), chosen, result);
    expect(view.chips.map((c) => c.label)).toEqual(['Price per week: $100 – $300']);
  });

  it("should name the dealership on its chip, not its slug (§2 'see more from this dealer')", () => {
    const state = createSearchState({ refinements: { dealership_slug: ['harbour-toyota'] } });
    const view = connectListing(site('harbour-auto'), state, result);
    expect(view.chips.map((c) => c.label)).toEqual(['Dealership: Harbour Toyota']);
  });
});

describe('connectListing heading (search-query listingHeading: known values only)', () => {
  it('should name the known filtered values and never echo an unknown one', () => {
    const harbour = site('harbour-auto');
    const withFacets = { ...result, facets: { make: { Toyota: 3, Kia: 2 }, car_type: { used: 5 } } };
    const known = createSearchState({ refinements: { car_type: ['used'], make: ['Toyota'] } });
    expect(connectListing(harbour, known, withFacets).title).toBe('Used Toyota Cars for sale');
    const spam = createSearchState({ refinements: { make: ['Cheap Loans Call 0400 000 000'] } });
    expect(connectListing(harbour, spam, withFacets).title).toBe('Cars for sale');
  });

  it('should list facet values in name order', () => {
    const view = connectListing(site('harbour-auto'), createSearchState(), {
      ...result,
      facets: { make: { Volvo: 1, audi: 1, BMW: 2, Kia: 1 } },
    });
    const makes = view.refinementLists.find((list) => list.facet === 'make');
    expect(makes?.items.map((item) => item.value)).toEqual(['audi', 'BMW', 'Kia', 'Volvo']);
  });
});
