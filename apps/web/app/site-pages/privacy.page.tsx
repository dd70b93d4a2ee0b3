import { ContentBlocks, PrivacyPage } from '@dealer/ui';
import { useSite } from '../lib/site';
import type { PrivacyData } from './privacy.server';
import type { PageProps } from './types';

/** §2 the privacy policy or statement: the dealer's own page-builder page when there is one. */
export default function Privacy({ loaderData }: PageProps<PrivacyData>) {
  const site = useSite();
  const { content } = loaderData;
  if (content) return <ContentBlocks blocks={content.page.blocks} site={site} data={content.data} />;
  return <PrivacyPage site={site} kind={loaderData.kind} />;
}
