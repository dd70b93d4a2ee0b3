import { privacyPath } from '@dealer/site-registry';
import { ContentBlocks, PrivacyPage } from '@dealer/ui';
import { data } from 'react-router';
import { dealer } from '../context';
import { loadContentPage } from '../lib/content.server';
import { pageMeta } from '../lib/page-meta';
import { pageUrl } from '../lib/page-url';
import { rootMeta, useSite } from '../lib/site';
import type { Route } from './+types/privacy';

/**
 * §2 /privacy-policy and the privacy statement: /pages/privacy-statement, or /privacy-statement on sites
 * without a pages path (site-registry's privacyPath decides; the other spelling is not a page there).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const { site } = ctx;
  const path = pageUrl(request).pathname;
  const kinds = ['policy', 'statement'] as const;
  const kind = kinds.find((k) => privacyPath(site, k) === path);
  if (kind === undefined) throw data('Not found', { status: 404 });
  // §1 the dealer's privacy page from the page builder, when the site has one (the policy path).
  const content = kind === 'policy' ? await loadContentPage(ctx, 'privacy') : null;
  return { kind, path, content };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootMeta(matches);
  if (!loaderData) return [];
  return pageMeta(matches, {
    title: loaderData.kind === 'policy' ? 'Privacy policy' : 'Privacy statement',
    description: `How ${root?.site.name ?? 'we'} collects, uses and protects your personal information.`,
    path: loaderData.path,
  });
};

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { content } = loaderData;
  if (content) return <ContentBlocks blocks={content.page.blocks} site={site} data={content.data} />;
  return <PrivacyPage site={site} kind={loaderData.kind} />;
}
