import { describe, expect, it } from 'vitest';
import { buildRouteValuesQuery, routeValuesFrom } from './route-values.js';
import { testSite } from './testing/sites.js';
import { listingUrl, parseListingUrl } from './url.js';

const NOW = new Date('2025-03-01T00:00:00Z');

describe('route-values', () => {
  const site = testSite({ search: { route_key_facets: ['car_type', 'city'] } });

  it('should ask only for the route-key facets that need a lookup, over the site filters', () => {
    expect(buildRouteValuesQuery(testSite(), { now: NOW })).toBeNull();
    expect(buildRouteValuesQuery(site, { now: NOW })).toEqual({
      queries: [
        {
          indexUid: 'Car_production',
          q: '',
          facets: ['city'],
          limit: 1,
          filter: [
            'dealership_id = 10',
            '(status = in_stock OR status = coming_soon OR sold_date_timestamp > 1740528000) AND show_on_dealer_website = true',
          ],
        },
      ],
    });
  });

  it('should turn the answer into facet values that read city segments back', () => {
    const facetValues = routeValuesFrom(site, {
      results: [
        {
          indexUid: 'Car_production',
          hits: [],
          query: '',
          processingTimeMs: 1,
          facetDistribution: { city: { Brisbane: 4, 'Gold Coast': 2 }, make: { Kia: 1 } },
        },
      ],
    });
    expect(facetValues).toEqual({ city: ['Brisbane', 'Gold Coast'] });
    const state = parseListingUrl(site, '/search/used-cars/gold-coast', { facetValues });
    expect(state.refinements).toEqual({ car_type: ['used'], city: ['Gold Coast'] });
    expect(listingUrl(site, state, { facetValues })).toBe('/search/used-cars/gold-coast');
    expect(routeValuesFrom(site, { city: { Cowra: 1 } })).toEqual({ city: ['Cowra'] });
  });
});
