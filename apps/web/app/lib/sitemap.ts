import { createSearchState, listingUrl } from '@dealer/search-query';
import {
  blogPath,
  type Condition,
  contactPath,
  financePath,
  locationsPath,
  modelsPath,
  privacyPath,
  type Site,
  sellerActions,
  servicePath,
  specialOffersPath,
  tradeInPath,
  vehicleDetailPath,
} from '@dealer/site-registry';

export interface SitemapCar {
  slug: string;
  /** The record's only date: the feed gives no time of its last change. */
  created_at?: string | null;
  status?: string;
  sold?: boolean;
}

export interface SitemapPost {
  slug: string;
  published_at?: string | null;
}

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/** A date as the sitemap's W3C date (YYYY-MM-DD), or undefined when unreadable. */
function lastmod(iso: string | null | undefined): string | undefined {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : undefined;
}

/**
 * The pages a crawler should index on one site, as absolute URLs on the site's canonical origin: home,
 * the listing and its stock (condition) pages with stock, the information pages the site's kind offers
 * (no finance or trade-in for a rental company), every blog post, and every listed car that is not sold
 * (a sold car keeps its page, SoldOut, until its window ends, but is no longer worth a crawl).
 */
export function sitemapEntries(
  site: Site,
  origin: string,
  input: { conditions: readonly Condition[]; cars: readonly SitemapCar[]; posts?: readonly SitemapPost[] },
): SitemapEntry[] {
  const actions = sellerActions(site);
  const paths = [
    '/',
    site.routes.listing_base_path,
    ...input.conditions.map((condition) =>
      listingUrl(site, createSearchState({ refinements: { car_type: [condition] } })),
    ),
    modelsPath(),
    specialOffersPath(),
    locationsPath(),
    contactPath(),
    ...(actions.finance ? [financePath(site)] : []),
    ...(actions.tradeIn ? [tradeInPath(site)] : []),
    servicePath(),
    blogPath(site),
    privacyPath(site, 'policy'),
    privacyPath(site, 'statement'),
  ];
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const path of paths) {
    const loc = new URL(path, origin).href;
    if (seen.has(loc)) continue;
    seen.add(loc);
    entries.push({ loc });
  }
  const add = (loc: string, date?: string) => {
    if (seen.has(loc)) return;
    seen.add(loc);
    entries.push(date ? { loc, lastmod: date } : { loc });
  };
  for (const post of input.posts ?? [])
    add(new URL(blogPath(site, post.slug), origin).href, lastmod(post.published_at));
  for (const car of input.cars) {
    if (car.status === 'sold' || car.sold === true) continue;
    add(new URL(vehicleDetailPath(site, car.slug), origin).href, lastmod(car.created_at));
  }
  return entries;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** The sitemaps.org XML of the entries. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything but the refinement redirector and the API, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /_refine',
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
