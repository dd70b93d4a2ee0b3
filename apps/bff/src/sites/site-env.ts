/**
 * The environment variable of one site's secret: `<PREFIX>_<SLUG>`, the slug upper-cased with `-` as `_`
 * (`STOCK_FEED_TOKEN_HARBOUR_AUTO`). One rule for every per-site secret the operator sets: feed, leads-API
 * and ads-feed tokens, dealer passwords, lead webhook secrets.
 */
export function siteEnvName(prefix: string, slug: string): string {
  return `${prefix}_${slug.toUpperCase().replace(/-/g, '_')}`;
}
