import {
  type JsonLdNode,
  type Site,
  schemaOrgVehicleType,
  sellerOf,
  siteCurrency,
  vehicleDetailPath,
} from '@dealer/site-registry';
import type {
  CarLeaf,
  ItemAvailability,
  MotorcycleLeaf,
  Offer,
  OfferForLeaseLeaf,
  OfferLeaf,
  VehicleLeaf,
  WithContext,
} from 'schema-dts';
import type { Car } from './car.js';
import { priceDisplay } from './price.js';
import { isSold } from './tags.js';

/**
 * schema.org JSON-LD of a car page (Google's vehicle listing, Merchant Center vehicle ads): the site's
 * vehicle type with what the record knows, and an offer that says what the price is — a sale price in
 * the site's currency, a daily hire or weekly subscription rate as a unit price, or no offer when the
 * car has no price (a valid vehicle without one rather than an offer of nothing). Typed with `schema-dts`
 * (schema.org's vocabulary): a property or value the vocabulary lacks for the type fails the build.
 */

/** schema.org's availabilities a car's offer takes (each one of schema-dts' `ItemAvailability`). */
export type OfferAvailability =
  | 'https://schema.org/SoldOut'
  | 'https://schema.org/Reserved'
  | 'https://schema.org/PreOrder'
  | 'https://schema.org/InStock';

/** §4 the offer's availability from the car's status: sold, held (Reserved), coming soon (PreOrder), in stock. */
export function offerAvailability(car: Pick<Car, 'status' | 'sold' | 'reserved'>): OfferAvailability {
  if (isSold(car)) return 'https://schema.org/SoldOut';
  if (car.reserved) return 'https://schema.org/Reserved';
  if (car.status === 'coming_soon') return 'https://schema.org/PreOrder';
  return 'https://schema.org/InStock';
}

const NEW = 'https://schema.org/NewCondition' as const;
const USED = 'https://schema.org/UsedCondition' as const;

/** UN/CEFACT unit codes of a rate: per day (rental hire), per week (subscription). */
const RATE_UNIT = { rental: 'DAY', subscription: 'WEE' } as const;

type OfferCar = Parameters<typeof priceDisplay>[0] &
  Pick<Car, 'status' | 'sold' | 'reserved' | 'location_id' | 'dealership_slug' | 'car_type'>;

/** The car's offer, or null when it has no price to offer it at. */
export function vehicleOffer(car: OfferCar, site: Site, origin: string, url: string): JsonLdNode | null {
  // schema-dts' Offer may be a bare string (an IRI); this builder only ever makes the object.
  return vehicleOfferNode(car, site, origin, url) as JsonLdNode | null;
}

function vehicleOfferNode(car: OfferCar, site: Site, origin: string, url: string): Offer | null {
  const price = priceDisplay(car, site);
  if (price.amount === null) return null;
  const currency = siteCurrency(site);
  const base = {
    url,
    availability: offerAvailability(car) satisfies ItemAvailability,
    itemCondition: car.car_type === 'new' ? NEW : USED,
    // Checked as schema.org's AutoDealer (or its kin) where site-registry builds it.
    seller: sellerOf(site, car, origin) as OfferLeaf['seller'],
  } satisfies Omit<OfferLeaf, '@type'>;
  if (price.kind === 'rental' || price.kind === 'subscription') {
    // A hire or subscription rate is not the car's price: an offer for lease at a unit price per day or week.
    return {
      '@type': 'OfferForLease',
      ...base,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: price.amount,
        priceCurrency: currency,
        unitCode: RATE_UNIT[price.kind],
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: RATE_UNIT[price.kind] },
      },
    } satisfies OfferForLeaseLeaf;
  }
  // The price type (Drive Away, Excl. Govt. Charges) says what the amount covers, as on the page.
  const words = price.priceTypeLabel ? { description: price.priceTypeLabel } : {};
  return {
    '@type': 'Offer',
    ...base,
    price: price.amount,
    priceCurrency: currency,
    ...words,
  } satisfies OfferLeaf;
}

/** The site's vehicle type (Car, Motorcycle, else Vehicle) with properties checked against Vehicle's. */
type VehicleNode = VehicleLeaf | MotorcycleLeaf | CarLeaf;

/** Plain text of a dealer's description (it may carry markup), whitespace collapsed, or null. */
function plainText(html: string | null | undefined, limit = 5000): string | null {
  if (!html) return null;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? null : text.slice(0, limit);
}

/** What a car page names itself in JSON-LD: the vehicle with its offer (see module doc). */
export function vehicleStructuredData(car: Car, site: Site, origin: string): JsonLdNode {
  const url = new URL(vehicleDetailPath(site, car.slug), origin).href;
  const configuration = [car.badge, car.series].filter((part) => part && part.trim() !== '').join(' ');
  const description = plainText(car.description?.body);
  const offer = vehicleOfferNode(car, site, origin, url);
  const photos = car.images.map((i) => i.image.url);
  if (photos.length === 0 && car.primary_image_url) photos.push(car.primary_image_url);
  const images = photos.map((photo) => new URL(photo, origin).href);
  const properties = {
    name: car.name,
    url,
    // No photo: no image at all (an empty list reads as a missing image to the vehicle-listing checks).
    ...(images.length > 0 ? { image: images } : {}),
    brand: { '@type': 'Brand', name: car.make },
    manufacturer: { '@type': 'Organization', name: car.manufacturer?.name ?? car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: car.car_type === 'new' ? NEW : USED,
    ...(description ? { description } : {}),
    ...(configuration ? { vehicleConfiguration: configuration } : {}),
    ...(car.body ? { bodyType: car.body } : {}),
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    ...(car.stocknum ? { sku: car.stocknum } : {}),
    // Engine hours (trucks, some RVs) are not a distance: no odometer reading then.
    ...(car.km !== null && car.odometer_unit !== 'hours'
      ? {
          mileageFromOdometer: {
            '@type': 'QuantitativeValue',
            value: car.km,
            unitCode: car.odometer_unit === 'mi' ? 'SMI' : 'KMT',
          },
        }
      : {}),
    ...(car.fuel ? { fuelType: car.fuel } : {}),
    ...(car.transmission ? { vehicleTransmission: car.transmission } : {}),
    ...(car.colour ? { color: car.colour } : {}),
    ...(car.drive ? { driveWheelConfiguration: car.drive } : {}),
    ...(car.seats ? { vehicleSeatingCapacity: car.seats } : {}),
    ...(car.doors ? { numberOfDoors: car.doors } : {}),
    ...(offer ? { offers: offer } : {}),
  } satisfies Omit<VehicleLeaf, '@type'>;
  return {
    '@context': 'https://schema.org',
    '@type': schemaOrgVehicleType(site),
    ...properties,
  } as WithContext<VehicleNode> as unknown as JsonLdNode;
}
