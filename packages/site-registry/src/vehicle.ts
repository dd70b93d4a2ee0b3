import type { Site, Template } from './schema.js';

/** §4 condition values. */
export const CONDITIONS = ['new', 'used', 'demo'] as const;
export type Condition = (typeof CONDITIONS)[number];

/**
 * §1 vehicle noun per template: Motorcycle, Camper, Trucks, Trailer, RV, Caravan, Scooters, otherwise Car.
 * §1 lists trucks and scooters in their label (plural) form; the singular here is the word a sentence
 * needs ("Enquire about this Truck"), and the plural gives the label form back ("Trucks", "Scooters").
 */
const TEMPLATE_NOUNS: Record<Template, { singular: string; plural: string }> = {
  car: { singular: 'Car', plural: 'Cars' },
  motorcycle: { singular: 'Motorcycle', plural: 'Motorcycles' },
  camper: { singular: 'Camper', plural: 'Campers' },
  truck: { singular: 'Truck', plural: 'Trucks' },
  trailer: { singular: 'Trailer', plural: 'Trailers' },
  rv: { singular: 'RV', plural: 'RVs' },
  caravan: { singular: 'Caravan', plural: 'Caravans' },
  scooter: { singular: 'Scooter', plural: 'Scooters' },
  rental: { singular: 'Car', plural: 'Cars' },
  subscription: { singular: 'Car', plural: 'Cars' },
};

/** English plural of a vehicle noun: acronyms take a bare s (RVs), -y after a consonant → -ies, -s/-x/-ch/-sh → -es. */
export function pluraliseNoun(noun: string): string {
  if (/^[A-Z0-9]+$/.test(noun)) return `${noun}s`;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(noun)) return /s$/i.test(noun) && !/ss$/i.test(noun) ? noun : `${noun}es`;
  return `${noun}s`;
}

