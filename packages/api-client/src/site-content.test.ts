import { describe, expect, it } from 'vitest';
import { isApiError } from './errors.js';
import { client, send, serve } from './test-support.js';

describe('site content', () => {
  it("should read the site's posts, models and reviews lists under its website path", async () => {
    const { baseUrl, seen } = await serve((s, res) => {
      if (s.url.endsWith('/posts.json')) return send(res, 200, { posts: [{ slug: 'a' }] });
      if (s.url.endsWith('/models.json')) return send(res, 200, { models: 'not a list' });
      return send(res, 200, { reviews: [{ rating: 5 }] });
    });
    const api = client(baseUrl);
    expect(await api.posts()).toEqual([{ slug: 'a' }]);
    expect(await api.models()).toEqual([]);
    expect(await api.reviews()).toEqual([{ rating: 5 }]);
    expect(seen.map((s) => s.url)).toEqual([
      '/api/websites/7/posts.json',
      '/api/websites/7/models.json',
      '/api/websites/7/reviews.json',
    ]);
  });

  it('should fetch one post and one content page by slug, encoded', async () => {
    const { baseUrl, seen } = await serve((_s, res) => send(res, 200, { title: 'T' }));
    const api = client(baseUrl);
    expect(await api.post('new arrivals')).toEqual({ title: 'T' });
    expect(await api.contentPage('about-us')).toEqual({ title: 'T' });
    expect(seen.map((s) => s.url)).toEqual([
      '/api/websites/7/posts/new%20arrivals.json',
      '/api/websites/7/pages/about-us.json',
    ]);
  });

  it('should throw the §8 ApiError on a non-OK answer', async () => {
    const { baseUrl } = await serve((_s, res) => send(res, 404, { error: 'No such post' }));
    const error = await client(baseUrl)
      .post('gone')
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(404);
  });
});
