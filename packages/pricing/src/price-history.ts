import { type Site, siteTimeZone } from '@dealer/site-registry';
import type { Car } from './car.js';
import { formatPrice } from './format.js';
import { currentPrice, type PriceSite, priceDisplay } from './price.js';

/** A change of a car's shown selling price (`currentPrice`), as recorded (issue #34 item 3). */
export interface PriceChange {
  carId: number;
  from: number;
  to: number;
}

type PricedCar = Pick<Car, 'id' | 'reduced_price' | 'computed_price' | 'price'>;
type ShownCar = Parameters<typeof priceDisplay>[0] & Pick<Car, 'id'>;

/** The amount the site shows for a car: a rental site's daily rate, a subscription's weekly one, else the sale price. */
function shownAmount(car: ShownCar, site: PriceSite): number | null {
  const shown = priceDisplay(car, site);
  return shown.kind === 'enquire' || shown.kind === 'preorder' ? null : shown.amount;
}

/**
 * The price changes between two versions of a stock: each car in both whose shown price moved from one
 * dollar amount to another. A car that is new, gone, or without a price on either side changed nothing a
 * shopper could compare, so it is never recorded (the history shows only real drops and rises). Given the
 * site, the price is the one its pages show (`priceDisplay`): on a rental site the daily rate, so a hire
 * car's sale price moving is no change to a renter and its rate moving is.
 */
export function priceChanges(before: readonly PricedCar[], after: readonly PricedCar[]): PriceChange[];
export function priceChanges(
  before: readonly ShownCar[],
  after: readonly ShownCar[],
  site: PriceSite,
): PriceChange[];
export function priceChanges(
  before: readonly ShownCar[] | readonly PricedCar[],
  after: readonly ShownCar[] | readonly PricedCar[],
  site?: PriceSite,
): PriceChange[] {
  const amount = (car: PricedCar) => (site ? shownAmount(car as ShownCar, site) : currentPrice(car));
  const old = new Map((before as readonly PricedCar[]).map((car) => [car.id, amount(car)]));
  const changes: PriceChange[] = [];
  for (const car of after as readonly PricedCar[]) {
    const from = old.get(car.id);
    const to = amount(car);
    if (from === undefined || from === null || to === null || from === to) continue;
    changes.push({ carId: car.id, from, to });
  }
  return changes;
}

/** A recorded change with its time (the store's row). */
export interface RecordedPriceChange {
  from: number;
  to: number;
  /** When it was recorded (ISO 8601 or a Date). */
  at: string | Date;
}

export interface PriceHistoryLine {
  kind: 'drop' | 'rise';
  /** 'Price dropped $1,500 on 12 Nov' */
  text: string;
  /** '$24,490' */
  priceText: string;
  /** ISO 8601 of the change (a <time> element's datetime). */
  at: string;
}

type ZoneSite = Pick<Site, 'timezone' | 'country' | 'state'>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function localDate(at: Date, timeZone: string): { year: string; month: number; day: number } {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return { year: parts.year ?? '', month: Number(parts.month), day: Number(parts.day) };
}

/** '12 Nov' in the site's time zone ('12 Nov 2025' when not in `now`'s year there). */
export function formatShortDate(at: Date, site: ZoneSite, now: Date): string {
  const timeZone = siteTimeZone(site);
  const date = localDate(at, timeZone);
  const text = `${date.day} ${MONTHS[date.month - 1]}`;
  return date.year === localDate(now, timeZone).year ? text : `${text} ${date.year}`;
}

/**
 * The car page's price history, newest first: "Price dropped $1,500 on 12 Nov" / "Price rose $500 on
 * 3 Dec", dated in the site's time zone. Only recorded changes are shown; nothing is inferred.
 */
export function priceHistoryLines(
  changes: readonly RecordedPriceChange[],
  site: ZoneSite,
  now: Date,
): PriceHistoryLine[] {
  return changes
    .filter((change) => change.from !== change.to)
    .map((change) => ({ ...change, at: new Date(change.at) }))
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .map((change) => {
      const kind = change.to < change.from ? 'drop' : 'rise';
      const amount = formatPrice(Math.abs(change.to - change.from));
      const day = formatShortDate(change.at, site, now);
      return {
        kind,
        text: `Price ${kind === 'drop' ? 'dropped' : 'rose'} ${amount} on ${day}`,
        priceText: formatPrice(change.to),
        at: change.at.toISOString(),
      };
    });
}

/** 'Listed today', 'Listed 1 day ago', 'Listed 23 days ago' (the days from `daysInStock`). */
export function listedText(days: number): string {
  if (days <= 0) return 'Listed today';
  return `Listed ${days} day${days === 1 ? '' : 's'} ago`;
}
