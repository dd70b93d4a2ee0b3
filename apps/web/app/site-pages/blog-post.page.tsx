import { BlogPostPage } from '@dealer/ui';
import { blogTitle } from '../lib/blog';
import type { BlogPostData } from './blog-post.server';
import type { PageProps } from './types';

/** §2 one blog article with the way back to the blog. */
export default function BlogArticle({ loaderData }: PageProps<BlogPostData>) {
  return (
    <BlogPostPage
      post={loaderData.post}
      indexHref={loaderData.indexHref}
      indexTitle={blogTitle(loaderData.indexHref)}
    />
  );
}
