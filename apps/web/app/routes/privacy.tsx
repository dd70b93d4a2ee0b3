import { privacyPath } from '@dealer/site-registry';
import { PrivacyPage } from '@dealer/ui';
import { data } from 'react-router';
import { dealer } from '../context';
import { pageMeta } from '../lib/page-meta';
import { pageUrl } from '../lib/page-url';
import { rootMeta, useSite } from '../lib/site';
import type { Route } from './+types/privacy';

/**
 * §2 /privacy-policy and the privacy statement: /pages/privacy-statement, or /privacy-statement on sites
 * without a pages path (site-registry's privacyPath decides; the other spelling is not a page there).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { site } = dealer(context);
  const path = pageUrl(request).pathname;
  const kinds = ['policy', 'statement'] as const;
  const kind = kinds.find((k) => privacyPath(site, k) === path);
  if (kind === undefined) throw data('Not found', { status: 404 });
  return { kind, path };
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
  return <PrivacyPage site={useSite()} kind={loaderData.kind} />;
}
