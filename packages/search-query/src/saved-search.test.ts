import { describe, expect, it } from 'vitest';
import { buildMultiSearch } from './multi-search.js';
import {
  savedSearchConsentText,
  savedSearchOfferText,
  savedSearchQuery,
  savedSearchState,
  savedSearchText,
} from './saved-search.js';
import { createSearchState } from './state.js';
import { testSite } from './testing/sites.js';
import { parseListingUrl } from './url.js';

const NOW = new Date('2026-03-10T00:00:00Z');

describe('saved search state', () => {
  it('should keep what the shopper asked for and drop the page, sort and tracking', () => {
    const site = testSite();
    const state = parseListingUrl(
      site,
      '/search?make=Toyota&price=10000:30000&sortBy=price_asc&page=3&gclid=x&query=hilux%20',
    );
    const saved = savedSearchState(state);
    expect(saved.refinements).toEqual(state.refinements);
    expect(saved.ranges).toEqual({ price: { min: 10000, max: 30000 } });
    expect(saved.query).toBe('hilux');
    expect(saved.page).toBe(0);
    expect(saved.sortBy).toBeNull();
    expect(saved.tracking).toEqual({});
  });
});

describe('saved search query', () => {
  it("should filter exactly as the listing's main query does, retrieving only ids", () => {
    const site = testSite();
    const state = parseListingUrl(site, '/search?make=Toyota&price=10000:30000');
    const query = savedSearchQuery(site, state, { now: NOW, limit: 500 });
    const listing = buildMultiSearch(site, state, { now: NOW }).queries[0];
    expect(query.filter).toEqual(listing?.filter);
    expect(query.filter?.some((f) => f.includes('Toyota'))).toBe(true);
    expect(query.filter?.some((f) => f.includes('price >= 10000'))).toBe(true);
    expect(query.attributesToRetrieve).toEqual(['id']);
    expect(query.limit).toBe(500);
    expect(query.sort).toBeUndefined();
    expect(query.matchingStrategy).toBeUndefined();
  });

  it('should require every word of a text query', () => {
    const site = testSite();
    const query = savedSearchQuery(site, parseListingUrl(site, '/search?query=hilux+sr5'), {
      now: NOW,
      limit: 0,
    });
    expect(query.q).toBe('hilux sr5');
    expect(query.matchingStrategy).toBe('all');
    expect(query.limit).toBe(1);
  });
});

describe('saved search text', () => {
  it('should name the words, the values and the ranges of the search', () => {
    const site = testSite();
    const state = parseListingUrl(site, '/search?make=Toyota,Kia&price=10000:30000&query=sr5');
    expect(savedSearchText(savedSearchState(state))).toBe('"sr5" · Toyota or Kia · price 10000–30000');
    expect(savedSearchText(parseListingUrl(site, '/search'))).toBe('all stock');
  });

  it('should offer mails about new stock in words a shopper reads, never "new all stock stock"', () => {
    const site = testSite();
    expect(savedSearchOfferText(parseListingUrl(site, '/search'), site)).toBe(
      'Get an email about new stock and price drops.',
    );
    expect(savedSearchOfferText(parseListingUrl(site, '/search?make=Kia'), site)).toBe(
      'Get an email about new Kia stock and price drops.',
    );
  });

  it("should say a budget band in money and the site's unit: per day on a rental site, per week else", () => {
    const rental = { ...testSite(), template: 'rental' as const };
    const state = parseListingUrl(rental, '/search/75-to-100-per-day');
    expect(savedSearchText(state, rental)).toBe('$75–$100 per day');
    const site = { ...testSite(), finance_provider: 'Taurus' };
    expect(savedSearchText(parseListingUrl(site, '/search/cars-under-100-per-week'), site)).toBe(
      'under $100 per week',
    );
  });

  it("should ask consent for mails about the site's own vehicles (motorcycles, not cars)", () => {
    const site = testSite();
    expect(savedSearchConsentText({ ...site, name: "O'Brien's Bikes", template: 'motorcycle' })).toBe(
      "I agree to receive emails from O'Brien's Bikes about motorcycles matching this search. Every email has a link to unsubscribe.",
    );
    expect(savedSearchConsentText(site)).toContain('about cars matching this search');
  });

  it("should say a saved search in the site's words when given the site", () => {
    const site = testSite();
    const state = createSearchState({
      refinements: { car_type: ['used', 'demo'], make: ['Kia'] },
      ranges: {
        price: { min: 20_000, max: 30_000 },
        km: { min: null, max: 80_000 },
        year: { min: 2018, max: null },
      },
    });
    const preOwned = { ...site, vehicle: { ...site.vehicle, used_label: 'pre-owned' as const } };
    expect(savedSearchText(state, preOwned)).toBe(
      'Pre-Owned or Demo · Kia · up to 80,000 km · $20,000–$30,000 · from 2018',
    );
    const perDay = createSearchState({ ranges: { rental_price: { min: null, max: 100 } } });
    expect(savedSearchText(perDay, site)).toBe('under $100 per day');
  });
});
