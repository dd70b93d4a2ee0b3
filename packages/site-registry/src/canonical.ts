import type { Site } from './schema.js';

/**
 * The origin a page names itself by in absolute links, its sitemap, robots.txt, og tags and JSON-LD
 * (§1 SEO), first that applies:
 * - a request on a machine's own name (`<slug>.localhost`, localhost, loopback) keeps its own origin
 *   (development, demos and tests follow their links to the same machine);
 * - the site's configured public `url`, scheme included, whatever host or scheme the request came on
 *   (behind a TLS proxy the server may see plain http: the site file says what shoppers use);
 * - a site whose `url` is a local one but that has custom `hosts` names the first on the request's
 *   scheme, so a page served on a second domain still names one site, not two. A custom host has no
 *   port (the site file's rule): whatever port the request's Host carried (a proxy's inner port, `:443`)
 *   is no part of it, nor is a fully qualified name's trailing dot or the Host's case;
 * - else the request's own origin. `requestOrigin` is what the shopper asked for: the trusted proxy's
 *   forwarded scheme and host already applied (apps/bff http/request-origin.ts).
 */
export function canonicalOrigin(site: Pick<Site, 'slug' | 'hosts' | 'url'>, requestOrigin: string): string {
  const request = new URL(requestOrigin);
  if (request.hostname.endsWith('.')) request.hostname = request.hostname.slice(0, -1);
  if (isLocalOrigin(request.origin)) return request.origin;
  const configured = publicUrlOrigin(site.url);
  if (configured) return configured;
  const canonical = site.hosts[0];
  return canonical ? `${request.protocol}//${canonical}` : request.origin;
}

/** The origin of a site's configured url when it is a public one (http or https, not a machine's own). */
function publicUrlOrigin(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return isLocalOrigin(parsed.origin) ? null : parsed.origin;
}

/**
 * Whether an origin is a machine's own (`localhost`, `<slug>.localhost`, a loopback address): a developer's
 * or a demo machine, never a shopper's visit (RFC 6761 keeps `.localhost` off the internet).
 */
export function isLocalOrigin(origin: string): boolean {
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]'
  );
}
