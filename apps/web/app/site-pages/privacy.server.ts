import { privacyPath } from '@dealer/site-registry';
import type { DealerLoadContext } from '../context';
import { loadContentPage } from '../lib/content.server';
import type { PageOf } from './types';

/**
 * §2 /privacy-policy and the privacy statement: /pages/privacy-statement, or /privacy-statement on sites
 * without a pages path (site-registry's privacyPath decides; the other spelling is not a page there).
 */
export async function load(ctx: DealerLoadContext, _request: Request, page: PageOf<'privacy'>) {
  const kind = page.which;
  // §1 the dealer's privacy page from the page builder, when the site has one (the policy path).
  const content = kind === 'policy' ? await loadContentPage(ctx, 'privacy') : null;
  return { kind, path: privacyPath(ctx.site, kind), content };
}

export type PrivacyData = Awaited<ReturnType<typeof load>>;
