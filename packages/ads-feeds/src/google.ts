import type { Car } from '@dealer/pricing';
import { addressLine, carYard, vehicleDetailPath } from '@dealer/site-registry';
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
import { googleBodyStyle } from './google-values.js';
import { GOOGLE_VEHICLE_ADS as GOOGLE_SPEC } from './spec/google-vehicle-ads.js';

/** The Google vehicle-ads columns, in the order of the published attribute list. */
export const GOOGLE_COLUMNS: readonly string[] = GOOGLE_SPEC.attributes.map((a) => a.name);

/**
 * The Google Merchant Center vehicle-ads feed of a site: one item per listed car Google takes (see
 * exclusions.ts), with the yard's store code (the location slug: the same code goes in the dealer's
 * Business Profile), the dealership's name and address, in-store fulfilment at that yard and the link
 * template Google fills with the store code. The price is the amount shown on the site in the site's
 * currency; its price type (Drive Away, Excl. Govt. Charges) is in the description and custom_label_0,
 * because Google's price attribute carries a number only.
 */
export function googleVehicleAdsFeed({ site, cars, origin }: AdsFeedInput): AdsFeed {
  const feed: AdsFeed = {
    channel: 'google',
    site: site.slug,
    columns: GOOGLE_COLUMNS,
    items: [],
    excluded: [],
    reason: siteExclusion(site, 'google'),
  };
  if (feed.reason) return feed;
  const seen = { ids: new Set<string>(), vins: new Set<string>() };
  for (const car of cars) {
    const reason = carExclusion(car, site, 'google') ?? duplicateOf(seen, feedId(car), feedVin(car));
    if (reason) feed.excluded.push({ id: feedId(car), reason });
    else feed.items.push(googleItem(car, site, origin));
  }
  return feed;
}

function googleItem(car: Car, site: AdsFeedInput['site'], origin: string): Record<string, string> {
  const price = advertisedPrice(car, site) as NonNullable<ReturnType<typeof advertisedPrice>>;
  const location = carYard(car, site);
  const link = absolute(vehicleDetailPath(site, car.slug), origin);
  // A comma separates additional_image_link's values: one inside a URL is written %2C.
  const images = car.images.map((i) => absolute(i.image.url, origin).replace(/,/g, '%2C'));
  const first = images[0] ?? absolute(car.primary_image_url as string, origin).replace(/,/g, '%2C');
  const description = [plainText(car.description?.body) || car.name, priceSentence(price)].join(' ');
  return {
    id: feedId(car),
    title: carTitle(car).slice(0, 150),
    description: description.slice(0, 5000),
    link,
    image_link: first,
    additional_image_link: images.slice(1, 11).join(','),
    price: feedPrice(price.amount, site),
    condition: car.car_type === 'new' ? 'new' : 'used',
    brand: car.make.trim().slice(0, 70),
    model: car.model.trim().slice(0, 70),
    year: String(car.year),
    mileage: `${Math.round(car.km ?? 0)} ${car.odometer_unit === 'mi' ? 'miles' : 'km'}`,
    VIN: feedVin(car),
    store_code: location.slug,
    dealership_name: location.location_name.slice(0, 150),
    dealership_address: addressLine(location.address, { country: true }).slice(0, 500),
    vehicle_fulfillment: `in_store:${location.slug}`,
    link_template: `${link}?store={store_code}`,
    trim: (car.badge ?? '').trim().slice(0, 150),
    color: (car.colour ?? '').trim().slice(0, 100),
    body_style: googleBodyStyle(car.body),
    'certified_pre-owned': car.car_type !== 'new' && car.certified ? 'yes' : 'no',
    custom_label_0: price.label ?? '',
  };
}
