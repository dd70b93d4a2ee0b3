import {
  blogPath,
  contentPagePath,
  garagePath,
  listingBasePath,
  privacyPath,
  tradeInPath,
} from './routes.js';
import type { Site } from './schema.js';

/**
 * The page a path names on one site (§2), the inverse of the route builders: every per-site path — the
 * vehicle base, the listing base, the blog, the garage, the privacy pages — comes from the site's own
 * configuration, so a site file with `vehicle_base_path: /vehicles` is routed with no code change.
 * A path no other rule claims may be a page-builder content page (§1/§2 /pages/{slug}, or /{slug} on sites
 * without a pages path). Paths no per-site rule claims give null (fixed pages such as /finance are routed
 * by name).
 */
export type SitePage =
  | { kind: 'vehicle'; slug: string }
  | { kind: 'checkout'; slug: string }
  | { kind: 'cin'; slug: string }
  | { kind: 'trade-in' }
  | { kind: 'blog' }
  | { kind: 'blog-post'; post: string }
  | { kind: 'privacy'; which: 'policy' | 'statement' }
  | { kind: 'garage' }
  | { kind: 'listing' }
  | { kind: 'content'; slug: string };

/** §5 a car or post slug: letters, digits, hyphens and underscores. */
const SLUG = /^[A-Za-z0-9_-]+$/;
/** A page-builder page slug: lower-case words joined by single hyphens. */
const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function under(path: string, base: string): string[] | null {
  if (path === base) return [];
  if (!path.startsWith(`${base}/`)) return null;
  return path.slice(base.length + 1).split('/');
}

export function resolveSitePage(site: Pick<Site, 'routes' | 'features'>, pathname: string): SitePage | null {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const vehicle = under(path, site.routes.vehicle_base_path);
  if (vehicle && vehicle.length > 0) {
    const [slug, step, ...rest] = vehicle as [string, ...string[]];
    if (slug === 'trade-in' && step === undefined) return { kind: 'trade-in' };
    if (SLUG.test(slug) && rest.length === 0) {
      if (step === undefined) return { kind: 'vehicle', slug };
      if (step === site.routes.reserve_segment) return { kind: 'checkout', slug };
      if (step === 'cin') return { kind: 'cin', slug };
    }
  }
  if (path === tradeInPath(site)) return { kind: 'trade-in' };
  const blog = under(path, blogPath(site));
  if (blog?.length === 0) return { kind: 'blog' };
  if (blog?.length === 1 && SLUG.test(blog[0] as string))
    return { kind: 'blog-post', post: blog[0] as string };
  if (path === privacyPath(site, 'policy')) return { kind: 'privacy', which: 'policy' };
  if (path === privacyPath(site, 'statement')) return { kind: 'privacy', which: 'statement' };
  if (path === garagePath(site)) return { kind: 'garage' };
  if (under(path, listingBasePath(site))) return { kind: 'listing' };
  const slug = path.slice(path.lastIndexOf('/') + 1);
  if (PAGE_SLUG.test(slug) && contentPagePath(site, slug) === path) return { kind: 'content', slug };
  return null;
}
