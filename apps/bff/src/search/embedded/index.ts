import type { IndexSettings, SearchQuery, SearchResult } from '../types.js';
import { SearchRequestError } from '../types.js';
import { Bitset } from './bitset.js';
import { type FilterNode, FilterSyntaxError, parseFilterInput } from './filter.js';
import { normalizeText, TextIndex } from './text.js';

/**
 * An in-process search index answering one Meilisearch query at a time. Built once per inventory
 * version and never mutated (an import builds a new one and swaps it), so searches need no locks.
 *
 * Per filterable attribute it keeps an inverted index (value → sorted document numbers), the numeric
 * values sorted for range filters, and a document → value column for facet counting, so a filter costs
 * O(matching documents) and a facet distribution O(result size), whatever the number of facet values.
 */

type Doc = Record<string, unknown>;
const MISSING = 0xffffffff;
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 1000;

/** Documents holding one value: a bare number when only one does (most values of id, slug, vin …). */
type Posting = Uint32Array | number;

interface AttributeIndex {
  postings: Map<string, Posting>;
  /** Sorted numeric values and the documents holding them (one entry per value, arrays expand). */
  numericValues: Float64Array;
  numericDocs: Uint32Array;
  exists: Bitset;
  nulls: Bitset;
  empties: Bitset;
  /** Facet value ids: key and display text per id; numeric value per id (NaN when a string). */
  valueKeys: string[];
  valueDisplay: string[];
  valueNumber: Float64Array;
  /** doc → value id when each document holds at most one value, else CSR offsets/ids. */
  single: Int32Array | null;
  multiOffsets: Uint32Array | null;
  multiIds: Uint32Array | null;
}

interface SortIndex {
  /** Documents holding a value, ascending (numbers before strings). */
  order: Uint32Array;
  /** doc → position in `order`, MISSING when the document has no value. */
  rank: Uint32Array;
}

function getPath(doc: Doc, path: string): unknown {
  if (path in doc) return doc[path];
  if (!path.includes('.')) return undefined;
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Doc)[part];
  }
  return value;
}

function hasPath(doc: Doc, path: string): boolean {
  if (path in doc) return true;
  return path.includes('.') && getPath(doc, path) !== undefined;
}

/** The normalized key of a scalar: strings match case-insensitively, booleans as their text (Meilisearch). */
function scalarKey(value: unknown): string | null {
  if (typeof value === 'string') return `s:${value.toLowerCase()}`;
  if (typeof value === 'number') return Number.isFinite(value) ? `n:${value}` : null;
  if (typeof value === 'boolean') return `s:${value}`;
  return null;
}

const NUMERIC = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;
function asNumber(text: string): number | null {
  return NUMERIC.test(text) ? Number(text) : null;
}

function tokenKeys(token: string): string[] {
  const keys = [`s:${token.toLowerCase()}`];
  const n = asNumber(token);
  if (n !== null) keys.push(`n:${n}`);
  return keys;
}

