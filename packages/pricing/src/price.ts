import { type SellerSite, type Site, sellerKind } from '@dealer/site-registry';

type Country = Site['country'];

import type { Car } from './car.js';
import { REAL_PRICE_MIN, TAG_VALUES } from './constants.js';
import { formatPrice } from './format.js';

/** The site rules price display reads (narrow, so callers can pass partial site data). */
export type PriceSite = SellerSite & { country?: Country };

/** Which §4 price display step produced the price. */
export type PriceKind = 'subscription' | 'rental' | 'reduced' | 'price' | 'preorder' | 'enquire';

/** A rendered price: UIs print `text`, `wasText` and `priceTypeLabel` and decide nothing. */
export interface PriceDisplay {
  kind: PriceKind;
  /** Dollars shown (per week for subscription, per day for rental); null for PREORDER and enquire. */
  amount: number | null;
  /** '$29,990', '$129/week', '$89/day', 'PREORDER' or 'Enquire for price.' */
  text: string;
  /** The struck-through was-price ('$32,990') when before_price exceeds the shown price, else null. */
  wasAmount: number | null;
  wasText: string | null;
  /** 'Drive Away', 'Excl. Govt. Charges' … for a dollar price, else null. */
  priceTypeLabel: string | null;
}

export const PREORDER_TEXT = 'PREORDER';
export const ENQUIRE_TEXT = 'Enquire for price.';
export const SUBSCRIPTION_SUFFIX = '/week';
export const RENTAL_SUFFIX = '/day';

/**
 * Dealer price type codes → shopper labels. Codes are matched after lower-casing and folding
 * spaces/punctuation to '_' ('Drive Away' ≡ 'drive_away'). The Australian terms: drive-away includes
 * on-road costs; EGC/+ORC prices exclude government charges (rego, stamp duty, CTP).
 */
export const PRICE_TYPE_LABELS: Readonly<Record<string, string>> = {
  drive_away: 'Drive Away',
  driveaway: 'Drive Away',
  dap: 'Drive Away',
  drive_away_price: 'Drive Away',
  driveaway_price: 'Drive Away',
  dap_price: 'Drive Away',
  d_a: 'Drive Away',
  egc: 'Excl. Govt. Charges',
  egc_price: 'Excl. Govt. Charges',
  excl_govt_charges: 'Excl. Govt. Charges',
  excl_gov_charges: 'Excl. Govt. Charges',
  excl_govt: 'Excl. Govt. Charges',
  ex_govt_charges: 'Excl. Govt. Charges',
  ex_gov_charges: 'Excl. Govt. Charges',
  excl_government_charges: 'Excl. Govt. Charges',
  excluding_gov_charges: 'Excl. Govt. Charges',
  plus_govt_charges: 'Excl. Govt. Charges',
  plus_government_charges: 'Excl. Govt. Charges',
  excluding_govt_charges: 'Excl. Govt. Charges',
  excluding_government_charges: 'Excl. Govt. Charges',
  orc: '+ ORC',
  plus_orc: '+ ORC',
  plus_on_road_costs: '+ ORC',
  excl_gst: 'Excl. GST',
  plus_gst: '+ GST',
  incl_gst: 'Incl. GST',
  nego: 'Negotiable',
  negotiable: 'Negotiable',
  poa: 'Price on Application',
};

/**
 * New Zealand has no "government charges" (stamp duty, CTP): a price without the on-road costs reads
 * '+ ORC' there, so an NZ dealer's feed code for it shows the NZ words.
 */
const NZ_PRICE_TYPE_LABELS: Readonly<Record<string, string>> = {
  'Excl. Govt. Charges': '+ ORC',
};

/**
 * The label for a car's `price_type`. Known codes map through PRICE_TYPE_LABELS (in NZ words on an NZ
 * site); any other non-empty text is the dealer's own wording and shows as written; empty or missing
 * gives null (no label).
 */
export function priceTypeLabel(priceType: string | null | undefined, country: Country = 'AU'): string | null {
  const raw = priceType?.trim();
  if (!raw) return null;
  const code = raw
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  const label = PRICE_TYPE_LABELS[code];
  if (label === undefined) return raw;
  return country === 'NZ' ? (NZ_PRICE_TYPE_LABELS[label] ?? label) : label;
}

/**
 * The words beside a sale price (cards, car page, ads feeds, JSON-LD description, mails all read them from
 * `priceDisplay`). In Australia the advertised price of a vehicle either includes every on-road cost
 * (drive-away) or says that it does not: a sale price whose feed gives no price type is not known to be
 * drive-away, so it reads 'Excl. Govt. Charges' there, never a bare amount (ACCC single-price rule for
 * motor vehicles; docs/rules.md "Price type"). Elsewhere an empty price type shows no words.
 */
