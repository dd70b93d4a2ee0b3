import { BlogIndexPage } from '@dealer/ui';
import { blogTitle } from '../lib/blog';
import type { BlogData } from './blog.server';
import type { PageProps } from './types';

/** §2 the blog's index of articles. */
export default function Blog({ loaderData }: PageProps<BlogData>) {
  return <BlogIndexPage title={blogTitle(loaderData.path)} posts={loaderData.posts} />;
}
