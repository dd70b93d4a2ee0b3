import { describe, expect, it } from 'vitest';
import { defaultContext } from '../testing/context.js';
import { pageCount, paginationParams } from './pagination.js';

describe('pagination', () => {
  it.each([
    [0, 100, 0],
    [1, 100, 100],
    [4, 24, 96],
  ])('should turn page %i of %i into the offset %i', (page, hitsPerPage, offset) => {
    expect(paginationParams({ ...defaultContext, page, hitsPerPage })).toEqual({
      limit: hitsPerPage,
      offset,
    });
  });

  it.each([
    [0, 100, 0],
    [1, 100, 1],
    [99, 100, 1],
    [100, 100, 1],
    [101, 100, 2],
    [5, 0, 0],
    [-3, 10, 0],
  ])('should count %i hits at limit %i as %i pages (§7 ceiling)', (hits, limit, pages) => {
    expect(pageCount(hits, limit)).toBe(pages);
  });
});
