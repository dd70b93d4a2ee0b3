import { describe, expect, it } from 'vitest';
import { listingIndexation, normaliseListingState } from './indexation.js';
import { createSearchState } from './state.js';
import { testSite } from './testing/sites.js';
import { parseListingUrl } from './url.js';

const site = testSite({ search: { route_key_facets: ['car_type', 'city'] } });
const facetValues = {
  car_type: ['new', 'used'],
  city: ['Brisbane', 'Gold Coast'],
  make: ['Kia', 'Toyota', 'Mazda'],
  body: ['SUV', 'Ute'],
  dealership_slug: ['brisbane-cars'],
};

/** The indexation of a URL as a shopper or crawler asks for it, with a search answer of `pages` pages. */
function indexationOf(url: string, pages = 3) {
  return listingIndexation(site, parseListingUrl(site, url, { facetValues }), {
    requestedUrl: url,
    facetValues,
    pages,
  });
}

describe('normaliseListingState', () => {
  it('should spell values as the index does, sort multi-values and drop unknown ones', () => {
    const state = createSearchState({ refinements: { make: ['toyota', 'KIA', 'Kia', 'Cheap Loans'] } });
    expect(normaliseListingState(site, state, facetValues)).toEqual({
      state: { ...state, refinements: { make: ['Kia', 'Toyota'] } },
      unknownValues: [{ facet: 'make', value: 'Cheap Loans' }],
    });
  });

  it('should keep the §4 conditions and the 7-seater value known without a distribution', () => {
    const state = createSearchState({ refinements: { car_type: ['demo'], seats: ['7'] } });
    expect(normaliseListingState(site, state, {}).unknownValues).toEqual([]);
  });
});

describe('listingIndexation', () => {
  it.each([
    ['/search', '/search'],
    ['/search/used-cars', '/search/used-cars'],
    ['/search/used-cars/brisbane', '/search/used-cars/brisbane'],
    ['/search/used-cars?page=2', '/search/used-cars?page=2'],
    ['/search/7-seater-cars', '/search/7-seater-cars'],
    ['/search/cars-under-100-per-week', '/search/cars-under-100-per-week'],
  ])('should index the path state %s under its own URL', (url, canonical) => {
    expect(indexationOf(url)).toMatchObject({
      status: 200,
      robots: 'index,follow',
      canonical,
      redirect: null,
    });
  });

  it.each([
    ['/search?make=Kia', '/search'],
    ['/search/used-cars?query=corolla', '/search/used-cars'],
    ['/search/used-cars?sortBy=price_asc&page=2', '/search/used-cars'],
    ['/search?car_type=new,used', '/search'],
    ['/search/brisbane?price=10000:20000', '/search/brisbane'],
    ['/search?refinementList[dealership_slug][0]=brisbane-cars', '/search'],
    ['/search/used-cars?make=Kia&body=SUV', '/search/used-cars'],
  ])('should keep %s out of the index with a canonical to its path parent', (url, canonical) => {
    expect(indexationOf(url)).toMatchObject({
      status: 200,
      robots: 'noindex,follow',
      canonical,
      redirect: null,
    });
  });

  it('should answer 404 for a value the index does not have, and never keep it in the state', () => {
    const answer = indexationOf('/search?make=Cheap%20Loans%20Call%200400%20000%20000');
    expect(answer).toMatchObject({ status: 404, robots: 'noindex,follow', canonical: '/search' });
    expect(answer.state.refinements).toEqual({});
    expect(answer.unknownValues).toEqual([{ facet: 'make', value: 'Cheap Loans Call 0400 000 000' }]);
  });

  it('should not judge a value by an empty distribution: the other refinements may have filtered it out', () => {
    const url = '/search?make=Kia&query=Seltos';
    const requested = parseListingUrl(site, url);
    const answer = listingIndexation(site, requested, {
      requestedUrl: url,
      facetValues: { make: [] },
      pages: 0,
    });
    expect(answer).toMatchObject({ status: 200, robots: 'noindex,follow', unknownValues: [] });
    expect(answer.state.refinements).toEqual({ make: ['Kia'] });
  });

  it('should answer 404 for a page past the last', () => {
    expect(indexationOf('/search?page=999', 3)).toMatchObject({ status: 404, canonical: '/search' });
    expect(indexationOf('/search?page=3', 3).status).toBe(200);
    expect(indexationOf('/search?page=2', 0).status).toBe(404);
    // An empty listing's first page is a page (no stock yet), not a missing one.
    expect(indexationOf('/search', 0).status).toBe(200);
  });

  it('should give case and order variants one canonical', () => {
    const variants = [
      '/search?make=kia',
      '/search?make=Kia',
      '/search?make=Kia,Toyota',
      '/search?make=toyota,KIA',
    ];
    expect(new Set(variants.map((url) => indexationOf(url).canonical))).toEqual(new Set(['/search']));
    expect(indexationOf('/search?make=toyota,KIA').state.refinements).toEqual({ make: ['Kia', 'Toyota'] });
  });

  it.each([
    ['/search/Used-Cars', '/search/used-cars'],
    ['/search/used-cars/', '/search/used-cars'],
    ['/search?car_type=used', '/search/used-cars'],
    ['/search?city=brisbane', '/search/brisbane'],
    ['/search/used-cars?page=1', '/search/used-cars'],
    ['/search/used-cars?utm_source=news&page=1', '/search/used-cars?utm_source=news'],
    ['/search/used-cars?ref=partner', '/search/used-cars'],
  ])('should redirect %s, an indexable state spelled another way, to %s', (url, redirect) => {
    expect(indexationOf(url)).toMatchObject({ status: 200, robots: 'index,follow', redirect });
  });

  it('should not redirect a canonical URL that carries only tracking parameters', () => {
    expect(indexationOf('/search/used-cars?gclid=abc&utm_campaign=spring').redirect).toBeNull();
  });
});
