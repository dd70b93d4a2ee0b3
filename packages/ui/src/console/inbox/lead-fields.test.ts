import { describe, expect, it } from 'vitest';
import { visitedPages } from './lead-fields';

describe('the lead page’s visited pages', () => {
  it('reads visited pages from the lead or its attributes', () => {
    expect(visitedPages({ visited_pages: ['/a'] })).toEqual(['/a']);
    expect(visitedPages({ lead_attributes: { visited_pages: ['/b'] } })).toEqual(['/b']);
    expect(visitedPages({})).toEqual([]);
  });
});
