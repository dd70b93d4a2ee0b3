import { Bitset } from './bitset.js';
import { selectTop } from './select.js';
import { MAX_POS, POS_BITS, phraseAt, type TextData } from './text-build.js';
import type { MatchingStrategy } from './types.js';

/**
 * Meilisearch's matching strategies `last` and `all` and its default ranking rules (words, typo, proximity,
 * attribute, sort, exactness) over the alternatives a query's words can match.
 */

/** Meilisearch caps proximity at 8. */
const MAX_PROXIMITY = 8;

/** A way one span of query words can match: a set of terms (word, prefix, typo, n-gram) or a phrase. */
export interface Alternative {
  start: number;
  span: number;
  /** term id → typos; a prefix match is flagged by adding 0.5 (not exact, but no typo). */
  terms: Map<number, number> | null;
  phrase: number[] | null;
  /** Typos charged for the alternative as a whole (a split word, an n-gram, a synonym). */
  cost: number;
  docs: Bitset;
}

/** Which alternatives each dictionary term serves, and the phrase alternatives. */
export interface AlternativeLookup {
  /** By term id (a sparse array: an index lookup per document token, the hot loop of ranking). */
  termAlts: ({ alt: Alternative; cost: number }[] | undefined)[];
  phraseAlts: Alternative[];
}

export function lookupOf(alts: readonly Alternative[], termCount: number): AlternativeLookup {
  const termAlts: AlternativeLookup['termAlts'] = new Array(termCount);
  const phraseAlts: Alternative[] = [];
  for (const alt of alts) {
    if (alt.phrase) phraseAlts.push(alt);
    else
      for (const [term, cost] of alt.terms as Map<number, number>) {
        const list = termAlts[term] ?? [];
        list.push({ alt, cost });
        termAlts[term] = list;
      }
  }
  return { termAlts, phraseAlts };
}

/**
 * A document's bucket is the longest run of leading query words it matches (any mix of alternatives); `last`
 * keeps every document matching the first word, `all` only those matching every word.
 */
export function matchBuckets(
  size: number,
  alts: readonly Alternative[],
  wordCount: number,
  allowed: Bitset,
  strategy: MatchingStrategy = 'last',
): { bucket: Uint8Array; candidates: number[] } {
  // reach[j]: documents matching the first j query words.
  const reach: Bitset[] = [allowed];
  for (let j = 1; j <= wordCount; j++) {
    const set = new Bitset(size);
    for (const alt of alts) {
      if (alt.start + alt.span !== j) continue;
      set.or(alt.docs.clone().and(reach[alt.start] as Bitset));
    }
    reach.push(set);
  }
  const bucket = new Uint8Array(size);
  const candidates: number[] = [];
  for (let j = wordCount, fewest = strategy === 'all' ? wordCount : 1; j >= fewest; j--) {
    (reach[j] as Bitset).forEach((doc) => {
      if (bucket[doc] === 0) {
        bucket[doc] = j;
        candidates.push(doc);
      }
    });
  }
  return { bucket, candidates };
}

/** Per-word best match of one document, in reusable arrays (one scorer per query). */
class DocumentScorer {
  private readonly typo: Float64Array;
  private readonly attr: Int32Array;
  private readonly position: Int32Array;
  private readonly exact: Uint8Array;
  private readonly places: number[][];
  private readonly ends: number[][];

  constructor(
    private readonly data: TextData,
    private readonly lookup: AlternativeLookup,
    private readonly wordCount: number,
  ) {
    this.typo = new Float64Array(wordCount);
    this.attr = new Int32Array(wordCount);
    this.position = new Int32Array(wordCount);
    this.exact = new Uint8Array(wordCount);
    // Token places per word to measure proximity: small lists, reused.
    this.places = Array.from({ length: wordCount }, () => []);
    this.ends = Array.from({ length: wordCount }, () => []);
  }

  /** Exactness of the document last scored. */
  exactness = 0;

  /** The document's relevance (bigger is better), matching its first `k` words; sets `exactness`. */
  score(doc: number, k: number): number {
    this.reset(k);
    const { data, lookup } = this;
    for (let t = data.offsets[doc] as number; t < (data.offsets[doc + 1] as number); t++) {
      const hits = lookup.termAlts[data.tokenTerm[t] as number];
      if (!hits) continue;
      const place = data.tokenPlace[t] as number;
      for (const { alt, cost } of hits) this.record(k, alt, cost, place, place);
    }
    for (const alt of lookup.phraseAlts) {
      if (alt.start >= k || !alt.docs.has(doc)) continue;
      const at = phraseAt(data, doc, alt.phrase as number[]);
      if (at < 0) continue;
      const place = data.tokenPlace[at] as number;
      this.record(k, alt, 0, place, place + (alt.phrase as number[]).length - 1);
    }
    let typos = 0;
    let attributes = 0;
    let positions = 0;
    let exacts = 0;
    for (let w = 0; w < k; w++) {
      typos += Math.min(this.typo[w] as number, 9);
      attributes += Math.min(this.attr[w] as number, 31);
      positions += Math.min(this.position[w] as number, 9999);
      exacts += this.exact[w] as number;
    }
    // One number, bigger is better: words, then fewer typos, then proximity, then attribute (the
    // searchable attribute's rank, then the word's position in it). Each part fits below the previous.
    this.exactness = exacts;
    return k * 1e14 - typos * 1e12 - this.proximity(k) * 1e10 - attributes * 1e6 - positions;
  }

