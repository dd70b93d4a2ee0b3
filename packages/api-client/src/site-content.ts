import type { KyInstance } from 'ky';
import { call } from './http.js';

/**
 * A site's published content the pages show: blog posts, the models in stock, content-builder pages
 * (§1) and the review feed, under `/api/websites/{websiteId}/…`. A non-OK answer throws the §8 ApiError;
 * the page decides what a missing piece means (a 404, an empty list).
 */
export function siteContentCalls(http: KyInstance, websitePath: () => string) {
  const get = <T>(path: string) => call<T | null>(http, `${websitePath()}/${path}`, { method: 'get' });
  const list = async <T>(path: string, key: string): Promise<T[]> => {
    const body = (await get<Record<string, unknown>>(path)) ?? {};
    const items = body[key];
    return Array.isArray(items) ? (items as T[]) : [];
  };
  const slugPath = (folder: string, slug: string) => `${folder}/${encodeURIComponent(slug)}.json`;
  return {
    /** GET …/posts.json → the `posts` list (empty when the body has none). */
    posts: <T = unknown>() => list<T>('posts.json', 'posts'),
    /** GET …/posts/{slug}.json → one article. */
    post: <T = unknown>(slug: string) => get<T>(slugPath('posts', slug)),
    /** GET …/models.json → the `models` list. */
    models: <T = unknown>() => list<T>('models.json', 'models'),
    /** GET …/pages/{slug}.json → a content page as saved (blocks, version, saved_at). */
    contentPage: (slug: string) => get<Record<string, unknown>>(slugPath('pages', slug)),
    /** GET …/reviews.json → the `reviews` feed. */
    reviews: <T = unknown>() => list<T>('reviews.json', 'reviews'),
  };
}
