import type { Bitset } from './bitset.js';
import type { TextData } from './text-build.js';
import { typoBudget, typoDistance } from './typo.js';

const DERIVATION_CACHE = 2000;

/**
 * The words of the sorted dictionary a query word matches: itself, the words it begins (prefix search, on
 * the last query word) and the words within its typo budget, each with its typo cost.
 */
export class TermDictionary {
  private readonly derivations = new Map<string, Map<number, number>>();

  constructor(private readonly data: TextData) {}

  docsOf(term: number, into: Bitset): void {
    const list = this.data.postings[term];
    if (typeof list === 'number') into.add(list);
    else if (list) for (let i = 0; i < list.length; i++) into.add(list[i] as number);
  }

  frequency(term: number | undefined): number {
    if (term === undefined) return 0;
    const list = this.data.postings[term];
    return typeof list === 'number' ? 1 : (list?.length ?? 0);
  }

  /** First index in the dictionary not below `text`. */
  lowerBound(text: string): number {
    const terms = this.data.terms;
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((terms[mid] as string) < text) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Adds every dictionary term starting with `text` (not already there) at `cost`. */
  addPrefixed(text: string, into: Map<number, number>, cost: number): void {
    const terms = this.data.terms;
    for (let i = this.lowerBound(text); i < terms.length; i++) {
      if (!(terms[i] as string).startsWith(text)) break;
      if (!into.has(i)) into.set(i, cost);
    }
  }

  /** The terms a query word matches, with their typo cost (+0.5 for a prefix-only match). */
  derive(word: string, prefix: boolean): Map<number, number> {
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
    const exact = this.data.termId.get(word);
    if (exact !== undefined) found.set(exact, 0);
    if (prefix) this.addPrefixed(word, found, 0.5);
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
      const distance = typoDistance(word, this.data.terms[i] as string, budget, prefix);
      if (distance <= budget && distance > 0) {
        const had = found.get(i);
        if (had === undefined || had > distance) found.set(i, distance);
      }
    }
    return found;
  }
}
