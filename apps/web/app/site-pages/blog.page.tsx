import { siteTimeZone } from '@dealer/site-registry';
import { BlogIndexPage } from '@dealer/ui';
import { blogTitle } from '../lib/blog';
import { useSite } from '../lib/site';
import type { BlogData } from './blog.server';
import type { PageProps } from './types';

/** §2 the blog's index of articles. */
export default function Blog({ loaderData }: PageProps<BlogData>) {
  const site = useSite();
  return (
    <BlogIndexPage
      title={blogTitle(loaderData.path)}
      posts={loaderData.posts}
      timeZone={siteTimeZone(site)}
    />
  );
}
