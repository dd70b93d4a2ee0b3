import type { Car } from '@dealer/pricing';
import { withHolds } from '@dealer/reservations';
import {
  buildVehicleQuery,
  type FacetValues,
  type MultiSearchResponse,
  parseListingUrl,
  searchAllWords,
} from '@dealer/search-query';
import { listingBasePath, type Site } from '@dealer/site-registry';
import type { Hono } from 'hono';
import { BodyCache } from '../http/body-cache.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { type HeldSnapshot, heldOnSite } from '../reservations/held-cars.js';
import type { MultiSearchRequest } from '../search/types.js';
import { sha256 } from '../store/crypto.js';

/** Known values of the site's route-key facets, so path segments (used-cars-brisbane) read back (§2). */
const facetValueCache = new WeakMap<Car[], FacetValues>();
export function routeFacetValues(site: Site, cars: Car[]): FacetValues {
  let values = facetValueCache.get(cars);
  if (!values) {
    const out: Record<string, string[]> = {};
    for (const facet of site.search.route_key_facets) {
      const seen = new Set<string>();
      for (const car of cars) {
        const value = (car as unknown as Record<string, unknown>)[facet];
        if (typeof value === 'string' && value !== '') seen.add(value);
      }
      out[facet] = [...seen].sort();
    }
    values = out;
    facetValueCache.set(cars, values);
  }
  return values;
}

/**
 * Cache headers of responses that carry held cars: revalidate every time (the ETag covers the holds), so
 * 'Reserved' (§4 tag 2) shows the moment a car is held and goes the moment it is released.
 */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Search results: a CDN may keep one for a second (a burst on one URL reaches the server about once a
 * second) and must then revalidate (a 304 while the ETag holds); browsers revalidate every time. Holds
 * still show within the second the README promises.
 */
export const SEARCH_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, must-revalidate';

/**
 * The search a listing page runs: the same code path for /api/search and the web app's loaders. Hits
 * read `reserved: true` while held on any site (`held`: the snapshot the caller's ETag was made from).
 */
export async function listingSearch(deps: AppDeps, site: Site, pageUrl: URL, held?: HeldSnapshot) {
  const holds = held ?? (await deps.held.current());
  const stock = deps.inventory.stock(site);
  const state = parseListingUrl(site, pageUrl, { facetValues: routeFacetValues(site, stock.cars) });
  // Site visibility, stock and dealer-group filters come from the registry here, never from the URL.
  // Every typed word must match; none found → close matches, said so (§7, search-query).
  const engine = deps.search.forSite(site);
  const send = async (body: unknown) =>
    (await engine.multiSearch(body as MultiSearchRequest)) as unknown as MultiSearchResponse<Car>;
  const { request, result: merged } = await searchAllWords<Car>(
    site,
    state,
    { now: deps.now(), scopeToDealerships: true },
    send,
  );
  const result = { ...merged, hits: merged.hits.map((hit) => withHolds(hit, holds.ids)) };
  return { state, request, result };
}

/**
 * One car of this site that the site may show (§7 single vehicle: site filters + the car condition),
 * reading `reserved: true` while held on any site. `holds: false` gives the feed's record as it is (taking
 * a hold asks the database, not the cached held set).
 */
export async function findListedCar(
  deps: AppDeps,
  site: Site,
  key: { slug: string } | { id: number },
  options: { holds?: boolean } = {},
): Promise<Car | null> {
  const body = buildVehicleQuery(site, key, { now: deps.now() }) as unknown as MultiSearchRequest;
  const response = await deps.search.forSite(site).multiSearch(body);
  const car = (response.results[0]?.hits[0] as Car | undefined) ?? null;
  if (!car || options.holds === false) return car;
  return withHolds(car, (await deps.held.current()).ids);
}

export function registerSearchRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  // The JSON of each answered search by its ETag: a popular search is serialised once per change.
  const results = new BodyCache();
  app.get('/api/search', async (c) => {
    const site = c.get('site');
    const incoming = new URL(c.req.url);
    const path = incoming.searchParams.get('path') ?? listingBasePath(site);
    if (!path.startsWith('/') || path.startsWith('//') || path.length > 2000) {
      return c.json(
        { error: 'path must be a listing pathname starting with /', fields: { path: 'Invalid path' } },
        400,
      );
    }
    const pageUrl = new URL(path, 'http://listing.invalid');
    for (const [key, value] of incoming.searchParams)
      if (key !== 'path') pageUrl.searchParams.append(key, value);

    const stock = deps.inventory.stock(site);
    const held = await deps.held.current();
    // The ETag covers the stock version, the normalised page URL, the sold window (it moves with `now`)
    // and the site's held cars, so a hold or release of one of its cars changes it at once.
    const etag = `W/"${sha256(`${site.slug}|${stock.version}|${deps.search.name}|${pageUrl.pathname}${pageUrl.search}|${Math.floor(deps.now().getTime() / 60_000)}|${heldOnSite(held, stock.byId)}`).slice(0, 32)}"`;
    const cacheHeaders = { etag, 'cache-control': SEARCH_CACHE_CONTROL, vary: 'Host' };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, cacheHeaders);

    const { body, encoding } = await results.encoded(etag, c.req.header('accept-encoding'), async () => {
      const { state, result } = await listingSearch(deps, site, pageUrl, held);
      return JSON.stringify({ ...result, state, engine: deps.search.name });
    });
    const headers: Record<string, string> = {
      ...cacheHeaders,
      'content-type': 'application/json; charset=UTF-8',
      vary: 'Host, Accept-Encoding',
    };
    if (encoding) headers['content-encoding'] = encoding;
    // A body too small to be worth compressing says its length, so the compress middleware leaves it.
    else headers['content-length'] = String(Buffer.byteLength(body));
    return c.body(body, 200, headers);
  });
}
