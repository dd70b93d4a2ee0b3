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

/**
 * Builds one attribute's index from documents added in slices (`add`, then `finish` once): the same index
 * whichever way the documents were sliced, so an index build can yield between slices.
 */
export class AttributeIndexBuilder {
  private size = 0;
  private readonly table = new ValueTable();
  private readonly numeric: { value: number; doc: number }[] = [];
  private readonly exists: number[] = [];
  private readonly nulls: number[] = [];
  private readonly empties: number[] = [];
  // Single-valued attributes (nearly all) keep doc → value id in one column; only once an array turns up
  // do per-document lists replace it (no million small arrays at 100k cars).
  private single: number[] | null = [];
  private perDoc: number[][] | null = null;

  constructor(private readonly attribute: string) {}

  add(docs: readonly Doc[]): void {
    for (const source of docs) this.addOne(source, this.size++);
  }

  private addOne(source: Doc, doc: number): void {
    if (this.single) this.single.push(-1);
    else (this.perDoc as number[][]).push([]);
    if (!hasPath(source, this.attribute)) return;
    this.exists.push(doc);
    const raw = getPath(source, this.attribute);
    if (raw === null) {
      this.nulls.push(doc);
      return;
    }
    if (Array.isArray(raw) && this.single) {
      this.perDoc = this.single.map((id) => (id < 0 ? [] : [id]));
      this.single = null;
    }
    const values = Array.isArray(raw) ? raw : [raw];
    if (isEmptyValue(raw, values)) this.empties.push(doc);
    const single = this.single;
    const ids = single ? null : ((this.perDoc as number[][])[doc] as number[]);
    for (const value of values) {
      const key = scalarKey(value);
      if (key === null) continue;
      const id = this.table.id(key, value);
      if (ids ? ids.includes(id) : (single as number[])[doc] === id) continue;
      if (ids) ids.push(id);
      else (single as number[])[doc] = id;
      (this.table.lists.get(key) as number[]).push(doc);
      if (typeof value === 'number') this.numeric.push({ value, doc });
    }
  }

  finish(): AttributeIndex {
    const n = this.size;
    const { table, numeric } = this;
    numeric.sort((a, b) => a.value - b.value || a.doc - b.doc);
    const postings = new Map<string, Posting>();
    for (const [key, list] of table.lists)
      postings.set(key, list.length === 1 ? (list[0] as number) : Uint32Array.from(list));
    const packed = this.perDoc ? packMulti(this.perDoc) : null;
    return {
      size: n,
      postings,
      numericValues: Float64Array.from(numeric, (e) => e.value),
      numericDocs: Uint32Array.from(numeric, (e) => e.doc),
      exists: Bitset.fromSorted(n, this.exists),
      nulls: Bitset.fromSorted(n, this.nulls),
      empties: Bitset.fromSorted(n, this.empties),
      valueKeys: table.keys,
      valueDisplay: table.display,
      valueNumber: Float64Array.from(table.numbers),
      single: this.single ? Int32Array.from(this.single) : null,
      multiOffsets: packed?.offsets ?? null,
      multiIds: packed?.ids ?? null,
    };
  }
}

export function buildAttributeIndex(docs: readonly Doc[], attribute: string): AttributeIndex {
  const builder = new AttributeIndexBuilder(attribute);
  builder.add(docs);
  return builder.finish();
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
