import { hoursOn, localTime, siteTimeZone, weekdayOf } from './hours.js';
import type { Dealership, Location, Site } from './schema.js';

/**
 * §7 bookings: the times a dealership offers for a service or an appointment, cut from each location's
 * opening hours (§3/§9, special hours included). A service booking is an hour in the workshop and needs
 * a day's notice (parts, a bay); an appointment is half an hour with a salesperson, two hours ahead.
 */
export const BOOKING_KINDS = {
  available_service_bookings: { slotMinutes: 60, leadMinutes: 24 * 60 },
  available_appointment_bookings: { slotMinutes: 30, leadMinutes: 120 },
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

/**
 * The slots of each location for the window from `now`'s local date: whole slots inside the opening
 * hours, none earlier than the kind's notice today.
 */
export function bookingSlots(
  site: Pick<Site, 'special_hours' | 'timezone' | 'country' | 'state'>,
  locations: readonly Location[],
  kind: BookingKind,
  now: Date,
): LocationBookings[] {
  const { slotMinutes, leadMinutes } = BOOKING_KINDS[kind];
  return locations.map((location) => {
    const timeZone = siteTimeZone(site, location);
    const today = localTime(now, timeZone);
    const days: BookingDay[] = [];
    for (let i = 0; i < BOOKING_WINDOW_DAYS; i++) {
      const date = new Date(Date.parse(`${today.date}T00:00:00Z`) + i * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const day = hoursOn(site, location, date);
      const slots: string[] = [];
      if (day.status === 'open' && day.open && day.close) {
        const [oh, om] = day.open.split(':').map(Number) as [number, number];
        const [ch, cm] = day.close.split(':').map(Number) as [number, number];
        const earliest = i === 0 ? today.minutes + leadMinutes : 0;
        for (let m = oh * 60 + om; m + slotMinutes <= ch * 60 + cm; m += slotMinutes) {
          if (m >= earliest) slots.push(clock(m));
        }
      }
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
