import type { Site } from '@dealer/site-registry';
import type { SearchOptions } from './context.js';
import type { MultiSearchRequest, MultiSearchResponse } from './meilisearch-types.js';
import { buildMultiSearch } from './multi-search.js';
import { mergeMultiSearch, type SearchResult } from './response.js';
import type { SearchState } from './state.js';

/** Meilisearch's `matchingStrategy`: `all` needs every typed word, `last` drops words from the end. */
export type MatchingStrategy = 'all' | 'last';

/** A listing search's answer: the merged result and whether it shows close matches instead of exact ones. */
export interface TextMatchedSearch<Hit> {
  request: MultiSearchRequest;
  result: SearchResult<Hit> & { closeMatches: boolean };
}

/**
 * §7 text search matches every typed word ("toyota corolla" counts Corollas only): the listing is
 * searched with `matchingStrategy: 'all'`; when that finds nothing, it is searched again with `last` and
 * the result says so (`closeMatches`). Counts, facets and pages are those of the search shown.
 */
export async function searchAllWords<Hit>(
  site: Site,
  state: SearchState,
  options: SearchOptions,
  send: (body: MultiSearchRequest) => Promise<MultiSearchResponse<Hit>>,
): Promise<TextMatchedSearch<Hit>> {
  const run = async (matchingStrategy: MatchingStrategy) => {
    const request = buildMultiSearch(site, state, { ...options, matchingStrategy });
    return { request, result: mergeMultiSearch(state, request, await send(request)) };
  };
  const exact = await run('all');
  if (state.query.trim() === '' || exact.result.totalHits > 0)
    return { request: exact.request, result: { ...exact.result, closeMatches: false } };
  const close = await run('last');
  return { request: close.request, result: { ...close.result, closeMatches: close.result.totalHits > 0 } };
}

/** The line a listing shows above close matches, or null when the cars match every typed word. */
export function closeMatchesNotice(query: string, closeMatches: boolean): string | null {
  return closeMatches ? `No exact matches for “${query.trim()}” — showing close matches` : null;
}