function lowerWords(text: string): string {
  // Acronyms stay upper case ("RVs" stays, "Pre-Owned Cars" → "pre-owned cars").
  return text
    .split(' ')
    .map((word) => (/^[A-Z0-9]+s?$/.test(word) && /[A-Z]{2}/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

export interface NounOptions {
  plural?: boolean;
  /** Sentence case ("used cars"), keeping acronyms such as RV. */
  lowercase?: boolean;
}

/**
 * §1 the word for what a site sells: the template's noun (or the site's own `vehicle.noun`/`plural`
 * override), singular or plural. `vehicleNoun(motorcycleSite, { plural: true })` → 'Motorcycles'.
 */
export function vehicleNoun(site: Pick<Site, 'template' | 'vehicle'>, options: NounOptions = {}): string {
  const base = TEMPLATE_NOUNS[site.template];
  const singular = site.vehicle.noun ?? base.singular;
  const plural = site.vehicle.plural ?? (site.vehicle.noun ? pluraliseNoun(site.vehicle.noun) : base.plural);
  const word = options.plural ? plural : singular;
  return options.lowercase ? lowerWords(word) : word;
}

/** §9 'Sell My Car' in the site's noun, as a shopper reads it: 'Sell My RV', 'Sell My Motorcycle'. */
export function sellMyLabel(site: Pick<Site, 'template' | 'vehicle'>): string {
  return `Sell My ${vehicleNoun(site)}`;
}

/** The schema.org types a vehicle's structured data (JSON-LD) can take: the ones that fit a dealer's stock. */
export type SchemaOrgVehicleType = 'Car' | 'Motorcycle' | 'Vehicle';

/**
 * The schema.org type of what a site sells, for the car page's JSON-LD `@type`: schema.org has Car and
 * Motorcycle (and BusOrCoach, MotorizedBicycle) under Vehicle, and nothing for RVs, campers, caravans,
 * trucks, trailers or scooters, so those are a plain Vehicle. Rental and subscription sites offer cars.
 */
export function schemaOrgVehicleType(site: Pick<Site, 'template'>): SchemaOrgVehicleType {
  switch (site.template) {
    case 'car':
    case 'rental':
    case 'subscription':
      return 'Car';
    case 'motorcycle':
      return 'Motorcycle';
    default:
      return 'Vehicle';
  }
}

/** The schema.org business types a dealer's structured data (JSON-LD `seller`) can take. */
export type SchemaOrgSellerType = 'AutoDealer' | 'MotorcycleDealer' | 'AutoRental';

/**
 * The schema.org type of the business behind a site, for the JSON-LD `seller` of a car page's offer:
 * a motorcycle seller is a MotorcycleDealer, a rental site an AutoRental, every other seller (cars,
 * subscriptions, RVs, campers, caravans, trucks, trailers, scooters) an AutoDealer.
 */
export function schemaOrgSellerType(site: Pick<Site, 'template'>): SchemaOrgSellerType {
  if (site.template === 'motorcycle') return 'MotorcycleDealer';
  return site.template === 'rental' ? 'AutoRental' : 'AutoDealer';
}

/** §1 the used label: 'Used', or 'Pre-Owned' for the dealer group that words it so. */
export function usedLabel(site: Pick<Site, 'vehicle'>): string {
  return site.vehicle.used_label === 'pre-owned' ? 'Pre-Owned' : 'Used';
}

/** §4 condition labels (new, used, demo) in the site's words: New, Used / Pre-Owned, Demo. */
export function conditionLabel(site: Pick<Site, 'vehicle'>, condition: Condition): string {
  if (condition === 'used') return usedLabel(site);
  return condition === 'new' ? 'New' : 'Demo';
}

/**
 * A stock heading that reads naturally: with a condition, 'Pre-Owned Cars' / 'New Motorcycles'; without,
 * the site's whole stock — 'Rental Cars' on a rental site, 'Subscription Cars' on a subscription site,
 * otherwise the plural noun ('Caravans').
 */
export function stockLabel(
  site: Pick<Site, 'template' | 'vehicle'>,
  condition?: Condition,
  options: Pick<NounOptions, 'lowercase'> = {},
): string {
  const plural = vehicleNoun(site, { plural: true });
  let label: string;
  if (condition) label = `${conditionLabel(site, condition)} ${plural}`;
  else if (site.template === 'rental') label = `Rental ${plural}`;
  else if (site.template === 'subscription') label = `Subscription ${plural}`;
  else label = plural;
  return options.lowercase ? lowerWords(label) : label;
}

/** §1 how a seller offers its stock: for sale, on subscription (a weekly price) or for hire (a daily rate). */
export type SellerKind = 'sale' | 'subscription' | 'rental';

/** The site facts that say what kind of seller it is. */
export type SellerSite = {
  template?: Template;
  features: Pick<Site['features'], 'subscription_pricing'>;
};

/**
 * §1 sellers include rental and subscription-car sellers: a rental site hires its cars out by the day, a
 * subscription site (or a site that prices by subscription, §4 price display 1) by the week; everyone
 * else sells. Words, the price a card shows, the price filter and the actions all follow from this.
 */
export function sellerKind(site: SellerSite): SellerKind {
  if (site.template === 'rental') return 'rental';
  if (site.template === 'subscription' || site.features.subscription_pricing) return 'subscription';
  return 'sale';
}

const OFFER_WORDS: Readonly<Record<SellerKind, string>> = {
  sale: 'for sale',
  subscription: 'on subscription',
  rental: 'for hire',
};

/** How the stock is offered, for headings and descriptions: 'for sale', 'on subscription', 'for hire'. */
export function offerWords(site: SellerSite): string {
  return OFFER_WORDS[sellerKind(site)];
}

/** The car-page actions a seller offers beyond enquiring: nobody finances or trades in a hire car. */
export interface SellerActions {
  testDrive: boolean;
  finance: boolean;
  tradeIn: boolean;
}

/**
 * Which actions fit the seller (§1, §2 action panel): a sale offers a test drive, finance and a trade-in;
 * a subscription is paid weekly with nothing to finance or trade in, but the car can be test driven; a
 * rental is booked, not test driven, financed or traded against.
 */
export function sellerActions(site: SellerSite): SellerActions {
  switch (sellerKind(site)) {
    case 'rental':
      return { testDrive: false, finance: false, tradeIn: false };
    case 'subscription':
      return { testDrive: true, finance: false, tradeIn: false };
    default:
      return { testDrive: true, finance: true, tradeIn: true };
  }
}
