import { Bitset } from './bitset.js';

/**
 * The text side of the embedded index, built to Meilisearch's documented search rules so a query finds
 * locally what it finds in production:
 * - matching strategy `last`: every query word is required, then words are dropped from the end (the first
 *   word always stays required); documents matching more words rank first;
 * - ranking rules in the default order: words, typo, proximity, attribute, sort, exactness, where
 *   `attribute` is the searchable attribute's rank then the word's position in it (the later
 *   `attributeRank` + `wordPosition` pair, both before sort in this order);
 * - typo tolerance: one typo from 5 letters, two from 9, Damerau–Levenshtein (a transposition is one
 *   typo), a typo on the first letter costs two; prefix search on the last word only;
 * - 2-/3-grams (`land cruiser` finds "LandCruiser"), word splitting (`cx5` finds "CX-5"), synonyms,
 *   `"phrase"` search, `-word` negation, case and diacritics folding.
 *
 * The index is one sorted dictionary, a posting list per term and a compact per-document token stream
 * (term id + attribute + position) used to rank the candidates; all typed arrays.
 */

/** Meilisearch's limits: at most 10 query words are considered; proximity is capped at 8. */
const MAX_QUERY_WORDS = 10;
const MAX_PROXIMITY = 8;
/** A gap between the values of an array attribute, so they are never "next to" each other. */
const ARRAY_GAP = 8;
const POS_BITS = 11;
const DERIVATION_CACHE = 2000;
const TOKEN_CACHE = 100_000;
/** Longer words are not tried as two joined words (a pasted serial number must not cost a scan per cut). */
const MAX_SPLIT_LENGTH = 32;
const MAX_POS = (1 << POS_BITS) - 1;

/** Case and diacritics folding: "Citroën" and "CITROEN" index the same word. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;

export function tokenize(text: string): string[] {
  return normalizeText(text).match(WORD) ?? [];
}

export interface TextDocumentSource {
  size: number;
  /** The values of one searchable attribute of one document, as text. */
  values(doc: number, attribute: number): string[];
}

/** A way one span of query words can match: a set of terms (word, prefix, typo, n-gram) or a phrase. */
interface Alternative {
  start: number;
  span: number;
  /** term id → typos; a prefix match is flagged by adding 0.5 (not exact, but no typo). */
  terms: Map<number, number> | null;
  phrase: number[] | null;
  /** Typos charged for the alternative as a whole (a split word). */
  cost: number;
  docs: Bitset;
}

interface QueryPart {
  words: string[];
  phrase: boolean;
  negative: boolean;
}

