import { assertMultiSearchBody } from '@dealer/search-engine';
import type { Site } from '@dealer/site-registry';
import { Meilisearch } from 'meilisearch';
import type { SearchBackend } from './backend.js';
import { searchDocument } from './documents.js';
import { putMeiliDocuments } from './meili-sync.js';
import { CAR_INDEX_SETTINGS } from './settings.js';
import type { MultiSearchRequest, MultiSearchResponse, SearchEngine } from './types.js';
import { SearchRequestError, SearchUnavailableError } from './types.js';

/**
 * The Meilisearch adapter: sends the §7 multi-search body as it is through the official client. One
 * shared index holds every site's stock; the body always carries the site's stock and visibility
 * filters (built on the server by @dealer/search-query), so a site only ever reads its own cars.
 */
/** How long a search waits for Meilisearch before the listing answers 503 (a hung server must not stall it). */
export const MEILI_SEARCH_TIMEOUT_MS = 5000;

export function meiliClient(url: string, apiKey?: string, options: { timeoutMs?: number } = {}): Meilisearch {
  return new Meilisearch({ host: url, apiKey, timeout: options.timeoutMs ?? MEILI_SEARCH_TIMEOUT_MS });
}

export class MeiliSearchEngine implements SearchEngine {
  constructor(private readonly client: Meilisearch) {}

  async multiSearch(body: MultiSearchRequest): Promise<MultiSearchResponse> {
    assertMultiSearchBody(body);
    try {
      const response = await this.client.multiSearch(
        body as unknown as Parameters<Meilisearch['multiSearch']>[0],
      );
      return response as unknown as MultiSearchResponse;
    } catch (error) {
      const cause = error as { cause?: { code?: string; type?: string }; message?: string };
      if (cause.cause?.type === 'invalid_request') {
        throw new SearchRequestError(
          cause.cause.code ?? 'invalid_request',
          cause.message ?? 'Invalid search request',
        );
      }
      if ((error as Error).name === 'MeilisearchRequestError') {
        // Unreachable, refused or timed out: the request never got an answer.
        const timedOut =
          (cause.cause as { name?: string } | undefined)?.name === 'MeilisearchRequestTimeOutError';
        throw new SearchUnavailableError(
          timedOut
            ? 'Search is taking too long to answer right now. Please try again in a moment.'
            : 'Search is unavailable right now. Please try again in a moment.',
          { cause: error },
        );
      }
      throw error;
    }
  }
}

export function meiliBackend(client: Meilisearch): SearchBackend {
  const engine = new MeiliSearchEngine(client);
  return {
    name: 'meilisearch',
    perSiteIndex: false,
    forSite: (_site: Site) => engine,
    async putCars(cars, indexUids) {
      const documents = cars.map(searchDocument);
      for (const uid of indexUids)
        await putMeiliDocuments(client, uid, documents, CAR_INDEX_SETTINGS.primaryKey);
    },
  };
}
