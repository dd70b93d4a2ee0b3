import { demoRegistry, type Site, sortOptionSchema } from '@dealer/site-registry';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRICE_BANDS } from './price-bands.js';
import { setSort, toggleRefinement } from './refinements.js';
import {
  createSearchState,
  EMPTY_SEARCH_STATE,
  isRangeFacet,
  type NumericRange,
  RANGE_FACETS,
  type SearchState,
  TRACKING_PARAMS,
} from './state.js';
import { testSite } from './testing/sites.js';
import {
  dealerListingUrl,
  listingFacets,
  listingUrl,
  parseListingUrl,
  parsePageParam,
  similarListingUrl,
} from './url.js';

const site = testSite();

describe('url', () => {
  describe('parseListingUrl', () => {
    it('should read the bare base path as the empty search (§2 default /search)', () => {
      expect(parseListingUrl(site, '/search')).toEqual(EMPTY_SEARCH_STATE);
      expect(parseListingUrl(site, '/search/')).toEqual(EMPTY_SEARCH_STATE);
      expect(parseListingUrl(site, 'https://brisbane-cars.example/search')).toEqual(EMPTY_SEARCH_STATE);
    });

    it.each([
      '/used-car',
      '/find/rental-cars',
      '/search/used-cars',
      '/search/new-used-and-demo-cars',
      '/search/new-used-and-demo-trucks',
      '/search/rental-cars',
      '/search/subscription-cars',
      '/search/rv-vehicles',
      '/search/new-and-used-motorcycles',
    ])('should read the §2 base %s of a site that uses it', (base) => {
      const other = testSite({ routes: { listing_base_path: base } });
      expect(parseListingUrl(other, base)).toEqual(EMPTY_SEARCH_STATE);
      expect(parseListingUrl(other, `${base}/used-cars`).refinements).toEqual({ car_type: ['used'] });
      expect(listingUrl(other, createSearchState({ refinements: { car_type: ['new'] } }))).toBe(
        `${base}/new-cars`,
      );
    });

    it('should mark a path outside the base, or an unreadable segment, as not found', () => {
      expect(parseListingUrl(site, '/cars/some-car')).toMatchObject({
        notFound: true,
        unknownSegments: ['/cars/some-car'],
      });
      expect(parseListingUrl(site, '/search/flying-cars')).toMatchObject({
        notFound: true,
        unknownSegments: ['flying-cars'],
      });
      expect(parseListingUrl(site, '/search/%E0%A4%A')).toMatchObject({ notFound: true });
      expect(parseListingUrl(site, '/searching')).toMatchObject({ notFound: true });
    });

    it('should read car-type values with -cars (§2 used-cars, new-cars, demo-cars)', () => {
      expect(parseListingUrl(site, '/search/used-cars').refinements).toEqual({ car_type: ['used'] });
      expect(parseListingUrl(site, '/search/new-cars').refinements).toEqual({ car_type: ['new'] });
      expect(parseListingUrl(site, '/search/demo-cars').refinements).toEqual({ car_type: ['demo'] });
    });

    it("should read pre-owned-cars on a site whose used label is 'pre-owned' (§2)", () => {
      const preOwned = testSite({ vehicle: { used_label: 'pre-owned' } });
      expect(parseListingUrl(preOwned, '/search/pre-owned-cars').refinements).toEqual({ car_type: ['used'] });
      expect(parseListingUrl(preOwned, '/search/used-cars').refinements).toEqual({ car_type: ['used'] });
      expect(listingUrl(preOwned, createSearchState({ refinements: { car_type: ['used'] } }))).toBe(
        '/search/pre-owned-cars',
      );
    });

    it('should read route-key values after the colon against known facet values (§2 used-cars-brisbane …)', () => {
      const located = testSite({ search: { route_key_facets: ['car_type', 'item_type'] } });
      const facetValues = {
        item_type: [
          'brisbane:Used Cars Brisbane',
          'rockhampton:Used Cars Rockhampton',
          'Used Motorcycles',
          'New Motorcycles',
          'qld:RV Vehicles QLD',
          'qld:RV Utes QLD',
          'townsville:Subscription Cars Townsville',
        ],
      };
      const cases: Array<[string, string]> = [
        ['used-cars-brisbane', 'brisbane:Used Cars Brisbane'],
        ['used-cars-rockhampton', 'rockhampton:Used Cars Rockhampton'],
        ['used-motorcycles', 'Used Motorcycles'],
        ['new-motorcycles', 'New Motorcycles'],
        ['rv-vehicles-qld', 'qld:RV Vehicles QLD'],
        ['rv-utes-qld', 'qld:RV Utes QLD'],
        ['subscription-cars-townsville', 'townsville:Subscription Cars Townsville'],
      ];
      for (const [segment, value] of cases) {
        const state = parseListingUrl(located, `/search/${segment}`, { facetValues });
        expect(state.refinements).toEqual({ item_type: [value] });
        expect(listingUrl(located, state, { facetValues })).toBe(`/search/${segment}`);
      }
      expect(parseListingUrl(located, '/search/used-cars-brisbane')).toMatchObject({ notFound: true });
    });

    it('should read condition pages in the site noun where car-type facets are off (§1 §2 new-motorcycles)', () => {
      const motorcycles = demoRegistry().sites.find((s) => s.template === 'motorcycle')!;
      const base = motorcycles.routes.listing_base_path;
      expect(parseListingUrl(motorcycles, `${base}/new-motorcycles`).refinements).toEqual({
        car_type: ['new'],
      });
      expect(parseListingUrl(motorcycles, `${base}/used-motorcycles`).refinements).toEqual({
        car_type: ['used'],
      });
      expect(parseListingUrl(motorcycles, `${base}/used-cars`)).toMatchObject({ notFound: true });
      expect(listingUrl(motorcycles, createSearchState({ refinements: { car_type: ['demo'] } }))).toBe(
        `${base}/demo-motorcycles`,
      );
    });

    it('should link every stock page of the demo navigation to a listing it can read', () => {
      let checked = 0;
      for (const site of demoRegistry().sites) {
        const links = JSON.stringify(site.navigation).match(/"href":"[^"]+"/g) ?? [];
        for (const link of links.map((l) => l.slice(8, -1))) {
          if (link !== site.routes.listing_base_path && !link.startsWith(`${site.routes.listing_base_path}/`))
            continue;
          const cityValues = site.locations.map((l) => l.city);
          const state = parseListingUrl(site, link, { facetValues: { city: cityValues } });
          checked += 1;
          expect({ site: site.slug, link, notFound: state.notFound }).toEqual({
            site: site.slug,
            link,
            notFound: undefined,
          });
        }
      }
      expect(checked).toBeGreaterThan(20);
    });

    it('should read several route-key segments, one per facet', () => {
      const located = testSite({ search: { route_key_facets: ['car_type', 'city'] } });
      const state = parseListingUrl(located, '/search/used-cars/brisbane', {
        facetValues: { city: ['Brisbane'] },
      });
      expect(state.refinements).toEqual({ car_type: ['used'], city: ['Brisbane'] });
      expect(parseListingUrl(located, '/search/used-cars/new-cars')).toMatchObject({
        notFound: true,
        unknownSegments: ['new-cars'],
      });
    });

    it('should read refinements as comma-joined query parameters with query and sortBy (§2)', () => {
      const state = parseListingUrl(
        site,
        '/search?make=Toyota,Mazda&body=SUV&query=%20hilux%20&sortBy=price_asc&unknown=1&price=10000:20000',
      );
      expect(state).toEqual({
        ...EMPTY_SEARCH_STATE,
        query: 'hilux',
        refinements: { make: ['Toyota', 'Mazda'], body: ['SUV'] },
        ranges: { price: { min: 10000, max: 20000 } },
        sortBy: 'price_asc',
      });
    });

    it('should drop an unknown sortBy, an empty value and a broken range', () => {
      const state = parseListingUrl(
        site,
        '/search?sortBy=cheapest&make=,Toyota,,Toyota&km=abc&year=2020:2010&price=-1e309:1e309',
      );
      expect(state).toEqual({ ...EMPTY_SEARCH_STATE, refinements: { make: ['Toyota'] } });
    });

    it('should read refinementList[facet][i] and range[facet] parameters in index order', () => {
      const state = parseListingUrl(
        site,
        '/search?refinementList[make][1]=Mazda&refinementList[make][0]=Toyota&range[km]=:50000',
      );
      expect(state.refinements).toEqual({ make: ['Toyota', 'Mazda'] });
      expect(state.ranges).toEqual({ km: { min: null, max: 50000 } });
    });

    it.each([
      ['2', 1],
      ['3', 2],
      ['10', 9],
      ['1', 0],
      ['0', 0],
      ['-2', 0],
      ['2.5', 0],
      ['abc', 0],
      ['', 0],
      [null, 0],
    ])('should read page=%j as zero-based page %i (§2 number greater than 1)', (value, page) => {
      expect(parsePageParam(value)).toBe(page);
      if (value !== null) expect(parseListingUrl(site, `/search?page=${value}`).page).toBe(page);
    });

    it('should keep the §2 tracking parameters and nothing else', () => {
      const state = parseListingUrl(
        site,
        '/search?utm_campaign=spring&gclid=abc&fbclid=def&utm_source=google&utm_medium=cpc&utm_term=x&ref=y',
      );
      expect(state.tracking).toEqual({
        gclid: 'abc',
        fbclid: 'def',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
      });
      expect(listingUrl(site, state)).toBe(
        '/search?gclid=abc&fbclid=def&utm_source=google&utm_medium=cpc&utm_campaign=spring',
      );
    });

    it('should read the 7-seater and per-week listing pages (§2)', () => {
      expect(parseListingUrl(site, '/search/7-seater-cars').refinements).toEqual({ seats: ['7'] });
      expect(parseListingUrl(site, '/search/cars-under-150-per-week').ranges).toEqual({
        weekly_price_range: { min: null, max: 150 },
      });
      expect(parseListingUrl(site, '/search/100-to-125-per-week').ranges).toEqual({
        weekly_price_range: { min: 100, max: 125 },
      });
      expect(parseListingUrl(site, '/search/175-plus-per-week').ranges).toEqual({
        weekly_price_range: { min: 175, max: null },
      });
      expect(parseListingUrl(site, '/search/125-to-100-per-week')).toMatchObject({ notFound: true });
      expect(parseListingUrl(site, '/search/used-cars/7-seater-cars/cars-under-100-per-week')).toMatchObject({
        refinements: { car_type: ['used'], seats: ['7'] },
        ranges: { weekly_price_range: { min: null, max: 100 } },
      });
    });
  });

  describe('listingUrl', () => {
    it('should put exactly one route-key value in the path and several in the query (§2)', () => {
      expect(listingUrl(site, createSearchState({ refinements: { car_type: ['used'] } }))).toBe(
        '/search/used-cars',
      );
      expect(listingUrl(site, createSearchState({ refinements: { car_type: ['used', 'demo'] } }))).toBe(
        '/search?car_type=used,demo',
      );
    });

    it('should write parameters in a stable order: query, facets A-Z, sortBy, page, tracking', () => {
      const state = createSearchState({
        query: 'hilux sr5',
        refinements: { make: ['Toyota'], body: ['Ute', 'Cab Chassis'] },
        ranges: { price: { min: null, max: 40000 }, year: { min: 2018, max: null } },
        sortBy: 'price_desc',
        page: 2,
        tracking: { utm_source: 'news' },
      });
      expect(listingUrl(site, state)).toBe(
        '/search?query=hilux%20sr5&body=Ute,Cab%20Chassis&make=Toyota&price=:40000&year=2018:&sortBy=price_desc&page=3&utm_source=news',
      );
    });

    it('should write the 7-seater and per-week pages as path segments', () => {
      expect(listingUrl(site, createSearchState({ refinements: { seats: ['7'] } }))).toBe(
        '/search/7-seater-cars',
      );
      expect(
        listingUrl(site, createSearchState({ ranges: { weekly_price_range: { min: 150, max: 175 } } })),
      ).toBe('/search/150-to-175-per-week');
      expect(
        listingUrl(site, createSearchState({ ranges: { weekly_price_range: { min: 99.5, max: null } } })),
      ).toBe('/search?weekly_price_range=99.5:');
    });

    it('should write values containing a comma in the indexed form so they read back whole', () => {
      const state = createSearchState({ refinements: { model: ['C-Class, AMG', 'A-Class'] } });
      const url = listingUrl(site, state);
      expect(url).toBe('/search?refinementList[model][0]=C-Class%2C%20AMG&refinementList[model][1]=A-Class');
      expect(parseListingUrl(site, url)).toEqual(state);
    });

    it("should link 'see more from this dealer' with refinementList[dealership_slug][0] (§2)", () => {
      const url = dealerListingUrl(site, 'brisbane-cars');
      expect(url).toBe('/search?refinementList[dealership_slug][0]=brisbane-cars');
      expect(parseListingUrl(site, url).refinements).toEqual({ dealership_slug: ['brisbane-cars'] });
    });

    it("should send 'Find Me Something Similar' to the same make and model (§2 unavailable car)", () => {
      const url = similarListingUrl(site, { make: 'Toyota', model: 'RAV4' });
      expect(url).toBe('/search?make=Toyota&model=RAV4');
      expect(parseListingUrl(site, url).refinements).toEqual({ make: ['Toyota'], model: ['RAV4'] });
    });
  });

  it('should behave as the README browser example says', () => {
    const state = parseListingUrl(site, '/search/used-cars?make=Toyota&page=2&gclid=abc');
    expect(state).toEqual(
      createSearchState({
        refinements: { car_type: ['used'], make: ['Toyota'] },
        page: 1,
        tracking: { gclid: 'abc' },
      }),
    );
    expect(listingUrl(site, toggleRefinement(state, 'make', 'Mazda'))).toBe(
      '/search/used-cars?make=Toyota,Mazda&gclid=abc',
    );
    expect(listingUrl(site, setSort(state, 'price_asc'))).toBe(
      '/search/used-cars?make=Toyota&sortBy=price_asc&gclid=abc',
    );
  });

  describe('round trip over every demo site (property)', () => {
    const sites = demoRegistry().sites;
    const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 });
    const facetValue = fc.oneof(
      fc.constantFrom(
        'new',
        'used',
        'demo',
        '7',
        'Toyota',
        'Land Rover',
        'brisbane:Used Cars Brisbane',
        'a,b',
      ),
      text,
    );
    const number = fc.oneof(
      fc.integer({ min: -1000, max: 1_000_000 }),
      fc
        .double({ min: -1e6, max: 1e9, noNaN: true, noDefaultInfinity: true })
        .filter((n) => !Object.is(n, -0)),
    );
    const range: fc.Arbitrary<NumericRange> = fc
      .tuple(fc.option(number, { nil: null }), fc.option(number, { nil: null }))
      .filter(([a, b]) => a !== null || b !== null)
      .map(([a, b]) => (a !== null && b !== null && a > b ? { min: b, max: a } : { min: a, max: b }));

    function stateFor(site: Site): fc.Arbitrary<SearchState> {
      const listFacets = [...listingFacets(site)].filter((f) => !isRangeFacet(f));
      return fc.record({
        query: text.map((q) => q.trim()),
        refinements: fc.dictionary(
          fc.constantFrom(...listFacets),
          fc.uniqueArray(
            facetValue.filter((v) => v !== ''),
            { minLength: 1, maxLength: 3 },
          ),
          { maxKeys: 4 },
        ),
        ranges: fc.dictionary(
          fc.constantFrom(...RANGE_FACETS),
          fc.oneof(range, fc.constantFrom(...PRICE_BANDS.map((b) => b.range))),
          { maxKeys: 3 },
        ),
        sortBy: fc.constantFrom(null, ...sortOptionSchema.options),
        page: fc.nat({ max: 500 }),
        tracking: fc.record(
          Object.fromEntries(TRACKING_PARAMS.map((p) => [p, text])) as Record<
            (typeof TRACKING_PARAMS)[number],
            fc.Arbitrary<string>
          >,
          { requiredKeys: [] },
        ),
      });
    }

    it.each(sites.map((s) => [s.slug, s] as const))(
      'should read back every state it writes on %s',
      (_slug, site) => {
        fc.assert(
          fc.property(stateFor(site), (state) => {
            // The generated values are what the index would report for the route-key facets.
            const facetValues = Object.fromEntries(
              site.search.route_key_facets.map((f) => [f, state.refinements[f] ?? []]),
            );
            const url = listingUrl(site, state, { facetValues });
            expect(parseListingUrl(site, url, { facetValues })).toEqual(state);
          }),
          { numRuns: 150 },
        );
      },
    );

    const segment = fc.constantFrom(
      'used-cars',
      'new-cars',
      'pre-owned-cars',
      'demo-cars',
      'used-motorcycles',
      '7-seater-cars',
      'cars-under-100-per-week',
      '150-to-175-per-week',
      '175-to-150-per-week',
      '200-plus-per-week',
      'brisbane',
      'nowhere',
      '%E0%A4',
    );
    const param = fc.oneof(
      fc.tuple(
        fc.constantFrom('make', 'model', 'car_type', 'seats', 'body', 'query', 'sortBy', 'page', 'gclid'),
        text,
      ),
      fc.tuple(
        fc.constantFrom('price', 'km', 'weekly_price_range', 'year'),
        fc.constantFrom('1:2', ':5', '5:', 'x', '9:1'),
      ),
      fc.tuple(fc.constantFrom('refinementList[make][0]', 'refinementList[make][1]', 'range[price]'), text),
    );

    it.each(sites.map((s) => [s.slug, s] as const))(
      'should write one canonical URL for any URL on %s',
      (_slug, site) => {
        fc.assert(
          fc.property(
            fc.array(segment, { maxLength: 3 }),
            fc.array(param, { maxLength: 6 }),
            (segments, params) => {
              const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
              const url = `${[site.routes.listing_base_path, ...segments].join('/')}?${query}`;
              const canonical = listingUrl(site, parseListingUrl(site, url));
              const again = parseListingUrl(site, canonical);
              expect(again.notFound).toBeUndefined();
              expect(listingUrl(site, again)).toBe(canonical);
            },
          ),
          { numRuns: 100 },
        );
      },
    );
  });
});