function lowerBound(values: Float64Array, target: number, inclusive: boolean): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = values[mid] as number;
    if (inclusive ? v < target : v <= target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function compareScalars(a: unknown, b: unknown): number {
  const an = typeof a === 'number';
  const bn = typeof b === 'number';
  if (an && bn) return (a as number) - (b as number);
  if (an) return -1;
  if (bn) return 1;
  const as = String(a).toLowerCase();
  const bs = String(b).toLowerCase();
  return as < bs ? -1 : as > bs ? 1 : 0;
}

export class EmbeddedIndex {
  readonly size: number;
  private readonly attributes = new Map<string, AttributeIndex>();
  private readonly sorts = new Map<string, SortIndex>();
  private readonly text: TextIndex | null;
  private readonly all: Bitset;

  constructor(
    readonly uid: string,
    private readonly docs: readonly Doc[],
    private readonly settings: IndexSettings,
  ) {
    this.size = docs.length;
    this.all = Bitset.full(this.size);
    for (const attribute of settings.filterableAttributes)
      this.attributes.set(attribute, this.buildAttribute(attribute));
    for (const attribute of settings.sortableAttributes) this.sorts.set(attribute, this.buildSort(attribute));
    this.text = settings.searchableAttributes.length > 0 ? this.buildText() : null;
  }

  get documentCount(): number {
    return this.size;
  }

  private buildAttribute(attribute: string): AttributeIndex {
    const n = this.size;
    const postingLists = new Map<string, number[]>();
    const valueIdOf = new Map<string, number>();
    const valueKeys: string[] = [];
    const valueDisplay: string[] = [];
    const valueNumbers: number[] = [];
    const numeric: { value: number; doc: number }[] = [];
    const exists = new Bitset(n);
    const nulls = new Bitset(n);
    const empties = new Bitset(n);
    // Single-valued attributes (nearly all) write doc → value id straight into a typed column; only
    // attributes holding arrays keep per-document lists (no million small arrays at 100k cars).
    const multi = this.docs.some((doc) => Array.isArray(getPath(doc as Doc, attribute)));
    const singleColumn = multi ? null : new Int32Array(n).fill(-1);
    const perDoc: number[][] | null = multi ? new Array(n) : null;

    for (let doc = 0; doc < n; doc++) {
      const source = this.docs[doc] as Doc;
      const ids: number[] | null = perDoc ? [] : null;
      if (perDoc) perDoc[doc] = ids as number[];
      if (!hasPath(source, attribute)) continue;
      exists.add(doc);
      const raw = getPath(source, attribute);
      if (raw === null) {
        nulls.add(doc);
        continue;
      }
      const values = Array.isArray(raw) ? raw : [raw];
      if (
        values.length === 0 ||
        raw === '' ||
        (typeof raw === 'object' && !Array.isArray(raw) && Object.keys(raw).length === 0)
      ) {
        empties.add(doc);
      }
      for (const value of values) {
        const key = scalarKey(value);
        if (key === null) continue;
        let id = valueIdOf.get(key);
        if (id === undefined) {
          id = valueKeys.length;
          valueIdOf.set(key, id);
          valueKeys.push(key);
          valueDisplay.push(String(value));
          valueNumbers.push(typeof value === 'number' ? value : Number.NaN);
          postingLists.set(key, []);
        }
        if (ids ? !ids.includes(id) : (singleColumn as Int32Array)[doc] !== id) {
          if (ids) ids.push(id);
          else (singleColumn as Int32Array)[doc] = id;
          (postingLists.get(key) as number[]).push(doc);
          if (typeof value === 'number') numeric.push({ value, doc });
        }
      }
    }

    numeric.sort((a, b) => a.value - b.value || a.doc - b.doc);
    const postings = new Map<string, Posting>();
    for (const [key, list] of postingLists)
      postings.set(key, list.length === 1 ? (list[0] as number) : Uint32Array.from(list));

    const single = singleColumn;
    let multiOffsets: Uint32Array | null = null;
    let multiIds: Uint32Array | null = null;
    if (perDoc) {
      multiOffsets = new Uint32Array(n + 1);
      let total = 0;
      for (let doc = 0; doc < n; doc++) {
        multiOffsets[doc] = total;
        total += (perDoc[doc] as number[]).length;
      }
      multiOffsets[n] = total;
      multiIds = new Uint32Array(total);
      let at = 0;
      for (let doc = 0; doc < n; doc++) for (const id of perDoc[doc] as number[]) multiIds[at++] = id;
    }

    return {
      postings,
      numericValues: Float64Array.from(numeric, (e) => e.value),
      numericDocs: Uint32Array.from(numeric, (e) => e.doc),
      exists,
      nulls,
      empties,
      valueKeys,
      valueDisplay,
      valueNumber: Float64Array.from(valueNumbers),
      single,
      multiOffsets,
      multiIds,
    };
  }

  private buildSort(attribute: string): SortIndex {
    const present: { doc: number; value: unknown }[] = [];
    for (let doc = 0; doc < this.size; doc++) {
      const value = getPath(this.docs[doc] as Doc, attribute);
      if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') {
        if (typeof value === 'number' && !Number.isFinite(value)) continue;
        present.push({ doc, value: typeof value === 'boolean' ? String(value) : value });
      }
    }
    present.sort((a, b) => compareScalars(a.value, b.value) || a.doc - b.doc);
    const rank = new Uint32Array(this.size).fill(MISSING);
    const order = new Uint32Array(present.length);
    // Equal values share a rank, so a second sort key can break their tie.
    let position = 0;
    for (let i = 0; i < present.length; i++) {
      const entry = present[i] as { doc: number; value: unknown };
      if (i > 0 && compareScalars((present[i - 1] as { value: unknown }).value, entry.value) !== 0)
        position = i;
      order[i] = entry.doc;
      rank[entry.doc] = position;
    }
    return { order, rank };
  }

  private buildText(): TextIndex {
    const fields = this.settings.searchableAttributes;
    const docs = this.docs;
    return new TextIndex(
      {
        size: docs.length,
        values: (doc, attribute) => {
          const value = getPath(docs[doc] as Doc, fields[attribute] as string);
          if (value === null || value === undefined) return [];
          return Array.isArray(value) ? value.map(String) : [String(value)];
        },
      },
      fields.length,
      this.settings.synonyms,
    );
  }

  private attribute(name: string, code: string, what: string): AttributeIndex {
    const index = this.attributes.get(name);
    if (!index) {
      throw new SearchRequestError(
        code,
        `Attribute \`${name}\` is not ${what}. Available ${what} attributes are: ${[...this.attributes.keys()].sort().join(', ')}.`,
      );
    }
    return index;
  }

  private postingsToBitset(index: AttributeIndex, keys: string[], into = new Bitset(this.size)): Bitset {
    for (const key of keys) {
      const docs = index.postings.get(key);
      if (docs === undefined) continue;
      if (typeof docs === 'number') into.add(docs);
      else for (let i = 0; i < docs.length; i++) into.add(docs[i] as number);
    }
    return into;
  }

  private numericRange(
    index: AttributeIndex,
    from: number,
    fromInclusive: boolean,
    to: number,
    toInclusive: boolean,
  ): Bitset {
    const set = new Bitset(this.size);
    const start = lowerBound(index.numericValues, from, fromInclusive);
    const end = lowerBound(index.numericValues, to, !toInclusive);
    for (let i = start; i < end; i++) set.add(index.numericDocs[i] as number);
    return set;
  }

  private stringRange(index: AttributeIndex, test: (value: string) => boolean): Bitset {
    const keys = [...index.postings.keys()].filter((key) => key.startsWith('s:') && test(key.slice(2)));
    return this.postingsToBitset(index, keys);
  }

  /** Evaluates a filter tree to the set of matching documents. */
  evaluate(node: FilterNode): Bitset {
    switch (node.type) {
      case 'and': {
        let result: Bitset | null = null;
        for (const child of node.nodes) {
          const set = this.evaluate(child);
          result = result ? result.and(set) : set;
        }
        return result ?? this.all.clone();
      }
      case 'or': {
        const result = new Bitset(this.size);
        for (const child of node.nodes) result.or(this.evaluate(child));
        return result;
      }
      case 'not':
        return this.evaluate(node.node).not();
      case 'compare': {
        const index = this.attribute(node.attribute, 'invalid_search_filter', 'filterable');
        if (node.operator === '=') return this.postingsToBitset(index, tokenKeys(node.value));
        if (node.operator === '!=') return this.postingsToBitset(index, tokenKeys(node.value)).not();
        const n = asNumber(node.value);
        if (n !== null) {
          switch (node.operator) {
            case '>':
              return this.numericRange(index, n, false, Number.POSITIVE_INFINITY, true);
            case '>=':
              return this.numericRange(index, n, true, Number.POSITIVE_INFINITY, true);
            case '<':
              return this.numericRange(index, Number.NEGATIVE_INFINITY, true, n, false);
            default:
              return this.numericRange(index, Number.NEGATIVE_INFINITY, true, n, true);
          }
        }
        const target = node.value.toLowerCase();
        const op = node.operator;
        return this.stringRange(index, (v) =>
          op === '>' ? v > target : op === '>=' ? v >= target : op === '<' ? v < target : v <= target,
        );
      }
      case 'range': {
        const index = this.attribute(node.attribute, 'invalid_search_filter', 'filterable');
        const from = asNumber(node.from);
        const to = asNumber(node.to);
        if (from !== null && to !== null) return this.numericRange(index, from, true, to, true);
        const lo = node.from.toLowerCase();
        const hi = node.to.toLowerCase();
        return this.stringRange(index, (v) => v >= lo && v <= hi);
      }
      case 'in': {
        const index = this.attribute(node.attribute, 'invalid_search_filter', 'filterable');
        return this.postingsToBitset(index, node.values.flatMap(tokenKeys));
      }
      case 'exists':
        return this.attribute(node.attribute, 'invalid_search_filter', 'filterable').exists.clone();
      case 'isNull':
        return this.attribute(node.attribute, 'invalid_search_filter', 'filterable').nulls.clone();
      case 'isEmpty':
        return this.attribute(node.attribute, 'invalid_search_filter', 'filterable').empties.clone();
    }
  }

  private parseSort(sort: readonly string[]): { index: SortIndex; desc: boolean }[] {
    return sort.map((rule) => {
      const match = /^([^:]+):(asc|desc)$/.exec(typeof rule === 'string' ? rule.trim() : '');
      if (!match) {
        throw new SearchRequestError(
          'invalid_search_sort',
          `Invalid sort rule \`${String(rule)}\`: expected \`attribute:asc\` or \`attribute:desc\`.`,
        );
      }
      const index = this.sorts.get(match[1] as string);
      if (!index) {
        throw new SearchRequestError(
          'invalid_search_sort',
          `Attribute \`${match[1]}\` is not sortable. Available sortable attributes are: ${[...this.sorts.keys()].sort().join(', ')}.`,
        );
      }
      return { index, desc: match[2] === 'desc' };
    });
  }

  private facetDistribution(
    index: AttributeIndex,
    set: Bitset,
  ): { distribution: Record<string, number>; min: number; max: number } {
    const counts = new Uint32Array(index.valueKeys.length);
    if (index.single) {
      const single = index.single;
      set.forEach((doc) => {
        const id = single[doc] as number;
        if (id >= 0) counts[id] = (counts[id] as number) + 1;
      });
    } else {
      const offsets = index.multiOffsets as Uint32Array;
      const ids = index.multiIds as Uint32Array;
      set.forEach((doc) => {
        for (let i = offsets[doc] as number; i < (offsets[doc + 1] as number); i++) {
          const id = ids[i] as number;
          counts[id] = (counts[id] as number) + 1;
        }
      });
    }
    const present: number[] = [];
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let id = 0; id < counts.length; id++) {
      if (counts[id] === 0) continue;
      present.push(id);
      const v = index.valueNumber[id] as number;
      if (!Number.isNaN(v)) {
        if (v < min) min = v;
        if (v > max) max = v;
      }
    }
    // Meilisearch's default facet order: values ascending (numbers numerically, text alphabetically).
    present.sort((a, b) => {
      const an = index.valueNumber[a] as number;
      const bn = index.valueNumber[b] as number;
      if (!Number.isNaN(an) && !Number.isNaN(bn)) return an - bn;
      return compareScalars(
        Number.isNaN(an) ? index.valueDisplay[a] : an,
        Number.isNaN(bn) ? index.valueDisplay[b] : bn,
      );
    });
    const distribution: Record<string, number> = {};
    for (const id of present.slice(0, this.settings.maxValuesPerFacet)) {
      distribution[index.valueDisplay[id] as string] = counts[id] as number;
    }
    return { distribution, min, max };
  }

  /** Answers one query of a multi-search body. */
  search(query: SearchQuery): SearchResult {
    const started = performance.now();
    const limit = clampInt(query.limit, DEFAULT_LIMIT, 0, MAX_LIMIT, 'limit');
    const offset = clampInt(query.offset, 0, 0, Number.MAX_SAFE_INTEGER, 'offset');
    let filterNode: FilterNode | null;
    try {
      filterNode = parseFilterInput(query.filter ?? null);
    } catch (error) {
      if (error instanceof FilterSyntaxError)
        throw new SearchRequestError('invalid_search_filter', error.message);
      throw error;
    }
    const matched = filterNode ? this.evaluate(filterNode) : this.all.clone();
    const sortRules = this.parseSort(Array.isArray(query.sort) ? query.sort : []);
    const q = typeof query.q === 'string' ? query.q.trim() : '';

    let total: number;
    let page: number[];
    let termsOf: ((doc: number) => string[]) | null = null;
    let facetSet = matched;
    if (q !== '' && this.text) {
      // Meilisearch's ranking rules: words, typo, proximity, attribute, then the requested sort, then exactness.
      const match = this.text.search(q, matched, (a, b) => compareBySort(sortRules, a, b));
      total = match.ranked.length;
      page = match.ranked.slice(offset, offset + limit);
      termsOf = match.termsOf;
      facetSet = match.set;
    } else {
      total = matched.count();
      page = this.pageOf(matched, sortRules, offset, limit);
    }

    const hits = page.map((doc) => this.hit(doc, query, termsOf?.(doc) ?? []));
    const result: SearchResult = {
      indexUid: query.indexUid,
      hits,
      query: q,
      processingTimeMs: 0,
      limit,
      offset,
      estimatedTotalHits: total,
    };
    if (Array.isArray(query.facets) && query.facets.length > 0) {
      // Facets count the filtered set; a text query narrows it to the documents it matched.
      const names = query.facets.includes('*') ? [...this.attributes.keys()] : query.facets;
      const facetDistribution: Record<string, Record<string, number>> = {};
      const facetStats: Record<string, { min: number; max: number }> = {};
      for (const name of names) {
        const index = this.attribute(String(name), 'invalid_search_facets', 'filterable');
        const { distribution, min, max } = this.facetDistribution(index, facetSet);
        facetDistribution[name] = distribution;
        if (min <= max) facetStats[name] = { min, max };
      }
      result.facetDistribution = facetDistribution;
      result.facetStats = facetStats;
    }
    result.processingTimeMs = Math.round(performance.now() - started);
    return result;
  }

  private pageOf(
    matched: Bitset,
    rules: { index: SortIndex; desc: boolean }[],
    offset: number,
    limit: number,
  ): number[] {
    const want = offset + limit;
    const picked: number[] = [];
    if (limit === 0) return picked;
    if (rules.length === 0) {
      const words = matched.words;
      outer: for (let w = 0; w < words.length; w++) {
        let v = words[w] as number;
        while (v !== 0) {
          const low = v & -v;
          picked.push((w << 5) + 31 - Math.clz32(low));
          if (picked.length >= want) break outer;
          v = (v ^ low) >>> 0;
        }
      }
      return picked.slice(offset);
    }
    if (rules.length === 1) {
      const { index, desc } = rules[0] as { index: SortIndex; desc: boolean };
      const order = index.order;
      // Walk the precomputed order; ties keep document order in both directions, missing values last.
      if (!desc) {
        for (let i = 0; i < order.length && picked.length < want; i++) {
          const doc = order[i] as number;
          if (matched.has(doc)) picked.push(doc);
        }
      } else {
        let end = order.length;
        while (end > 0 && picked.length < want) {
          let start = end - 1;
          const r = index.rank[order[start] as number] as number;
          while (start > 0 && index.rank[order[start - 1] as number] === r) start--;
          for (let i = start; i < end && picked.length < want; i++) {
            const doc = order[i] as number;
            if (matched.has(doc)) picked.push(doc);
          }
          end = start;
        }
      }
      if (picked.length < want) {
        const words = matched.words;
        for (let w = 0; w < words.length && picked.length < want; w++) {
          let v = words[w] as number;
          while (v !== 0 && picked.length < want) {
            const low = v & -v;
            const doc = (w << 5) + 31 - Math.clz32(low);
            if (index.rank[doc] === MISSING) picked.push(doc);
            v = (v ^ low) >>> 0;
          }
        }
      }
      return picked.slice(offset);
    }
    const all = matched.toArray();
    all.sort((a, b) => compareBySort(rules, a, b) || a - b);
    return all.slice(offset, want);
  }

  private hit(doc: number, query: SearchQuery, terms: string[]): Record<string, unknown> {
    const source = this.docs[doc] as Doc;
    let hit: Record<string, unknown> = source;
    const retrieve = query.attributesToRetrieve;
    if (Array.isArray(retrieve) && retrieve.length > 0 && !retrieve.includes('*')) {
      hit = {};
      for (const name of retrieve) if (name in source) hit[name] = source[name];
    }
    const highlight = query.attributesToHighlight;
    if (Array.isArray(highlight) && highlight.length > 0) {
      const pre = query.highlightPreTag ?? '<em>';
      const post = query.highlightPostTag ?? '</em>';
      const names = highlight.includes('*') ? Object.keys(source) : highlight;
      const formatted: Record<string, unknown> = {};
      for (const name of names) {
        const value = source[name];
        formatted[name] = typeof value === 'string' ? highlightText(value, terms, pre, post) : value;
      }
      hit = { ...hit, _formatted: formatted };
    }
    return hit;
  }
}

function compareBySort(rules: { index: SortIndex; desc: boolean }[], a: number, b: number): number {
  for (const { index, desc } of rules) {
    const ra = index.rank[a] as number;
    const rb = index.rank[b] as number;
    if (ra === rb) continue;
    if (ra === MISSING) return 1;
    if (rb === MISSING) return -1;
    return desc ? rb - ra : ra - rb;
  }
  return 0;
}

function clampInt(value: unknown, fallback: number, min: number, max: number, name: string): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw new SearchRequestError(`invalid_search_${name}`, `\`${name}\` must be a non-negative integer.`);
  }
  return Math.min(value, max);
}

/** Wraps the words a text query matched in the highlight tags (compared folded, as they were matched). */
function highlightText(value: string, terms: string[], pre: string, post: string): string {
  if (terms.length === 0) return value;
  const matched = new Set(terms);
  return value.replace(/[\p{L}\p{N}\p{M}]+/gu, (word) =>
    matched.has(normalizeText(word)) ? `${pre}${word}${post}` : word,
  );
}
