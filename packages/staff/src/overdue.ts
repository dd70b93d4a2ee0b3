import { hoursOn, type Location, localTime, type Site, siteTimeZone } from '@dealer/site-registry';

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

function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/**
 * When a lead that arrived at `receivedAt` becomes overdue: `minutes` of the location's opening hours
 * later. Walks the yard's days from `receivedAt`: before opening it jumps to the opening minute, during
 * open hours it spends what is left, after closing (or on a closed day) it jumps to the next midnight.
 */
export function overdueAt(
  site: HoursSite,
  location: HoursLocation,
  receivedAt: Date,
  minutes = DEFAULT_OVERDUE_MINUTES,
): Date {
  const zone = siteTimeZone(site, location);
  let at = receivedAt.getTime();
  let remaining = minutes * MINUTE;
  for (let guard = 0; guard < MAX_DAYS * 3 && remaining > 0; guard++) {
    const local = localTime(new Date(at), zone);
    // Whole-minute zone offsets: the part of the minute past is the same on every clock.
    const clock = local.minutes * MINUTE + (((at % MINUTE) + MINUTE) % MINUTE);
    const day = hoursOn(site, location, local.date);
    const open = day.status === 'open' && day.open && day.close ? toMinutes(day.open) * MINUTE : null;
    const close = open !== null && day.close ? toMinutes(day.close) * MINUTE : null;
    if (open === null || close === null || clock >= close) {
      at += 24 * 60 * MINUTE - clock;
      continue;
    }
    if (clock < open) {
      at += open - clock;
      continue;
    }
    const spend = Math.min(remaining, close - clock);
    at += spend;
    remaining -= spend;
  }
  if (remaining > 0) return new Date(receivedAt.getTime() + minutes * MINUTE);
  return new Date(at);
}

/** Whether a lead due at `due` is overdue at `now` (never once it was contacted). */
export function isOverdue(due: Date | null, contacted: boolean, now: Date): boolean {
  return !contacted && due !== null && now.getTime() >= due.getTime();
}
