import { canonicalOrigin, normaliseHost, type Site, siteHostNames } from '@dealer/site-registry';
import parseForwarded from 'forwarded-parse';
import { type TrustProxy, trustedHops } from './context.js';

/** What these rules read of a request: its URL and headers (a Hono context, or the page front's view). */
export interface RequestView {
  req: { url: string; header(name: string): string | undefined };
}

/**
 * What the shopper's browser asked for, seen through the proxies this server trusts (TRUST_PROXY=n): a
 * TLS load balancer talks plain http to us but tells the scheme (and often the host) it was asked on in
 * `Forwarded: proto=https;host=…` (RFC 7239) or `X-Forwarded-Proto`/`X-Forwarded-Host`. Like
 * X-Forwarded-For, each proxy may append, and a client can write anything before that: the host that
 * counts is the one the outermost trusted proxy wrote, n from the right. The scheme is that entry's too,
 * with one exception: a list's first entry is the scheme the client-facing hop was asked on (a CDN that
 * terminated TLS, then a load balancer reached over http: `https, http`), and https there wins — it can
 * only upgrade, never downgrade, what the trusted proxy says (a forged `https` changes nothing but the
 * forger's own page to the one every https visitor gets). Without trusted proxies the headers are
 * anyone's words and are ignored.
 */
export interface ForwardedRequest {
  /** `https:` or `http:`, as the shopper's browser used it. */
  protocol: 'http:' | 'https:';
  /** The Host the shopper's browser sent, when a trusted proxy forwarded one. */
  host: string | null;
}

export function forwardedRequest(c: RequestView, trustProxy: TrustProxy): ForwardedRequest {
  const own: ForwardedRequest['protocol'] = new URL(c.req.url).protocol === 'https:' ? 'https:' : 'http:';
  const hops = trustedHops(trustProxy);
  if (hops === 0) return { protocol: own, host: null };
  const elements = forwardedElements(c.req.header('forwarded'));
  const trustedElement = elements[Math.max(0, elements.length - hops)];
  const protos = trustedElement?.proto
    ? elements.map((element) => element.proto)
    : listValues(c.req.header('x-forwarded-proto'));
  const trusted = scheme(protos[Math.max(0, protos.length - hops)]);
  const protocol = scheme(protos[0]) === 'https:' ? 'https:' : (trusted ?? own);
  const hosts = listValues(c.req.header('x-forwarded-host'));
  const host = trustedElement?.host ?? hosts[Math.max(0, hosts.length - hops)] ?? null;
  return { protocol, host: host ? normaliseHostWithPort(host) : null };
}

/**
 * The canonical origin of a page or link built for this request (§1 SEO): the site's configured public
 * url when it has one, else the scheme and host the shopper used (a forwarded host only when it names
 * this same site, so a forged header can never point a site's canonical links at another's host).
 */
export function requestOrigin(c: RequestView, site: Site, trustProxy: TrustProxy): string {
  const forwarded = forwardedRequest(c, trustProxy);
  const own = c.req.header('host') ?? new URL(c.req.url).host;
  const forwardedName = forwarded.host === null ? null : normaliseHost(forwarded.host);
  const host =
    forwarded.host !== null && forwardedName !== null && siteHostNames(site).includes(forwardedName)
      ? forwarded.host
      : own;
  return canonicalOrigin(site, `${forwarded.protocol}//${host}`);
}

/**
 * The RFC 7239 elements of a Forwarded header, first hop first. A header some proxy wrote loosely — an
 * IPv6 or `ip:port` client unquoted (`for=2001:db8::1;proto=https`, as `for=$remote_addr` writes it) — is
 * read leniently rather than dropped with the scheme it carries: only `proto` and `host` are used, and
 * both are checked before use.
 */
function forwardedElements(header: string | undefined): Record<string, string | undefined>[] {
  if (!header) return [];
  try {
    return parseForwarded(header);
  } catch {
    return splitOutsideQuotes(header, ',').map((element) => {
      const params: Record<string, string> = {};
      for (const pair of splitOutsideQuotes(element, ';')) {
        const eq = pair.indexOf('=');
        if (eq <= 0) continue;
        const value = pair.slice(eq + 1).trim();
        const quoted = value.length >= 2 && value.startsWith('"') && value.endsWith('"');
        params[pair.slice(0, eq).trim().toLowerCase()] = quoted
          ? value.slice(1, -1).replace(/\\(.)/g, '$1')
          : value;
      }
      return params;
    });
  }
}

/** A header's parts split on a separator that is not inside a quoted string. */
function splitOutsideQuotes(text: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\' && quoted) i++;
    else if (ch === '"') quoted = !quoted;
    else if (ch === separator && !quoted) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.filter((part) => part.trim() !== '');
}

/** The entries of a comma-list header (X-Forwarded-Proto, -Host), first hop first. */
function listValues(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** A forwarded scheme (any case: `HTTPS`), or undefined for anything else. */
function scheme(value: string | undefined): ForwardedRequest['protocol'] | undefined {
  const name = value?.trim().toLowerCase();
  return name === 'https' ? 'https:' : name === 'http' ? 'http:' : undefined;
}

/** A host[:port] fit to put in an origin, or null (no paths, credentials or spaces smuggled in). */
function normaliseHostWithPort(value: string): string | null {
  const host = value.trim().toLowerCase();
  return /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/.test(host) ? host : null;
}