/** Splits a query into words, `"phrases"` and `-negated` words or phrases. */
export function parseQuery(q: string): QueryPart[] {
  const parts: QueryPart[] = [];
  const pattern = /(-?)"([^"]*)"|(\S+)/g;
  for (let m = pattern.exec(q); m !== null; m = pattern.exec(q)) {
    if (m[2] !== undefined) {
      const words = tokenize(m[2]);
      if (words.length > 0) parts.push({ words, phrase: true, negative: m[1] === '-' });
      continue;
    }
    let raw = m[3] as string;
    // Meilisearch: a leading '-' negates the word; a lone '-' or a hyphen inside a word does not.
    const negative = raw.length > 1 && raw.startsWith('-');
    if (negative) raw = raw.slice(1);
    const words = tokenize(raw.replace(/"/g, ' '));
    if (words.length === 0) continue;
    if (negative) parts.push({ words, phrase: true, negative: true });
    else for (const word of words) parts.push({ words: [word], phrase: false, negative: false });
  }
  return parts;
}

export function typoBudget(word: string): number {
  const length = [...word].length;
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/**
 * Damerau–Levenshtein (optimal string alignment) distance of `word` to `term`, or to the best prefix of
 * `term` when `prefix`; a different first letter costs one more typo. Returns budget + 1 when over budget.
 */
export function typoDistance(word: string, term: string, budget: number, prefix: boolean): number {
  const a = word;
  const b = term;
  const n = a.length;
  const m = b.length;
  if (!prefix && Math.abs(n - m) > budget) return budget + 1;
  if (prefix && m < n - budget) return budget + 1;
  const firstPenalty = a[0] === b[0] ? 0 : 1;
  const allowed = budget - firstPenalty;
  if (allowed < 0) return budget + 1;
  const cols = prefix ? Math.min(m, n + allowed) : m;
  // Three rolling rows: two back for transpositions.
  let prev2 = new Array<number>(cols + 1).fill(0);
  let prev = new Array<number>(cols + 1);
  let row = new Array<number>(cols + 1);
  for (let j = 0; j <= cols; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    row[0] = i;
    let best = row[0] as number;
    for (let j = 1; j <= cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (prev2[j - 2] as number) + 1);
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > allowed) return budget + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  let distance: number;
  if (prefix) {
    distance = Number.POSITIVE_INFINITY;
    for (let j = Math.max(0, n - allowed); j <= cols; j++) distance = Math.min(distance, prev[j] as number);
  } else distance = prev[cols] as number;
  return distance > allowed ? budget + 1 : distance + firstPenalty;
}

/** Synonym groups as Meilisearch's `synonyms` setting: every spelling maps to the others. */
export function synonymMap(groups: readonly (readonly string[])[]): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const group of groups) {
    const spellings = [...new Set(group.map((s) => tokenize(s).join(' ')).filter((s) => s !== ''))];
    for (const key of spellings) {
      const others = spellings.filter((s) => s !== key);
      map[key] = [...new Set([...(map[key] ?? []), ...others])];
    }
  }
  return map;
}

export interface TextMatch {
  /** Matching documents, best first (all of them, for paging and counting). */
  ranked: number[];
  /** The documents matched (facets count these). */
  set: Bitset;
  /** The dictionary words a document matched, for highlighting. */
  termsOf(doc: number): string[];
}

export class TextIndex {
  private readonly terms: string[];
  private readonly termId = new Map<string, number>();
  private readonly postings: (Uint32Array | number)[];
  /** Per document token stream: CSR offsets, term ids, (attribute << POS_BITS | position). */
  private readonly offsets: Uint32Array;
  private readonly tokenTerm: Uint32Array;
  private readonly tokenPlace: Uint16Array;
  private readonly synonyms = new Map<string, string[][]>();
  private readonly derivations = new Map<string, Map<number, number>>();
  private readonly size: number;

