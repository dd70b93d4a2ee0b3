import { Bitset } from './bitset.js';
import { selectTop } from './select.js';
import { buildTextData, phraseAt, type TextData, type TextDocumentSource } from './text-build.js';
import { TermDictionary } from './text-dictionary.js';
import { parseQuery, type QueryPart, tokenize } from './text-query.js';
import { type Alternative, lookupOf, matchBuckets, matchedTerms, rankCandidates } from './text-rank.js';
import type { MatchingStrategy } from './types.js';

/**
 * The text side of the embedded index, built to Meilisearch's documented search rules so a query finds
 * locally what it finds in production:
 * - matching strategy `last`: every query word is required, then words are dropped from the end (the first
 *   word always stays required); documents matching more words rank first; `all`: every word required;
 * - ranking rules in the default order: words, typo, proximity, attribute, sort, exactness, where
 *   `attribute` is the searchable attribute's rank then the word's position in it (the later
 *   `attributeRank` + `wordPosition` pair, both before sort in this order);
 * - typo tolerance: one typo from 5 letters, two from 9, Damerau–Levenshtein (a transposition is one
 *   typo), a typo on the first letter costs two; prefix search on the last word only;
 * - 2-/3-grams (`land cruiser` finds "LandCruiser"), word splitting (`cx5` finds "CX-5"), synonyms,
 *   `"phrase"` search, `-word` negation, case and diacritics folding.
 *
 * Storage is in text-build.ts, ranking in text-rank.ts; this class turns query words into alternatives.
 */

/** Meilisearch's limit: at most 10 query words are considered. */
const MAX_QUERY_WORDS = 10;
/** Longer words are not tried as two joined words (a pasted serial number must not cost a scan per cut). */
const MAX_SPLIT_LENGTH = 32;

export type { TextDocumentSource } from './text-build.js';

export interface TextMatch {
  /** The best `want` matching documents, best first. */
  ranked: number[];
  /** How many documents matched. */
  total: number;
  /** The documents matched (facets count these). */
  set: Bitset;
  /** The dictionary words a document matched, for highlighting. */
  termsOf(doc: number): string[];
}

type NewAlternative = Omit<Alternative, 'docs'>;

export class TextIndex {
  private readonly data: TextData;
  private readonly synonyms = new Map<string, string[][]>();
  private readonly dictionary: TermDictionary;
  private readonly size: number;

  /** From documents (`source`), or from text data built in slices (`TextDataBuilder`). */
  constructor(
    source: TextDocumentSource | TextData,
    attributeCount: number,
    synonyms: Record<string, string[]> = {},
  ) {
    this.data = 'terms' in source ? source : buildTextData(source, attributeCount);
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
    this.dictionary = new TermDictionary(this.data);
  }

  get termCount(): number {
    return this.data.terms.length;
  }

  private phraseDocs(phrase: number[], within: Bitset): Bitset {
    let docs: Bitset | null = null;
    for (const term of phrase) {
      const set = new Bitset(this.size);
      this.dictionary.docsOf(term, set);
      docs = docs ? docs.and(set) : set;
    }
    const result = new Bitset(this.size);
    if (!docs) return result;
    docs.and(within);
    docs.forEach((doc) => {
      if (phraseAt(this.data, doc, phrase) >= 0) result.add(doc);
    });
    return result;
  }

  private phraseIds(words: string[]): number[] | null {
    const ids: number[] = [];
    for (const word of words) {
      const id = this.data.termId.get(word);
      if (id === undefined) return null;
      ids.push(id);
    }
    return ids;
  }

  /** A word read as two dictionary words next to each other (`cx5` → "cx 5"): the most frequent split. */
  private splitWord(word: string, start: number): NewAlternative | null {
    if (word.length < 2 || word.length > MAX_SPLIT_LENGTH) return null;
    let best: number[] | null = null;
    let bestFrequency = 0;
    for (let cut = 1; cut < word.length; cut++) {
      const left = this.data.termId.get(word.slice(0, cut));
      const right = this.data.termId.get(word.slice(cut));
      if (left === undefined || right === undefined) continue;
      const frequency = Math.min(this.dictionary.frequency(left), this.dictionary.frequency(right));
      if (frequency > bestFrequency) {
        best = [left, right];
        bestFrequency = frequency;
      }
    }
    return best ? { start, span: 1, terms: null, phrase: best, cost: 1 } : null;
  }

