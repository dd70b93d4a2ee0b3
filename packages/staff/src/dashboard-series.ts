import { localTime } from '@dealer/site-registry';
import { isCalendarDate, zonedInstant } from './appointments.js';
import { type DashboardCount, type DashboardLead, leadSource, median } from './dashboard.js';
import { awaitsContact, isLeadStatus } from './statuses.js';

/**
 * Console dashboard, the month at a glance (issue 33 item 5): the period a dashboard covers (7/30/90 days
 * or a custom from–to, whole days in the site's time zone), its series per local day (leads by source and
 * by category, the median first response, the overdue count at each day's end) and the per-salesperson
 * table (leads, median first response, contacted within 1 h, appointments, sold, lost with reasons).
 * The clock is passed in.
 */

export const DASHBOARD_PERIODS = [7, 30, 90] as const;
/** The longest custom period, in days. */
export const DASHBOARD_MAX_DAYS = 366;

export interface DashboardPeriod {
  /** First and last local dates (inclusive). */
  from: string;
  to: string;
  dates: string[];
  /** The instants the period covers: `from`'s local midnight to the midnight after `to`. */
  startsAt: Date;
  endsAt: Date;
}

export type PeriodAnswer =
  | ({ ok: true } & DashboardPeriod)
  | { ok: false; field: 'days' | 'from' | 'to'; message: string };

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The period asked for: `from`/`to` (local dates, both or neither) win over `days` (1–366, default 30,
 * ending today). Refusals name the field.
 */
export function dashboardPeriod(
  asked: { days?: string | null; from?: string | null; to?: string | null },
  now: Date,
  timeZone: string,
): PeriodAnswer {
  const today = localTime(now, timeZone).date;
  let from: string;
  let to: string;
  if (asked.from || asked.to) {
    if (!isCalendarDate(asked.from))
      return { ok: false, field: 'from', message: 'Give the first day as YYYY-MM-DD.' };
    if (!isCalendarDate(asked.to))
      return { ok: false, field: 'to', message: 'Give the last day as YYYY-MM-DD.' };
    if (asked.to < asked.from)
      return { ok: false, field: 'to', message: 'The last day is before the first.' };
    from = asked.from;
    to = asked.to;
  } else {
    const text = asked.days ?? '30';
    const days = /^\d{1,4}$/.test(text) ? Number(text) : 0;
    if (days < 1 || days > DASHBOARD_MAX_DAYS)
      return {
        ok: false,
        field: 'days',
        message: `days must be a whole number from 1 to ${DASHBOARD_MAX_DAYS}`,
      };
    to = today;
    from = addDays(today, 1 - days);
  }
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    dates.push(d);
    if (dates.length > DASHBOARD_MAX_DAYS)
      return { ok: false, field: 'from', message: `Choose at most ${DASHBOARD_MAX_DAYS} days.` };
  }
  const startsAt = zonedInstant(`${from}T00:00`, timeZone) as Date;
  const endsAt = zonedInstant(`${addDays(to, 1)}T00:00`, timeZone) as Date;
  return { ok: true, from, to, dates, startsAt, endsAt };
}

export interface SeriesLead extends DashboardLead {
  assigneeId: string | null;
  assignee: string | null;
  lostReason: string | null;
  /** Whether the lead has an appointment (a test drive booked). */
  appointment: boolean;
}

export interface SeriesDay {
  date: string;
  leads: number;
  bySource: Record<string, number>;
  byCategory: Record<string, number>;
  /** Median minutes to the first Contacted of the day's leads that were contacted; null for none. */
  medianFirstResponseMinutes: number | null;
  /** Leads overdue at the day's end (at `now` for today): past due and not contacted by then. */
  overdue: number;
}

export interface DashboardSeries {
  /** The series' keys, most leads first. */
  sources: string[];
  categories: string[];
  days: SeriesDay[];
}

const ms = (value: Date | string | null): number | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).getTime();

const responseMinutes = (lead: DashboardLead): number | null => {
  const created = ms(lead.createdAt);
  const contacted = ms(lead.firstContactedAt);
  return created === null || contacted === null ? null : Math.max(0, (contacted - created) / 60_000);
};

