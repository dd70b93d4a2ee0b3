import type { Bitset } from './bitset.js';
import { SearchRequestError } from './types.js';
import { compareScalars, type Doc, getPath } from './values.js';

/**
 * Sortable attributes: each document's rank in the attribute's ascending order (equal values share a
 * rank, missing values last in both directions), the `attribute:asc|desc` rules of a request, and the
 * page of a filtered set in that order.
 */

export const MISSING = 0xffffffff;

export interface SortIndex {
  /** Documents holding a value, ascending (numbers before strings). */
  order: Uint32Array;
  /** doc → position in `order`, MISSING when the document has no value. */
  rank: Uint32Array;
}

export interface SortRule {
  index: SortIndex;
  desc: boolean;
}

/** Builds one sortable attribute's ranks from documents added in slices (`add`, then `finish` once). */
export class SortIndexBuilder {
  private size = 0;
  private readonly present: { doc: number; value: unknown }[] = [];

  constructor(private readonly attribute: string) {}

  add(docs: readonly Doc[]): void {
    for (const source of docs) {
      const doc = this.size++;
      const value = getPath(source, this.attribute);
      if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') {
        if (typeof value === 'number' && !Number.isFinite(value)) continue;
        this.present.push({ doc, value: typeof value === 'boolean' ? String(value) : value });
      }
    }
  }

  finish(): SortIndex {
    const present = this.present;
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
}

export function buildSortIndex(docs: readonly Doc[], attribute: string): SortIndex {
  const builder = new SortIndexBuilder(attribute);
  builder.add(docs);
  return builder.finish();
}

export function parseSort(sorts: ReadonlyMap<string, SortIndex>, sort: readonly string[]): SortRule[] {
  return sort.map((rule) => {
    const match = /^([^:]+):(asc|desc)$/.exec(typeof rule === 'string' ? rule.trim() : '');
    if (!match) {
      throw new SearchRequestError(
        'invalid_search_sort',
        `Invalid sort rule \`${String(rule)}\`: expected \`attribute:asc\` or \`attribute:desc\`.`,
      );
    }
    const index = sorts.get(match[1] as string);
    if (!index) {
      throw new SearchRequestError(
        'invalid_search_sort',
        `Attribute \`${match[1]}\` is not sortable. Available sortable attributes are: ${[...sorts.keys()].sort().join(', ')}.`,
      );
    }
    return { index, desc: match[2] === 'desc' };
  });
}

export function compareBySort(rules: readonly SortRule[], a: number, b: number): number {
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

/** The documents of `matched` at [offset, offset + limit) in the order of `rules` (document order when none). */
export function pageOf(matched: Bitset, rules: readonly SortRule[], offset: number, limit: number): number[] {
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
    const { index, desc } = rules[0] as SortRule;
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