  constructor(source: TextDocumentSource, attributeCount: number, synonyms: Record<string, string[]> = {}) {
    this.size = source.size;
    for (const [key, values] of Object.entries(synonyms)) {
      const k = tokenize(key).join(' ');
      if (k === '') continue;
      const list = this.synonyms.get(k) ?? [];
      for (const value of values) {
        const words = tokenize(value);
        if (words.length > 0) list.push(words);
      }
      this.synonyms.set(k, list);
    }

    // Pass 1: token streams with provisional term ids (first-seen order).
    const provisional = new Map<string, number>();
    const provisionalTerms: string[] = [];
    let tokenTerm = new Uint32Array(Math.max(16, source.size * 32));
    let tokenPlace = new Uint16Array(tokenTerm.length);
    const offsets = new Uint32Array(source.size + 1);
    let count = 0;
    const tokenCache = new Map<string, string[]>();
    for (let doc = 0; doc < source.size; doc++) {
      offsets[doc] = count;
      for (let attribute = 0; attribute < attributeCount; attribute++) {
        let position = 0;
        for (const value of source.values(doc, attribute)) {
          // Makes, models, bodies and colours repeat across the stock: tokenize each text once.
          let words = tokenCache.get(value);
          if (words === undefined) {
            words = tokenize(value);
            if (tokenCache.size < TOKEN_CACHE) tokenCache.set(value, words);
          }
          for (const word of words) {
            let id = provisional.get(word);
            if (id === undefined) {
              id = provisionalTerms.length;
              provisional.set(word, id);
              provisionalTerms.push(word);
            }
            if (count === tokenTerm.length) {
              const grownTerm = new Uint32Array(count * 2);
              grownTerm.set(tokenTerm);
              tokenTerm = grownTerm;
              const grownPlace = new Uint16Array(count * 2);
              grownPlace.set(tokenPlace);
              tokenPlace = grownPlace;
            }
            tokenTerm[count] = id;
            tokenPlace[count] = (attribute << POS_BITS) | Math.min(position, MAX_POS);
            count++;
            position++;
          }
          position += ARRAY_GAP;
        }
      }
    }
    offsets[source.size] = count;

    // Sorted dictionary: prefix and first-letter ranges become contiguous.
    const order = provisionalTerms
      .map((_, i) => i)
      .sort((a, b) => {
        const x = provisionalTerms[a] as string;
        const y = provisionalTerms[b] as string;
        return x < y ? -1 : x > y ? 1 : 0;
      });
    const remap = new Uint32Array(order.length);
    this.terms = order.map((old, i) => {
      remap[old] = i;
      return provisionalTerms[old] as string;
    });
    for (let i = 0; i < this.terms.length; i++) this.termId.set(this.terms[i] as string, i);
    this.tokenTerm = tokenTerm.slice(0, count);
    for (let i = 0; i < count; i++) this.tokenTerm[i] = remap[this.tokenTerm[i] as number] as number;
    this.tokenPlace = tokenPlace.slice(0, count);
    this.offsets = offsets;

    // Postings: documents per term, ascending, each once.
    const counts = new Uint32Array(this.terms.length);
    const last = new Int32Array(this.terms.length).fill(-1);
    for (let doc = 0; doc < source.size; doc++) {
      for (let t = offsets[doc] as number; t < (offsets[doc + 1] as number); t++) {
        const term = this.tokenTerm[t] as number;
        if (last[term] !== doc) {
          last[term] = doc;
          counts[term] = (counts[term] as number) + 1;
        }
      }
    }
    const lists = Array.from(counts, (c) => (c > 1 ? new Uint32Array(c) : -1)) as (Uint32Array | number)[];
    const fill = new Uint32Array(this.terms.length);
    last.fill(-1);
    for (let doc = 0; doc < source.size; doc++) {
      for (let t = offsets[doc] as number; t < (offsets[doc + 1] as number); t++) {
        const term = this.tokenTerm[t] as number;
        if (last[term] === doc) continue;
        last[term] = doc;
        const list = lists[term];
        if (typeof list === 'number') lists[term] = doc;
        else {
          (list as Uint32Array)[fill[term] as number] = doc;
          fill[term] = (fill[term] as number) + 1;
        }
      }
    }
    this.postings = lists;
  }

  get termCount(): number {
    return this.terms.length;
  }

  private docsOf(term: number, into: Bitset): void {
    const list = this.postings[term];
    if (typeof list === 'number') into.add(list);
    else if (list) for (let i = 0; i < list.length; i++) into.add(list[i] as number);
  }

  private frequency(term: number | undefined): number {
    if (term === undefined) return 0;
    const list = this.postings[term];
    return typeof list === 'number' ? 1 : (list?.length ?? 0);
  }

