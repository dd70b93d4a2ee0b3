import {
  createSearchState,
  type FacetValues,
  listingUrl,
  type MultiSearchRequest,
  type MultiSearchResponse,
  renderFilter,
  routeValuesFrom,
  siteFilters,
} from '@dealer/search-query';
import type { Site } from '@dealer/site-registry';
import type { Suggestion } from './suggestion.js';

/** The facets suggestions are made of: makes, models (as "Make Model") and badges. */
export const SUGGEST_FACETS = ['make', 'make_model', 'badge'] as const;

type Distribution = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** A §7 search page as the site serves it (`search_pages.json`): its title, listing path and stock. */
export interface SearchPageLike {
  readonly title: string;
  readonly path: string;
  readonly count: number;
}

/**
 * The one engine request suggestions need: the site's whole listing (its §7 site filters, added here on
 * the server, never from the shopper), no hits, the suggestion facets and the site's route-key facets (so
 * the URLs use path segments where the site has them). It changes with stock, not with what is typed:
 * the BFF can cache the answer per site.
 */
export function buildSuggestQuery(site: Site, options: { readonly now: Date }): MultiSearchRequest {
  const facets = [...new Set<string>([...SUGGEST_FACETS, ...site.search.route_key_facets])];
  return {
    queries: [
      {
        indexUid: site.search.car_index,
        q: '',
        facets,
        limit: 0,
        filter: siteFilters(site, options.now).map(renderFilter),
      },
    ],
  };
}

/** The make a "Make Model" value starts with (the longest known make, so "Land Rover" beats "Land"). */
function makeOf(makeModel: string, makes: readonly string[]): string | null {
  let best: string | null = null;
  for (const make of makes) {
    if (makeModel.startsWith(`${make} `) && make.length > (best?.length ?? 0)) best = make;
  }
  return best;
}

/**
 * Every suggestion the site could make now, unranked: each make, each make's model and each badge the
 * site lists (from the `buildSuggestQuery` answer), and the site's search pages. Each opens its §2 listing
 * URL, built by `listingUrl` like every other listing link.
 */
export function suggestionCandidates(
  site: Site,
  response: MultiSearchResponse,
  pages: readonly SearchPageLike[] = [],
): Suggestion[] {
  const distribution: Distribution = response.results[0]?.facetDistribution ?? {};
  const facetValues: FacetValues = routeValuesFrom(site, distribution);
  const url = (refinements: Record<string, string[]>) =>
    listingUrl(site, createSearchState({ refinements }), { facetValues });
  const makes = Object.keys(distribution.make ?? {});
  const out: Suggestion[] = [];
  for (const [make, count] of Object.entries(distribution.make ?? {})) {
    out.push({ kind: 'make', label: make, url: url({ make: [make] }), count });
  }
  for (const [makeModel, count] of Object.entries(distribution.make_model ?? {})) {
    const make = makeOf(makeModel, makes);
    if (!make) continue;
    const model = makeModel.slice(make.length + 1);
    out.push({ kind: 'model', label: makeModel, url: url({ make: [make], model: [model] }), count });
  }
  for (const [badge, count] of Object.entries(distribution.badge ?? {})) {
    out.push({ kind: 'badge', label: badge, url: url({ badge: [badge] }), count });
  }
  for (const page of pages) {
    out.push({ kind: 'page', label: page.title, url: page.path, count: page.count });
  }
  return out;
}
