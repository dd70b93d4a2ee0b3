import { sanitiseHtml } from '@dealer/content-blocks';
import { blogPath } from '@dealer/site-registry';
import { BlogPostPage, type Post } from '@dealer/ui';
import { data } from 'react-router';
import { serverApi } from '../api.server';
import { dealer } from '../context';
import { blogTitle } from '../lib/blog';
import { pageMeta } from '../lib/page-meta';
import { pageUrl } from '../lib/page-url';
import type { Route } from './+types/blog-post';

/** One article under the site's blog_path, from `GET /api/websites/{id}/posts/{slug}.json`; else 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const { site } = ctx;
  const path = pageUrl(request).pathname;
  if (path !== blogPath(site, params.post)) throw data('Not found', { status: 404 });
  const post = await serverApi(ctx)
    .post<Omit<Post, 'href'>>(params.post)
    .catch(() => null);
  if (!post) throw data('Not found', { status: 404 });
  return {
    post: { ...post, href: path, body_html: sanitiseHtml(post.body_html ?? '') },
    indexHref: blogPath(site),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  return pageMeta(matches, {
    title: loaderData.post.title,
    description: loaderData.post.excerpt,
    path: loaderData.post.href,
  });
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  return (
    <BlogPostPage
      post={loaderData.post}
      indexHref={loaderData.indexHref}
      indexTitle={blogTitle(loaderData.indexHref)}
    />
  );
}
