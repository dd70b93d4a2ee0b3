import type { Car } from '@dealer/pricing';
import { createSearchState, type FacetValues, listingUrl, type SearchState } from '@dealer/search-query';
import type { Site } from '@dealer/site-registry';
import type fc from 'fast-check';
import type { World } from './world.js';

/**
 * The model of the whole-system test (what the run has seen and been told: leads, holds, cars listed, the
 * browser cache) and what every command shares: picks by index, searching as a browser does, and the
 * held-car check.
 */

export interface LeadRecord {
  site: string;
  id: string;
  token: string;
  /** The name the last acknowledged write (POST or PUT) gave the lead. */
  name: string;
}

export interface HoldRecord {
  id: string;
  site: string;
  carId: number;
  carSlug: string;
  status: 'held' | 'confirmed' | 'cancelled';
}

export interface Model {
  leads: LeadRecord[];
  holds: HoldRecord[];
  /** Cars each site's listings showed since its stock last changed (picks for open / reserve / lead). */
  seen: Map<string, Car[]>;
  /** Set when holds, stock or the server changed: the step's invariants then open every held car's page. */
  holdsTouched: boolean;
  nextCarId: number;
  /** The shopper's browser cache of search answers: URL → ETag and body. */
  browserCache: Map<string, { etag: string; body: SearchResponse }>;
}

export function emptyModel(): Model {
  return {
    leads: [],
    holds: [],
    seen: new Map(),
    holdsTouched: false,
    nextCarId: 900_001,
    browserCache: new Map(),
  };
}

export const activeHolds = (model: Model) => model.holds.filter((h) => h.status !== 'cancelled');

export type Cmd = fc.AsyncCommand<Model, World, false>;

export interface SearchResponse {
  hits: Car[];
  totalHits: number;
  page: number;
  pages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  facetStats: Record<string, { min: number; max: number }>;
}

export const pick = <T>(list: readonly T[], n: number): T | undefined =>
  list.length === 0 ? undefined : list[n % list.length];

export function carJsonPath(site: Site, key: string | number): string {
  return `/api/websites/${site.id}/cars/${key}.json`;
}

export function remember(model: Model, slug: string, cars: Car[]): void {
  const seen = model.seen.get(slug) ?? [];
  for (const car of cars) if (!seen.some((c) => c.id === car.id)) seen.push(car);
  model.seen.set(slug, seen.slice(-200));
}

/** Route-key facet values as the server reads path segments back (from the whole stock of the site). */
export function facetValuesOf(world: World, site: Site): FacetValues {
  const cars = site.dealerships.flatMap((d) => world.stock.get(d.id) ?? []);
  const out: Record<string, string[]> = {};
  for (const facet of site.search.route_key_facets) {
    const values = new Set<string>();
    for (const car of cars) {
      const value = (car as unknown as Record<string, unknown>)[facet];
      if (typeof value === 'string' && value !== '') values.add(value);
    }
    out[facet] = [...values].sort();
  }
  return out;
}

/** Cars the shopper has seen on the site; a first visit lands on the listing. */
export async function seenCars(model: Model, world: World, site: Site): Promise<Car[]> {
  if (!model.seen.get(site.slug)?.length) {
    const result = await search(world, site, createSearchState(), model);
    if (result) {
      remember(model, site.slug, result.hits);
      checkHeldFlags(world, model, site, result.hits, 'a search hit');
    }
  }
  return model.seen.get(site.slug) ?? [];
}

/**
 * A listing search as a browser runs it: an answer it already holds is revalidated with its ETag, and a
 * 304 means the held copy is still true (so the invariants read the cached copy then).
 */
export async function search(
  world: World,
  site: Site,
  state: SearchState,
  model: Model,
): Promise<SearchResponse | null> {
  const url = new URL(listingUrl(site, state, { facetValues: facetValuesOf(world, site) }), 'http://x');
  const query = new URLSearchParams(url.search);
  query.set('path', url.pathname);
  const path = `/api/search?${query}`;
  const cached = model.browserCache.get(`${site.slug}${path}`);
  const res = await world.siteCall(
    site.slug,
    path,
    cached ? { headers: { 'if-none-match': cached.etag } } : {},
  );
  if (res.status === 304 && cached) return cached.body;
  if (res.status !== 200) {
    world.fail(
      'listing-answers',
      `search ${url.pathname}${url.search} answered ${res.status}: ${res.text.slice(0, 200)}`,
    );
    return null;
  }
  const body = res.json<SearchResponse>();
  if (res.headers.etag) {
    model.browserCache.set(`${site.slug}${path}`, { etag: res.headers.etag, body });
    if (model.browserCache.size > 200)
      model.browserCache.delete(model.browserCache.keys().next().value as string);
  }
  return body;
}

export function withRefinement(state: SearchState, facet: string, value: string): SearchState {
  return createSearchState({ ...state, page: 0, refinements: { ...state.refinements, [facet]: [value] } });
}

/** Held cars (by the model) must read reserved in whatever car records an answer carries. */
export function checkHeldFlags(world: World, model: Model, site: Site, cars: Car[], where: string): void {
  for (const car of cars) {
    const hold = activeHolds(model).find((h) => h.carId === car.id);
    if (!hold) continue;
    world.check(
      car.reserved === true,
      'held-reads-reserved',
      () =>
        `car ${car.id} held through ${hold.site} (${hold.status}) reads reserved=${car.reserved} in ${where} on ${site.slug}`,
    );
  }
}
