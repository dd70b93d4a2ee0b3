import type {
  AutoDealerLeaf,
  AutoRentalLeaf,
  BlogPosting,
  BreadcrumbList,
  MotorcycleDealerLeaf,
  OpeningHoursSpecification,
  PostalAddress,
  WithContext,
} from 'schema-dts';
import { carYard } from './address.js';
import { WEEKDAYS } from './constants.js';
import { primaryLocation } from './hours.js';
import type { Address, Country, Location, Site } from './schema.js';
import { schemaOrgSellerType } from './vehicle.js';

/**
 * schema.org structured data about the business behind a site (§1 identity, §3 locations): what Google
 * reads for a dealer's Business Profile and a vehicle offer's seller. Only what the site file says —
 * nothing is invented for a dealer (no geo without coordinates, no hours the file does not give). Every
 * node is typed with `schema-dts` (schema.org's vocabulary as TypeScript): a property or value the
 * vocabulary does not have for the type fails the build.
 */

/** The business a site is, as schema.org types it (`schemaOrgSellerType`). */
type DealerNode = AutoDealerLeaf | MotorcycleDealerLeaf | AutoRentalLeaf;

/**
 * A schema.org node as JSON-LD, the type these builders give their callers: the schema.org typings
 * check the builders here, and a package's users need none of them (schema-dts is types for ES modules
 * only, which a CommonJS TypeScript job cannot read).
 */
export type JsonLdNode = Readonly<Record<string, unknown>>;

/** A checked node handed out as plain JSON-LD (schema-dts' unions carry no index signature). */
const jsonLd = (node: object): JsonLdNode => node as JsonLdNode;

/** The ISO 4217 currency a site's prices are in: its country's dollar (§9 AUD; NZ sites NZD). */
export function siteCurrency(site: Pick<Site, 'country'>): 'AUD' | 'NZD' {
  return site.country === 'NZ' ? 'NZD' : 'AUD';
}

function postalAddress(address: Address, country: Country): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.state,
    postalCode: address.postcode,
    addressCountry: address.country ?? country,
  };
}

const DAY_NAMES = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
} as const satisfies Record<(typeof WEEKDAYS)[number], string>;

/** A dealer node of the site's type: the properties are checked against AutoDealer's (all LocalBusiness). */
function dealerNode(site: Site, properties: Omit<AutoDealerLeaf, '@type'>): DealerNode {
  return { ...properties, '@type': schemaOrgSellerType(site) } as DealerNode;
}

/** The open days of a location as schema.org opening hours; closed and by-appointment days are left out. */
function openingHoursSpecification(location: Location): OpeningHoursSpecification[] {
  const hours = location.contact_detail.opening_hours;
  const specs: OpeningHoursSpecification[] = [];
  for (const day of WEEKDAYS) {
    const h = hours[day];
    if (h?.status !== 'open' || !h.open || !h.close) continue;
    specs.push({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAY_NAMES[day]}` as const,
      opens: h.open,
      closes: h.close,
    });
  }
  return specs;
}

/**
 * One location of a site as its dealer type (AutoDealer, MotorcycleDealer, AutoRental): name, address,
 * telephone, opening hours, and geo when the site file gives coordinates. `@id` makes it referable from
 * offers on car pages.
 */
export function locationBusiness(site: Site, location: Location, origin: string): JsonLdNode {
  return jsonLd(locationNode(site, location, origin));
}

function locationNode(site: Site, location: Location, origin: string): DealerNode {
  const hours = openingHoursSpecification(location);
  return dealerNode(site, {
    '@id': new URL(`/our-locations#${location.slug}`, origin).href,
    name: location.location_name,
    url: new URL('/', origin).href,
    telephone: location.contact_detail.phone,
    address: postalAddress(location.address, site.country),
    ...(location.contact_detail.email ? { email: location.contact_detail.email } : {}),
    ...(location.latitude !== undefined && location.longitude !== undefined
      ? { geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude } }
      : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
  });
}

/**
 * The business as a whole, for the home page: the site's dealer type with its name, phone, address and
 * every location as a department (each with its own address, phone and hours).
 */
export function dealerBusiness(site: Site, origin: string): JsonLdNode {
  const hours = openingHoursSpecification(primaryLocation(site));
  const node = dealerNode(site, {
    '@id': new URL('/#dealer', origin).href,
    name: site.name,
    url: new URL('/', origin).href,
    telephone: site.phone,
    email: site.email,
    address: postalAddress(site.address, site.country),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(site.locations.length > 1
      ? { department: site.locations.map((l) => locationNode(site, l, origin)) }
      : {}),
  });
  return jsonLd({ '@context': 'https://schema.org', ...node } satisfies WithContext<DealerNode>);
}

/**
 * The seller of a car's offer: the location the car stands at (by location id, else its dealership),
 * else the site's primary location — with the address and phone a shopper would use.
 */
export function sellerOf(
  site: Site,
  car: { location_id: number | null; dealership_slug: string },
  origin: string,
): JsonLdNode {
  return jsonLd(locationNode(site, carYard(car, site), origin));
}

/** A BreadcrumbList of the trail a page shows (names and site paths, first the home page). */
export function breadcrumbList(origin: string, trail: readonly { name: string; path: string }[]): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).href,
    })),
  } satisfies WithContext<BreadcrumbList>;
}

/** A news or blog post as an article of the business (headline, summary, date, publisher). */
export function blogPosting(
  site: Pick<Site, 'name' | 'template'>,
  origin: string,
  post: { title: string; excerpt: string; published_at: string; href: string },
): JsonLdNode {
  const url = new URL(post.href, origin).href;
  const published = new Date(post.published_at);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    ...(Number.isNaN(published.getTime()) ? {} : { datePublished: published.toISOString() }),
    author: { '@type': 'Organization', name: site.name, url: new URL('/', origin).href },
    publisher: { '@type': 'Organization', name: site.name, url: new URL('/', origin).href },
  } satisfies WithContext<BlogPosting>;
}
