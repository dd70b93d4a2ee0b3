import {
  localYear,
  type Site,
  type SoldWindowSite,
  siteTimeZone,
  soldWindowSeconds,
  vehicleNoun,
} from '@dealer/site-registry';
import type { Car, PaymentProcessor } from './car.js';
import {
  DEFAULT_RESERVE_DEPOSIT,
  MARKET_PRICE_DIFFERENCE_MIN,
  RESERVE_PRICE_MIN,
  TRADE_IN_MAX_AGE_YEARS,
  TRADE_IN_MAX_KM,
} from './constants.js';
import { currentPrice } from './price.js';
import { epochSeconds } from './time.js';

// ---------------------------------------------------------------------------------------------------
// Reserve / checkout

/** Why a car cannot be reserved online, in §4 order. */
export type ReserveBlocker =
  | 'not_in_stock'
  | 'sold'
  | 'reserved'
  | 'price_not_over_200'
  | 'not_reservable'
  | 'no_payment_processor';

const BLOCKER_TEXT: Readonly<Record<ReserveBlocker, (noun: string, plural: string) => string>> = {
  not_in_stock: (_, plural) => `Only in-stock ${plural} can be reserved online.`,
  sold: (noun) => `This ${noun} has been sold.`,
  reserved: (noun) => `This ${noun} is already reserved.`,
  price_not_over_200: (noun) => `This ${noun} has no online price to reserve against.`,
  not_reservable: (noun) => `The dealer has not enabled online reservation for this ${noun}.`,
  no_payment_processor: () => 'The dealer has not set up online payments.',
};

/**
 * Why a vehicle cannot be reserved, in the site's noun (§1, `vehicleNoun` of the site registry): 'This
 * motorcycle is already reserved.' on a motorcycle site. Without a site, car words.
 */
export function reserveBlockerMessage(
  blocker: ReserveBlocker,
  site?: Pick<Site, 'template' | 'vehicle'> | null,
): string {
  const noun = site ? vehicleNoun(site, { lowercase: true }) : 'car';
  const plural = site ? vehicleNoun(site, { lowercase: true, plural: true }) : 'cars';
  return BLOCKER_TEXT[blocker](noun, plural);
}

/** The reasons in car words (`reserveBlockerMessage(blocker)`); speak a site's noun with `reserveBlockerMessage`. */
export const RESERVE_BLOCKER_MESSAGES: Readonly<Record<ReserveBlocker, string>> = Object.fromEntries(
  Object.keys(BLOCKER_TEXT).map((b) => [b, reserveBlockerMessage(b as ReserveBlocker)]),
) as Record<ReserveBlocker, string>;

type ReserveCar = Pick<
  Car,
  | 'status'
  | 'sold'
  | 'reserved'
  | 'reservable'
  | 'payment_processors'
  | 'reduced_price'
  | 'computed_price'
  | 'price'
>;

/** The car's first payment processor that carries a key (§4: checkout needs a processor with a key). */
export function checkoutProcessor(car: Pick<Car, 'payment_processors'>): PaymentProcessor | null {
  return car.payment_processors.find((p) => (p.authorization_key?.trim() ?? '') !== '') ?? null;
}

/**
 * §4 checkout/reserve rule: every reason the car cannot be reserved, empty when it can. Allowed only
 * when status is in_stock, not sold, not reserved, price over 200, reservable is not false and a
 * payment processor with a key is present. The price is the shown selling price (`currentPrice`).
 */
export function reserveBlockers(car: ReserveCar): ReserveBlocker[] {
  const blockers: ReserveBlocker[] = [];
  if (car.status !== 'in_stock') blockers.push('not_in_stock');
  if (car.sold) blockers.push('sold');
  if (car.reserved) blockers.push('reserved');
  const price = currentPrice(car);
  if (price === null || price <= RESERVE_PRICE_MIN) blockers.push('price_not_over_200');
  if (car.reservable === false) blockers.push('not_reservable');
  if (!checkoutProcessor(car)) blockers.push('no_payment_processor');
  return blockers;
}

/** §4: whether the Reserve / checkout button shows. `reserveBlockers` says why not. */
export function canReserve(car: ReserveCar): boolean {
  return reserveBlockers(car).length === 0;
}

/** §9 reserve deposit in dollars: the keyed processor's deposit_amount when positive, else $200. */
export function reserveDeposit(car: Pick<Car, 'payment_processors'>): number {
  const deposit = checkoutProcessor(car)?.deposit_amount;
  return typeof deposit === 'number' && deposit > 0 ? deposit : DEFAULT_RESERVE_DEPOSIT;
}

// ---------------------------------------------------------------------------------------------------
// Availability and listing visibility

