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
  created_at?: string | null;
  /** The car's last change (price, status or details; issue #31), null while unchanged since created. */
  updated_at?: string | null;
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

/** A car's last change: its updated_at when later than its created_at (issue #31 lastmod). */
export function lastChange(car: Pick<SitemapCar, 'created_at' | 'updated_at'>): string | null {
  const times = [car.created_at, car.updated_at].filter(
    (t): t is string => typeof t === 'string' && !Number.isNaN(Date.parse(t)),
  );
  if (times.length === 0) return null;
  return times.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
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
  input: {
    conditions: readonly Condition[];
    cars: readonly SitemapCar[];
    posts?: readonly SitemapPost[];
    /** Whether the listing has a car (a listing of none is `noindex`: search-query's indexation). */
    listing?: boolean;
  },
): SitemapEntry[] {
  const actions = sellerActions(site);
  const paths = [
    '/',
    ...(input.listing === false ? [] : [site.routes.listing_base_path]),
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
    add(new URL(vehicleDetailPath(site, car.slug), origin).href, lastmod(lastChange(car)));
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

/** sitemaps.org's limit of URLs in one sitemap file (and of sitemaps in one index). */
export const SITEMAP_LIMIT = 50_000;

/** The address of part `n` (from 1) of a site's sitemap, when it needs more than one file. */
export function sitemapPartPath(n: number): string {
  return `/sitemaps/${n}.xml`;
}

/**
 * The XML a site answers at /sitemap.xml (`part` null) or at a part's address: up to `SITEMAP_LIMIT`
 * entries, one urlset; more, a sitemap index of parts of `SITEMAP_LIMIT` each (sitemaps.org), the
 * parts' lastmod their newest entry's. Null for a part the entries do not fill (a 404).
 */
export function sitemapDocument(
  entries: readonly SitemapEntry[],
  origin: string,
  part: number | null,
  limit = SITEMAP_LIMIT,
): string | null {
  const parts = Math.max(1, Math.ceil(entries.length / limit));
  if (part === null) {
    if (parts === 1) return sitemapXml(entries);
    const items = Array.from({ length: parts }, (_, i) => {
      const loc = escapeXml(new URL(sitemapPartPath(i + 1), origin).href);
      const newest = entries
        .slice(i * limit, (i + 1) * limit)
        .reduce<string | undefined>(
          (a, e) => (e.lastmod && (!a || e.lastmod > a) ? e.lastmod : a),
          undefined,
        );
      return `  <sitemap><loc>${loc}</loc>${newest ? `<lastmod>${newest}</lastmod>` : ''}</sitemap>`;
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
  }
  if (parts === 1 || !Number.isSafeInteger(part) || part < 1 || part > parts) return null;
  return sitemapXml(entries.slice((part - 1) * limit, part * limit));
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
