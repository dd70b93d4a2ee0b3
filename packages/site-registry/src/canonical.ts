import type { Site } from './schema.js';

/**
 * The origin a page names itself by in absolute links, its sitemap and og tags (§1 SEO). A site with
 * custom `hosts` has one canonical host, the first: a page served on any other of its hosts (its url's
 * host, a second domain) still names `<scheme>://<hosts[0]>`, so search engines see one site, not two.
 * The local `<slug>.localhost` name keeps the request's own origin (development and tests), as does a
 * site without custom hosts. The scheme is the request's.
 */
export function canonicalOrigin(site: Pick<Site, 'slug' | 'hosts'>, requestOrigin: string): string {
  const request = new URL(requestOrigin);
  const host = request.hostname.toLowerCase();
  const canonical = site.hosts[0];
  if (!canonical || host === `${site.slug}.localhost` || host === canonical) return request.origin;
  return `${request.protocol}//${canonical}`;
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