/** §4 car status: in_stock and coming_soon count as available, unless the separate sold flag is set. */
export function isAvailable(car: Pick<Car, 'status' | 'sold'>): boolean {
  return (car.status === 'in_stock' || car.status === 'coming_soon') && !car.sold;
}

export const FIND_SIMILAR_LABEL = 'Find Me Something Similar';

/** An unavailable car offers 'Find Me Something Similar' instead of enquiry/reserve; null when available. */
export function findSimilarPrompt(car: Pick<Car, 'status' | 'sold'>): { label: string } | null {
  return isAvailable(car) ? null : { label: FIND_SIMILAR_LABEL };
}

/**
 * §4 listing visibility, the same predicate as the §7 car filter: shown on the dealer website AND
 * (status in_stock or coming_soon, OR sold_date_timestamp greater than now minus the sold window).
 */
export function isListingVisible(
  car: Pick<Car, 'status' | 'show_on_dealer_website' | 'sold_date_timestamp'>,
  site: SoldWindowSite,
  now: Date,
): boolean {
  if (!car.show_on_dealer_website) return false;
  if (car.status === 'in_stock' || car.status === 'coming_soon') return true;
  const window = soldWindowSeconds(site);
  return (
    window > 0 && car.sold_date_timestamp !== null && car.sold_date_timestamp > epochSeconds(now) - window
  );
}

/**
 * The instant (epoch seconds) at which `isListingVisible` of this car turns false by time alone: the
 * end of the site's sold window for a sold car still inside it; null when time alone changes nothing.
 */
export function listingVisibilityEndsAt(
  car: Pick<Car, 'status' | 'show_on_dealer_website' | 'sold_date_timestamp'>,
  site: SoldWindowSite,
): number | null {
  if (!car.show_on_dealer_website || car.status === 'in_stock' || car.status === 'coming_soon') return null;
  const window = soldWindowSeconds(site);
  return window > 0 && car.sold_date_timestamp !== null ? car.sold_date_timestamp + window : null;
}

// ---------------------------------------------------------------------------------------------------
// Market price indicator

export type MarketSite = { features: Pick<Site['features'], 'market_price_indicator'> };

export interface MarketPriceIndicator {
  /** The market average compared against. */
  marketPrice: number;
  /** How much the car is under the market (always > 499). */
  difference: number;
  source: 'state' | 'national';
}

/**
 * §4 market-price indicator: on sites with `features.market_price_indicator`, for a car priced over
 * $200 (§9), shown when the average market price exceeds the car's price by more than $499 — the state
 * average when AutoGrab has one, else the national average. Null when not shown.
 */
export function marketPriceIndicator(
  car: Pick<Car, 'autograb_data' | 'reduced_price' | 'computed_price' | 'price'>,
  site: MarketSite,
): MarketPriceIndicator | null {
  if (!site.features.market_price_indicator || !car.autograb_data) return null;
  const price = currentPrice(car);
  if (price === null || price <= RESERVE_PRICE_MIN) return null;
  const { state_average_market_price: stateAvg, average_market_price: nationalAvg } = car.autograb_data;
  const [marketPrice, source] =
    stateAvg !== null && stateAvg > 0
      ? ([stateAvg, 'state'] as const)
      : nationalAvg !== null && nationalAvg > 0
        ? ([nationalAvg, 'national'] as const)
        : [null, null];
  if (marketPrice === null || source === null) return null;
  const difference = marketPrice - price;
  return difference > MARKET_PRICE_DIFFERENCE_MIN ? { marketPrice, difference, source } : null;
}

// ---------------------------------------------------------------------------------------------------
// Trade-in

export type TradeInBlocker = 'over_7_years' | 'over_100000_km';

export interface TradeInEligibility {
  /** Whether an instant online estimate may be offered; otherwise the dealer appraises in person. */
  onlineEstimate: boolean;
  reasons: TradeInBlocker[];
}

/**
 * Trade-in online estimate: none for a vehicle over 7 years old (the site's year at now − build year > 7) or
 * over 100,000 km. Takes the traded-in vehicle's year and odometer (a Car, or a valuation form's values).
 */
export function tradeInEligibility(
  vehicle: { year: number; km: number | null },
  now: Date,
  site: Pick<Site, 'timezone' | 'country' | 'state'>,
): TradeInEligibility {
  const reasons: TradeInBlocker[] = [];
  const year = localYear(now, siteTimeZone(site));
  if (year - vehicle.year > TRADE_IN_MAX_AGE_YEARS) reasons.push('over_7_years');
  if (vehicle.km !== null && vehicle.km > TRADE_IN_MAX_KM) reasons.push('over_100000_km');
  return { onlineEstimate: reasons.length === 0, reasons };
}
