import { siteTimeZone } from '@dealer/site-registry';
import { BlogPostPage } from '@dealer/ui';
import { blogTitle } from '../lib/blog';
import { useSite } from '../lib/site';
import type { BlogPostData } from './blog-post.server';
import type { PageProps } from './types';

/** §2 one blog article with the way back to the blog. */
export default function BlogArticle({ loaderData }: PageProps<BlogPostData>) {
  const site = useSite();
  return (
    <BlogPostPage
      post={loaderData.post}
      indexHref={loaderData.indexHref}
      indexTitle={blogTitle(loaderData.indexHref)}
      timeZone={siteTimeZone(site)}
    />
  );
}
