import { WEEKDAYS } from './constants.js';
import type { Location, OpeningHours, Site, SpecialHours, Weekday } from './schema.js';
import { addLocalDays as addDays, localInstant, localTime, startOfLocalDay, weekdayOf } from './zoned.js';

export { type LocalTime, localTime, weekdayOf } from './zoned.js';

/** IANA zones of the Australian states and territories (opening hours are local to the yard). */
const AU_STATE_ZONES: Readonly<Record<string, string>> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  TAS: 'Australia/Hobart',
  WA: 'Australia/Perth',
};

/** States as some files write them in full ('Western Australia'), by their letters only. */
const AU_STATE_NAMES: Readonly<Record<string, string>> = {
  NEWSOUTHWALES: 'NSW',
  AUSTRALIANCAPITALTERRITORY: 'ACT',
  VICTORIA: 'VIC',
  QUEENSLAND: 'QLD',
  SOUTHAUSTRALIA: 'SA',
  NORTHERNTERRITORY: 'NT',
  TASMANIA: 'TAS',
  WESTERNAUSTRALIA: 'WA',
};

/**
 * Places whose clock is not their state's (or country's), by postcode: Broken Hill keeps South Australia's
 * time in New South Wales, Lord Howe Island is UTC+10:30 with a half-hour daylight saving, and the
 * Chatham Islands are UTC+12:45 / +13:45.
 */
const POSTCODE_ZONES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  AU: { '2880': 'Australia/Broken_Hill', '2898': 'Australia/Lord_Howe' },
  NZ: { '8942': 'Pacific/Chatham' },
};

const postcodeZone = (country: string, postcode: string | undefined) =>
  postcode === undefined ? undefined : POSTCODE_ZONES[country]?.[postcode.trim()];

/** The zone a place's country and state imply; undefined for a state we do not know. */
function placeZone(country: string, state: string): string | undefined {
  if (country === 'NZ') return 'Pacific/Auckland';
  const key = state.toUpperCase().replace(/[^A-Z]/g, '');
  return AU_STATE_ZONES[AU_STATE_NAMES[key] ?? key];
}

/**
 * The time zone a site, or one of its locations, keeps its hours in. A location: its own `timezone`,
 * else the zone its address implies (country, state, postcode: a Perth yard of a Sydney group keeps
 * Perth's hours even when the site names Sydney's zone), the site's `timezone` applying only to yards
 * in the site's own zone. A site: its `timezone`, else NZ → Pacific/Auckland, else its state's zone
 * (QLD Australia/Brisbane, NSW Australia/Sydney …), falling back to the §9 default state QLD.
 */
export function siteTimeZone(
  site: Pick<Site, 'timezone' | 'country' | 'state'>,
  location?: Pick<Location, 'timezone' | 'state' | 'address'>,
): string {
  if (location?.timezone) return location.timezone;
  const siteZone = placeZone(site.country, site.state);
  if (location) {
    const country = location.address.country ?? site.country;
    const special = postcodeZone(country, location.address.postcode);
    if (special) return special;
    const own = placeZone(country, location.state);
    if (own && (!site.timezone || own !== siteZone)) return own;
  }
  return site.timezone ?? siteZone ?? 'Australia/Brisbane';
}

const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/**
 * The next instant (after `now`) at which the local date turns in any of the site's time zones (the
 * site's and each location's): a page showing "today" (opening hours) reads differently from then on.
 * Days are as long as the zone makes them (23, 23½, 24, 24½ or 25 hours).
 */
export function nextLocalDayStart(
  site: Pick<Site, 'timezone' | 'country' | 'state' | 'locations'>,
  now: Date,
): Date {
  const zones = new Set([siteTimeZone(site), ...site.locations.map((l) => siteTimeZone(site, l))]);
  let next = Number.POSITIVE_INFINITY;
  for (const zone of zones) {
    const tomorrow = addDays(localTime(now, zone).date, 1);
    next = Math.min(next, startOfLocalDay(tomorrow, zone).getTime());
  }
  return new Date(next);
}

