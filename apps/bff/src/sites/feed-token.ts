import type { Site } from '@dealer/site-registry';
import type { AppDeps } from '../http/context.js';

/**
 * Whether the request's bearer token is one of the site's console-made stock feed tokens (live: not
 * revoked, not past a rotation's overlap). Those are kept hashed, so they open the feed as bearer tokens
 * only: an X-Signature needs the secret itself, which only the operator's STOCK_FEED_TOKEN_<SLUG> is.
 */
export async function consoleFeedToken(
  deps: Pick<AppDeps, 'siteTokens' | 'now'>,
  site: Pick<Site, 'slug'>,
  authorization: string | undefined,
): Promise<boolean> {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (bearer === undefined) return false;
  return deps.siteTokens.accepts(site.slug, 'stock_feed', bearer, deps.now());
}
