import { describe, expect, it } from 'vitest';
import { listingIndexation, normaliseListingState } from './indexation.js';
import { createSearchState } from './state.js';
import { testSite } from './testing/sites.js';
import { parseListingUrl } from './url.js';

const site = testSite({ search: { route_key_facets: ['car_type', 'city'] }, finance_provider: 'Taurus' });
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

  it('should read what shoppers type for a value: accents, spaces and hyphens of the same words', () => {
    const values = { make: ['Škoda', 'Land Rover', 'Mercedes-Benz', 'Citroën'] };
    const state = createSearchState({
      refinements: { make: ['skoda', 'land-rover', 'MERCEDES BENZ', 'citroen', 'Rover', '!!'] },
    });
    expect(normaliseListingState(site, state, values)).toEqual({
      state: { ...state, refinements: { make: ['Citroën', 'Land Rover', 'Mercedes-Benz', 'Škoda'] } },
      unknownValues: [
        { facet: 'make', value: 'Rover' },
        { facet: 'make', value: '!!' },
      ],
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

  it.each([
    // A one-city dealer: the city page is the listing again, and the used page in that city the used page.
    ['/search/brisbane', { city: ['Brisbane'] }, 3, '/search'],
    ['/search/used-cars/brisbane', { city: ['Brisbane'] }, 3, '/search/used-cars'],
    ['/search/used-cars/brisbane?page=2', { city: ['Brisbane'] }, 3, '/search/used-cars'],
    // A rental fleet of used cars only: /used-cars repeats the listing; /new-cars matches nothing.
    ['/search/used-cars', { car_type: ['used'] }, 2, '/search'],
    ['/search/new-cars', { car_type: ['used'] }, 0, '/search'],
    // No 7-seater in stock (a motorcycle site), or no stock at all.
    ['/search/7-seater-cars', { seats: ['1', '2'] }, 0, '/search'],
    ['/search/used-cars/7-seater-cars', { seats: ['5'], car_type: [] }, 0, '/search'],
    ['/search', {}, 0, '/search'],
    // A per-week segment that is none of the site's bands: any number would make another URL.
    ['/search/cars-under-101-per-week', {}, 3, '/search'],
    ['/search/5-to-7-per-week', {}, 3, '/search'],
    ['/search/used-cars/cars-under-1000-per-week', {}, 3, '/search/used-cars'],
  ])('should keep %s, no page of its own, out of the index', (url, distribution, pages, canonical) => {
    const values = { ...facetValues, ...distribution };
    const answer = listingIndexation(site, parseListingUrl(site, url, { facetValues: values }), {
      requestedUrl: url,
      facetValues: values,
      pages,
    });
    expect(answer).toMatchObject({ status: 200, robots: 'noindex,follow', canonical, redirect: null });
  });

  it('should drop one repeating segment, the last: a dealer’s only Tesla Model 3 page repeats its Tesla page', () => {
    const models = testSite({ search: { route_key_facets: ['car_type', 'make', 'model'] } });
    // Each facet's distribution leaves the other refinement: the only Tesla is a Model 3, and vice versa.
    const values = { car_type: ['new', 'used'], make: ['Tesla'], model: ['Model 3'] };
    const url = '/search/tesla/model-3';
    const answer = listingIndexation(models, parseListingUrl(models, url, { facetValues: values }), {
      requestedUrl: url,
      facetValues: values,
      pages: 1,
    });
    expect(answer).toMatchObject({ robots: 'noindex,follow', canonical: '/search/tesla' });
  });

  it('should not judge a segment by a distribution that does not name it (a truncated list)', () => {
    const values = { ...facetValues, seats: ['5', '8'] };
    const url = '/search/used-cars/7-seater-cars';
    const answer = listingIndexation(site, parseListingUrl(site, url, { facetValues }), {
      requestedUrl: url,
      facetValues: values,
      pages: 2,
    });
    expect(answer).toMatchObject({ robots: 'index,follow', canonical: url });
  });

  it('should index a site band’s per-week page and a segment that narrows', () => {
    expect(indexationOf('/search/100-to-125-per-week')).toMatchObject({ robots: 'index,follow' });
    expect(indexationOf('/search/175-plus-per-week')).toMatchObject({
      robots: 'index,follow',
      canonical: '/search/175-plus-per-week',
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
