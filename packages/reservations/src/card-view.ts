import {
  type Car,
  type CardTag,
  cardTag,
  findSimilarPrompt,
  formatPrice,
  type PriceDisplay,
  priceDisplay,
  reserveDeposit,
} from '@dealer/pricing';
import {
  checkoutPath,
  contactPath,
  type Site,
  sellerKind,
  vehicleDetailPath,
  vehicleNoun,
  withQuery,
} from '@dealer/site-registry';
import { canReserveIn, type ReservationMode } from './eligibility.js';

/**
 * The car fields the card's actions read: a Quick Enquiry lead (§3 enquiry fields, test-drive slots)
 * and the §9 favourite event's product payload.
 */
export type CardCar = Omit<CardCarFields, 'location'> & {
  /** The yard the lead names (§3 `location` slug); the rest of the location record stays on the server. */
  location: { slug: string } | null;
};
type CardCarFields = Pick<
  Car,
  | 'id'
  | 'name'
  | 'slug'
  | 'make'
  | 'model'
  | 'car_type'
  | 'status'
  | 'tag'
  | 'stocknum'
  | 'dealership_id'
  | 'dealership_slug'
  | 'location_id'
  | 'location'
  | 'manufacturer'
  | 'reduced_price'
  | 'computed_price'
  | 'price'
>;

/**
 * Everything a §2 car card shows, decided on the server: the listing ships these (~0.6 KB a car) to
 * the browser instead of 100 whole §3 records (~3 KB each), and the card prints them without a rule.
 */
export interface CarCardView {
  id: number;
  name: string;
  /** The car page. */
  href: string;
  /** The primary image (the card builds its srcset from it), or null for the empty frame. */
  image: string | null;
  /** Kilometres, transmission, fuel and yard, in that order, whichever the car has. */
  facts: string[];
  price: PriceDisplay;
  /** §4 card tag, its colour from the site's rules. */
  tag: CardTag | null;
  /** §4 an unavailable car's 'Find Me Something Similar' prompt. */
  similar: { label: string } | null;
  /**
   * §4 Reserve This Car in the site's noun (`label`: 'Reserve This RV'), with its note (§9 deposit, or the
   * dealer-confirms note), when the car may be reserved; on a rental site 'Book Dates' without a note (§1 a
   * hire is booked for dates on the booking form, never held with a deposit).
   */
  reserve: { href: string; label: string; note: string | null } | null;
  /** Quick Enquiry without JavaScript: the contact page about this car. */
  enquiryHref: string;
  /** What a Quick Enquiry lead and a favourite about this car carry. */
  car: CardCar;
}

/** The note under a Reserve button in request mode, in place of the deposit amount. */
export const DEALER_CONFIRMS_NOTE = 'dealer confirms, no deposit online';

/** The Reserve button's note: the §9 deposit in payment mode, the dealer-confirms note in request mode. */
export function reserveNote(car: Pick<Car, 'payment_processors'>, mode: ReservationMode): string {
  return mode === 'request' ? DEALER_CONFIRMS_NOTE : `${formatPrice(reserveDeposit(car))} deposit`;
}

/**
 * §2 the Reserve button's words in the site's noun (§1): 'Reserve This Car', 'Reserve This Motorcycle'; on a
 * rental site 'Book Dates' (its checkout is the booking form, as the car page's button says).
 */
export function reserveLabel(site: Pick<Site, 'template' | 'vehicle' | 'features'>): string {
  if (sellerKind(site) === 'rental') return RENTAL_BOOK_LABEL;
  return `Reserve This ${vehicleNoun(site)}`;
}

/** A hire car's booking button (§1 rental sellers book dates). */
const RENTAL_BOOK_LABEL = 'Book Dates';

/** The no-JavaScript home of a car's enquiry and Request Photos forms: the contact page about that car. */
export function carEnquiryPath(car: Pick<Car, 'id'>, form: 'enquiry' | 'request-photos' = 'enquiry'): string {
  return withQuery(contactPath(), [
    ['car_id', car.id],
    ['form', form === 'request-photos' ? form : undefined],
  ]);
}

/** The card of `car` on `site` at `now` (tags depend on it), for a site taking reservations in `mode`. */
export function carCardView(car: Car, site: Site, now: Date, mode: ReservationMode): CarCardView {
  const facts: string[] = [];
  if (car.km !== null) facts.push(`${car.km.toLocaleString('en-AU')} km`);
  if (car.transmission) facts.push(car.transmission);
  if (car.fuel) facts.push(car.fuel);
  if (car.location_name) facts.push(car.location_name);
  return {
    id: car.id,
    name: car.name,
    href: vehicleDetailPath(site, car.slug),
    image: car.primary_image_url,
    facts,
    price: priceDisplay(car, site),
    tag: cardTag(car, site, now),
    similar: findSimilarPrompt(car),
    reserve: canReserveIn(car, mode)
      ? {
          href: checkoutPath(site, car.slug),
          label: reserveLabel(site),
          note: sellerKind(site) === 'rental' ? null : reserveNote(car, mode),
        }
      : null,
    enquiryHref: carEnquiryPath(car),
    car: {
      id: car.id,
      name: car.name,
      slug: car.slug,
      make: car.make,
      model: car.model,
      car_type: car.car_type,
      status: car.status,
      tag: car.tag,
      stocknum: car.stocknum,
      dealership_id: car.dealership_id,
      dealership_slug: car.dealership_slug,
      location_id: car.location_id,
      location: car.location ? { slug: car.location.slug } : null,
      manufacturer: car.manufacturer,
      reduced_price: car.reduced_price,
      computed_price: car.computed_price,
      price: car.price,
    },
  };
}
