import { hoursOn, type OpeningInterval, openingInterval, siteTimeZone } from './hours.js';
import type { Dealership, Location, Site } from './schema.js';
import { addLocalDays, localInstant, localTime, weekdayOf } from './zoned.js';

/**
 * §7 bookings: the times a dealership offers for a service or an appointment, cut from each location's
 * opening hours (§3/§9, special hours included). A service booking is an hour in the workshop and needs
 * a day's notice (parts, a bay: from the yard's next calendar day); an appointment is half an hour with a
 * salesperson, starting at least two hours after now (real hours, also across midnight or a daylight-
 * saving change).
 */
export const BOOKING_KINDS = {
  available_service_bookings: { slotMinutes: 60, leadMinutes: 0, noticeDays: 1 },
  available_appointment_bookings: { slotMinutes: 30, leadMinutes: 120, noticeDays: 0 },
} as const;
export type BookingKind = keyof typeof BOOKING_KINDS;

/** How far ahead bookings are offered: two weeks. */
export const BOOKING_WINDOW_DAYS = 14;

export interface BookingDay {
  date: string;
  weekday: string;
  status: string;
  hours: string;
  slots: string[];
}

export interface LocationBookings {
  location_id: Location['id'];
  location_name: Location['location_name'];
  time_zone: string;
  slot_minutes: number;
  days: BookingDay[];
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A dealership's locations; a dealership with none of its own books at every location of the site. */
export function bookingLocations(
  site: Pick<Site, 'locations'>,
  dealership: Pick<Dealership, 'slug'>,
): Location[] {
  const own = site.locations.filter((l) => l.dealership_slug === dealership.slug);
  return own.length > 0 ? own : site.locations;
}

/** The slots of one open day: whole slots inside the opening interval, each a time the clock reads. */
function daySlots(
  date: string,
  hours: { open: string; close: string },
  interval: OpeningInterval,
  timeZone: string,
  slotMinutes: number,
  earliest: number,
): string[] {
  const [oh, om] = hours.open.split(':').map(Number) as [number, number];
  const [ch, cm] = hours.close.split(':').map(Number) as [number, number];
  const slots: string[] = [];
  for (let m = oh * 60 + om; m + slotMinutes <= ch * 60 + cm; m += slotMinutes) {
    const startsAt = localInstant(date, m, timeZone);
    // A time the clock skips (daylight saving starts) is no time to meet.
    if (localTime(startsAt, timeZone).minutes !== m) continue;
    const endsAt = startsAt.getTime() + slotMinutes * 60_000;
    if (startsAt.getTime() < earliest || endsAt > interval.closesAt.getTime()) continue;
    if (!slots.includes(clock(m))) slots.push(clock(m));
  }
  return slots;
}

/**
 * The slots of each location for the window from `now`'s local date (each location's own zone): whole
 * slots inside the opening hours, from the kind's notice day and lead time on.
 */
export function bookingSlots(
  site: Pick<Site, 'special_hours' | 'timezone' | 'country' | 'state'>,
  locations: readonly Location[],
  kind: BookingKind,
  now: Date,
): LocationBookings[] {
  const { slotMinutes, leadMinutes, noticeDays } = BOOKING_KINDS[kind];
  const earliest = now.getTime() + leadMinutes * 60_000;
  return locations.map((location) => {
    const timeZone = siteTimeZone(site, location);
    const today = localTime(now, timeZone).date;
    const days: BookingDay[] = [];
    for (let i = 0; i < BOOKING_WINDOW_DAYS; i++) {
      const date = addLocalDays(today, i);
      const day = hoursOn(site, location, date);
      const interval = i >= noticeDays ? openingInterval(site, location, date) : null;
      const slots =
        interval && day.open && day.close
          ? daySlots(date, { open: day.open, close: day.close }, interval, timeZone, slotMinutes, earliest)
          : [];
      days.push({ date, weekday: weekdayOf(date), status: day.status, hours: day.text, slots });
    }
    return {
      location_id: location.id,
      location_name: location.location_name,
      time_zone: timeZone,
      slot_minutes: slotMinutes,
      days,
    };
  });
}
