import { addLocalDays, startOfLocalDay } from '@dealer/site-registry';
import { isCalendarDate, isLeadStatus, type LeadStatus } from '@dealer/staff';
import { storableJsonIssues } from '@dealer/validation';
import { UUID } from './http.js';

/**
 * The inbox's filters from a query string (console: lead inbox: status, category, source, site, date range,
 * assignee, the page size and the cursor `after`), each checked: a bad one is refused naming its field.
 */

export interface LeadFilterValues {
  status?: LeadStatus;
  category?: string;
  source?: string;
  site?: string;
  from?: Date;
  to?: Date;
  assignee?: string;
  /** The last lead id of the previous page: the list goes on after it (keyset on created_at, id). */
  after?: string;
  limit: number;
}

export type FilterResult =
  | { ok: true; value: LeadFilterValues }
  | { ok: false; field: string; message: string };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A filter bound: a date alone is a calendar day in `timeZone` (the console's site's), from its local
 * midnight (`to`: up to the next one, so the whole day is in); a date and time is taken as written. Only
 * days a person may choose (isCalendarDate): an instant past 9999 (`to=9999-12-31` is the next midnight)
 * reached PostgreSQL as `+010000-01-01…` and failed the inbox and its export with a 500.
 */
function parseDate(text: string, endOfDay: boolean, timeZone: string): Date | null {
  if (text.length > 40) return null;
  if (DATE_ONLY.test(text)) {
    if (!isCalendarDate(text)) return null;
    return startOfLocalDay(endOfDay ? addLocalDays(text, 1) : text, timeZone);
  }
  const time = Date.parse(text);
  if (Number.isNaN(time) || !isCalendarDate(new Date(time).toISOString().slice(0, 10))) return null;
  return new Date(time);
}

const plain = (text: string) =>
  text.length <= 100 &&
  [...text].every((ch) => ch.charCodeAt(0) >= 32) &&
  storableJsonIssues(text).length === 0;

/** `timeZone`: the zone a date alone is a day of (the filtered site's, else the console's site's). */
export function parseLeadFilters(
  query: Record<string, string | undefined>,
  maxLimit = 500,
  timeZone = 'UTC',
): FilterResult {
  const value: LeadFilterValues = { limit: 100 };
  if (query.limit !== undefined) {
    const limit = Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit)
      return { ok: false, field: 'limit', message: `limit must be a whole number from 1 to ${maxLimit}.` };
    value.limit = limit;
  }
  if (query.status) {
    if (!isLeadStatus(query.status)) return { ok: false, field: 'status', message: 'Not a lead status.' };
    value.status = query.status;
  }
  for (const key of ['category', 'source', 'site'] as const) {
    const text = query[key];
    if (!text) continue;
    if (!plain(text)) return { ok: false, field: key, message: `Not a ${key}.` };
    value[key] = text;
  }
  for (const key of ['from', 'to'] as const) {
    const text = query[key];
    if (!text) continue;
    const date = parseDate(text, key === 'to', timeZone);
    if (!date) return { ok: false, field: key, message: 'Use a date (YYYY-MM-DD) or a date and time.' };
    value[key] = date;
  }
  if (value.from && value.to && value.from >= value.to)
    return { ok: false, field: 'to', message: 'The end must be after the start.' };
  if (query.assignee) {
    if (query.assignee !== 'none' && !UUID.test(query.assignee))
      return { ok: false, field: 'assignee', message: 'Not a person id.' };
    value.assignee = query.assignee;
  }
  if (query.after) {
    if (!UUID.test(query.after)) return { ok: false, field: 'after', message: 'Not a lead id.' };
    value.after = query.after;
  }
  return { ok: true, value };
}
