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
  servicePath,
  specialOffersPath,
  tradeInPath,
  vehicleDetailPath,
} from '@dealer/site-registry';

export interface SitemapCar {
  slug: string;
  created_at?: string | null;
}

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/**
 * The pages a crawler should know on one site: home, the listing, its stock (condition) pages with stock,
 * every listed vehicle and the information pages — as absolute URLs on the site's own origin.
 */
export function sitemapEntries(
  site: Site,
  origin: string,
  input: { conditions: readonly Condition[]; cars: readonly SitemapCar[] },
): SitemapEntry[] {
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
    financePath(site),
    tradeInPath(site),
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
  for (const car of input.cars) {
    const entry: SitemapEntry = { loc: new URL(vehicleDetailPath(site, car.slug), origin).href };
    const date = car.created_at ? new Date(car.created_at) : null;
    if (date && !Number.isNaN(date.getTime())) entry.lastmod = date.toISOString().slice(0, 10);
    entries.push(entry);
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
