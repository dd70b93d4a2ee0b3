import { TRACKING_PARAMS } from '@dealer/search-query';

/**
 * §2 tracking parameters are kept: a suggestion's listing URL (built by the server without the shopper's
 * page) gets the gclid, fbclid and utm_* of the listing it was chosen on, appended last and in
 * `TRACKING_PARAMS` order as `listingUrl` writes them; the rest of the URL is left as it was built.
 */
export function withTracking(url: string, from: string): string {
  const source = new URL(from, 'http://listing.invalid').searchParams;
  const present = new URL(url, 'http://listing.invalid').searchParams;
  let out = url;
  for (const name of TRACKING_PARAMS) {
    const value = source.get(name);
    if (!value || present.has(name)) continue;
    out += `${out.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value).replace(/%3A/gi, ':')}`;
  }
  return out;
}
