import { createHash, timingSafeEqual } from 'node:crypto';
import type { Site } from '@dealer/site-registry';
import { siteEnvName } from '../sites/site-env.js';
import type { SiteTokens } from '../sites/site-tokens.js';

/**
 * Who may fetch a site's vehicle-ads feeds (#34): Google Merchant Center and Meta's catalog fetch a URL on
 * a schedule, so the site's ads-feed token may come as `?token=`, as a Bearer token, or as the password of
 * HTTP Basic auth (what both channels' scheduled fetches can send). The token is the operator's
 * ADS_FEED_TOKEN_<SLUG>, or an `ads_feed` token a group admin made in the console (kept hashed).
 */

export function adsFeedTokenName(slug: string): string {
  return siteEnvName('ADS_FEED_TOKEN', slug);
}

/** The token a fetch presents, from the query, a Bearer header or a Basic header's password. */
export function presentedAdsToken(
  query: string | undefined,
  authorization: string | undefined,
): string | null {
  if (query) return query;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (bearer) return bearer;
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!basic) return null;
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(colon + 1) || null;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

export async function acceptsAdsToken(
  deps: { now: () => Date; siteTokens: Pick<SiteTokens, 'accepts'> },
  env: Record<string, string | undefined>,
  site: Pick<Site, 'slug'>,
  presented: string | null,
): Promise<boolean> {
  if (!presented || presented.length < 16) return false;
  const operator = env[adsFeedTokenName(site.slug)];
  if (operator && operator.length >= 16 && timingSafeEqual(sha256(operator), sha256(presented))) return true;
  return deps.siteTokens.accepts(site.slug, 'ads_feed', presented, deps.now());
}
