import type { MultiSearchRequest, MultiSearchResponse, SearchEngine, SearchQuery } from '../types.js';
import { SearchRequestError } from '../types.js';
import type { EmbeddedIndex } from './index.js';

/** Upper bound on queries per body: one main query plus one per facet (§7) fits easily. */
export const MAX_QUERIES = 64;

/** Checks the outer shape of a multi-search body; each query's own fields are checked by the index. */
export function assertMultiSearchBody(body: unknown): asserts body is MultiSearchRequest {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as MultiSearchRequest).queries)) {
    throw new SearchRequestError('bad_request', 'A multi-search body needs a `queries` array.');
  }
  const { queries } = body as MultiSearchRequest;
  if (queries.length > MAX_QUERIES) {
    throw new SearchRequestError('bad_request', `A multi-search body holds at most ${MAX_QUERIES} queries.`);
  }
  queries.forEach((query: SearchQuery, i) => {
    if (typeof query !== 'object' || query === null || typeof query.indexUid !== 'string') {
      throw new SearchRequestError('missing_index_uid', `queries[${i}] needs an \`indexUid\` string.`);
    }
    if (query.q !== undefined && query.q !== null && typeof query.q !== 'string') {
      throw new SearchRequestError('invalid_search_q', `queries[${i}].q must be a string.`);
    }
    for (const key of ['facets', 'sort', 'attributesToRetrieve', 'attributesToHighlight'] as const) {
      const value = query[key];
      if (
        value !== undefined &&
        value !== null &&
        (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
      ) {
        throw new SearchRequestError(
          `invalid_search_${key}`,
          `queries[${i}].${key} must be an array of strings.`,
        );
      }
    }
  });
}

/** The embedded adapter for one tenant: its indexes by uid (the tenant's own stock only). */
export class EmbeddedSearchEngine implements SearchEngine {
  constructor(private readonly indexes: (uid: string) => EmbeddedIndex | undefined) {}

  async multiSearch(body: MultiSearchRequest): Promise<MultiSearchResponse> {
    assertMultiSearchBody(body);
    return {
      results: body.queries.map((query) => {
        const index = this.indexes(query.indexUid);
        if (!index) throw new SearchRequestError('index_not_found', `Index \`${query.indexUid}\` not found.`);
        return index.search(query);
      }),
    };
  }
}
