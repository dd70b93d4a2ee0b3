import type { AttributeIndex } from './attribute-index.js';
import { Bitset } from './bitset.js';
import { facetDistribution as countFacet } from './facets.js';
import type { FilterNode } from './filter.js';
import { evaluateFilter } from './filter-eval.js';
import { parseFilterInput } from './filter-input.js';
import { FilterSyntaxError } from './filter-tokens.js';
import { formatHit } from './hits.js';
import { buildIndexParts, type IndexParts } from './index-parts.js';
import { assertSearchQuery } from './request.js';
import { compareBySort, pageOf, parseSort, type SortIndex } from './sort-index.js';
import type { TextIndex } from './text-index.js';
import type { FacetDistribution, FacetStats, IndexSettings, SearchQuery, SearchResult } from './types.js';
import { SearchRequestError } from './types.js';
import type { Doc } from './values.js';

/**
 * An in-process search index answering one Meilisearch query at a time. Built once per inventory
 * version and never mutated (an import builds a new one and swaps it), so searches need no locks.
 * Filterable attributes are inverted indexes (attribute-index.ts), sortable ones rank columns
 * (sort-index.ts), searchable ones one text index (text-index.ts).
 */

const DEFAULT_LIMIT = 20;
/** Meilisearch's default `pagination.maxTotalHits`. */
export const DEFAULT_MAX_TOTAL_HITS = 1000;

export class EmbeddedIndex {
  readonly size: number;
  readonly all: Bitset;
  private readonly attributes: ReadonlyMap<string, AttributeIndex>;
  private readonly sorts: ReadonlyMap<string, SortIndex>;
  private readonly text: TextIndex | null;
  private readonly maxTotalHits: number;

  /** `parts` when built in slices (`IndexBuilder`); the one-shot build makes them from `docs` here. */
  constructor(
    readonly uid: string,
    private readonly docs: readonly Doc[],
    private readonly settings: IndexSettings,
    parts: IndexParts = buildIndexParts(docs, settings),
  ) {
    this.size = docs.length;
    this.all = Bitset.full(this.size);
    this.maxTotalHits = settings.maxTotalHits ?? DEFAULT_MAX_TOTAL_HITS;
    this.attributes = parts.attributes;
    this.sorts = parts.sorts;
    this.text = parts.text;
  }

  get documentCount(): number {
    return this.size;
  }

  /** A filterable attribute's index; a `SearchRequestError` (with `code`) naming the filterable ones if not. */
  attribute(name: string, code: string): AttributeIndex {
    const index = this.attributes.get(name);
    if (!index) {
      throw new SearchRequestError(
        code,
        `Attribute \`${name}\` is not filterable. Available filterable attributes are: ${[...this.attributes.keys()].sort().join(', ')}.`,
      );
    }
    return index;
  }

  /** Evaluates a filter tree to the set of matching documents. */
  evaluate(node: FilterNode): Bitset {
    return evaluateFilter(this, node);
  }

  private filtered(query: SearchQuery): Bitset {
    let node: FilterNode | null;
    try {
      node = parseFilterInput(query.filter ?? null);
    } catch (error) {
      if (error instanceof FilterSyntaxError)
        throw new SearchRequestError('invalid_search_filter', error.message);
      throw error;
    }
    return node ? this.evaluate(node) : this.all.clone();
  }

  /** Answers one query of a multi-search body. */
  search(query: SearchQuery): SearchResult {
    const started = performance.now();
    assertSearchQuery(query, 'query');
    const offset = query.offset ?? 0;
    // Meilisearch's `pagination.maxTotalHits`: no hit beyond it is returned, and the total stops there.
    const limit = Math.max(0, Math.min(query.limit ?? DEFAULT_LIMIT, this.maxTotalHits - offset));
    const matched = this.filtered(query);
    const sortRules = parseSort(this.sorts, Array.isArray(query.sort) ? query.sort : []);
    const q = typeof query.q === 'string' ? query.q.trim() : '';

    let total: number;
    let page: number[];
    let termsOf: ((doc: number) => string[]) | null = null;
    let facetSet = matched;
    if (q !== '' && this.text) {
      // Meilisearch's ranking rules: words, typo, proximity, attribute, then the requested sort, then exactness.
      const strategy = query.matchingStrategy === 'all' ? 'all' : 'last';
      const compare = (a: number, b: number) => compareBySort(sortRules, a, b);
      const match = this.text.search(q, matched, compare, offset + limit, strategy);
      total = match.total;
      page = match.ranked.slice(offset, offset + limit);
      termsOf = match.termsOf;
      facetSet = match.set;
    } else {
      total = matched.count();
      page = pageOf(matched, sortRules, offset, limit);
    }

    const result: SearchResult = {
      indexUid: query.indexUid,
      hits: page.map((doc) => formatHit(this.docs[doc] as Doc, query, termsOf?.(doc) ?? [])),
      query: q,
      processingTimeMs: 0,
      limit: query.limit ?? DEFAULT_LIMIT,
      offset,
      estimatedTotalHits: Math.min(total, this.maxTotalHits),
    };
    if (Array.isArray(query.facets) && query.facets.length > 0)
      Object.assign(result, this.facets(query.facets, facetSet));
    result.processingTimeMs = Math.round(performance.now() - started);
    return result;
  }

  /** Facets count the filtered set; a text query narrows it to the documents it matched. */
  private facets(
    requested: readonly string[],
    set: Bitset,
  ): { facetDistribution: FacetDistribution; facetStats: FacetStats } {
    const names = requested.includes('*') ? [...this.attributes.keys()] : requested;
    const facetDistribution: FacetDistribution = {};
    const facetStats: FacetStats = {};
    for (const name of names) {
      const index = this.attribute(String(name), 'invalid_search_facets');
      const { distribution, min, max } = countFacet(index, set, this.settings.maxValuesPerFacet);
      facetDistribution[name] = distribution;
      if (min <= max) facetStats[name] = { min, max };
    }
    return { facetDistribution, facetStats };
  }
}
