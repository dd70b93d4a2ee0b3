import { primaryLocation } from './hours.js';
import type { Address, Location, Site } from './schema.js';

/**
 * One line of an address as the sites print it: "620 Great South Road, Penrose Auckland 1061" (with
 * `country`: ", NZ" after it, as the vehicle-ads feeds send it).
 */
export function addressLine(address: Address, options: { country?: boolean } = {}): string {
  const line = `${address.street}, ${address.city} ${address.state} ${address.postcode}`;
  return options.country ? `${line}, ${address.country}` : line;
}

/** What a car record says of its yard (the feed's location id or slug, its dealership); any may be missing. */
export interface CarYardRef {
  location_id?: number | null;
  location?: { slug?: string | null } | null;
  dealership_slug?: string | null;
}

/**
 * The yard a car stands at, one answer for its page, its structured data, its NZ notice and the ads feeds:
 * its location by id, then by slug, then its dealership's (primary) yard, else the site's primary (or
 * first) location.
 */
export function carYard(car: CarYardRef, site: Pick<Site, 'locations'>): Location {
  const { locations } = site;
  const byId = car.location_id == null ? undefined : locations.find((l) => l.id === car.location_id);
  const slug = car.location?.slug;
  const bySlug = slug ? locations.find((l) => l.slug === slug) : undefined;
  const dealership = car.dealership_slug;
  const ofDealership = dealership ? locations.filter((l) => l.dealership_slug === dealership) : [];
  return byId ?? bySlug ?? ofDealership.find((l) => l.primary) ?? ofDealership[0] ?? primaryLocation(site);
}