  private reset(k: number): void {
    this.typo.fill(99);
    this.attr.fill(99);
    this.position.fill(MAX_POS);
    this.exact.fill(0);
    for (let w = 0; w < k && w < this.wordCount; w++) {
      (this.places[w] as number[]).length = 0;
      (this.ends[w] as number[]).length = 0;
    }
  }

  private record(k: number, alt: Alternative, cost: number, from: number, to: number): void {
    if (alt.start >= k) return;
    const last = Math.min(alt.start + alt.span, k) - 1;
    const attribute = from >> POS_BITS;
    const at = from & MAX_POS;
    for (let w = alt.start; w <= last; w++) {
      const typos = w === alt.start ? Math.floor(cost) + alt.cost : 0;
      if (typos < (this.typo[w] as number)) this.typo[w] = typos;
      if (
        attribute < (this.attr[w] as number) ||
        (attribute === this.attr[w] && at < (this.position[w] as number))
      ) {
        this.attr[w] = attribute;
        this.position[w] = at;
      }
      if (cost === 0 && alt.cost === 0) this.exact[w] = 1;
    }
    (this.places[alt.start] as number[]).push(from);
    (this.ends[last] as number[]).push(to);
  }

  /** For each pair of consecutive words, the closest end → start distance in one attribute. */
  private proximity(k: number): number {
    let proximity = 0;
    for (let w = 0; w + 1 < k; w++) {
      let best = MAX_PROXIMITY;
      const startsNext = this.places[w + 1] as number[];
      if (startsNext.length === 0) continue; // covered by an n-gram spanning both words
      for (const a of this.ends[w] as number[]) {
        for (const b of startsNext) {
          if (a >> POS_BITS !== b >> POS_BITS) continue;
          const d = b > a ? b - a : a - b + 1;
          if (d < best) best = d;
        }
      }
      proximity += Math.min(best, MAX_PROXIMITY) - 1;
    }
    return proximity;
  }
}

/**
 * The best `want` candidates in ranking-rule order: words, typo, proximity, attribute, then the request's
 * sort (`compareSort`), then exactness, then document order.
 */
export function rankCandidates(
  data: TextData,
  lookup: AlternativeLookup,
  candidates: number[],
  bucket: Uint8Array,
  wordCount: number,
  compareSort: (a: number, b: number) => number,
  want: number,
): number[] {
  // Scores by candidate position (not by document number): no index-sized arrays per query.
  const n = candidates.length;
  const relevance = new Float64Array(n);
  const exactness = new Uint8Array(n);
  const scorer = new DocumentScorer(data, lookup, wordCount);
  const positions = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const doc = candidates[i] as number;
    relevance[i] = scorer.score(doc, bucket[doc] as number);
    exactness[i] = scorer.exactness;
    positions[i] = i;
  }
  const top = selectTop(positions, want, (a, b) => {
    const da = candidates[a] as number;
    const db = candidates[b] as number;
    return (
      (relevance[b] as number) - (relevance[a] as number) ||
      compareSort(da, db) ||
      (exactness[b] as number) - (exactness[a] as number) ||
      da - db
    );
  });
  return top.map((i) => candidates[i] as number);
}

/** The dictionary words a document matched (within its bucket's words), for highlighting. */
export function matchedTerms(
  data: TextData,
  lookup: AlternativeLookup,
  bucket: Uint8Array,
): (doc: number) => string[] {
  return (doc) => {
    const found = new Set<string>();
    const k = bucket[doc] as number;
    for (let t = data.offsets[doc] as number; t < (data.offsets[doc + 1] as number); t++) {
      const term = data.tokenTerm[t] as number;
      if (lookup.termAlts[term]?.some(({ alt }) => alt.start < k)) found.add(data.terms[term] as string);
    }
    for (const alt of lookup.phraseAlts) {
      if (alt.start < k && alt.docs.has(doc))
        for (const term of alt.phrase as number[]) found.add(data.terms[term] as string);
    }
    return [...found];
  };
}
