import { WEEKDAYS } from './constants.js';
import type { Weekday } from './schema.js';

/*
 * Wall-clock times of a calendar date in an IANA zone as instants, through the zone's own rules (Intl):
 * every zone the platform serves changes its offset somewhere (Sydney and Auckland by an hour, Lord Howe
 * by half an hour, Chatham at 02:45), so an instant is never a local time plus a fixed 24 hours or minutes.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

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

/** The weekday of a calendar date (YYYY-MM-DD). */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(day + 6) % 7]!;
}

/** The wall-clock reading of an instant in a zone, as milliseconds of a UTC calendar (whole minutes). */
function wallMs(at: number, timeZone: string): number {
  const local = localTime(new Date(at), timeZone);
  return Date.parse(`${local.date}T00:00:00Z`) + local.minutes * MINUTE;
}

/** The zone's offset from UTC at an instant, in milliseconds (Sydney in summer: +11 h). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const at = instant.getTime();
  const minute = Math.floor(at / MINUTE) * MINUTE;
  return wallMs(minute, timeZone) - minute;
}

/**
 * The first whole minute in (`from`, `to`] at which the zone's offset differs from its offset at `from`;
 * null when it is the same throughout. Offsets change on whole minutes.
 */
export function nextOffsetChange(from: Date, to: Date, timeZone: string): Date | null {
  const start = zoneOffsetMs(from, timeZone);
  if (zoneOffsetMs(to, timeZone) === start) {
    // An interval longer than the zone's shortest season could hide two changes; the callers' never are.
    return null;
  }
  let lo = Math.floor(from.getTime() / MINUTE); // same offset as `from`
  let hi = Math.floor(to.getTime() / MINUTE); // a different one
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (zoneOffsetMs(new Date(mid * MINUTE), timeZone) === start) lo = mid;
    else hi = mid;
  }
  return new Date(hi * MINUTE);
}

/**
 * The instant at which the zone's clock on `date` (YYYY-MM-DD) reads `minutes` past midnight (0–1440;
 * 1440 is the next midnight). A time the clock repeats (the hour after daylight saving ends) is its
 * `first` or `last` reading; a time it skips (the hour clocks go forward) is the instant it jumps, the
 * first at which the clock reads later than that time. Opening hours open at the first reading and close
 * at the last, so a yard open through a repeated hour is open for all of it.
 */
export function localInstant(
  date: string,
  minutes: number,
  timeZone: string,
  which: 'first' | 'last' = 'first',
): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE;
  const offsets = new Set([
    zoneOffsetMs(new Date(wall - DAY), timeZone),
    zoneOffsetMs(new Date(wall), timeZone),
    zoneOffsetMs(new Date(wall + DAY), timeZone),
  ]);
  const candidates = [...offsets].map((offset) => wall - offset).sort((a, b) => a - b);
  const reads = candidates.filter((at) => wallMs(at, timeZone) === wall);
  if (reads.length > 0) return new Date(which === 'first' ? reads[0]! : reads.at(-1)!);
  // Skipped: the clock jumps over `wall` between the earliest and latest candidate.
  const jump = nextOffsetChange(new Date(candidates[0]!), new Date(candidates.at(-1)!), timeZone);
  return jump ?? new Date(candidates[0]!);
}

/** The calendar year at an instant in a zone: New Year comes at the zone's midnight, not UTC's. */
export function localYear(instant: Date, timeZone: string): number {
  return Number(localTime(instant, timeZone).date.slice(0, 4));
}

/** The first instant of a calendar date in a zone (its local midnight, or the first minute after it). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  return localInstant(date, 0, timeZone);
}

/** The calendar date `days` after `date` (YYYY-MM-DD, whole days, any length of day). */
export function addLocalDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}
