import { type MultiSearchRequest, type SearchQuery, SearchRequestError } from './types.js';

/**
 * The checks Meilisearch makes on a multi-search body before it searches, with its error codes, so a
 * body the embedded engine accepts is one Meilisearch accepts too (and a bad one fails locally first):
 * unknown fields are refused (`bad_request`), each known field must have its type
 * (`invalid_search_<field>`), and a query names its index (`missing_index_uid`).
 */

/** Upper bound on queries per body: one main query plus one per facet (§7) fits easily. */
export const MAX_QUERIES = 64;

/** The search parameters the engine implements (a subset of Meilisearch's, all the ones §7 sends). */
export const SUPPORTED_QUERY_FIELDS = [
  'indexUid',
  'q',
  'filter',
  'facets',
  'sort',
  'limit',
  'offset',
  'attributesToRetrieve',
  'attributesToHighlight',
  'highlightPreTag',
  'highlightPostTag',
  'matchingStrategy',
] as const;

/** Meilisearch search parameters the embedded engine does not implement: refused by name, never ignored. */
const UNSUPPORTED_QUERY_FIELDS = new Set([
  'vector',
  'hybrid',
  'page',
  'hitsPerPage',
  'attributesToCrop',
  'cropLength',
  'cropMarker',
  'showMatchesPosition',
  'showRankingScore',
  'showRankingScoreDetails',
  'rankingScoreThreshold',
  'attributesToSearchOn',
  'distinct',
  'locales',
  'retrieveVectors',
  'federationOptions',
]);

const SUPPORTED = new Set<string>(SUPPORTED_QUERY_FIELDS);

/** Meilisearch's error code for a field: `attributesToRetrieve` → `invalid_search_attributes_to_retrieve`. */
export function fieldErrorCode(field: string): string {
  return `invalid_search_${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
}

function isStringArray(value: unknown): boolean {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

function assertFieldTypes(query: SearchQuery, at: string): void {
  const fail = (field: string, expected: string) => {
    throw new SearchRequestError(
      fieldErrorCode(field),
      `Invalid value type at \`${at}.${field}\`: expected ${expected}.`,
    );
  };
  const present = (field: keyof SearchQuery) => query[field] !== undefined && query[field] !== null;
  if (present('q') && typeof query.q !== 'string') fail('q', 'a string');
  for (const field of ['facets', 'sort', 'attributesToRetrieve', 'attributesToHighlight'] as const) {
    if (present(field) && !isStringArray(query[field])) fail(field, 'an array of strings');
  }
  for (const field of ['highlightPreTag', 'highlightPostTag'] as const) {
    if (present(field) && typeof query[field] !== 'string') fail(field, 'a string');
  }
  for (const field of ['limit', 'offset'] as const) {
    const value = query[field];
    if (present(field) && (typeof value !== 'number' || !Number.isInteger(value) || value < 0))
      fail(field, 'a positive integer');
  }
  if (present('matchingStrategy') && query.matchingStrategy !== 'last' && query.matchingStrategy !== 'all') {
    throw new SearchRequestError(
      fieldErrorCode('matchingStrategy'),
      `Unsupported value at \`${at}.matchingStrategy\`: the embedded engine implements \`last\` (Meilisearch's default) and \`all\`.`,
    );
  }
}

/** Checks one query of a multi-search body; `at` names it in messages (`.queries[0]`). */
export function assertSearchQuery(query: unknown, at: string): asserts query is SearchQuery {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) {
    throw new SearchRequestError('bad_request', `Invalid value type at \`${at}\`: expected an object.`);
  }
  for (const field of Object.keys(query)) {
    if (SUPPORTED.has(field)) continue;
    if (UNSUPPORTED_QUERY_FIELDS.has(field)) {
      throw new SearchRequestError(
        'bad_request',
        `Search parameter \`${field}\` inside \`${at}\` is not supported by the embedded engine.`,
      );
    }
    throw new SearchRequestError(
      'bad_request',
      `Unknown field \`${field}\` inside \`${at}\`: expected one of ${SUPPORTED_QUERY_FIELDS.map((f) => `\`${f}\``).join(', ')}.`,
    );
  }
  const { indexUid } = query as SearchQuery;
  if (indexUid === undefined || indexUid === null) {
    throw new SearchRequestError('missing_index_uid', `Missing field \`indexUid\` inside \`${at}\`.`);
  }
  if (typeof indexUid !== 'string' || !/^[A-Za-z0-9_-]{1,400}$/.test(indexUid)) {
    throw new SearchRequestError(
      'invalid_index_uid',
      `Invalid value at \`${at}.indexUid\`: an index uid is alphanumeric characters, hyphens and underscores.`,
    );
  }
  assertFieldTypes(query as SearchQuery, at);
}

/** Checks a multi-search body: `{ queries: [...] }` and nothing else, every query valid. */
export function assertMultiSearchBody(body: unknown): asserts body is MultiSearchRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new SearchRequestError(
      'bad_request',
      'A multi-search body must be an object with a `queries` array.',
    );
  }
  for (const field of Object.keys(body)) {
    if (field !== 'queries') {
      throw new SearchRequestError(
        'bad_request',
        `Unknown field \`${field}\`: expected one of \`queries\`${field === 'federation' ? ' (federated search is not supported)' : ''}.`,
      );
    }
  }
  const { queries } = body as MultiSearchRequest;
  if (!Array.isArray(queries)) {
    throw new SearchRequestError('bad_request', 'Invalid value type at `.queries`: expected an array.');
  }
  if (queries.length > MAX_QUERIES) {
    throw new SearchRequestError('bad_request', `A multi-search body holds at most ${MAX_QUERIES} queries.`);
  }
  queries.forEach((query: unknown, i) => {
    assertSearchQuery(query, `.queries[${i}]`);
  });
}
