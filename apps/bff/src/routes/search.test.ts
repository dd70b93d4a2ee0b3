import { type Car, priceDisplay } from '@dealer/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';

interface SearchBody {
  hits: Car[];
  totalHits: number;
  page: number;
  pages: number;
  facets: Record<string, Record<string, number>>;
  facetStats: Record<string, { min: number; max: number }>;
  error?: string;
}

const nowSeconds = Math.floor(TEST_NOW.getTime() / 1000);

describe('search route', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('should answer a listing with hits, totals, pages, facets and facetStats (§7 search)', async () => {
    const res = await server.site('harbour-auto')('/api/search?path=/search/new-used-and-demo-cars');
    expect(res.status).toBe(200);
    const body = res.json<SearchBody>();
    expect(body.hits.length).toBe(Math.min(100, body.totalHits));
    expect(body.pages).toBe(Math.ceil(body.totalHits / 100));
    expect(body.page).toBe(0);
    expect(Object.keys(body.facets)).toEqual(
      expect.arrayContaining(['make', 'body', 'car_type', 'price', 'year']),
    );
    expect(body.facetStats.price?.min).toBeLessThanOrEqual(body.facetStats.price?.max ?? 0);
    expect(res.headers.etag).toMatch(/^W\/"/);
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it('should only ever return cars the site may list: its own dealerships, visible (§4 §7)', async () => {
    const res = await server.site('harbour-auto')('/api/search?path=/search/new-used-and-demo-cars&page=2');
    const body = res.json<SearchBody>();
    for (const car of body.hits) {
      expect([1011, 1012, 1013]).toContain(car.dealership_id);
      expect(car.show_on_dealer_website).toBe(true);
      const visible = car.status !== 'sold' || (car.sold_date_timestamp ?? 0) > nowSeconds - 3 * 86_400;
      expect(visible).toBe(true);
    }
  });

  it('should refine by path segment, refinement list and range (§2)', async () => {
    const res = await server.site('harbour-auto')(
      '/api/search?path=/search/new-used-and-demo-cars/used-cars&refinementList[make][0]=Toyota&range[price]=10000:60000',
    );
    const body = res.json<SearchBody>();
    expect(body.totalHits).toBeGreaterThan(0);
    for (const car of body.hits) {
      expect(car.car_type).toBe('used');
      expect(car.make).toBe('Toyota');
      expect(car.price).toBeGreaterThanOrEqual(10000);
      expect(car.price).toBeLessThanOrEqual(60000);
    }
    // Disjunctive faceting: the refined make facet still counts the other makes.
    expect(Object.keys(body.facets.make ?? {}).length).toBeGreaterThan(1);
  });

  it('should take a price bound too large for a car as a filter that matches nothing, not an error', async () => {
    for (const range of ['1e308:1e308', '1e21:', ':-1e300']) {
      const res = await server.site('harbour-auto')(
        `/api/search?path=/search/new-used-and-demo-cars&range[price]=${range}`,
      );
      expect(res.status, range).toBe(200);
      expect(res.json<SearchBody>().totalHits, range).toBe(0);
    }
  });

  it('should not let a refinement value widen the server filters (filter injection)', async () => {
    const injected = encodeURIComponent('Toyota" OR show_on_dealer_website = false OR make = "x');
    const res = await server.site('harbour-auto')(
      `/api/search?path=/search/new-used-and-demo-cars&refinementList[make][0]=${injected}`,
    );
    expect(res.status).toBe(200);
    expect(res.json<SearchBody>().totalHits).toBe(0);
  });

  it('should keep each site to its own stock (cross-tenant)', async () => {
    const moto = (
      await server.site('throttle-moto')('/api/search?path=/search/new-and-used-motorcycles')
    ).json<SearchBody>();
    const trucks = (
      await server.site('ironbark-trucks')('/api/search?path=/search/new-used-and-demo-trucks')
    ).json<SearchBody>();
    expect(moto.hits.every((car) => car.dealership_id === 1061)).toBe(true);
    expect(trucks.hits.every((car) => car.dealership_id === 1101)).toBe(true);
    expect(moto.hits.some((car) => car.body === 'Prime Mover')).toBe(false);
  });

  it('should answer 304 to a matching If-None-Match', async () => {
    const client = server.site('bayside-mazda');
    const first = await client('/api/search?path=/search');
    const second = await client('/api/search?path=/search', {
      headers: { 'if-none-match': first.headers.etag ?? '' },
    });
    expect(second.status).toBe(304);
  });

  it('should gzip a large answer once, and send a small one as it is with its length (no streamed gzip)', async () => {
    const client = server.site('harbour-auto');
    const gzip = { 'accept-encoding': 'gzip' };
    const large = await client('/api/search?path=/search/new-used-and-demo-cars', { headers: gzip });
    expect(large.headers['content-encoding']).toBe('gzip');
    const small = await client('/api/search?path=/search/new-used-and-demo-cars&query=zzzqqqxxx', {
      headers: gzip,
    });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(Number(small.headers['content-length'])).toBe(Buffer.byteLength(small.text));
    expect(small.json<{ totalHits: number }>().totalHits).toBe(0);
  });

  it('should reject a path that is not a pathname with 400', async () => {
    const res = await server.site('bayside-mazda')('/api/search?path=https://evil.example/x');
    expect(res.status).toBe(400);
    expect(res.json<SearchBody>().error).toContain('path');
  });

  it('should search text with typos and prefixes', async () => {
    const res = await server.site('harbour-auto')(
      '/api/search?path=/search/new-used-and-demo-cars&query=tucso',
    );
    const body = res.json<SearchBody>();
    expect(body.totalHits).toBeGreaterThan(0);
    expect(body.hits[0]?.model).toBe('Tucson');
  });

  it('should count, facet and page only the cars matching every typed word, typos allowed (#31)', async () => {
    const search = (q: string) =>
      server.site('harbour-auto')(
        `/api/search?path=/search/new-used-and-demo-cars&query=${encodeURIComponent(q)}`,
      );
    const exact = (await search('toyota corolla')).json<SearchBody & { closeMatches: boolean }>();
    const corollas = (await search('corolla')).json<SearchBody>();
    expect(exact.totalHits).toBeGreaterThan(0);
    expect(exact.totalHits).toBe(corollas.totalHits);
    expect(exact.closeMatches).toBe(false);
    for (const car of exact.hits) expect(car.model).toBe('Corolla');
    expect(Object.keys(exact.facets.model ?? {})).toEqual(['Corolla']);
    expect(exact.pages).toBe(Math.ceil(exact.totalHits / 100));
    const typos = (await search('toyta corola')).json<SearchBody & { closeMatches: boolean }>();
    expect(typos.totalHits).toBe(exact.totalHits);
    expect(typos.closeMatches).toBe(false);
  });

  it('should show close matches, saying so, when no car has every typed word (#31)', async () => {
    const res = await server.site('harbour-auto')(
      '/api/search?path=/search/new-used-and-demo-cars&query=toyota%20qwertyuiop',
    );
    const body = res.json<SearchBody & { closeMatches: boolean }>();
    expect(body.closeMatches).toBe(true);
    expect(body.totalHits).toBeGreaterThan(0);
    for (const car of body.hits) expect(car.make).toBe('Toyota');
  });

  it("should sort 'Enquire for price.' cars last under Lowest and Highest Price (§4 price display, §7 sort)", async () => {
    const harbour = server.site('harbour-auto');
    const shown = (car: Car) =>
      priceDisplay(car, { template: 'car', features: { subscription_pricing: false } });
    for (const sortBy of ['price_asc', 'price_desc']) {
      const hits: Car[] = [];
      for (let page = 1; ; page++) {
        const body = (
          await harbour(`/api/search?path=/search/new-used-and-demo-cars?sortBy=${sortBy}%26page=${page}`)
        ).json<SearchBody>();
        hits.push(...body.hits);
        if (page >= body.pages) break;
      }
      const kinds = hits.map((car) => shown(car).amount === null);
      const firstEnquire = kinds.indexOf(true);
      expect(firstEnquire, `${sortBy}: some cars have no shown price`).toBeGreaterThan(0);
      expect(kinds.slice(firstEnquire).every(Boolean), `${sortBy}: price-less cars come last`).toBe(true);
      const amounts = hits.slice(0, firstEnquire).map((car) => shown(car).amount as number);
      const sorted = [...amounts].sort((a, b) => (sortBy === 'price_asc' ? a - b : b - a));
      expect(amounts).toEqual(sorted);
    }
  });

  it('should filter and sort a subscription site on the weekly price its cards show (§1, §4)', async () => {
    const flexi = server.site('flexi-drive');
    const all = (await flexi('/api/search?path=/search/subscription-cars')).json<SearchBody>();
    const weekly = (
      await flexi('/api/search?path=/search/subscription-cars?subscription_price=100:300')
    ).json<SearchBody>();
    expect(weekly.totalHits).toBeGreaterThan(0);
    expect(
      weekly.hits.every((c) => (c.subscription_price ?? 0) >= 100 && (c.subscription_price ?? 0) <= 300),
    ).toBe(true);
    expect(all.facetStats.subscription_price?.max).toBeGreaterThan(0);
    const cheapest = (
      await flexi('/api/search?path=/search/subscription-cars?sortBy=price_asc')
    ).json<SearchBody>();
    const prices = cheapest.hits.map((c) => c.subscription_price ?? Number.POSITIVE_INFINITY);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("should give a rental site's cars a daily rate to filter and sort on (§1 rental sellers)", async () => {
    const cityhop = server.site('cityhop-rentals');
    const body = (await cityhop('/api/search?path=/find/rental-cars?sortBy=price_desc')).json<SearchBody>();
    expect(body.totalHits).toBeGreaterThan(0);
    const rates = body.hits.map((c) => (c as Car & { rental_price: number | null }).rental_price);
    expect(rates[0]).toBeGreaterThan(10);
    const known = rates.filter((r): r is number => r !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(body.facetStats.rental_price?.min).toBeGreaterThan(0);
  });
});
