import { createSearchState, listingUrl } from '@dealer/search-query';
import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { withTracking } from './tracking.js';

const site = siteBySlug(demoRegistry(), 'harbour-auto');
if (!site) throw new Error('demo site harbour-auto is missing');

describe('withTracking', () => {
  it("should carry the page's tracking parameters onto a suggestion's URL, as listingUrl writes them", () => {
    const refinements = { make: ['Toyota'], model: ['RAV4'] };
    const suggestion = listingUrl(site, createSearchState({ refinements }));
    const from =
      '/search/new-used-and-demo-cars?query=suv&utm_source=google%20ads&gclid=abc:1&utm_campaign=x';
    const tracking = { gclid: 'abc:1', utm_source: 'google ads', utm_campaign: 'x' };
    expect(withTracking(suggestion, from)).toBe(
      listingUrl(site, createSearchState({ refinements, tracking })),
    );
  });

  it('should leave a URL alone when the page has no tracking, and never add a parameter twice', () => {
    expect(withTracking('/search/new-used-and-demo-cars', '/search?make=Kia')).toBe(
      '/search/new-used-and-demo-cars',
    );
    expect(withTracking('/search?gclid=new', '/search?gclid=old&fbclid=f')).toBe(
      '/search?gclid=new&fbclid=f',
    );
  });
});
