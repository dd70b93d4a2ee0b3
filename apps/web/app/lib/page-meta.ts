import type { MetaDescriptor } from 'react-router';
import { absolute, shareImageTags } from './seo';
import { rootMeta } from './site';

/** Title, description and canonical URL of a simple page of the site (lead pages, success). */
export function pageMeta(
  matches: Parameters<typeof rootMeta>[0],
  page: { title: string; description: string; path: string; noindex?: boolean },
): MetaDescriptor[] {
  const root = rootMeta(matches);
  if (!root) return [{ title: page.title }];
  const title = `${page.title} | ${root.site.name}`;
  return [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: absolute(root.origin, page.path) },
    { property: 'og:site_name', content: root.site.name },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: absolute(root.origin, page.path) },
    // Issue #31: a page without a car photo is shared with the site's logo (when its site file has one).
    ...shareImageTags(root.site, root.origin),
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
