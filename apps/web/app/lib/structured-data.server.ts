import { type Car, vehicleStructuredData } from '@dealer/pricing';
import { type FacetValues, listingHeading, type SearchState } from '@dealer/search-query';
import {
  blogPosting,
  breadcrumbList,
  dealerBusiness,
  locationBusiness,
  type Site,
  vehicleDetailPath,
} from '@dealer/site-registry';
import type { JsonLd } from './seo';

/**
 * The schema.org JSON-LD of the pages, built on the server in their loaders and handed to `meta` in the
 * loader data: the builders (pricing's vehicle, site-registry's business, seller, breadcrumbs, posts) stay
 * out of the browser's bundle, since `meta` runs there too on client-side navigations.
 */

/**
 * §2 a listing: the breadcrumbs to it. The page's ItemList is made in `listingMeta` from the cards the page
 * has anyway (in the loader data it would carry every card's name and URL twice in the hydration data).
 */
export function listingJsonLd(
  site: Site,
  origin: string,
  state: SearchState,
  canonical: string,
  facetValues: FacetValues,
): JsonLd[] {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Stock', path: site.routes.listing_base_path },
  ];
  if (canonical !== site.routes.listing_base_path)
    crumbs.push({ name: listingHeading(site, state, facetValues), path: canonical });
  return [breadcrumbList(origin, crumbs)];
}

/**
 * A car page: the vehicle (pricing's `vehicleStructuredData`: the site's vehicle type, its offer in the
 * site's currency, a lease rate per day or week, availability by status, the seller's address and phone),
 * then the breadcrumbs the page shows as a BreadcrumbList.
 */
export function carJsonLd(site: Site, origin: string, car: Car): JsonLd[] {
  return [
    vehicleStructuredData(car, site, origin),
    breadcrumbList(origin, [
      { name: 'Home', path: '/' },
      { name: 'Stock', path: site.routes.listing_base_path },
      { name: car.name, path: vehicleDetailPath(site, car.slug) },
    ]),
  ];
}

/** The home page: the business behind the site (its address, phone, hours and each location). */
export function homeJsonLd(site: Site, origin: string): JsonLd[] {
  return [dealerBusiness(site, origin)];
}

/** Our locations: each location as its dealer type with address, phone, geo and opening hours (§3 locations). */
export function locationsJsonLd(site: Site, origin: string): JsonLd[] {
  const graph = site.locations.map((l) => locationBusiness(site, l, origin));
  return [{ '@context': 'https://schema.org', '@graph': graph }];
}

/** A blog post as a BlogPosting of the business. */
export function blogPostJsonLd(
  site: Site,
  origin: string,
  post: Parameters<typeof blogPosting>[2],
): JsonLd[] {
  return [blogPosting(site, origin, post)];
}
