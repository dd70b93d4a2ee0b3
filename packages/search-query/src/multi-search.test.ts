import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { CARD_ATTRIBUTES } from './context.js';
import { buildMultiSearch, buildVehicleQuery } from './multi-search.js';
import { createSearchState } from './state.js';
import { testSite } from './testing/sites.js';
import { parseListingUrl } from './url.js';

const NOW = new Date('2025-03-01T00:00:00Z'); // 1740787200 s
const VISIBLE_3_DAYS =
  '(status = in_stock OR status = coming_soon OR sold_date_timestamp > 1740528000) AND show_on_dealer_website = true';

describe('multi-search', () => {
  it('should retrieve the card fields only and highlight only the card title (no second copy of each car)', () => {
    const site = testSite();
    const [main, ...facetQueries] = buildMultiSearch(site, createSearchState({ query: 'hilux' }), {
      now: new Date('2026-03-10T00:00:00Z'),
    }).queries;
    expect(main?.attributesToRetrieve).toEqual([...CARD_ATTRIBUTES]);
    expect(main?.attributesToRetrieve).toEqual(
      expect.arrayContaining(['id', 'slug', 'name', 'price', 'primary_image_url']),
    );
    expect(main?.attributesToRetrieve).not.toContain('images');
    expect(main?.attributesToRetrieve).not.toContain('description');
    expect(main?.attributesToHighlight).toEqual(['name']);
    const browse = buildMultiSearch(site, createSearchState(), { now: new Date('2026-03-10T00:00:00Z') });
    expect(browse.queries[0]?.attributesToHighlight).toBeUndefined();
    for (const query of facetQueries) expect(query.attributesToRetrieve).toBeUndefined();
  });

  it('should build the exact §7 body of an unrefined listing (golden)', () => {
    const body = buildMultiSearch(testSite(), createSearchState(), { now: NOW });
    expect(body).toEqual({
      queries: [
        {
          indexUid: 'Car_production',
          q: '',
          facets: [
            'status',
            'badge',
            'car_type',
            'categories',
            'city',
            'colour',
            'dealership_name',
            'filtered_features',
            'item_type',
            'km',
            'location_name',
            'make',
            'make_model',
            'model',
            'price',
            'price_range',
            'subscription_price',
            'rental_price',
            'seats',
            'body',
            'drive',
            'fuel',
            'transmission',
            'state',
            'tag',
            'weekly_price_range',
            'year',
          ],
          attributesToRetrieve: [...CARD_ATTRIBUTES],
          limit: 100,
          offset: 0,
          filter: ['dealership_id = 10', VISIBLE_3_DAYS],
          sort: ['custom_rank:desc'],
        },
      ],
    });
  });

  it('should add one disjunctive query per refined facet with the other facets filters (golden)', () => {
    const state = createSearchState({
      query: 'ute',
      refinements: { make: ['Toyota', 'Isuzu'], car_type: ['used'] },
      ranges: { price: { min: 10000, max: 40000 } },
      sortBy: 'price_asc',
      page: 2,
    });
    const { queries } = buildMultiSearch(testSite(), state, { now: NOW, hitsPerPage: 24 });
    const make = 'make = Toyota OR make = Isuzu OR make = "Isuzu Ute"';
    const price = 'price >= 10000 AND price <= 40000';
    expect(queries[0]).toMatchObject({
      q: 'ute',
      limit: 24,
      offset: 48,
      filter: ['dealership_id = 10', VISIBLE_3_DAYS, 'car_type = used', make, price],
      sort: ['sort_price:asc'],
    });
    expect(queries.slice(1)).toEqual([
      {
        indexUid: 'Car_production',
        q: 'ute',
        facets: ['car_type'],
        limit: 1,
        filter: ['dealership_id = 10', VISIBLE_3_DAYS, make, price],
      },
      {
        indexUid: 'Car_production',
        q: 'ute',
        facets: ['make'],
        limit: 1,
        filter: ['dealership_id = 10', VISIBLE_3_DAYS, 'car_type = used', price],
      },
      {
        indexUid: 'Car_production',
        q: 'ute',
        facets: ['price'],
        limit: 1,
        filter: ['dealership_id = 10', VISIBLE_3_DAYS, 'car_type = used', make],
      },
    ]);
  });

  it.each([
    [3, false, 'OR sold_date_timestamp > 1740528000'],
    [7, false, 'OR sold_date_timestamp > 1740182400'],
    [undefined, true, 'OR sold_date_timestamp > 1740700800'],
  ])('should list sold cars for the site window (%s days, fallback %s) (§4 §9)', (days, fallback, clause) => {
    const site = testSite({ search: { include_sold_cars_days: days, sold_cars_fallback_one_day: fallback } });
    const filter = buildMultiSearch(site, createSearchState(), { now: NOW }).queries[0]?.filter ?? [];
    expect(filter[1]).toBe(
      `(status = in_stock OR status = coming_soon ${clause}) AND show_on_dealer_website = true`,
    );
  });

  it('should list no sold cars when the site disables them (§9)', () => {
    const site = testSite({ search: { include_sold_cars_days: 0 } });
    const filter = buildMultiSearch(site, createSearchState(), { now: NOW }).queries[0]?.filter ?? [];
    expect(filter[1]).toBe('(status = in_stock OR status = coming_soon) AND show_on_dealer_website = true');
  });

  it('should add the dealer-group filter with make synonyms, state OR Undefined and model limits (§7 §9)', () => {
    const site = testSite({
      search: {
        dealer_group_filter: { makes: ['GWM', 'Mercedes-Benz', 'Ram'], state: 'QLD' },
        model_limits: { Ram: ['1500', '2500'] },
      },
    });
    const filter = buildMultiSearch(site, createSearchState(), { now: NOW }).queries[0]?.filter;
    expect(filter).toEqual([
      'dealership_id = 10',
      VISIBLE_3_DAYS,
      '(make = GWM OR make = Haval OR make = "Mercedes-Benz" OR make = "Mercedes Benz" OR make = Ram) AND (state = QLD OR state = Undefined)',
      'NOT make = Ram OR model = "1500" OR model = "2500"',
    ]);
  });

  it('should add the §2 preset filters: photos, cities, manufacturer makes', () => {
    const site = testSite({
      search: { preset_filters: { min_photos: 3, cities: ['Bathurst', 'Cowra'], makes: ['Mazda'] } },
    });
    const filter = buildMultiSearch(site, createSearchState(), { now: NOW }).queries[0]?.filter;
    expect(filter?.slice(2)).toEqual([
      'photos_count >= 3',
      'city = Bathurst OR city = Cowra',
      'make = Mazda',
    ]);
  });

  it.each([
    [null, 'custom_rank_desc', 'custom_rank:desc'],
    [null, 'created_at_desc', 'created_at_timestamp:desc'],
    [null, 'price_asc', 'sort_price:asc'],
    ['price_desc', 'custom_rank_desc', 'sort_price:desc'],
    ['created_at_desc', 'price_asc', 'created_at_timestamp:desc'],
  ] as const)('should sort by %s over the site default %s as %s (§7)', (sortBy, siteDefault, sort) => {
    const site = testSite({ search: { default_sort: siteDefault } });
    expect(buildMultiSearch(site, createSearchState({ sortBy }), { now: NOW }).queries[0]?.sort).toEqual([
      sort,
    ]);
  });

  it('should search offers and parts with their own facets and reject other types (§3 §7)', () => {
    const state = createSearchState({ refinements: { make: ['Kia'], car_type: ['new'] } });
    const offer = buildMultiSearch(testSite(), state, { now: NOW, index: 'offer' });
    expect(offer.queries[0]).toMatchObject({
      indexUid: 'Offer_production',
      facets: ['make', 'model', 'body'],
      filter: ['make = Kia'],
    });
    expect(offer.queries[0]).not.toHaveProperty('sort');
    expect(offer.queries).toHaveLength(2);
    const part = buildMultiSearch(testSite(), createSearchState(), { now: NOW, index: 'part' });
    expect(part.queries[0]).toMatchObject({
      indexUid: 'Part_production',
      facets: ['categories', 'price'],
      filter: [],
    });
    // @ts-expect-error an unsupported index type
    expect(() => buildMultiSearch(testSite(), state, { now: NOW, index: 'boat' })).toThrow(
      'Invalid search type',
    );
  });

  it('should keep an injected make one value in every query', () => {
    const state = createSearchState({ refinements: { make: ['Toyota" OR status = sold'] }, query: '" OR x' });
    const { queries } = buildMultiSearch(testSite(), state, { now: NOW });
    expect(queries[0]?.filter?.[2]).toBe('make = "Toyota\\" OR status = sold"');
    expect(queries[0]?.q).toBe('" OR x');
  });

  it('should keep hostile URL input out of the filter structure, end to end', () => {
    const site = testSite();
    const url =
      '/search?make=Toyota%22%20OR%20status%20%3D%20sold&make%20OR%20status=x&refinementList[status)][0]=y&price=1%20OR%201:2&query=%22)%20OR%20(';
    const state = parseListingUrl(site, url);
    expect(state.refinements).toEqual({ make: ['Toyota" OR status = sold'] });
    expect(state.ranges).toEqual({});
    const main = buildMultiSearch(site, state, { now: NOW }).queries[0];
    expect(main?.filter).toEqual([
      'dealership_id = 10',
      VISIBLE_3_DAYS,
      'make = "Toyota\\" OR status = sold"',
    ]);
    expect(main?.q).toBe('") OR (');
  });

  it('should fetch a single vehicle with the id added to the site filters, limit 1 (§7)', () => {
    expect(buildVehicleQuery(testSite(), { id: '4711' }, { now: NOW })).toEqual({
      queries: [
        {
          indexUid: 'Car_production',
          q: '',
          limit: 1,
          filter: ['dealership_id = 10', VISIBLE_3_DAYS, 'id = 4711'],
        },
      ],
    });
    expect(
      buildVehicleQuery(testSite(), { id: 'abc"' }, { now: NOW, scopeToDealerships: false }).queries[0]
        ?.filter,
    ).toEqual([VISIBLE_3_DAYS, 'id = "abc\\""']);
  });

  it('should fetch a single vehicle by its slug, the car page address, within the site filters (§7)', () => {
    expect(
      buildVehicleQuery(testSite(), { slug: '2021-toyota-corolla-4711' }, { now: NOW }).queries[0]?.filter,
    ).toEqual(['dealership_id = 10', VISIBLE_3_DAYS, 'slug = "2021-toyota-corolla-4711"']);
  });

  describe('golden bodies of representative demo sites', () => {
    const registry = demoRegistry();
    const state = createSearchState({ refinements: { car_type: ['used'], make: ['Isuzu'] }, page: 1 });
    const filtersOf = (slug: string) => {
      const site = siteBySlug(registry, slug);
      if (!site) throw new Error(`no demo site ${slug}`);
      const { queries } = buildMultiSearch(site, state, { now: NOW });
      return queries.map((q) => ({
        facets: q.facets?.length,
        limit: q.limit,
        offset: q.offset,
        sort: q.sort,
        filter: q.filter,
      }));
    };

    it.each(
      registry.sites
        .filter(
          (s) =>
            s.search.dealer_group_filter ||
            s.search.include_sold_cars_days !== undefined ||
            s.search.sold_cars_fallback_one_day ||
            s.search.preset_filters.min_photos,
        )
        .map((s) => s.slug),
    )('should build the reviewed body of %s', (slug) => {
      expect(filtersOf(slug)).toMatchSnapshot();
    });
  });
});
