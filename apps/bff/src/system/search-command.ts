import type { Car } from '@dealer/pricing';
import {
  createSearchState,
  isRangeFacet,
  listingFacets,
  listingUrl,
  type SearchState,
  SORT_OPTION_ORDER,
} from '@dealer/search-query';
import { type Site, vehicleDetailPath } from '@dealer/site-registry';
import {
  type Cmd,
  carJsonPath,
  checkHeldFlags,
  facetValuesOf,
  type Model,
  pick,
  remember,
  type SearchResponse,
  search,
  withRefinement,
} from './model.js';
import type { World } from './world.js';

/** Shoppers searching: refinements, ranges, words, sorts and pages, every listed car opened, facet counts checked. */

export interface SearchArgs {
  site: string;
  sort: number;
  page: number;
  refine: { facet: number; value: number }[];
  checkFacets: { facet: number; value: number }[];
  openPages: boolean;
  /** A range filter (price, km, year …) between two of the base search's bounds, in percent. */
  range: { facet: number; low: number; high: number } | null;
  /** Typed words: a make or model the site lists (by index), or null. */
  query: number | null;
}

/** One search step: what was drawn, the run's state, and the page of results the shopper got. */
interface SearchStep {
  args: SearchArgs;
  model: Model;
  world: World;
  site: Site;
  state: SearchState;
  result: SearchResponse;
}

/** The search a shopper makes from the site's first listing page: refinements, range, words and sort drawn. */
function drawnState(args: SearchArgs, site: Site, base: SearchResponse): SearchState {
  // Refinements drawn from what the site's own facets offer (as a shopper clicks them).
  const facetNames = Object.keys(base.facets)
    .filter((f) => !isRangeFacet(f) && listingFacets(site).has(f))
    .sort();
  const refinements: Record<string, string[]> = {};
  for (const { facet, value } of args.refine) {
    const name = pick(facetNames, facet);
    const values = name ? Object.keys(base.facets[name] ?? {}).sort() : [];
    const chosen = pick(values, value);
    if (name && chosen !== undefined)
      refinements[name] = [...new Set([...(refinements[name] ?? []), chosen])];
  }
  const sortBy = args.sort < SORT_OPTION_ORDER.length ? (SORT_OPTION_ORDER[args.sort] ?? null) : null;
  const ranges: Record<string, { min: number | null; max: number | null }> = {};
  if (args.range) {
    const stats = base.facetStats ?? {};
    const names = Object.keys(stats)
      .filter((f) => isRangeFacet(f) && listingFacets(site).has(f))
      .sort();
    const name = pick(names, args.range.facet);
    const stat = name ? stats[name] : undefined;
    if (name && stat) {
      const at = (percent: number) => Math.round(stat.min + ((stat.max - stat.min) * percent) / 100);
      const [low, high] = [args.range.low, args.range.high].sort((a, b) => a - b) as [number, number];
      ranges[name] = { min: low === 0 ? null : at(low), max: high === 100 ? null : at(high) };
    }
  }
  const words = Object.keys(base.facets.make ?? {})
    .concat(Object.keys(base.facets.model ?? {}))
    .sort();
  const query = args.query === null ? '' : (pick(words, args.query) ?? '');
  return createSearchState({ refinements, ranges, sortBy, query });
}

/**
 * Every car the listing shows opens (its JSON; its page when the shopper clicks through). A listing page
 * holds up to 100 cars: they are opened ten at a time, as many shoppers would.
 */
async function openListedCars({ args, model, world, site, state, result }: SearchStep): Promise<void> {
  for (let i = 0; i < result.hits.length; i += 10) {
    await Promise.all(
      result.hits.slice(i, i + 10).map(async (car) => {
        const res = await world.siteCall(site.slug, carJsonPath(site, car.slug));
        world.check(
          res.status === 200 && res.json<Car>().id === car.id,
          'listing-cars-open',
          () =>
            `${site.slug} listing ${listingUrl(site, state)} shows car ${car.id} (${car.slug}) but its JSON answers ${res.status}`,
        );
        if (res.status === 200) checkHeldFlags(world, model, site, [res.json<Car>()], 'the car JSON');
      }),
    );
  }
  if (args.openPages) {
    const listing = await world.page(
      site.slug,
      listingUrl(site, state, { facetValues: facetValuesOf(world, site) }),
    );
    // A page past the last is not found (search-query's listingIndexation, #31); any other page is.
    const expected = state.page > 0 && state.page >= result.pages ? 404 : 200;
    world.check(
      listing.status === expected,
      'listing-cars-open',
      () => `listing page answered ${listing.status}, expected ${expected}`,
    );
    const car = pick(result.hits, args.page);
    if (car) {
      const res = await world.page(site.slug, vehicleDetailPath(site, car.slug));
      world.check(
        res.status === 200,
        'listing-cars-open',
        () =>
          `${site.slug} lists car ${car.id} but its page ${vehicleDetailPath(site, car.slug)} answers ${res.status}`,
      );
    }
  }
}

/** Facet counts equal the hits of the same search refined by that value (refined facets are disjunctive). */
async function checkFacetCounts({ args, model, world, site, state, result }: SearchStep): Promise<void> {
  const countable = Object.keys(result.facets)
    .filter((f) => !isRangeFacet(f) && listingFacets(site).has(f))
    .sort();
  for (const { facet, value } of args.checkFacets) {
    const name = pick(countable, facet);
    const entries = name
      ? Object.entries(result.facets[name] ?? {}).sort(([a], [b]) => a.localeCompare(b))
      : [];
    const entry = pick(entries, value);
    if (!name || !entry) continue;
    const [facetValue, count] = entry;
    const refined = await search(world, site, withRefinement(state, name, facetValue), model);
    if (!refined) continue;
    world.check(
      refined.totalHits === count,
      'facet-counts',
      () =>
        `${site.slug} ${listingUrl(site, state)}: facet ${name}=${JSON.stringify(facetValue)} counts ${count}, refined search has ${refined.totalHits} hits`,
    );
  }
}

export class SearchCommand implements Cmd {
  constructor(readonly args: SearchArgs) {}
  check = () => true;
  async run(model: Model, world: World): Promise<void> {
    const site = world.site(this.args.site);
    const base = await search(world, site, createSearchState(), model);
    if (!base) return;
    let state = drawnState(this.args, site, base);
    const first = await search(world, site, state, model);
    if (!first) return;
    // Any page, including one past the end (a stale link): never a 5xx.
    const page = first.pages === 0 ? 0 : this.args.page % (first.pages + 1);
    state = createSearchState({ ...state, page });
    const result = page === 0 ? first : await search(world, site, state, model);
    if (!result) return;
    world.check(
      result.hits.length <= result.hitsPerPage,
      'facet-counts',
      () => `page holds ${result.hits.length} > ${result.hitsPerPage}`,
    );
    remember(model, site.slug, result.hits);
    checkHeldFlags(world, model, site, result.hits, 'a search hit');

    const step: SearchStep = { args: this.args, model, world, site, state, result };
    await openListedCars(step);
    await checkFacetCounts(step);
  }
  toString = () => `search(${JSON.stringify(this.args)})`;
}
