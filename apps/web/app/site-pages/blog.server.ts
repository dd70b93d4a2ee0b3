import { blogPath } from '@dealer/site-registry';
import type { PostSummary } from '@dealer/ui';
import { serverApi } from '../api.server';
import type { DealerLoadContext } from '../context';

/**
 * §2 the blog, at the site's blog_path (/blog, or /news on one site). Posts come from the BFF's
 * `GET /api/websites/{id}/posts.json` (→ `{posts: [{slug, title, excerpt, published_at}]}`); when it
 * cannot answer, the page says there are no articles yet.
 */
export async function load(ctx: DealerLoadContext) {
  const path = blogPath(ctx.site);
  const found = await serverApi(ctx)
    .posts<Omit<PostSummary, 'href'>>()
    .catch(() => []);
  const posts: PostSummary[] = found.map((post) => ({ ...post, href: blogPath(ctx.site, post.slug) }));
  return { path, posts };
}

export type BlogData = Awaited<ReturnType<typeof load>>;
