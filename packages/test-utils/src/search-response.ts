import type { Car } from '@dealer/pricing';
import type {
  FacetStat,
  MeiliSearchQuery,
  MeiliSearchResult,
  MultiSearchRequest,
  MultiSearchResponse,
} from '@dealer/search-query';
import { createVehicle } from './vehicle.js';

/** Overrides for createSearchResponse. `hits` is the whole matching set; each query gets its page of it. */
export interface SearchResponseOverrides<Hit> {
  /** The multi-search body being answered (default: one unrefined main query on Car_production). */
  request?: MultiSearchRequest;
  /** Every matching document; the main result carries the page `offset`..`offset + limit`. */
  hits?: Hit[];
  /** estimatedTotalHits of the main result (default: hits.length). */
  totalHits?: number;
  /** The main result's facetDistribution (default: counted from `hits` for the requested facets). */
  facetDistribution?: Record<string, Record<string, number>>;
  /** Counts of each disjunctive (per-facet) query, by facet (default: counted from `hits`). */
  disjunctiveFacetDistribution?: Record<string, Record<string, number>>;
  /** The main result's facetStats (default: min/max of the numeric facets over `hits`). */
  facetStats?: Record<string, FacetStat>;
  /** processingTimeMs of each result (default 3). */
  processingTimeMs?: number;
}

const DEFAULT_REQUEST: MultiSearchRequest = {
  queries: [
    { indexUid: 'Car_production', q: '', facets: ['make', 'model', 'body', 'car_type', 'price'], limit: 100 },
  ],
};

function defaultHits(): Car[] {
  return [
    createVehicle(),
    createVehicle({
      id: 1002,
      name: '2023 Mazda CX-5 Maxx Sport',
      slug: '2023-mazda-cx-5-maxx-sport-1002',
      make: 'Mazda',
      make_model: 'Mazda CX-5',
      model: 'CX-5',
      body: 'SUV',
      year: 2023,
      km: 12_400,
      price: 39_990,
      car_type: 'demo',
    }),
    createVehicle({
      id: 1003,
      name: '2024 Isuzu Ute D-Max LS-U',
      slug: '2024-isuzu-ute-d-max-ls-u-1003',
      make: 'Isuzu Ute',
      make_model: 'Isuzu Ute D-Max',
      model: 'D-Max',
      body: 'Ute',
      year: 2024,
      km: 10,
      price: 62_500,
      car_type: 'new',
    }),
  ];
}

function facetValue(hit: unknown, facet: string): unknown {
  return typeof hit === 'object' && hit !== null ? (hit as Record<string, unknown>)[facet] : undefined;
}

/** Counts each facet's values over the hits, as Meilisearch's facetDistribution does (strings of values). */
function countFacets(
  hits: readonly unknown[],
  facets: readonly string[],
): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const facet of facets) {
    const counts: Record<string, number> = {};
    for (const hit of hits) {
      const raw = facetValue(hit, facet);
      for (const value of Array.isArray(raw) ? raw : [raw]) {
        if (value === null || value === undefined || typeof value === 'object') continue;
        const key = String(value);
        counts[key] = (counts[key] ?? 0) + 1;
      }
    }
    out[facet] = counts;
  }
  return out;
}

/** Min and max of every requested facet whose values are numbers, as Meilisearch's facetStats. */
function statsOf(hits: readonly unknown[], facets: readonly string[]): Record<string, FacetStat> {
  const out: Record<string, FacetStat> = {};
  for (const facet of facets) {
    const numbers = hits.map((h) => facetValue(h, facet)).filter((v): v is number => typeof v === 'number');
    if (numbers.length > 0) out[facet] = { min: Math.min(...numbers), max: Math.max(...numbers) };
  }
  return out;
}

/**
 * A realistic Meilisearch multi-search response answering `request` (§7): the main result with its page
 * of hits, estimatedTotalHits, facetDistribution and facetStats, and one result per disjunctive query
 * (limit 1, its one facet). Everything is derived from `hits` unless overridden, so counts add up.
 */
export function createSearchResponse<Hit = Car>(
  overrides: SearchResponseOverrides<Hit> = {},
): MultiSearchResponse<Hit> {
  const request = overrides.request ?? DEFAULT_REQUEST;
  const hits = overrides.hits ?? (defaultHits() as Hit[]);
  const time = overrides.processingTimeMs ?? 3;
  const result = (query: MeiliSearchQuery, main: boolean): MeiliSearchResult<Hit> => {
    const facets = query.facets ?? [];
    const offset = query.offset ?? 0;
    const distribution = main
      ? (overrides.facetDistribution ?? countFacets(hits, facets))
      : Object.fromEntries(
          facets.map((f) => [
            f,
            overrides.disjunctiveFacetDistribution?.[f] ?? countFacets(hits, [f])[f] ?? {},
          ]),
        );
    return {
      indexUid: query.indexUid,
      hits: hits.slice(offset, offset + query.limit),
      query: query.q,
      processingTimeMs: time,
      limit: query.limit,
      offset,
      estimatedTotalHits: main ? (overrides.totalHits ?? hits.length) : hits.length,
      facetDistribution: distribution,
      facetStats: main ? (overrides.facetStats ?? statsOf(hits, facets)) : statsOf(hits, facets),
    };
  };
  return { results: request.queries.map((query, i) => result(query, i === 0)) };
}
