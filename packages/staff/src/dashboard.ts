import { campaignValue } from '@dealer/search-query';
import { localTime, type Site, siteTimeZone } from '@dealer/site-registry';
import { isOverdue } from './overdue.js';
import { awaitsContact, isLeadStatus } from './statuses.js';

/**
 * Console, stock, reservations, content: the console dashboard and the stock list's figures, computed from rows the BFF loads:
 * leads by source and by category, the median first-response time (lead created → first Contacted),
 * the overdue count, VDP views, and a car's days in stock. The clock is passed in.
 */

export interface DashboardLead {
  createdAt: Date | string;
  category: string | null;
  /** The lead's data (§3): its utm_source, first-page query and source give {@link leadSource}. */
  data: Record<string, unknown>;
  /** The lead's console status (`lead_work`); null when it was never worked (reads New). */
  status: string | null;
  firstContactedAt: Date | string | null;
  overdueAt: Date | string | null;
}

export interface DashboardCount {
  key: string;
  count: number;
}

export interface Dashboard {
  leads: number;
  bySource: DashboardCount[];
  byCategory: DashboardCount[];
  /** Median minutes from a lead's arrival to its first Contacted; null when no lead was contacted yet. */
  medianFirstResponseMinutes: number | null;
  /** Leads contacted at all (the median's sample). */
  contacted: number;
  overdue: number;
  vdpViews: number;
  /** The most viewed cars, most first (at most 5). */
  topViewed: DashboardCount[];
}

const asDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Where a lead came from: its utm_source (own field, else the tracked first-page query), else its source. */
export function leadSource(data: Record<string, unknown>): string {
  return campaignValue(data, 'utm_source') || text(data.source) || 'Website';
}

function countBy(values: readonly string[]): DashboardCount[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Whether a lead is overdue now: not contacted, still awaiting contact, and past its due time. */
function leadOverdue(lead: DashboardLead, now: Date): boolean {
  const status = isLeadStatus(lead.status) ? lead.status : 'new';
  const contacted = lead.firstContactedAt !== null || !awaitsContact(status);
  return isOverdue(asDate(lead.overdueAt), contacted, now);
}

export function dashboard(input: {
  leads: readonly DashboardLead[];
  views: readonly { car: string; count: number }[];
  now: Date;
}): Dashboard {
  const { leads, now } = input;
  const responses: number[] = [];
  for (const lead of leads) {
    const contactedAt = asDate(lead.firstContactedAt);
    const created = asDate(lead.createdAt);
    if (contactedAt && created)
      responses.push(Math.max(0, (contactedAt.getTime() - created.getTime()) / 60_000));
  }
  const answer = median(responses);
  const viewed = new Map<string, number>();
  for (const view of input.views) viewed.set(view.car, (viewed.get(view.car) ?? 0) + view.count);
  return {
    leads: leads.length,
    bySource: countBy(leads.map((lead) => leadSource(lead.data))),
    byCategory: countBy(leads.map((lead) => lead.category || 'other')),
    medianFirstResponseMinutes: answer === null ? null : Math.round(answer),
    contacted: responses.length,
    overdue: leads.filter((lead) => leadOverdue(lead, now)).length,
    vdpViews: [...viewed.values()].reduce((sum, n) => sum + n, 0),
    topViewed: [...viewed]
      .map(([key, count]) => ({ key, count }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
      .slice(0, 5),
  };
}

/**
 * Whole days a car has been in stock (the console's stock rows and the car page's "Listed N days ago",
 * issue #34 item 3): calendar days in the site's time zone from its first-listed date to its sale (sold
 * cars) or to `now`, so the count turns at the site's local midnight (the page cache's
 * `nextLocalDayStart`). Timestamps are epoch seconds (§3 `created_at_timestamp`, `sold_date_timestamp`).
 */
export function daysInStock(
  car: { created_at_timestamp: number; sold: boolean; sold_date_timestamp: number | null },
  site: Pick<Site, 'timezone' | 'country' | 'state'>,
  now: Date,
): number {
  const zone = siteTimeZone(site);
  const end = car.sold && car.sold_date_timestamp !== null ? new Date(car.sold_date_timestamp * 1000) : now;
  const from = localTime(new Date(car.created_at_timestamp * 1000), zone).date;
  const to = localTime(end, zone).date;
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));
}
