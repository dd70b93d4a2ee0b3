import type { Car } from '@dealer/pricing';
import { type Site, sellerKind, vehicleNoun } from '@dealer/site-registry';
import { type AdsChannel, advertisedPrice } from './feed.js';

/**
 * Which stock a vehicle-ads channel takes. Google's vehicle ads are for passenger cars and utes offered
 * for sale: a site that sells motorcycles, RVs, caravans, campers, trucks, trailers or scooters has an
 * empty Google feed, and so has one that hires cars out or rents them by subscription. Meta's vehicle
 * catalog takes any road vehicle offered for sale. Car by car, both need what the channel cannot show
 * an ad without: a sale price, a 17-character VIN, a photo and an odometer in km or miles; Google also
 * leaves out a car held for a shopper until its hold ends.
 */

/** A VIN as both channels read it: 17 characters, letters and digits but I, O and Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Bodies that are not a passenger car or ute, whatever the site's template (a bus on a car site). */
const NOT_PASSENGER = /\b(bus|truck|prime mover|motorhome|caravan|camper|motorcycle|scooter|trailer)\b/i;

/** Why the channel takes none of the site's stock, or null when it takes the site's cars. */
export function siteExclusion(site: Site, channel: AdsChannel): string | null {
  const kind = sellerKind(site);
  if (kind !== 'sale')
    return `${channel === 'google' ? 'Google vehicle ads' : 'Meta vehicle catalogs'} advertise vehicles for sale; ${site.name} offers ${kind === 'rental' ? 'hire' : 'subscriptions'}`;
  if (channel === 'google' && site.template !== 'car')
    return `Google vehicle ads take passenger cars and utes only; ${site.name} sells ${vehicleNoun(site, { plural: true, lowercase: true })}`;
  return null;
}

/** Why the channel leaves this car out, or null when it is advertised. */
export function carExclusion(car: Car, site: Site, channel: AdsChannel): string | null {
  if (car.sold || car.status === 'sold') return 'sold';
  if (!advertisedPrice(car, site)) return 'no sale price';
  if (!car.vin || !VIN_PATTERN.test(car.vin.trim().toUpperCase())) return 'no 17-character VIN';
  if (car.images.length === 0 && !car.primary_image_url) return 'no photo';
  if (car.odometer_unit === 'hours') return 'odometer in engine hours';
  if (car.km === null && car.car_type !== 'new') return 'no odometer reading';
  // Held for a shopper's deposit: Google's vehicle ads have no "pending" state, and an ad for a car
  // nobody else can buy sends shoppers to a dead end; it comes back when the hold ends. Meta's catalog
  // keeps it as PENDING (meta.ts).
  if (channel === 'google' && car.reserved) return 'held for a shopper (reserved)';
  if (channel === 'google' && car.body && NOT_PASSENGER.test(car.body))
    return `body "${car.body}" is not a passenger car or ute`;
  return null;
}