export function salePriceTypeLabel(
  priceType: string | null | undefined,
  country: Country | undefined,
): string | null {
  const label = priceTypeLabel(priceType, country ?? 'AU');
  if (country !== 'AU') return label;
  const egc = PRICE_TYPE_LABELS.egc as string;
  if (label === null) return egc;
  // The dealer's own words ('Special', 'Negotiable', 'Excl. GST') say nothing of the on-road costs: the
  // price is not known to be drive-away, so it also says that they are extra.
  return STATES_ON_ROAD_COSTS.test(label) ? label : `${label} · ${egc}`;
}

/** Words that say whether a price includes the on-road (government) costs. */
const STATES_ON_ROAD_COSTS =
  /drive[\s-]*away|no more to pay|on[\s-]*road|\borc\b|\bgov(?:t|ernment|'t)?\.?\s*(?:charges|fees|costs)/i;

/** §9 "A real price is over 10": 0, 1 and 10 are placeholders dealers use for 'no price yet'. */
export function isRealPrice(amount: number | null | undefined): amount is number {
  return typeof amount === 'number' && amount > REAL_PRICE_MIN;
}

/**
 * The car's current selling price in dollars: §4 step 2 (reduced, then computed price, if real), else
 * step 3 (the car price, if real), else null. Rules that compare "the price" (reserve, market indicator,
 * finance, analytics) use this so they agree with what the shopper sees.
 */
export function currentPrice(car: Pick<Car, 'reduced_price' | 'computed_price' | 'price'>): number | null {
  if (isRealPrice(car.reduced_price)) return car.reduced_price;
  if (isRealPrice(car.computed_price)) return car.computed_price;
  if (isRealPrice(car.price)) return car.price;
  return null;
}

/** A pre-order car: the preorder flag or the §3 'Pre-order' tag. */
export function isPreorder(car: Pick<Car, 'preorder' | 'tag'>): boolean {
  return car.preorder || car.tag?.trim().toLowerCase() === TAG_VALUES.preOrder.toLowerCase();
}

type PriceCar = Pick<
  Car,
  | 'subscription_price'
  | 'rental_price'
  | 'reduced_price'
  | 'computed_price'
  | 'price'
  | 'before_price'
  | 'price_type'
  | 'preorder'
  | 'tag'
>;

/**
 * On a rental site (§1) the daily rate '/day', else 'Enquire for price.'. Otherwise
 * §4 price display order, first match wins:
 * 1. the subscription price '/week', when the site offers subscription and the car has one over 10;
 * 2. the reduced (then computed) price, if over 10; 3. the car price, if over 10;
 * 4. PREORDER for a pre-order car; 5. 'Enquire for price.'
 * The was-price shows when before_price exceeds the shown dollar price (steps 2 and 3 only: a weekly
 * subscription amount is not comparable with a drive-away price).
 */
export function priceDisplay(car: PriceCar, site: PriceSite): PriceDisplay {
  // §1 a rental site hires its cars out: its price is the daily rate, never the car's sale price.
  if (sellerKind(site) === 'rental') {
    if (isRealPrice(car.rental_price)) {
      const amount = car.rental_price;
      return {
        kind: 'rental',
        amount,
        text: `${formatPrice(amount)}${RENTAL_SUFFIX}`,
        wasAmount: null,
        wasText: null,
        priceTypeLabel: null,
      };
    }
    return enquire();
  }
  if (sellerKind(site) === 'subscription' && isRealPrice(car.subscription_price)) {
    const amount = car.subscription_price;
    return {
      kind: 'subscription',
      amount,
      text: `${formatPrice(amount)}${SUBSCRIPTION_SUFFIX}`,
      wasAmount: null,
      wasText: null,
      priceTypeLabel: null,
    };
  }
  const amount = currentPrice(car);
  if (amount !== null) {
    const kind: PriceKind =
      isRealPrice(car.reduced_price) || isRealPrice(car.computed_price) ? 'reduced' : 'price';
    const wasAmount =
      typeof car.before_price === 'number' && car.before_price > amount ? car.before_price : null;
    return {
      kind,
      amount,
      text: formatPrice(amount),
      wasAmount,
      wasText: wasAmount === null ? null : formatPrice(wasAmount),
      priceTypeLabel: salePriceTypeLabel(car.price_type, site.country),
    };
  }
  if (isPreorder(car)) {
    return {
      kind: 'preorder',
      amount: null,
      text: PREORDER_TEXT,
      wasAmount: null,
      wasText: null,
      priceTypeLabel: null,
    };
  }
  return enquire();
}

/**
 * A shown price as one line of words, its price-type label beside the amount ('$25,990 Drive Away',
 * '$25,990 Excl. Govt. Charges'): what plain text and mails print, so they never show a bare amount
 * where a card shows a label (the one AU/NZ price-type rule of `salePriceTypeLabel`).
 */
export function priceLine(price: Pick<PriceDisplay, 'text' | 'priceTypeLabel'>): string {
  return price.priceTypeLabel ? `${price.text} ${price.priceTypeLabel}` : price.text;
}

function enquire(): PriceDisplay {
  return {
    kind: 'enquire',
    amount: null,
    text: ENQUIRE_TEXT,
    wasAmount: null,
    wasText: null,
    priceTypeLabel: null,
  };
}
