import { localInstant } from '@dealer/site-registry';

/**
 * Dates as AU dealer systems and spreadsheets write them, day before month: 14/03/2025, 14-03-2025,
 * 14.03.2025, 14/3/25, 14/03/2025 10:30 (a time of day is ignored), 14 Mar 2025, 14-Mar-25,
 * 14 March 2025, Mar 2025, 03/2025 (month only: the 1st), ISO 2025-03-14 (or 2025/03/14, or a date-time),
 * 2025-03, and an Excel day number (45730) when a spreadsheet saved the cell as a number.
 * A two-digit year is 20yy up to 69, else 19yy (build and compliance dates reach back to the 1970s).
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A time of day after a date (10:30, 10:30:00, 10:30 am, T10:30:00+10:00): not part of the date. */
const TIME = String.raw`(?:[T ]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[ap]\.?m\.?)?(?:Z|[+-]\d{2}:?\d{2})?)?`;

const ISO = new RegExp(String.raw`^(\d{4})[-/](\d{1,2})(?:[-/](\d{1,2}))?${TIME}$`, 'i');
const DAY_FIRST = new RegExp(String.raw`^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})${TIME}$`, 'i');
const MONTH_YEAR = /^(\d{1,2})[/.-](\d{4})$/;
const NAMED = new RegExp(
  String.raw`^(?:(\d{1,2})(?:st|nd|rd|th)?[\s/.-]+)?([a-z]{3,9})\.?[\s/.,-]+(\d{4}|\d{2})${TIME}$`,
  'i',
);
const EXCEL_DAY = /^\d{5}(?:\.\d+)?$/;

/** The ISO date (YYYY-MM-DD) a DMS date names, or null when it names none. */
export function parseFeedDate(value: string): string | null {
  const v = value.trim();
  let m = ISO.exec(v);
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3] ?? 1));
  m = DAY_FIRST.exec(v);
  if (m) return valid(fullYear(m[4] as string), Number(m[3]), Number(m[1]));
  m = MONTH_YEAR.exec(v);
  if (m) return valid(Number(m[2]), Number(m[1]), 1);
  m = NAMED.exec(v);
  if (m) {
    const month = monthOf(m[2] as string);
    return month === null ? null : valid(fullYear(m[3] as string), month, Number(m[1] ?? 1));
  }
  if (EXCEL_DAY.test(v)) {
    // Excel counts days from 1899-12-30 (its 1900 leap-year bug folded in); 20000–80000 is 1954–2118.
    const days = Math.floor(Number(v));
    if (days < 20_000 || days > 80_000) return null;
    return new Date(Date.UTC(1899, 11, 30) + days * 86_400_000).toISOString().slice(0, 10);
  }
  return null;
}

function monthOf(name: string): number | null {
  const lower = name.toLowerCase();
  const full = [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ];
  const at = MONTHS.indexOf(lower.slice(0, 3));
  if (at < 0) return null;
  // "Mar", "March", "Sept": a prefix of the month's name, never another word that starts alike.
  return (full[at] as string).startsWith(lower) || lower === 'sept' ? at + 1 : null;
}

function fullYear(text: string): number {
  const year = Number(text);
  if (text.length === 4) return year;
  return year <= 69 ? 2000 + year : 1900 + year;
}

function valid(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;
const WITH_ZONE = /(?:Z|[+-]\d{2}:?\d{2}|\bGMT|\bUTC)$/i;

/**
 * When a feed says it was exported (`generated_at`), as epoch seconds: a time with its offset
 * ("2026-11-28T09:00:00+11:00", "…Z") as written; a wall time without one ("2026-11-28 09:00") or a date
 * alone on the yard's clock (`timeZone`), never the importing machine's; null when it names no instant
 * (the stale-feed rule then keeps a sold car sold).
 */
export function exportedAt(text: string, timeZone: string): number | null {
  const v = text.trim();
  const wall = WALL_TIME.exec(v);
  if (wall) {
    const [, date, hh = '0', mm = '0', ss = '0', ms = '0'] = wall;
    if (parseFeedDate(date as string) !== date || Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59)
      return null;
    const start = localInstant(date as string, Number(hh) * 60 + Number(mm), timeZone).getTime();
    return (start + Number(ss) * 1000 + Number(ms.padEnd(3, '0'))) / 1000;
  }
  if (!WITH_ZONE.test(v)) return null;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : at / 1000;
}
