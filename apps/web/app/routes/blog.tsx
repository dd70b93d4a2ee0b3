import { blogPath } from '@dealer/site-registry';
import { BlogIndexPage, type PostSummary } from '@dealer/ui';
import { data } from 'react-router';
import { dealer } from '../context';
import { blogTitle } from '../lib/blog';
import { pageMeta } from '../lib/page-meta';
import { pageUrl } from '../lib/page-url';
import { rootMeta } from '../lib/site';
import type { Route } from './+types/blog';

/**
 * §2 the blog, at the site's blog_path (/blog, or /news on one site). Posts come from the BFF's
 * `GET /api/websites/{id}/posts.json` (→ `{posts: [{slug, title, excerpt, published_at}]}`); until the
 * BFF serves it, the page says there are no articles yet.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, fetchApi } = dealer(context);
  const path = pageUrl(request).pathname;
  if (path !== blogPath(site)) throw data('Not found', { status: 404 });
  const response = await fetchApi(`/api/websites/${site.id}/posts.json`);
  const body = response.ok ? ((await response.json()) as { posts?: Omit<PostSummary, 'href'>[] }) : {};
  const posts: PostSummary[] = (body.posts ?? []).map((post) => ({
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
