import type { Suggestion } from '@dealer/search-suggest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.js';

interface SuggestBody {
  query: string;
  suggestions: Suggestion[];
  error?: string;
  fields?: Record<string, string>;
}

describe('suggest route', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  const suggest = async (slug: string, query: string) => {
    const res = await server.site(slug)(`/api/suggest?${query}`);
    return { res, body: res.json<SuggestBody>() };
  };

  /** The listing a suggestion opens, through the same search the listing page runs. */
  const listing = async (slug: string, url: string) => {
    const target = new URL(url, 'http://site.invalid');
    const query = target.searchParams.toString();
    const res = await server.site(slug)(
      `/api/search?path=${encodeURIComponent(target.pathname)}${query ? `&${query}` : ''}`,
    );
    return res.json<{ totalHits: number; hits: Record<string, unknown>[] }>();
  };

  it('should suggest the make first, then its models, each opening a listing with that many cars', async () => {
    const { res, body } = await suggest('harbour-auto', 'q=Toy');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=60');
    expect(body.query).toBe('toy');
    expect(body.suggestions[0]).toMatchObject({ kind: 'make', label: 'Toyota' });
    expect(body.suggestions.length).toBeGreaterThan(2);
    expect(body.suggestions.length).toBeLessThanOrEqual(8);
    expect(body.suggestions.slice(1).every((s) => s.kind === 'model' && s.label.startsWith('Toyota '))).toBe(
      true,
    );
    for (const suggestion of body.suggestions.slice(0, 3)) {
      const result = await listing('harbour-auto', suggestion.url);
      expect(result.totalHits).toBe(suggestion.count);
      for (const car of result.hits) expect(car.make).toBe('Toyota');
    }
  });

  it("should suggest only the site's own stock", async () => {
    const mazda = await suggest('bayside-mazda', 'q=toy');
    expect(mazda.body.suggestions.some((s) => s.label.startsWith('Toyota'))).toBe(false);
    const own = await suggest('bayside-mazda', 'q=maz');
    expect(own.body.suggestions[0]).toMatchObject({ kind: 'make', label: 'Mazda' });
  });

  it("should suggest the site's search pages and a model typed without its punctuation", async () => {
    const pages = await suggest('harbour-auto', 'q=7%20seat');
    expect(pages.body.suggestions).toContainEqual(
      expect.objectContaining({
        kind: 'page',
        label: '7 seater cars',
        url: expect.stringContaining('7-seater'),
      }),
    );
    const models = await suggest('bayside-mazda', 'q=cx5');
    expect(models.body.suggestions[0]).toMatchObject({ kind: 'model', label: 'Mazda CX-5' });
  });

  it('should keep to the limit asked for', async () => {
    const { body } = await suggest('harbour-auto', 'q=t&limit=3');
    expect(body.suggestions).toHaveLength(3);
  });

  it('should answer text without letters or digits with no suggestions', async () => {
    const { res, body } = await suggest('harbour-auto', 'q=%20-%20');
    expect(res.status).toBe(200);
    expect(body).toEqual({ query: '', suggestions: [] });
  });

  it.each([
    ['', 'q', 'q is required'],
    [`q=${'a'.repeat(101)}`, 'q', 'at most 100 characters'],
    ['q=toy&limit=0', 'limit', 'from 1 to 20'],
    ['q=toy&limit=21', 'limit', 'from 1 to 20'],
    ['q=toy&limit=2.5', 'limit', 'whole number'],
    ['q=toy&limit=lots', 'limit', 'whole number'],
  ])('should refuse %s with a 400 naming %s', async (query, field, message) => {
    const { res, body } = await suggest('harbour-auto', query);
    expect(res.status).toBe(400);
    expect(body.error).toContain(message);
    expect(Object.keys(body.fields ?? {})).toEqual([field]);
  });
});
