import { type Location, localTime, type Site, siteTimeZone } from '@dealer/site-registry';

/*
 * §1 a rental site's booking dates (issue 29): a fleet car is booked from a pick-up date to a return
 * date, not held for 48 hours. Pure: `now` is injected, and "today" is the calendar day at the car's
 * pick-up location (its own zone: a Perth depot of a Sydney site is still on Perth's day), else the site's.
 *
 * Dates are calendar days (`YYYY-MM-DD`). A booking covers [pick-up, return): the car returned on a day
 * may be picked up by the next hirer that same day, so two bookings overlap only when one starts before
 * the other's return.
 */

/** How far ahead a pick-up may be (days from today) and the longest hire (days). */
export interface RentalWindow {
  daysAhead: number;
  maxDays: number;
}

export const DEFAULT_RENTAL_WINDOW: Readonly<RentalWindow> = { daysAhead: 180, maxDays: 90 };

export interface RentalDates {
  pickUpDate: string;
  returnDate: string;
}

export type RentalDateField = keyof RentalDates;

export type RentalDatesCheck =
  | { ok: true; dates: RentalDates }
  | { ok: false; fieldErrors: Partial<Record<RentalDateField, string>> };

/** What the window and "today" need of a site. */
export type RentalSite = Pick<Site, 'timezone' | 'country' | 'state'> & {
  rental_bookings?: { days_ahead?: number | undefined; max_days?: number | undefined } | undefined;
};

/** The site's bookable window: its `rental_bookings` setting over DEFAULT_RENTAL_WINDOW. */
export function rentalWindowOf(site: Pick<RentalSite, 'rental_bookings'>): RentalWindow {
  return {
    daysAhead: site.rental_bookings?.days_ahead ?? DEFAULT_RENTAL_WINDOW.daysAhead,
    maxDays: site.rental_bookings?.max_days ?? DEFAULT_RENTAL_WINDOW.maxDays,
  };
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since the epoch of a `YYYY-MM-DD` calendar date; null when it is not a real date. */
function dayNumber(value: unknown): number | null {
  const match = typeof value === 'string' ? ISO_DATE.exec(value.trim()) : null;
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(y, m - 1, d);
  return new Date(at).getUTCDate() === d && new Date(at).getUTCMonth() === m - 1 ? at / DAY_MS : null;
}

const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Where a car is picked up: what its calendar day needs of the location. */
export type PickUpLocation = Pick<Location, 'timezone' | 'state' | 'address'>;

/**
 * The first and last pick-up dates bookable at `now` (for a date input's min and max), on the pick-up
 * location's calendar (the site's when the car names none).
 */
export function rentalPickUpRange(
  site: RentalSite,
  now: Date,
  location?: PickUpLocation,
): { min: string; max: string; maxDays: number } {
  const window = rentalWindowOf(site);
  const today = dayNumber(localTime(now, siteTimeZone(site, location)).date) as number;
  return { min: isoOf(today), max: isoOf(today + window.daysAhead), maxDays: window.maxDays };
}

/**
 * Checks a booking's dates: both real dates, pick-up not before the site's today nor beyond the
 * bookable window, return after pick-up and at most the longest hire later. Errors name the field.
 */
export function checkRentalDates(
  input: { pickUpDate?: unknown; returnDate?: unknown },
  site: RentalSite,
  now: Date,
  location?: PickUpLocation,
): RentalDatesCheck {
  const { min, max, maxDays } = rentalPickUpRange(site, now, location);
  const pickUp = dayNumber(input.pickUpDate);
  const back = dayNumber(input.returnDate);
  const fieldErrors: Partial<Record<RentalDateField, string>> = {};
  if (pickUp === null) fieldErrors.pickUpDate = 'Choose a pick-up date.';
  else if (pickUp < (dayNumber(min) as number)) fieldErrors.pickUpDate = 'The pick-up date has passed.';
  else if (pickUp > (dayNumber(max) as number))
    fieldErrors.pickUpDate = `Bookings open up to ${rentalWindowOf(site).daysAhead} days ahead.`;
  if (back === null) fieldErrors.returnDate = 'Choose a return date.';
  else if (pickUp !== null && back <= pickUp)
    fieldErrors.returnDate = 'The return date must be after the pick-up date.';
  else if (pickUp !== null && back - pickUp > maxDays)
    fieldErrors.returnDate = `A booking can be at most ${maxDays} days long.`;
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, dates: { pickUpDate: isoOf(pickUp as number), returnDate: isoOf(back as number) } };
}

/** Whether two bookings share a day: each starts before the other's return. */
export function rentalDatesOverlap(a: RentalDates, b: RentalDates): boolean {
  return a.pickUpDate < b.returnDate && b.pickUpDate < a.returnDate;
}

/**
 * The field to name when `wanted` overlaps `taken`: the pick-up when it falls inside the other booking,
 * else the return (the new booking runs into the other one).
 */
export function overlapField(wanted: RentalDates, taken: RentalDates): RentalDateField {
  return wanted.pickUpDate >= taken.pickUpDate && wanted.pickUpDate < taken.returnDate
    ? 'pickUpDate'
    : 'returnDate';
}
