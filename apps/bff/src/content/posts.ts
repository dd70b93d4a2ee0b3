import { sanitiseHtml } from '@dealer/content-blocks';
import { slugify } from '@dealer/site-registry';
import type { SeedPost } from './seed.js';

/**
 * §2 the blog (or /news): a site's articles — the seed's for a site it covers (the demo), none for any
 * other — with the dealer's console edits written over them. Served by `GET /api/websites/{id}/posts.json`
 * and `…/posts/{slug}.json` (body sanitised like a dealer's rich text).
 */
export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date-time. */
  published_at: string;
}

export interface Post extends PostSummary {
  body_html: string;
}

/** A dealer's edit of a post in the console (console: stock, reservations, content): its title, excerpt and body (HTML). */
export interface PostEdit {
  title: string;
  excerpt: string;
  body: string;
}

function summaries(posts: readonly SeedPost[]): (PostSummary & { body: string })[] {
  return posts.map((post) => ({
    slug: post.slug ?? slugify(post.title),
    title: post.title,
    excerpt: post.excerpt,
    published_at: post.published_at,
    body: post.body,
  }));
}

/** The site's posts with the dealer's edits written over them. */
function edited(posts: readonly SeedPost[], edits: ReadonlyMap<string, PostEdit>) {
  return summaries(posts).map((post) => {
    const edit = edits.get(post.slug);
    return edit ? { ...post, title: edit.title, excerpt: edit.excerpt, body: edit.body } : post;
  });
}

/** Published posts of a site, newest first (a post dated after `now` is not out yet). */
export function sitePosts(
  posts: readonly SeedPost[],
  now: Date,
  edits: ReadonlyMap<string, PostEdit> = new Map(),
): PostSummary[] {
  return edited(posts, edits)
    .filter((post) => Date.parse(post.published_at) <= now.getTime())
    .map(({ body: _body, ...summary }) => summary);
}

/** One published post with its sanitised body, or null. */
export function sitePost(
  posts: readonly SeedPost[],
  slug: string,
  now: Date,
  edits: ReadonlyMap<string, PostEdit> = new Map(),
): Post | null {
  const post = edited(posts, edits).find((p) => p.slug === slug);
  if (!post || Date.parse(post.published_at) > now.getTime()) return null;
  const { body, ...summary } = post;
  return { ...summary, body_html: sanitiseHtml(body) };
}