function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** '08:30' → '8:30am', '17:30' → '5:30pm', '12:00' → '12:00pm'. */
export function formatClock(hhmm: string): string {
  const minutes = toMinutes(hhmm);
  const hour = Math.floor(minutes / 60);
  const suffix = hour < 12 ? 'am' : 'pm';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minutes % 60).padStart(2, '0')}${suffix}`;
}

/** The hours that apply on one date, after special hours are taken into account. */
export interface DayHours {
  date: string;
  weekday: Weekday;
  status: 'open' | 'closed' | 'by_appointment';
  open?: string;
  close?: string;
  /** What a shopper reads: '8:30am - 5:30pm', 'Closed', 'By Appointment'. */
  text: string;
  /** Set when a special_hours entry (e.g. a public holiday) replaced the usual hours. */
  special?: { label: string };
}

function describe(
  hours: Pick<OpeningHours, 'status' | 'open' | 'close'> & { formated_hours?: string | undefined },
): string {
  if (hours.status === 'closed') return 'Closed';
  if (hours.status === 'by_appointment') return 'By Appointment';
  if (hours.formated_hours) return hours.formated_hours;
  return `${formatClock(hours.open!)} - ${formatClock(hours.close!)}`;
}

function specialFor(
  site: Pick<Site, 'special_hours'>,
  location: Pick<Location, 'id'>,
  date: string,
): SpecialHours | undefined {
  // A location's own entry beats a site-wide one for the same date.
  const matches = site.special_hours.filter(
    (s) => s.date === date && (s.location_id === undefined || s.location_id === location.id),
  );
  return matches.find((s) => s.location_id !== undefined) ?? matches[0];
}

/**
 * §3/§9 the hours of a location on a calendar date: a special_hours entry for that date (site-wide or for
 * this location) overrides the weekday's opening_hours; a weekday without an entry is closed.
 */
export function hoursOn(
  site: Pick<Site, 'special_hours'>,
  location: Pick<Location, 'id' | 'contact_detail'>,
  date: string,
): DayHours {
  const weekday = weekdayOf(date);
  const special = specialFor(site, location, date);
  if (special) {
    const day: DayHours = {
      date,
      weekday,
      status: special.status,
      text: describe(special),
      special: { label: special.label },
    };
    if (special.open) day.open = special.open;
    if (special.close) day.close = special.close;
    return day;
  }
  const regular = location.contact_detail.opening_hours[weekday];
  if (!regular) return { date, weekday, status: 'closed', text: 'Closed' };
  const day: DayHours = { date, weekday, status: regular.status, text: describe(regular) };
  if (regular.open) day.open = regular.open;
  if (regular.close) day.close = regular.close;
  return day;
}

type HoursSite = Pick<Site, 'special_hours' | 'timezone' | 'country' | 'state'>;
type HoursLocation = Pick<Location, 'id' | 'contact_detail' | 'timezone' | 'state' | 'address'>;

/** The instants a location is open on one of its calendar dates. */
export interface OpeningInterval {
  opensAt: Date;
  closesAt: Date;
}

/**
 * When a location is open on a calendar date, as instants on the yard's own clock: from the first moment
 * its clock reads the opening time to the last moment it reads the closing time. A time the clock skips
 * (the hour daylight saving starts) is the moment it jumps past it; a repeated one (the hour it ends)
 * opens at its first reading and closes at its last. Null when the yard is not open that day.
 */
export function openingInterval(
  site: HoursSite,
  location: HoursLocation,
  date: string,
): OpeningInterval | null {
  const day = hoursOn(site, location, date);
  if (day.status !== 'open' || !day.open || !day.close) return null;
  const zone = siteTimeZone(site, location);
  const opensAt = localInstant(date, toMinutes(day.open), zone, 'first');
  const closesAt = localInstant(date, toMinutes(day.close), zone, 'last');
  return closesAt > opensAt ? { opensAt, closesAt } : null;
}

/**
 * Whether a location is open at an instant, judged on the yard's own clock (its zone): open from the
 * opening minute up to, not including, the closing minute (`openingInterval`). 'By appointment' counts
 * as closed.
 */
export function isOpenAt(site: HoursSite, location: HoursLocation, instant: Date): boolean {
  const open = openingInterval(site, location, localTime(instant, siteTimeZone(site, location)).date);
  return open !== null && instant >= open.opensAt && instant < open.closesAt;
}

/**
 * §3 special_hours still to come at a location: its special days (site-wide or its own; its own wins on
 * a date) from today on the yard's own clock at `now` — a Perth yard still shows Christmas Day when
 * Sydney is already on Boxing Day — one per date, in date order.
 */
export function comingSpecialHours(site: HoursSite, location: HoursLocation, now: Date): DayHours[] {
  const today = localTime(now, siteTimeZone(site, location)).date;
  const dates = new Set(
    site.special_hours
      .filter((s) => s.date >= today && (s.location_id === undefined || s.location_id === location.id))
      .map((s) => s.date),
  );
  return [...dates].sort().map((date) => hoursOn(site, location, date));
}

/** Today's hours of a location ('today' on the yard's clock at `now`). */
export function todaysHours(site: HoursSite, location: HoursLocation, now: Date): DayHours {
  return hoursOn(site, location, localTime(now, siteTimeZone(site, location)).date);
}

/** One line of the locations page's week: 'Sunday: By Appointment'. */
export interface WeekdayHoursLine extends Omit<DayHours, 'date'> {
  /** The calendar date when the week was taken at an instant; absent for the usual weekly hours. */
  date?: string;
  label: string;
  line: string;
}

/**
 * The week's hours for the locations page, Monday to Sunday. Without `now`, the usual weekly hours;
 * with `now`, the dates of the current week on the yard's clock, so a public holiday's special_hours
 * replaces its day ('Friday: Closed (Good Friday)'). Empty for a location that gives no hours.
 */
export function weekHours(site: HoursSite, location: HoursLocation, now?: Date): WeekdayHoursLine[] {
  // A location whose file gives no hours at all has unknown hours, not a week of 'Closed' (an operator's
  // new site may leave them out): no week is shown rather than one nobody gave.
  if (!hasOpeningHours(location)) return [];
  if (now === undefined) {
    return WEEKDAYS.map((weekday) => {
      const regular = location.contact_detail.opening_hours[weekday];
      const text = regular ? describe(regular) : 'Closed';
      const label = WEEKDAY_LABELS[weekday];
      const line: WeekdayHoursLine = {
        weekday,
        status: regular?.status ?? 'closed',
        text,
        label,
        line: `${label}: ${text}`,
      };
      if (regular?.open) line.open = regular.open;
      if (regular?.close) line.close = regular.close;
      return line;
    });
  }
  const today = localTime(now, siteTimeZone(site, location)).date;
  const monday = addDays(today, -WEEKDAYS.indexOf(weekdayOf(today)));
  return WEEKDAYS.map((weekday, i) => {
    const day = hoursOn(site, location, addDays(monday, i));
    const label = WEEKDAY_LABELS[weekday];
    const text = day.special ? `${day.text} (${day.special.label})` : day.text;
    return { ...day, label, line: `${label}: ${text}` };
  });
}

/** Whether a location's file gives any weekly opening hours (a weekday left out of a given week is closed). */
export function hasOpeningHours(location: Pick<Location, 'contact_detail'>): boolean {
  return Object.keys(location.contact_detail.opening_hours).length > 0;
}

/** The location shown first (address, phone, hours): the primary one, else the first (§3). */
export function primaryLocation(site: Pick<Site, 'locations'>): Location {
  return site.locations.find((l) => l.primary) ?? site.locations[0]!;
}
