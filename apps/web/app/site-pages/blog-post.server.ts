import { sanitiseHtml } from '@dealer/content-blocks';
import { blogPath } from '@dealer/site-registry';
import type { Post } from '@dealer/ui';
import { data } from 'react-router';
import { serverApi } from '../api.server';
import type { DealerLoadContext } from '../context';
import { blogPostJsonLd } from '../lib/structured-data.server';
import type { PageOf } from './types';

/** One article under the site's blog_path, from `GET /api/websites/{id}/posts/{slug}.json`; else 404. */
export async function load(ctx: DealerLoadContext, _request: Request, page: PageOf<'blog-post'>) {
  const post = await serverApi(ctx)
    .post<Omit<Post, 'href'>>(page.post)
    .catch(() => null);
  if (!post) throw data('Not found', { status: 404 });
  const href = blogPath(ctx.site, page.post);
  return {
    post: { ...post, href, body_html: sanitiseHtml(post.body_html ?? '') },
    indexHref: blogPath(ctx.site),
    // The head's BlogPosting, built here so its builder stays out of the browser's bundle.
    jsonLd: blogPostJsonLd(ctx.site, ctx.origin, { ...post, href }),
  };
}

export type BlogPostData = Awaited<ReturnType<typeof load>>;