  /** First index in the dictionary not below `text`. */
  private lowerBound(text: string): number {
    let lo = 0;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.terms[mid] as string) < text) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The terms a query word matches, with their typo cost (+0.5 for a prefix-only match). */
  private derive(word: string, prefix: boolean): Map<number, number> {
    const key = `${prefix ? '>' : '='}${word}`;
    const cached = this.derivations.get(key);
    if (cached) return cached;
    const found = this.deriveUncached(word, prefix);
    // The index never changes, so a shopper's repeated words (and each keystroke's) cost one scan.
    if (this.derivations.size >= DERIVATION_CACHE) this.derivations.clear();
    this.derivations.set(key, found);
    return found;
  }

  private deriveUncached(word: string, prefix: boolean): Map<number, number> {
    const found = new Map<number, number>();
    const exact = this.termId.get(word);
    if (exact !== undefined) found.set(exact, 0);
    if (prefix) {
      for (let i = this.lowerBound(word); i < this.terms.length; i++) {
        if (!(this.terms[i] as string).startsWith(word)) break;
        if (!found.has(i)) found.set(i, 0.5);
      }
    }
    const budget = typoBudget(word);
    if (budget === 0) return found;
    // A first-letter typo costs two: with one typo allowed no such word qualifies, and with two it would
    // need the rest spelled exactly; only words sharing the first letter are scanned (the dictionary is
    // sorted, so they are one range), which keeps a long word's scan to a fraction of the dictionary.
    const first = word[0] as string;
    const from = this.lowerBound(first);
    const to = this.lowerBound(String.fromCodePoint((first.codePointAt(0) as number) + 1));
    for (let i = from; i < to; i++) {
      if (found.get(i) === 0) continue;
      const distance = typoDistance(word, this.terms[i] as string, budget, prefix);
      if (distance <= budget && distance > 0) {
        const had = found.get(i);
        if (had === undefined || had > distance) found.set(i, distance);
      }
    }
    return found;
  }

  private phraseDocs(phrase: number[], within: Bitset): Bitset {
    let docs: Bitset | null = null;
    for (const term of phrase) {
      const set = new Bitset(this.size);
      this.docsOf(term, set);
      docs = docs ? docs.and(set) : set;
    }
    const result = new Bitset(this.size);
    if (!docs) return result;
    docs.and(within);
    docs.forEach((doc) => {
      if (this.phraseAt(doc, phrase) >= 0) result.add(doc);
    });
    return result;
  }

  /** The token index where `phrase` starts in `doc` (consecutive words of one attribute), or -1. */
  private phraseAt(doc: number, phrase: number[]): number {
    const start = this.offsets[doc] as number;
    const end = this.offsets[doc + 1] as number;
    outer: for (let t = start; t + phrase.length <= end; t++) {
      if (this.tokenTerm[t] !== phrase[0]) continue;
      const place = this.tokenPlace[t] as number;
      for (let k = 1; k < phrase.length; k++) {
        if (this.tokenTerm[t + k] !== phrase[k] || this.tokenPlace[t + k] !== place + k) continue outer;
      }
      return t;
    }
    return -1;
  }

  private phraseIds(words: string[]): number[] | null {
    const ids: number[] = [];
    for (const word of words) {
      const id = this.termId.get(word);
      if (id === undefined) return null;
      ids.push(id);
    }
    return ids;
  }

  private alternatives(words: QueryPart[], within: Bitset): Alternative[] {
    const alts: Alternative[] = [];
    const lastIndex = words.length - 1;
    const add = (alt: Omit<Alternative, 'docs'>) => {
      let docs: Bitset;
      if (alt.phrase) docs = this.phraseDocs(alt.phrase, within);
      else {
        docs = new Bitset(this.size);
        for (const term of (alt.terms as Map<number, number>).keys()) this.docsOf(term, docs);
        docs.and(within);
      }
      alts.push({ ...alt, docs });
    };
    for (let i = 0; i < words.length; i++) {
      const part = words[i] as QueryPart;
      if (part.phrase) {
        const ids = this.phraseIds(part.words);
        if (ids) add({ start: i, span: 1, terms: null, phrase: ids, cost: 0 });
        continue;
      }
      const word = part.words[0] as string;
      const isLast = i === lastIndex;
      add({ start: i, span: 1, terms: this.derive(word, isLast), phrase: null, cost: 0 });
      // Split a word into two dictionary words found next to each other: the most frequent split.
      if (word.length >= 2 && word.length <= MAX_SPLIT_LENGTH) {
        let best: number[] | null = null;
        let bestFrequency = 0;
        for (let cut = 1; cut < word.length; cut++) {
          const left = this.termId.get(word.slice(0, cut));
          const right = this.termId.get(word.slice(cut));
          if (left === undefined || right === undefined) continue;
          const frequency = Math.min(this.frequency(left), this.frequency(right));
          if (frequency > bestFrequency) {
            best = [left, right];
            bestFrequency = frequency;
          }
        }
        if (best) add({ start: i, span: 1, terms: null, phrase: best, cost: 1 });
      }
      // Concatenations of 2 and 3 consecutive words (n-grams), and synonyms of 1 to 3 words.
      for (let span = 1; span <= 3 && i + span <= words.length; span++) {
        const run = words.slice(i, i + span);
        if (run.some((p) => p.phrase)) break;
        const list = run.map((p) => p.words[0] as string);
        if (span > 1) {
          const joined = list.join('');
          const terms = new Map<number, number>();
          const exact = this.termId.get(joined);
          if (exact !== undefined) terms.set(exact, 0);
          if (i + span - 1 === lastIndex) {
            for (let t = this.lowerBound(joined); t < this.terms.length; t++) {
              if (!(this.terms[t] as string).startsWith(joined)) break;
              if (!terms.has(t)) terms.set(t, 0.5);
            }
          }
          // Meilisearch counts a concatenation of n words as n - 1 typos.
          if (terms.size > 0) add({ start: i, span, terms, phrase: null, cost: span - 1 });
        }
        for (const synonym of this.synonyms.get(list.join(' ')) ?? []) {
          const ids = this.phraseIds(synonym);
          if (!ids) continue;
          // A synonym of several query words ranks like their concatenation, below the words themselves.
          if (ids.length === 1)
            add({ start: i, span, terms: new Map([[ids[0] as number, 0]]), phrase: null, cost: span - 1 });
          else add({ start: i, span, terms: null, phrase: ids, cost: span - 1 });
        }
      }
    }
    return alts.filter((alt) => alt.docs.count() > 0);
  }

  /** Runs a text query over the documents in `within`; `compareSort` is the request's sort rule. */
  search(q: string, within: Bitset, compareSort: (a: number, b: number) => number): TextMatch {
    const parts = parseQuery(q);
    const allowed = within.clone();
    for (const part of parts) {
      if (!part.negative) continue;
      const ids = this.phraseIds(part.words);
      if (ids) allowed.and(this.phraseDocs(ids, allowed).not());
    }
    const words = parts.filter((p) => !p.negative).slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) {
      const ranked = allowed.toArray();
      ranked.sort((a, b) => compareSort(a, b) || a - b);
      return { ranked, set: allowed, termsOf: () => [] };
    }
    const alts = this.alternatives(words, allowed);

    // reach[j]: documents matching the first j query words (through any mix of alternatives).
    const reach: Bitset[] = [allowed];
    for (let j = 1; j <= words.length; j++) {
      const set = new Bitset(this.size);
      for (const alt of alts) {
        if (alt.start + alt.span !== j) continue;
        set.or(alt.docs.clone().and(reach[alt.start] as Bitset));
      }
      reach.push(set);
    }
    // Matching strategy `last`: a document's bucket is the longest run of leading words it matches.
    const bucket = new Uint8Array(this.size);
    const candidates: number[] = [];
    for (let j = words.length; j >= 1; j--) {
      (reach[j] as Bitset).forEach((doc) => {
        if (bucket[doc] === 0) {
          bucket[doc] = j;
          candidates.push(doc);
        }
      });
    }

    // Per-term lookups for ranking: which alternatives a dictionary term serves.
    const termAlts = new Map<number, { alt: Alternative; cost: number }[]>();
    const phraseAlts: Alternative[] = [];
    for (const alt of alts) {
      if (alt.phrase) phraseAlts.push(alt);
      else
        for (const [term, cost] of alt.terms as Map<number, number>) {
          const list = termAlts.get(term) ?? [];
          list.push({ alt, cost });
          termAlts.set(term, list);
        }
    }

    const n = candidates.length;
    const relevance = new Float64Array(this.size);
    const exactness = new Uint8Array(this.size);
    const wordCount = words.length;
    const typo = new Float64Array(wordCount);
    const attr = new Int32Array(wordCount);
    const position = new Int32Array(wordCount);
    const exact = new Uint8Array(wordCount);
    // Token places per word to measure proximity: small lists, reused.
    const places: number[][] = Array.from({ length: wordCount }, () => []);
    const ends: number[][] = Array.from({ length: wordCount }, () => []);
    for (let c = 0; c < n; c++) {
      const doc = candidates[c] as number;
      const k = bucket[doc] as number;
      typo.fill(99);
      attr.fill(99);
      position.fill(MAX_POS);
      exact.fill(0);
      for (let w = 0; w < k; w++) {
        (places[w] as number[]).length = 0;
        (ends[w] as number[]).length = 0;
      }
      const start = this.offsets[doc] as number;
      const end = this.offsets[doc + 1] as number;
      const record = (alt: Alternative, cost: number, from: number, to: number) => {
        if (alt.start >= k) return;
        const last = Math.min(alt.start + alt.span, k) - 1;
        const attribute = from >> POS_BITS;
        const at = from & MAX_POS;
        for (let w = alt.start; w <= last; w++) {
          const typos = w === alt.start ? Math.floor(cost) + alt.cost : 0;
          if (typos < (typo[w] as number)) typo[w] = typos;
          if (attribute < (attr[w] as number) || (attribute === attr[w] && at < (position[w] as number))) {
            attr[w] = attribute;
            position[w] = at;
          }
          if (cost === 0 && alt.cost === 0) exact[w] = 1;
        }
        (places[alt.start] as number[]).push(from);
        (ends[last] as number[]).push(to);
      };
      for (let t = start; t < end; t++) {
        const hits = termAlts.get(this.tokenTerm[t] as number);
        if (!hits) continue;
        const place = this.tokenPlace[t] as number;
        for (const { alt, cost } of hits) record(alt, cost, place, place);
      }
      for (const alt of phraseAlts) {
        if (alt.start >= k || !alt.docs.has(doc)) continue;
        const at = this.phraseAt(doc, alt.phrase as number[]);
        if (at < 0) continue;
        const place = this.tokenPlace[at] as number;
        record(alt, 0, place, place + (alt.phrase as number[]).length - 1);
      }
      let typos = 0;
      let attributes = 0;
      let positions = 0;
      let exacts = 0;
      for (let w = 0; w < k; w++) {
        typos += Math.min(typo[w] as number, 9);
        attributes += Math.min(attr[w] as number, 31);
        positions += Math.min(position[w] as number, 9999);
        exacts += exact[w] as number;
      }
      // Proximity: for each pair of consecutive words, the closest end → start distance in one attribute.
      let proximity = 0;
      for (let w = 0; w + 1 < k; w++) {
        let best = MAX_PROXIMITY;
        const endsHere = ends[w] as number[];
        const startsNext = places[w + 1] as number[];
        if (startsNext.length === 0) continue; // covered by an n-gram spanning both words
        for (const a of endsHere) {
          for (const b of startsNext) {
            if (a >> POS_BITS !== b >> POS_BITS) continue;
            const d = b > a ? b - a : a - b + 1;
            if (d < best) best = d;
          }
        }
        proximity += Math.min(best, MAX_PROXIMITY) - 1;
      }
      // One number, bigger is better: words, then fewer typos, then proximity, then attribute (the
      // searchable attribute's rank, then the word's position in it). Each part fits below the previous.
      relevance[doc] = k * 1e14 - typos * 1e12 - proximity * 1e10 - attributes * 1e6 - positions;
      exactness[doc] = exacts;
    }
    candidates.sort(
      (a, b) =>
        (relevance[b] as number) - (relevance[a] as number) ||
        compareSort(a, b) ||
        (exactness[b] as number) - (exactness[a] as number) ||
        a - b,
    );
    const set = new Bitset(this.size);
    for (const doc of candidates) set.add(doc);
    return {
      ranked: candidates,
      set,
      termsOf: (doc) => {
        const found = new Set<string>();
        const k = bucket[doc] as number;
        for (let t = this.offsets[doc] as number; t < (this.offsets[doc + 1] as number); t++) {
          const term = this.tokenTerm[t] as number;
          if (termAlts.get(term)?.some(({ alt }) => alt.start < k)) found.add(this.terms[term] as string);
        }
        for (const alt of phraseAlts) {
          if (alt.start < k && alt.docs.has(doc))
            for (const term of alt.phrase as number[]) found.add(this.terms[term] as string);
        }
        return [...found];
      },
    };
  }
}
