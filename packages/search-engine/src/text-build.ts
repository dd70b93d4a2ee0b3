import { tokenize } from './text-query.js';

/**
 * The stored shape of the text index, all typed arrays: one sorted dictionary (prefix and first-letter
 * ranges are contiguous), a posting list per term (a bare number when one document holds it) and a
 * compact per-document token stream (term id + attribute + position) that ranking reads.
 */

export const POS_BITS = 11;
export const MAX_POS = (1 << POS_BITS) - 1;
/** A gap between the values of an array attribute, so they are never "next to" each other. */
const ARRAY_GAP = 8;
const TOKEN_CACHE = 100_000;

export interface TextDocumentSource {
  size: number;
  /** The values of one searchable attribute of one document, as text. */
  values(doc: number, attribute: number): string[];
}

export interface TextData {
  readonly size: number;
  /** The dictionary, sorted. */
  readonly terms: string[];
  readonly termId: Map<string, number>;
  /** Documents per term, ascending, each once. */
  readonly postings: (Uint32Array | number)[];
  /** Per document token stream: CSR offsets, term ids, (attribute << POS_BITS | position). */
  readonly offsets: Uint32Array;
  readonly tokenTerm: Uint32Array;
  readonly tokenPlace: Uint16Array;
}

/** Documents' token streams, added one document at a time, with provisional term ids in first-seen order. */
class TokenStreams {
  readonly words: string[] = [];
  private readonly provisional = new Map<string, number>();
  private readonly tokenCache = new Map<string, string[]>();
  private readonly starts: number[] = [];
  private tokenTerm = new Uint32Array(1024);
  private tokenPlace = new Uint16Array(1024);
  private count = 0;

  constructor(private readonly attributeCount: number) {}

  get size(): number {
    return this.starts.length;
  }

  private push(word: string, place: number): void {
    let id = this.provisional.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.provisional.set(word, id);
      this.words.push(word);
    }
    if (this.count === this.tokenTerm.length) {
      const grownTerm = new Uint32Array(this.count * 2);
      grownTerm.set(this.tokenTerm);
      this.tokenTerm = grownTerm;
      const grownPlace = new Uint16Array(this.count * 2);
      grownPlace.set(this.tokenPlace);
      this.tokenPlace = grownPlace;
    }
    this.tokenTerm[this.count] = id;
    this.tokenPlace[this.count] = place;
    this.count++;
  }

  add(values: (attribute: number) => string[]): void {
    this.starts.push(this.count);
    for (let attribute = 0; attribute < this.attributeCount; attribute++) {
      let position = 0;
      for (const value of values(attribute)) {
        // Makes, models, bodies and colours repeat across the stock: tokenize each text once.
        let tokens = this.tokenCache.get(value);
        if (tokens === undefined) {
          tokens = tokenize(value);
          if (this.tokenCache.size < TOKEN_CACHE) this.tokenCache.set(value, tokens);
        }
        for (const word of tokens) {
          this.push(word, (attribute << POS_BITS) | Math.min(position, MAX_POS));
          position++;
        }
        position += ARRAY_GAP;
      }
    }
  }

  /** CSR offsets and the token arrays cut to size. */
  done(): { offsets: Uint32Array; tokenTerm: Uint32Array; tokenPlace: Uint16Array } {
    const offsets = new Uint32Array(this.starts.length + 1);
    offsets.set(this.starts);
    offsets[this.starts.length] = this.count;
    return {
      offsets,
      tokenTerm: this.tokenTerm.slice(0, this.count),
      tokenPlace: this.tokenPlace.slice(0, this.count),
    };
  }
}

/** Documents per term, ascending, each once: counted first, then filled into exact-size arrays. */
function buildPostings(
  size: number,
  termCount: number,
  offsets: Uint32Array,
  tokenTerm: Uint32Array,
): (Uint32Array | number)[] {
  const counts = new Uint32Array(termCount);
  const last = new Int32Array(termCount).fill(-1);
  const eachNewTerm = (fn: (term: number, doc: number) => void) => {
    last.fill(-1);
    for (let doc = 0; doc < size; doc++) {
      for (let t = offsets[doc] as number; t < (offsets[doc + 1] as number); t++) {
        const term = tokenTerm[t] as number;
        if (last[term] === doc) continue;
        last[term] = doc;
        fn(term, doc);
      }
    }
  };
  eachNewTerm((term) => {
    counts[term] = (counts[term] as number) + 1;
  });
  const lists = Array.from(counts, (c) => (c > 1 ? new Uint32Array(c) : -1)) as (Uint32Array | number)[];
  const fill = new Uint32Array(termCount);
  eachNewTerm((term, doc) => {
    const list = lists[term];
    if (typeof list === 'number') lists[term] = doc;
    else {
      (list as Uint32Array)[fill[term] as number] = doc;
      fill[term] = (fill[term] as number) + 1;
    }
  });
  return lists;
}

/**
 * Builds the text index data from documents added one at a time (`add`, then `finish` once): the same
 * data however the additions were spread over slices of a build.
 */
export class TextDataBuilder {
  private readonly streams: TokenStreams;

  constructor(attributeCount: number) {
    this.streams = new TokenStreams(attributeCount);
  }

  /** Adds the next document: `values(attribute)` are its values of each searchable attribute, as text. */
  add(values: (attribute: number) => string[]): void {
    this.streams.add(values);
  }

  finish(): TextData {
    const size = this.streams.size;
    const words = this.streams.words;
    const { offsets, tokenTerm, tokenPlace } = this.streams.done();
    // Sorted dictionary: prefix and first-letter ranges become contiguous.
    const order = words
      .map((_, i) => i)
      .sort((a, b) => {
        const x = words[a] as string;
        const y = words[b] as string;
        return x < y ? -1 : x > y ? 1 : 0;
      });
    const remap = new Uint32Array(order.length);
    const terms = order.map((old, i) => {
      remap[old] = i;
      return words[old] as string;
    });
    const termId = new Map<string, number>();
    for (let i = 0; i < terms.length; i++) termId.set(terms[i] as string, i);
    for (let i = 0; i < tokenTerm.length; i++) tokenTerm[i] = remap[tokenTerm[i] as number] as number;
    return {
      size,
      terms,
      termId,
      postings: buildPostings(size, terms.length, offsets, tokenTerm),
      offsets,
      tokenTerm,
      tokenPlace,
    };
  }
}

/** Builds the text index data of `source`'s documents over `attributeCount` searchable attributes. */
export function buildTextData(source: TextDocumentSource, attributeCount: number): TextData {
  const builder = new TextDataBuilder(attributeCount);
  for (let doc = 0; doc < source.size; doc++) builder.add((attribute) => source.values(doc, attribute));
  return builder.finish();
}

/** The token index where `phrase` starts in `doc` (consecutive words of one attribute), or -1. */
export function phraseAt(data: TextData, doc: number, phrase: readonly number[]): number {
  const start = data.offsets[doc] as number;
  const end = data.offsets[doc + 1] as number;
  outer: for (let t = start; t + phrase.length <= end; t++) {
    if (data.tokenTerm[t] !== phrase[0]) continue;
    const place = data.tokenPlace[t] as number;
    for (let k = 1; k < phrase.length; k++) {
      if (data.tokenTerm[t + k] !== phrase[k] || data.tokenPlace[t + k] !== place + k) continue outer;
    }
    return t;
  }
  return -1;
}
