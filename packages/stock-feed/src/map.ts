import type { CarInput } from '@dealer/pricing';
import { startOfLocalDay } from '@dealer/site-registry';
import type { FeedRecord } from './fields.js';

/** Where a feed's cars stand: the dealership and its yards, keyed by the DMS location code. */
export interface FeedLocation {
  /** The codes a DMS may send for this yard (its slug, its id, a yard code). */
  codes: string[];
  id: number;
  slug: string;
  name: string;
  city: string | null;
  state: string | null;
  phone: string | null;
  dealership: { id: number; slug: string; name: string };
  /** The yard's IANA zone (`siteTimeZone`): a date the DMS writes is that day on the yard's clock. */
  timeZone: string;
}

export interface FeedDealer {
  /** Cars with no location code stand here. */
  defaultLocation: FeedLocation;
  locations: FeedLocation[];
  /** A photo file name (not a URL) → the URL it is served at; default: the name as given. */
  imageUrl?: (name: string) => string;
  /**
   * Every photo source of a car (file name or URL, in feed order) → the URL the site serves it at, or
   * null to leave it out (a photo pipeline that stores the photos). When given, it replaces `imageUrl`.
   */
  photoUrl?: (source: string, stocknum: string) => string | null;
  /** The pictures of a car the feed gives no (usable) photo of, e.g. generated drawings; default none. */
  fallbackImages?: (car: { body: string | null; colour: string | null }) => string[];
}

/** The location a record's code names, or null when the code is unknown. */
export function locationOf(dealer: FeedDealer, code: string | undefined): FeedLocation | null {
  if (code === undefined) return dealer.defaultLocation;
  const wanted = code.trim().toLowerCase();
  return dealer.locations.find((l) => l.codes.some((c) => c.toLowerCase() === wanted)) ?? null;
}

/** §5 car slug: letters, digits and hyphens — year, make, model and the stock number. */
export function feedSlug(record: Pick<FeedRecord, 'year' | 'make' | 'model' | 'stocknum'>): string {
  return `${record.year} ${record.make} ${record.model} ${record.stocknum}`
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** A DMS date (a calendar day at the yard) as the instant that day starts on the yard's clock. */
const dayStartSeconds = (date: string, timeZone: string) =>
  Math.floor(startOfLocalDay(date, timeZone).getTime() / 1000);

export interface CarIdentity {
  id: number;
  slug: string;
  created_at: string;
}

/**
 * A DMS record as the §3 Car record. Price: the drive-away price when given (price_type drive_away),
 * else the excluding-government-charges price (egc). A sold record carries its sold date (from that day's start on the yard's clock) or `now`.
 * rego, build_date and compliance_date are checked but the §3 record has no field for them; rego_expiry
 * and the NZ notice facts (engine size, first registrations, damaged import, security interest, WoF/CoF)
 * go onto the car for the Consumer Information Notice (#34).
 */
export function feedRecordToCar(
  record: FeedRecord,
  location: FeedLocation,
  identity: CarIdentity,
  dealer: FeedDealer,
  now: Date,
): CarInput {
  const driveAway = record.drive_away_price ?? null;
  const price = driveAway ?? record.egc_price ?? null;
  const sold = record.status === 'sold';
  const soldAt = sold
    ? record.sold_date
      ? dayStartSeconds(record.sold_date, location.timeZone)
      : Math.floor(now.getTime() / 1000)
    : null;
  const { photoUrl } = dealer;
  const photos = photoUrl
    ? record.images.flatMap((source) => photoUrl(source, record.stocknum) ?? [])
    : // importFeed has refused every value that is neither an http(s) URL nor a file name (images.ts).
      record.images.map((name) => (/^https?:\/\//i.test(name) ? name : (dealer.imageUrl?.(name) ?? name)));
  const images =
    photos.length > 0
      ? photos
      : (dealer.fallbackImages?.({ body: record.body ?? null, colour: record.colour ?? null }) ?? []);
  const title = [record.year, record.make, record.model, record.badge].filter(Boolean).join(' ');
  return {
    id: identity.id,
    name: title,
    slug: identity.slug,
    stocknum: record.stocknum,
    vin: record.vin ?? null,
    make: record.make,
    make_model: `${record.make} ${record.model}`,
    model: record.model,
    body: record.body ?? null,
    year: record.year,
    series: record.series ?? null,
    badge: record.badge ?? null,
    km: record.odometer ?? null,
    price,
    before_price: record.before_price ?? null,
    subscription_price: record.subscription_price ?? null,
    rental_price: record.rental_price ?? null,
    price_type: price === null ? null : driveAway !== null ? 'drive_away' : 'egc',
    car_type: record.car_type,
    status: record.status,
    simple_fuel: record.fuel ?? null,
    sold,
    certified: record.certified,
    created_at: identity.created_at,
    created_at_timestamp: epochSeconds(identity.created_at),
    sold_date_timestamp: soldAt,
    show_on_dealer_website: record.show_on_dealer_website,
    dealership_id: location.dealership.id,
    dealership_slug: location.dealership.slug,
    dealership_name: location.dealership.name,
    city: location.city,
    state: location.state,
    location: {
      slug: location.slug,
      phone: location.phone,
      distribution_locations: [{ id: location.id, name: location.name }],
    },
    location_id: location.id,
    location_name: location.name,
    primary_image_url: images[0] ?? null,
    images: images.map((url) => ({ image: { url } })),
    photos_count: images.length,
    description: record.description ? { body: record.description } : null,
    manufacturer: { name: record.make },
    // Dealers rank what they can still sell above what has just sold.
    custom_rank: sold ? 0 : 100,
    colour: record.colour ?? null,
    drive: record.drive ?? null,
    fuel: record.fuel ?? null,
    transmission: record.transmission ?? null,
    seats: record.seats ?? null,
    price_range: price === null ? null : Math.floor(price / 10_000) * 10_000,
    weekly_price: record.weekly_price ?? null,
    // The budget bands' figure is what the car's page shows on each site that lists it: the BFF writes it
    // per site when it indexes the stock (@dealer/pricing budgetFigure, issue #31), never from the feed.
    weekly_price_range: null,
    filtered_features: record.features,
    engine_size: record.engine_size ?? null,
    nz_first_registered: record.nz_first_registered ?? null,
    overseas_first_registered: record.overseas_first_registered ?? null,
    imported_damaged: record.imported_damaged ?? null,
    security_interest: record.security_interest ?? null,
    wof_expiry: record.wof_expiry || null,
    cof_expiry: record.cof_expiry || null,
    rego_expiry: record.rego_expiry || null,
  };
}
