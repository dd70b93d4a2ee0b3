import { canonicalOrigin, normaliseHost, type Site, siteHostNames } from '@dealer/site-registry';
import parseForwarded from 'forwarded-parse';
import { type AppContext, type TrustProxy, trustedHops } from './context.js';

/**
 * What the shopper's browser asked for, seen through the proxies this server trusts (TRUST_PROXY=n): a
 * TLS load balancer talks plain http to us but tells the scheme (and often the host) it was asked on in
 * `Forwarded: proto=https;host=…` (RFC 7239) or `X-Forwarded-Proto`/`X-Forwarded-Host`. Like
 * X-Forwarded-For, each proxy may append, and a client can write anything before that: the value that
 * counts is the one the outermost trusted proxy wrote, n from the right. Without trusted proxies the
 * headers are anyone's words and are ignored.
 */
export interface ForwardedRequest {
  /** `https:` or `http:`, as the shopper's browser used it. */
  protocol: 'http:' | 'https:';
  /** The Host the shopper's browser sent, when a trusted proxy forwarded one. */
  host: string | null;
}

export function forwardedRequest(c: AppContext, trustProxy: TrustProxy): ForwardedRequest {
  const own: ForwardedRequest['protocol'] = new URL(c.req.url).protocol === 'https:' ? 'https:' : 'http:';
  const hops = trustedHops(trustProxy);
  if (hops === 0) return { protocol: own, host: null };
  const element = trustedForwardedElement(c.req.header('forwarded'), hops);
  const proto = (element?.proto ?? trustedListValue(c.req.header('x-forwarded-proto'), hops))?.toLowerCase();
  const host = element?.host ?? trustedListValue(c.req.header('x-forwarded-host'), hops) ?? null;
  return {
    protocol: proto === 'https' ? 'https:' : proto === 'http' ? 'http:' : own,
    host: host ? normaliseHostWithPort(host) : null,
  };
}

/**
 * The canonical origin of a page or link built for this request (§1 SEO): the site's configured public
 * url when it has one, else the scheme and host the shopper used (a forwarded host only when it names
 * this same site, so a forged header can never point a site's canonical links at another's host).
 */
export function requestOrigin(c: AppContext, site: Site, trustProxy: TrustProxy): string {
  const forwarded = forwardedRequest(c, trustProxy);
  const own = c.req.header('host') ?? new URL(c.req.url).host;
  const forwardedName = forwarded.host === null ? null : normaliseHost(forwarded.host);
  const host =
    forwarded.host !== null && forwardedName !== null && siteHostNames(site).includes(forwardedName)
      ? forwarded.host
      : own;
  return canonicalOrigin(site, `${forwarded.protocol}//${host}`);
}

/** The RFC 7239 element the outermost trusted proxy appended; an unparseable header counts as none. */
function trustedForwardedElement(header: string | undefined, hops: number): Record<string, string> | null {
  if (!header) return null;
  let elements: Record<string, string>[];
  try {
    elements = parseForwarded(header);
  } catch {
    return null;
  }
  return elements[Math.max(0, elements.length - hops)] ?? null;
}

/** The comma-list entry the outermost trusted proxy wrote (a proxy that overwrites leaves one entry). */
function trustedListValue(header: string | undefined, hops: number): string | undefined {
  const values = (header ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return values[Math.max(0, values.length - hops)];
}

/** A host[:port] fit to put in an origin, or null (no paths, credentials or spaces smuggled in). */
function normaliseHostWithPort(value: string): string | null {
  const host = value.trim().toLowerCase();
  return /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/.test(host) ? host : null;
}
