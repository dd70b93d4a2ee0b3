import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { listingHeading, listingSeoText } from './listing-title.js';
import { createSearchState } from './state.js';

const site = (slug: string) => siteBySlug(demoRegistry(), slug)!;
const facetValues = {
  make: ['Kia', 'Toyota'],
  model: ['Corolla', 'Sportage'],
  city: ['Brisbane'],
  body: ['SUV'],
};

describe('listingHeading', () => {
  it('should name every known filtered value: condition, make, model, place', () => {
    const state = createSearchState({
      refinements: { car_type: ['used'], make: ['Toyota'], model: ['Corolla'], city: ['Brisbane'] },
    });
    expect(listingHeading(site('harbour-auto'), state, facetValues)).toBe(
      'Used Toyota Corolla for sale in Brisbane',
    );
    const suvs = createSearchState({ refinements: { make: ['Kia'], body: ['SUV'] } });
    expect(listingHeading(site('harbour-auto'), suvs, facetValues)).toBe('Kia SUV Cars for sale');
    expect(listingHeading(site('harbour-auto'), createSearchState(), facetValues)).toBe('Cars for sale');
  });

  it('should never echo a value the index does not know (free text in the URL)', () => {
    const spam = createSearchState({ refinements: { make: ['Cheap Loans Call 0400 000 000'], city: ['x'] } });
    const heading = listingHeading(site('harbour-auto'), spam, facetValues);
    expect(heading).toBe('Cars for sale');
    const two = createSearchState({ refinements: { make: ['Kia', 'Toyota'] } });
    expect(listingHeading(site('harbour-auto'), two, facetValues)).toBe('Cars for sale');
  });

  it("should speak the seller's words: pre-owned, for hire, 7-seater, per-week bands", () => {
    const used = createSearchState({ refinements: { car_type: ['used'] } });
    expect(listingHeading(site('summit-pre-owned'), used, {})).toMatch(/^Pre-Owned /);
    const band = createSearchState({
      refinements: { seats: ['7'] },
      ranges: { weekly_price_range: { min: null, max: 100 } },
    });
    expect(listingHeading(site('harbour-auto'), band, {})).toBe('7-Seater Cars for sale under $100 per week');
    // A rental site budgets by the day (issue #31): its band is per day, and a weekly range is no band.
    expect(listingHeading(site('cityhop-rentals'), band, {})).toBe('7-Seater Cars for hire');
    const daily = createSearchState({
      refinements: { seats: ['7'] },
      ranges: { weekly_price_range: { min: null, max: 50 } },
    });
    expect(listingHeading(site('cityhop-rentals'), daily, {})).toBe(
      '7-Seater Cars for hire under $50 per day',
    );
  });
});

describe('listingSeoText', () => {
  it('should title page N apart from page 1, always with the site name', () => {
    const harbour = site('harbour-auto');
    const state = createSearchState({ refinements: { make: ['Toyota'] } });
    const first = listingSeoText(harbour, state, { facetValues, totalHits: 33 });
    const second = listingSeoText(harbour, { ...state, page: 1 }, { facetValues, totalHits: 33 });
    expect(first.title).toBe(`Toyota Cars for sale | ${harbour.name}`);
    expect(second.title).toBe(`Toyota Cars for sale – page 2 | ${harbour.name}`);
    expect(first.description).toBe(`Toyota Cars for sale at ${harbour.name}: 33 cars listed.`);
    expect(second.description).toContain('page 2');
    expect(first.heading).toBe('Toyota Cars for sale');
  });
});
