import { blogPath } from '@dealer/site-registry';
import { BlogIndexPage, type PostSummary } from '@dealer/ui';
import { data } from 'react-router';
import { serverApi } from '../api.server';
import { dealer } from '../context';
import { blogTitle } from '../lib/blog';
import { pageMeta } from '../lib/page-meta';
import { pageUrl } from '../lib/page-url';
import { rootMeta } from '../lib/site';
import type { Route } from './+types/blog';

/**
 * §2 the blog, at the site's blog_path (/blog, or /news on one site). Posts come from the BFF's
 * `GET /api/websites/{id}/posts.json` (→ `{posts: [{slug, title, excerpt, published_at}]}`); when it
 * cannot answer, the page says there are no articles yet.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const { site } = ctx;
  const path = pageUrl(request).pathname;
  if (path !== blogPath(site)) throw data('Not found', { status: 404 });
  const found = await serverApi(ctx)
    .posts<Omit<PostSummary, 'href'>>()
    .catch(() => []);
  const posts: PostSummary[] = found.map((post) => ({
    ...post,
    href: blogPath(site, post.slug),
  }));
  return { path, posts };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootMeta(matches);
  if (!loaderData) return [];
  return pageMeta(matches, {
    title: blogTitle(loaderData.path),
    description: `${blogTitle(loaderData.path)} from ${root?.site.name ?? 'us'}: new arrivals, offers and motoring tips.`,
    path: loaderData.path,
  });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogIndexPage title={blogTitle(loaderData.path)} posts={loaderData.posts} />;
}
