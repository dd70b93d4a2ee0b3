import { describe, expect, it } from 'vitest';
import { assertMultiSearchBody, fieldErrorCode } from './request.js';
import { SearchRequestError } from './types.js';

const codeOf = (body: unknown) => {
  try {
    assertMultiSearchBody(body);
    return null;
  } catch (error) {
    return (error as SearchRequestError).code;
  }
};

describe('assertMultiSearchBody (Meilisearch request checks)', () => {
  it('should accept the §7 body', () => {
    expect(
      codeOf({
        queries: [
          {
            indexUid: 'cars',
            q: 'kia',
            filter: ['a = 1'],
            facets: ['make'],
            sort: ['price:asc'],
            limit: 100,
            offset: 0,
            attributesToRetrieve: ['id'],
            attributesToHighlight: ['name'],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      }),
    ).toBeNull();
  });

  it('should refuse unknown fields, known fields it does not implement, and federation', () => {
    expect(codeOf({ queries: [{ indexUid: 'cars', hitsPerPag: 1 }] })).toBe('bad_request');
    expect(codeOf({ queries: [{ indexUid: 'cars', hitsPerPage: 1 }] })).toBe('bad_request');
    expect(codeOf({ queries: [], federation: {} })).toBe('bad_request');
    expect(codeOf([])).toBe('bad_request');
  });

  it("should name the field's Meilisearch error code for a wrong type", () => {
    expect(codeOf({ queries: [{ indexUid: 'cars', limit: 1.5 }] })).toBe('invalid_search_limit');
    expect(codeOf({ queries: [{ indexUid: 'cars', attributesToRetrieve: 'id' }] })).toBe(
      'invalid_search_attributes_to_retrieve',
    );
    expect(codeOf({ queries: [{ indexUid: 'cars', matchingStrategy: 'all' }] })).toBeNull();
    expect(codeOf({ queries: [{ indexUid: 'cars', matchingStrategy: 'frequency' }] })).toBe(
      'invalid_search_matching_strategy',
    );
    expect(codeOf({ queries: [{ q: 'x' }] })).toBe('missing_index_uid');
    expect(codeOf({ queries: [{ indexUid: 'no spaces' }] })).toBe('invalid_index_uid');
    expect(fieldErrorCode('highlightPreTag')).toBe('invalid_search_highlight_pre_tag');
  });

  it('should throw SearchRequestError', () => {
    expect(() => assertMultiSearchBody({ queries: 'x' })).toThrow(SearchRequestError);
  });
});
