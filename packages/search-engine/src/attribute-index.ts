import { Bitset } from './bitset.js';
import { type Doc, getPath, hasPath, lowerBound, scalarKey } from './values.js';

/**
 * One filterable attribute's index: an inverted index (value → sorted document numbers), the numeric
 * values sorted for range filters, EXISTS / IS NULL / IS EMPTY sets, and a document → value column for
 * facet counting, so a filter costs O(matching documents) and a facet distribution O(result size).
 */

/** Documents holding one value: a bare number when only one does (most values of id, slug, vin …). */
type Posting = Uint32Array | number;

export interface AttributeIndex {
  readonly size: number;
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

/** Facet values met so far: their ids, display text, numbers and documents. */
class ValueTable {
  readonly idOf = new Map<string, number>();
  readonly keys: string[] = [];
  readonly display: string[] = [];
  readonly numbers: number[] = [];
  readonly lists = new Map<string, number[]>();

  id(key: string, value: unknown): number {
    let id = this.idOf.get(key);
    if (id === undefined) {
      id = this.keys.length;
      this.idOf.set(key, id);
      this.keys.push(key);
      this.display.push(String(value));
      this.numbers.push(typeof value === 'number' ? value : Number.NaN);
      this.lists.set(key, []);
    }
    return id;
  }
}

function isEmptyValue(raw: unknown, values: unknown[]): boolean {
  return (
    values.length === 0 ||
    raw === '' ||
    (typeof raw === 'object' && raw !== null && !Array.isArray(raw) && Object.keys(raw).length === 0)
  );
}

/** Document → value ids as CSR arrays (attributes holding arrays). */
function packMulti(perDoc: number[][]): { offsets: Uint32Array; ids: Uint32Array } {
  const n = perDoc.length;
  const offsets = new Uint32Array(n + 1);
  let total = 0;
  for (let doc = 0; doc < n; doc++) {
    offsets[doc] = total;
    total += (perDoc[doc] as number[]).length;
  }
  offsets[n] = total;
  const ids = new Uint32Array(total);
  let at = 0;
  for (let doc = 0; doc < n; doc++) for (const id of perDoc[doc] as number[]) ids[at++] = id;
  return { offsets, ids };
}

export function buildAttributeIndex(docs: readonly Doc[], attribute: string): AttributeIndex {
  const n = docs.length;
  const table = new ValueTable();
  const numeric: { value: number; doc: number }[] = [];
  const exists = new Bitset(n);
  const nulls = new Bitset(n);
  const empties = new Bitset(n);
  // Single-valued attributes (nearly all) write doc → value id straight into a typed column; only
  // attributes holding arrays keep per-document lists (no million small arrays at 100k cars).
  const multi = docs.some((doc) => Array.isArray(getPath(doc, attribute)));
  const single = multi ? null : new Int32Array(n).fill(-1);
  const perDoc: number[][] | null = multi ? Array.from({ length: n }, () => []) : null;

  for (let doc = 0; doc < n; doc++) {
    const source = docs[doc] as Doc;
    if (!hasPath(source, attribute)) continue;
    exists.add(doc);
    const raw = getPath(source, attribute);
    if (raw === null) {
      nulls.add(doc);
      continue;
    }
    const values = Array.isArray(raw) ? raw : [raw];
    if (isEmptyValue(raw, values)) empties.add(doc);
    const ids = perDoc ? (perDoc[doc] as number[]) : null;
    for (const value of values) {
      const key = scalarKey(value);
      if (key === null) continue;
      const id = table.id(key, value);
      if (ids ? ids.includes(id) : (single as Int32Array)[doc] === id) continue;
      if (ids) ids.push(id);
      else (single as Int32Array)[doc] = id;
      (table.lists.get(key) as number[]).push(doc);
      if (typeof value === 'number') numeric.push({ value, doc });
    }
  }

  numeric.sort((a, b) => a.value - b.value || a.doc - b.doc);
  const postings = new Map<string, Posting>();
  for (const [key, list] of table.lists)
    postings.set(key, list.length === 1 ? (list[0] as number) : Uint32Array.from(list));
  const packed = perDoc ? packMulti(perDoc) : null;
  return {
    size: n,
    postings,
    numericValues: Float64Array.from(numeric, (e) => e.value),
    numericDocs: Uint32Array.from(numeric, (e) => e.doc),
    exists,
    nulls,
    empties,
    valueKeys: table.keys,
    valueDisplay: table.display,
    valueNumber: Float64Array.from(table.numbers),
    single,
    multiOffsets: packed?.offsets ?? null,
    multiIds: packed?.ids ?? null,
  };
}

/** The documents holding any of the value `keys`. */
export function postingsToBitset(
  index: AttributeIndex,
  keys: string[],
  into = new Bitset(index.size),
): Bitset {
  for (const key of keys) {
    const docs = index.postings.get(key);
    if (docs === undefined) continue;
    if (typeof docs === 'number') into.add(docs);
    else for (let i = 0; i < docs.length; i++) into.add(docs[i] as number);
  }
  return into;
}

/** The documents holding a number between `from` and `to`. */
export function numericRange(
  index: AttributeIndex,
  from: number,
  fromInclusive: boolean,
  to: number,
  toInclusive: boolean,
): Bitset {
  const set = new Bitset(index.size);
  const start = lowerBound(index.numericValues, from, fromInclusive);
  const end = lowerBound(index.numericValues, to, !toInclusive);
  for (let i = start; i < end; i++) set.add(index.numericDocs[i] as number);
  return set;
}

/** The documents holding a string value (folded to lower case) that passes `test`. */
export function stringRange(index: AttributeIndex, test: (value: string) => boolean): Bitset {
  const keys = [...index.postings.keys()].filter((key) => key.startsWith('s:') && test(key.slice(2)));
  return postingsToBitset(index, keys);
}
