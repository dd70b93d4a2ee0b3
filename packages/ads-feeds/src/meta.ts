import type { Car } from '@dealer/pricing';
import { carYard, vehicleDetailPath } from '@dealer/site-registry';
import { carExclusion, siteExclusion } from './exclusions.js';
import {
  type AdsFeed,
  type AdsFeedInput,
  absolute,
  advertisedPrice,
  carTitle,
  duplicateOf,
  feedId,
  feedPrice,
  feedVin,
  plainText,
  priceSentence,
} from './feed.js';
import { metaBodyStyle, metaDrivetrain, metaFuelType, metaTransmission } from './meta-values.js';
import { META_AUTOMOTIVE as META_SPEC } from './spec/meta-automotive.js';

/** The Meta automotive catalog columns (flattened JSON-path names), in the published list's order. */
export const META_COLUMNS: readonly string[] = META_SPEC.attributes.map((a) => a.name);

/**
 * The Meta automotive inventory catalog of a site: one vehicle per listed car Meta takes (see
 * exclusions.ts; also left out: a car whose transmission or colour the record does not say, both required
 * by Meta). Enumerations are Meta's upper-case values mapped from the dealer's words (meta-values.ts);
 * the yard's address is Meta's address object as JSON, with its latitude and longitude when the site
 * knows them. The price type is in the description.
 */
export function metaAutomotiveFeed({ site, cars, origin }: AdsFeedInput): AdsFeed {
  const feed: AdsFeed = {
    channel: 'meta',
    site: site.slug,
    columns: META_COLUMNS,
    items: [],
    excluded: [],
    reason: siteExclusion(site, 'meta'),
  };
  if (feed.reason) return feed;
  const seen = { ids: new Set<string>(), vins: new Set<string>() };
  for (const car of cars) {
    const reason =
      carExclusion(car, site, 'meta') ??
      (metaTransmission(car.transmission) ? null : 'transmission not known') ??
      (car.colour?.trim() ? null : 'no exterior colour') ??
      duplicateOf(seen, feedId(car), feedVin(car));
    if (reason) feed.excluded.push({ id: feedId(car), reason });
    else feed.items.push(metaItem(car, site, origin));
  }
  return feed;
}

function metaItem(car: Car, site: AdsFeedInput['site'], origin: string): Record<string, string> {
  const price = advertisedPrice(car, site) as NonNullable<ReturnType<typeof advertisedPrice>>;
  const location = carYard(car, site);
  const image = car.images[0]?.image.url ?? (car.primary_image_url as string);
  const a = location.address;
  return {
    vehicle_id: feedId(car),
    title: carTitle(car).slice(0, 500),
    description: [plainText(car.description?.body) || car.name, priceSentence(price)]
      .join(' ')
      .slice(0, 5000),
    url: absolute(vehicleDetailPath(site, car.slug), origin),
    make: car.make.trim().slice(0, 100),
    model: car.model.trim().slice(0, 100),
    year: String(car.year),
    'mileage.value': String(Math.round(car.km ?? 0)),
    'mileage.unit': car.odometer_unit === 'mi' ? 'MI' : 'KM',
    'image[0].url': absolute(image, origin),
    'image[0].tag[0]': 'Exterior',
    price: feedPrice(price.amount, site),
    state_of_vehicle: car.car_type === 'new' ? 'NEW' : car.certified ? 'CPO' : 'USED',
    vin: feedVin(car),
    body_style: metaBodyStyle(car.body),
    exterior_color: (car.colour as string).trim().slice(0, 100),
    transmission: metaTransmission(car.transmission) as string,
    fuel_type: metaFuelType(car.simple_fuel ?? car.fuel),
    drivetrain: metaDrivetrain(car.drive),
    address: JSON.stringify({
      addr1: a.street,
      city: a.city,
      region: a.state,
      postal_code: a.postcode,
      country: a.country,
    }),
    availability: car.reserved ? 'PENDING' : 'AVAILABLE',
    dealer_name: location.location_name.slice(0, 150),
    latitude: location.latitude === undefined ? '' : String(location.latitude),
    longitude: location.longitude === undefined ? '' : String(location.longitude),
    trim: (car.badge ?? '').trim().slice(0, 100),
    date_first_on_lot: car.created_at.slice(0, 10),
  };
}
