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

interface Streams {
  words: string[];
  offsets: Uint32Array;
  tokenTerm: Uint32Array;
  tokenPlace: Uint16Array;
}

/** Pass 1: each document's token stream, with provisional term ids in first-seen order. */
function tokenStreams(source: TextDocumentSource, attributeCount: number): Streams {
  const provisional = new Map<string, number>();
  const words: string[] = [];
  let tokenTerm = new Uint32Array(Math.max(16, source.size * 32));
  let tokenPlace = new Uint16Array(tokenTerm.length);
  const offsets = new Uint32Array(source.size + 1);
  let count = 0;
  const tokenCache = new Map<string, string[]>();
  const push = (word: string, place: number) => {
    let id = provisional.get(word);
    if (id === undefined) {
      id = words.length;
      provisional.set(word, id);
      words.push(word);
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
    tokenPlace[count] = place;
    count++;
  };
  for (let doc = 0; doc < source.size; doc++) {
    offsets[doc] = count;
    for (let attribute = 0; attribute < attributeCount; attribute++) {
      let position = 0;
      for (const value of source.values(doc, attribute)) {
        // Makes, models, bodies and colours repeat across the stock: tokenize each text once.
        let tokens = tokenCache.get(value);
        if (tokens === undefined) {
          tokens = tokenize(value);
          if (tokenCache.size < TOKEN_CACHE) tokenCache.set(value, tokens);
        }
        for (const word of tokens) {
          push(word, (attribute << POS_BITS) | Math.min(position, MAX_POS));
          position++;
        }
        position += ARRAY_GAP;
      }
    }
  }
  offsets[source.size] = count;
  return { words, offsets, tokenTerm: tokenTerm.slice(0, count), tokenPlace: tokenPlace.slice(0, count) };
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

/** Builds the text index data of `source`'s documents over `attributeCount` searchable attributes. */
export function buildTextData(source: TextDocumentSource, attributeCount: number): TextData {
  const streams = tokenStreams(source, attributeCount);
  const words = streams.words;
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
  const tokenTerm = streams.tokenTerm;
  for (let i = 0; i < tokenTerm.length; i++) tokenTerm[i] = remap[tokenTerm[i] as number] as number;
  return {
    size: source.size,
    terms,
    termId,
    postings: buildPostings(source.size, terms.length, streams.offsets, tokenTerm),
    offsets: streams.offsets,
    tokenTerm,
    tokenPlace: streams.tokenPlace,
  };
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
