import { WEEKDAYS } from './constants.js';
import type { Location, OpeningHours, Site, SpecialHours, Weekday } from './schema.js';

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

/**
 * The time zone a location keeps its hours in: the location's or site's explicit `timezone`, else NZ →
 * Pacific/Auckland, else the Australian state's zone (QLD Australia/Brisbane, NSW Australia/Sydney …),
 * falling back to the §9 default state QLD.
 */
export function siteTimeZone(
  site: Pick<Site, 'timezone' | 'country' | 'state'>,
  location?: Pick<Location, 'timezone' | 'state' | 'address'>,
): string {
  if (location?.timezone) return location.timezone;
  if (site.timezone) return site.timezone;
  const country = location?.address.country ?? site.country;
  if (country === 'NZ') return 'Pacific/Auckland';
  const state = (location?.state ?? site.state).toUpperCase();
  return AU_STATE_ZONES[state] ?? 'Australia/Brisbane';
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

/** The wall-clock date, weekday and minute of the day at an instant in a time zone. */
export interface LocalTime {
  date: string;
  weekday: Weekday;
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Reads the local date and time of an instant in an IANA zone through Intl (no dependencies). */
export function localTime(instant: Date, timeZone: string): LocalTime {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, weekday: weekdayOf(date), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/**
 * The next instant (after `now`) at which the local date turns in any of the site's time zones (the
 * site's and each location's): a page showing "today" (opening hours) reads differently from then on.
 */
export function nextLocalDayStart(
  site: Pick<Site, 'timezone' | 'country' | 'state' | 'locations'>,
  now: Date,
): Date {
  const zones = new Set([siteTimeZone(site), ...site.locations.map((l) => siteTimeZone(site, l))]);
  const minuteStart = Math.floor(now.getTime() / 60_000) * 60_000;
  let next = Number.POSITIVE_INFINITY;
  for (const zone of zones) {
    const local = localTime(now, zone);
    let midnight = minuteStart + (24 * 60 - local.minutes) * 60_000;
    // A clock put forward before midnight (a 23-hour day) brings midnight an hour closer.
    if (localTime(new Date(midnight - 3_600_000), zone).date !== local.date) midnight -= 3_600_000;
    next = Math.min(next, midnight);
  }
  return new Date(next);
}

/** The weekday of a calendar date (YYYY-MM-DD). */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(day + 6) % 7]!;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
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

/**
 * Whether a location is open at an instant, judged on the yard's own clock (its state's zone): open
 * from the opening minute up to, not including, the closing minute. 'By appointment' counts as closed.
 */
export function isOpenAt(site: HoursSite, location: HoursLocation, instant: Date): boolean {
  const local = localTime(instant, siteTimeZone(site, location));
  const day = hoursOn(site, location, local.date);
  if (day.status !== 'open' || !day.open || !day.close) return false;
  return local.minutes >= toMinutes(day.open) && local.minutes < toMinutes(day.close);
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
 * replaces its day ('Friday: Closed (Good Friday)').
 */
export function weekHours(site: HoursSite, location: HoursLocation, now?: Date): WeekdayHoursLine[] {
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

/** The location shown first (address, phone, hours): the primary one, else the first (§3). */
export function primaryLocation(site: Pick<Site, 'locations'>): Location {
  return site.locations.find((l) => l.primary) ?? site.locations[0]!;
}
