import {
  addLocalDays,
  type Location,
  localTime,
  openingInterval,
  type Site,
  siteTimeZone,
} from '@dealer/site-registry';

/**
 * Console, lead inbox: the overdue timer: a lead not contacted within 120 minutes is overdue, the minutes counted
 * only while the yard is open (§2 locations' opening hours, §9 special hours such as public holidays,
 * on the yard's own clock). A lead sent on Saturday evening is due on Monday morning, 120 open minutes
 * after opening. A site with no open hours in the coming year counts plain minutes.
 */

export const DEFAULT_OVERDUE_MINUTES = 120;

type HoursSite = Pick<Site, 'special_hours' | 'timezone' | 'country' | 'state'>;
type HoursLocation = Pick<Location, 'id' | 'contact_detail' | 'timezone' | 'state' | 'address'>;

const MINUTE = 60_000;
/** The furthest ahead the timer looks for open hours. */
const MAX_DAYS = 370;

/**
 * When a lead that arrived at `receivedAt` becomes overdue: `minutes` of the location's opening hours
 * later. Walks the yard's calendar days from `receivedAt`'s, spending each day's opening interval
 * (`openingInterval`: instants on the yard's clock, so a day daylight saving shortens or lengthens, or a
 * half-hour zone, counts the minutes the yard is really open).
 */
export function overdueAt(
  site: HoursSite,
  location: HoursLocation,
  receivedAt: Date,
  minutes = DEFAULT_OVERDUE_MINUTES,
): Date {
  let remaining = minutes * MINUTE;
  let at = receivedAt.getTime();
  let date = localTime(receivedAt, siteTimeZone(site, location)).date;
  for (let day = 0; day < MAX_DAYS; day++, date = addLocalDays(date, 1)) {
    const open = openingInterval(site, location, date);
    if (!open) continue;
    const from = Math.max(at, open.opensAt.getTime());
    const until = open.closesAt.getTime();
    if (from >= until) continue;
    if (until - from >= remaining) return new Date(from + remaining);
    remaining -= until - from;
    at = until;
  }
  return new Date(receivedAt.getTime() + minutes * MINUTE);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The yard a lead is for, whose opening hours and clock its timer counts: the location it names
 * (`location_id`: a car's yard), else the one the shopper chose (`location`: the form sends the yard's
 * slug or its dealership's), else its dealership's own yard, else the site's primary one. A Perth
 * enquiry on a Sydney group's site is timed on Perth's hours.
 */
export function leadLocation<L extends Pick<Location, 'id' | 'slug' | 'dealership_slug' | 'primary'>>(
  site: { locations: readonly L[] },
  data: Readonly<Record<string, unknown>>,
): L {
  const { locations } = site;
  const id = Number(data.location_id);
  const byId =
    data.location_id != null && data.location_id !== '' ? locations.find((l) => l.id === id) : undefined;
  if (byId) return byId;
  const chosen = text(data.location);
  const picked =
    chosen === ''
      ? undefined
      : (locations.find((l) => l.slug === chosen) ?? locations.find((l) => l.dealership_slug === chosen));
  if (picked) return picked;
  const own = locations.filter((l) => l.dealership_slug === text(data.dealership_slug));
  const primary = locations.find((l) => l.primary) ?? locations[0];
  return (own.find((l) => l.primary) ?? own[0] ?? primary) as L;
}

/** Whether a lead due at `due` is overdue at `now` (never once it was contacted). */
export function isOverdue(due: Date | null, contacted: boolean, now: Date): boolean {
  return !contacted && due !== null && now.getTime() >= due.getTime();
}
