import { assertMultiSearchBody } from './request.js';
import type { EmbeddedIndex } from './search-index.js';
import type { MultiSearchRequest, MultiSearchResponse, SearchEngine } from './types.js';
import { SearchRequestError } from './types.js';

/**
 * The embedded engine for one tenant: answers a multi-search body from its indexes by uid (the tenant's
 * own stock only), checking the body as Meilisearch does first.
 */
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