const keysByCount = (values: string[]): string[] => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k]) => k);
};

const round = (n: number | null) => (n === null ? null : Math.round(n));

/** Overdue at an instant: arrived by then, past its due time, and not contacted by then. */
function overdueAtInstant(lead: DashboardLead, at: number): boolean {
  const created = ms(lead.createdAt);
  const due = ms(lead.overdueAt);
  const contacted = ms(lead.firstContactedAt);
  if (created === null || due === null || created > at || due > at) return false;
  if (contacted !== null) return contacted > at;
  // Moved on without a Contacted (won, lost): no longer awaiting anyone's call.
  return awaitsContact(isLeadStatus(lead.status) ? lead.status : 'new');
}

/** The period's series, one entry per local date of `period` (days in `timeZone`). */
export function dashboardSeries(
  leads: readonly DashboardLead[],
  period: Pick<DashboardPeriod, 'dates'>,
  timeZone: string,
  now: Date,
): DashboardSeries {
  const byDate = new Map<string, DashboardLead[]>(period.dates.map((d) => [d, []]));
  for (const lead of leads) {
    const created = ms(lead.createdAt);
    if (created === null) continue;
    byDate.get(localTime(new Date(created), timeZone).date)?.push(lead);
  }
  const inPeriod = [...byDate.values()].flat();
  const today = localTime(now, timeZone).date;
  const days = period.dates.map((date): SeriesDay => {
    const dayLeads = byDate.get(date) ?? [];
    const bySource: Record<string, number> = {};
    const byCategory: Record<string, number> = {};
    for (const lead of dayLeads) {
      const source = leadSource(lead.data);
      const category = lead.category || 'other';
      bySource[source] = (bySource[source] ?? 0) + 1;
      byCategory[category] = (byCategory[category] ?? 0) + 1;
    }
    const responses = dayLeads.map(responseMinutes).filter((m): m is number => m !== null);
    const end =
      date >= today ? now.getTime() : (zonedInstant(`${addDays(date, 1)}T00:00`, timeZone) as Date).getTime();
    return {
      date,
      leads: dayLeads.length,
      bySource,
      byCategory,
      medianFirstResponseMinutes: round(median(responses)),
      overdue: date > today ? 0 : leads.filter((lead) => overdueAtInstant(lead, end)).length,
    };
  });
  return {
    sources: keysByCount(inPeriod.map((l) => leadSource(l.data))),
    categories: keysByCount(inPeriod.map((l) => l.category || 'other')),
    days,
  };
}

export interface SalespersonRow {
  /** The staff user's id; null for the leads nobody was assigned. */
  id: string | null;
  name: string;
  leads: number;
  medianFirstResponseMinutes: number | null;
  contactedWithinHour: number;
  appointments: number;
  sold: number;
  lost: number;
  lostReasons: DashboardCount[];
}

/** One row per assignee (the unassigned last), most leads first. */
export function salespeopleTable(leads: readonly SeriesLead[]): SalespersonRow[] {
  const groups = new Map<string | null, SeriesLead[]>();
  for (const lead of leads) groups.set(lead.assigneeId, [...(groups.get(lead.assigneeId) ?? []), lead]);
  const rows = [...groups].map(([id, own]): SalespersonRow => {
    const responses = own.map(responseMinutes).filter((m): m is number => m !== null);
    const lost = own.filter((l) => l.status === 'lost');
    return {
      id,
      name: id === null ? 'Unassigned' : (own.find((l) => l.assignee)?.assignee ?? 'Former staff'),
      leads: own.length,
      medianFirstResponseMinutes: round(median(responses)),
      contactedWithinHour: responses.filter((m) => m <= 60).length,
      appointments: own.filter((l) => l.appointment).length,
      sold: own.filter((l) => l.status === 'won').length,
      lost: lost.length,
      lostReasons: keysByCount(lost.map((l) => l.lostReason?.trim() || 'No reason given')).map((key) => ({
        key,
        count: lost.filter((l) => (l.lostReason?.trim() || 'No reason given') === key).length,
      })),
    };
  });
  return rows.sort(
    (a, b) =>
      Number(a.id === null) - Number(b.id === null) || b.leads - a.leads || a.name.localeCompare(b.name),
  );
}