  /** Concatenations of 2 and 3 consecutive words (n-grams), and synonyms of 1 to 3 words, from word `i`. */
  private runAlternatives(words: QueryPart[], i: number): NewAlternative[] {
    const out: NewAlternative[] = [];
    const lastIndex = words.length - 1;
    for (let span = 1; span <= 3 && i + span <= words.length; span++) {
      const run = words.slice(i, i + span);
      if (run.some((p) => p.phrase)) break;
      const list = run.map((p) => p.words[0] as string);
      if (span > 1) {
        const joined = list.join('');
        const terms = new Map<number, number>();
        const exact = this.data.termId.get(joined);
        if (exact !== undefined) terms.set(exact, 0);
        if (i + span - 1 === lastIndex) this.dictionary.addPrefixed(joined, terms, 0.5);
        // Meilisearch counts a concatenation of n words as n - 1 typos.
        if (terms.size > 0) out.push({ start: i, span, terms, phrase: null, cost: span - 1 });
      }
      for (const synonym of this.synonyms.get(list.join(' ')) ?? []) {
        const ids = this.phraseIds(synonym);
        if (!ids) continue;
        // A synonym of several query words ranks like their concatenation, below the words themselves.
        if (ids.length === 1)
          out.push({ start: i, span, terms: new Map([[ids[0] as number, 0]]), phrase: null, cost: span - 1 });
        else out.push({ start: i, span, terms: null, phrase: ids, cost: span - 1 });
      }
    }
    return out;
  }

  private alternatives(words: QueryPart[], within: Bitset): Alternative[] {
    const found: NewAlternative[] = [];
    for (let i = 0; i < words.length; i++) {
      const part = words[i] as QueryPart;
      if (part.phrase) {
        const ids = this.phraseIds(part.words);
        if (ids) found.push({ start: i, span: 1, terms: null, phrase: ids, cost: 0 });
        continue;
      }
      const word = part.words[0] as string;
      found.push({
        start: i,
        span: 1,
        terms: this.dictionary.derive(word, i === words.length - 1),
        phrase: null,
        cost: 0,
      });
      const split = this.splitWord(word, i);
      if (split) found.push(split);
      found.push(...this.runAlternatives(words, i));
    }
    return found
      .map((alt) => ({ ...alt, docs: this.docsOfAlternative(alt, within) }))
      .filter((alt) => alt.docs.count() > 0);
  }

  private docsOfAlternative(alt: NewAlternative, within: Bitset): Bitset {
    if (alt.phrase) return this.phraseDocs(alt.phrase, within);
    const docs = new Bitset(this.size);
    for (const term of (alt.terms as Map<number, number>).keys()) this.dictionary.docsOf(term, docs);
    return docs.and(within);
  }

  /**
   * Runs a text query over the documents in `within`; `compareSort` is the request's sort rule, `want` how
   * many of the best are needed (offset + limit), `strategy` Meilisearch's `matchingStrategy`.
   */
  search(
    q: string,
    within: Bitset,
    compareSort: (a: number, b: number) => number,
    want: number,
    strategy: MatchingStrategy = 'last',
  ): TextMatch {
    const parts = parseQuery(q);
    const allowed = within.clone();
    for (const part of parts) {
      if (!part.negative) continue;
      const ids = this.phraseIds(part.words);
      if (ids) allowed.and(this.phraseDocs(ids, allowed).not());
    }
    const words = parts.filter((p) => !p.negative).slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) {
      const all = allowed.toArray();
      const ranked = selectTop(all, want, (a, b) => compareSort(a, b) || a - b);
      return { ranked, total: all.length, set: allowed, termsOf: () => [] };
    }
    const alts = this.alternatives(words, allowed);
    const { bucket, candidates } = matchBuckets(this.size, alts, words.length, allowed, strategy);
    const lookup = lookupOf(alts, this.data.terms.length);
    const ranked = rankCandidates(this.data, lookup, candidates, bucket, words.length, compareSort, want);
    const set = new Bitset(this.size);
    for (const doc of candidates) set.add(doc);
    return { ranked, total: candidates.length, set, termsOf: matchedTerms(this.data, lookup, bucket) };
  }
}
