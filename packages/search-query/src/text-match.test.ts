import { describe, expect, it } from 'vitest';
import type { MultiSearchRequest, MultiSearchResponse } from './meilisearch-types.js';
import { createSearchState } from './state.js';
import { testSite } from './testing/sites.js';
import { closeMatchesNotice, searchAllWords } from './text-match.js';

const NOW = new Date('2026-03-10T00:00:00Z');

/** Answers each query with `totals[strategy]` hits, recording the bodies sent. */
function engine(totals: Record<string, number>) {
  const sent: MultiSearchRequest[] = [];
  const send = async (body: MultiSearchRequest): Promise<MultiSearchResponse> => {
    sent.push(body);
    return {
      results: body.queries.map((q) => {
        const total = totals[q.matchingStrategy ?? 'none'] ?? 0;
        return {
          indexUid: q.indexUid,
          query: q.q,
          processingTimeMs: 0,
          hits: Array.from({ length: Math.min(total, q.limit) }, (_, id) => ({ id })),
          estimatedTotalHits: total,
        };
      }),
    };
  };
  return { sent, send };
}

describe('searchAllWords', () => {
  it('should search every typed word (matchingStrategy all) and keep that answer when it finds cars', async () => {
    const { sent, send } = engine({ all: 3, last: 40 });
    const state = createSearchState({ query: 'toyota corolla', refinements: { make: ['Toyota'] } });
    const { request, result } = await searchAllWords(testSite(), state, { now: NOW }, send);
    expect(sent).toHaveLength(1);
    expect(request.queries.map((q) => q.matchingStrategy)).toEqual(['all', 'all']);
    expect(result).toMatchObject({ totalHits: 3, closeMatches: false });
  });

  it('should fall back to close matches (last) when no car has every word, and say so', async () => {
    const { sent, send } = engine({ all: 0, last: 7 });
    const state = createSearchState({ query: ' toyota zzz ' });
    const { request, result } = await searchAllWords(testSite(), state, { now: NOW }, send);
    expect(sent.map((b) => b.queries[0]?.matchingStrategy)).toEqual(['all', 'last']);
    expect(request.queries[0]?.matchingStrategy).toBe('last');
    expect(result).toMatchObject({ totalHits: 7, closeMatches: true });
    expect(closeMatchesNotice(state.query, result.closeMatches)).toBe(
      'No exact matches for “toyota zzz” — showing close matches',
    );
  });

  it('should send no strategy without words, and report no close matches when nothing matches at all', async () => {
    const browse = engine({});
    const { request } = await searchAllWords(testSite(), createSearchState(), { now: NOW }, browse.send);
    expect(request.queries[0]?.matchingStrategy).toBeUndefined();
    expect(browse.sent).toHaveLength(1);
    const none = engine({ all: 0, last: 0 });
    const { result } = await searchAllWords(
      testSite(),
      createSearchState({ query: 'qqq' }),
      { now: NOW },
      none.send,
    );
    expect(result.closeMatches).toBe(false);
    expect(closeMatchesNotice('qqq', false)).toBeNull();
  });
});
