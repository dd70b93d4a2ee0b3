import { siteHostNames } from './hosts.js';
import {
  blogPath,
  checkoutPath,
  financePath,
  financePreApprovalPath,
  garagePath,
  listingBasePath,
  partsPath,
  privacyPath,
  tradeInPath,
  vehicleDetailPath,
} from './routes.js';
import type { Site } from './schema.js';

/** What one site serves, for an operator's dry run before a site file goes live. */
export interface SiteSummary {
  slug: string;
  name: string;
  template: Site['template'];
  /** Every host name the site answers to; the canonical one (the first custom host, else the url's) first. */
  hosts: string[];
  /** The canonical origin used in links, the sitemap and og tags (served on its url). */
  canonical: string;
  listing: string;
  /** Page → path, as the site's links spell them (`{slug}` stands for a car or post). */
  routes: Record<string, string>;
  /** The §1 optional features switched on. */
  features: string[];
}

/** The features a site switches on, by their field names (`garage_enabled`, `chat`, `analytics.gtm_id` …). */
function enabledFeatures(site: Site): string[] {
  const on: string[] = [];
  for (const [key, value] of Object.entries(site.features)) {
    if (value === true) on.push(key);
    else if (value && typeof value === 'object')
      for (const [inner, set] of Object.entries(value)) if (set) on.push(`${key}.${inner}`);
  }
  return on.sort();
}

/** The hosts, routes and features a site serves (§1, §2). */
export function siteSummary(site: Site): SiteSummary {
  const url = new URL(site.url);
  const hosts = siteHostNames(site);
  const canonicalHost = site.hosts[0] ?? url.hostname.toLowerCase();
  const garage = garagePath(site);
  const routes: Record<string, string> = {
    listing: listingBasePath(site),
    vehicle: vehicleDetailPath(site, '{slug}'),
    checkout: checkoutPath(site, '{slug}'),
    'trade-in': tradeInPath(site),
    finance: financePath(site, {}),
    'finance pre-approval': financePreApprovalPath(site),
    blog: blogPath(site),
    'blog post': blogPath(site, '{slug}'),
    'privacy policy': privacyPath(site, 'policy'),
    'privacy statement': privacyPath(site, 'statement'),
    parts: partsPath(site),
    ...(garage ? { garage } : {}),
  };
  // The builders percent-encode the slug; the summary shows the placeholder as written.
  for (const [page, path] of Object.entries(routes)) routes[page] = path.replaceAll('%7Bslug%7D', '{slug}');
  return {
    slug: site.slug,
    name: site.name,
    template: site.template,
    hosts: [canonicalHost, ...hosts.filter((h) => h !== canonicalHost)],
    canonical: site.hosts[0] ? `${url.protocol}//${site.hosts[0]}` : url.origin,
    listing: routes.listing as string,
    routes,
    features: enabledFeatures(site),
  };
}
