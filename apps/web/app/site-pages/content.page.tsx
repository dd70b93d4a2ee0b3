import { ContentBlocks } from '@dealer/ui';
import { useSite } from '../lib/site';
import type { ContentData } from './content.server';
import type { PageProps } from './types';

/** §1 a page-builder page: its blocks with the site theme. */
export default function ContentPage({ loaderData }: PageProps<ContentData>) {
  return (
    <div className="content-page" data-page={loaderData.slug} data-version={loaderData.version}>
      <ContentBlocks blocks={loaderData.page.blocks} site={useSite()} data={loaderData.data} />
    </div>
  );
}
