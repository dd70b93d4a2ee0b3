import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset.js';
import { buildTextData } from './text-build.js';
import { type Alternative, lookupOf, matchBuckets, matchedTerms, rankCandidates } from './text-rank.js';

const titles = ['red mazda', 'mazda red', 'mazda', 'red toyota'];
const data = buildTextData({ size: titles.length, values: (doc) => [titles[doc] as string] }, 1);
const alt = (start: number, word: string): Alternative => {
  const term = data.termId.get(word) as number;
  const docs = new Bitset(titles.length);
  titles.forEach((t, doc) => {
    if (t.split(' ').includes(word)) docs.add(doc);
  });
  return { start, span: 1, terms: new Map([[term, 0]]), phrase: null, cost: 0, docs };
};

describe('text ranking', () => {
  const alts = [alt(0, 'red'), alt(1, 'mazda')];

  it('should bucket documents by the leading query words they match', () => {
    const { bucket, candidates } = matchBuckets(titles.length, alts, 2, Bitset.full(titles.length));
    expect(candidates.sort()).toEqual([0, 1, 3]);
    expect([...bucket]).toEqual([2, 2, 0, 1]);
  });

  it('should rank by words, then proximity (order counts), then the sort', () => {
    const { bucket, candidates } = matchBuckets(titles.length, alts, 2, Bitset.full(titles.length));
    const lookup = lookupOf(alts, data.terms.length);
    expect(rankCandidates(data, lookup, [...candidates], bucket, 2, () => 0, 10)).toEqual([0, 1, 3]);
    expect(matchedTerms(data, lookup, bucket)(3)).toEqual(['red']);
  });
});
