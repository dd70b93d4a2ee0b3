import { type StaffMember, seesOnlyOwnLeads, sitesFor } from '@dealer/staff';
import type { AppDeps } from '../http/context.js';
import type { LeadFilterValues } from './lead-filters.js';
import { intakeLeads } from './lead-intake.js';
import { type CarTitle, leadSummary } from './lead-view.js';
import type { LeadListQuery, WorkRow } from './lead-work.js';
import { StaffPeople } from './people.js';

/**
 * What part of the leads a person's request covers: the sites they may read (one, when the filter names
 * one of theirs; none when it names another's — the route answers 404) and, for a salesperson, only the
 * leads assigned to them. New leads of those sites get their work rows first (lead-intake.ts).
 */
export async function leadQuery(
  deps: Pick<AppDeps, 'store' | 'registry' | 'now'>,
  staff: StaffMember,
  filters: LeadFilterValues,
): Promise<LeadListQuery | null> {
  const sites = sitesFor(staff, 'leads.read');
  if (filters.site !== undefined && !sites.includes(filters.site)) return null;
  await intakeLeads(deps.store.db, deps.registry, sites);
  const { limit, ...rest } = filters;
  return {
    ...rest,
    sites,
    ...(seesOnlyOwnLeads(staff) ? { onlyAssignee: staff.userId } : {}),
    limit,
    now: deps.now(),
  };
}

/** A car's title for the inbox ('2021 Toyota Corolla'), from the site's stock. */
export function carTitleFrom(deps: Pick<AppDeps, 'inventory' | 'registry'>): CarTitle {
  return (siteSlug, carId) => {
    const site = deps.registry.sites.find((s) => s.slug === siteSlug);
    const car = site ? deps.inventory.stock(site).byId.get(Number(carId)) : undefined;
    return car ? [car.year, car.make, car.model].filter(Boolean).join(' ') : null;
  };
}

/** Summaries of work rows with their assignees' names. */
export async function summaries(
  deps: Pick<AppDeps, 'store' | 'inventory' | 'registry' | 'now'>,
  rows: readonly WorkRow[],
) {
  const names = await new StaffPeople(deps.store.db).names(
    rows.flatMap((r) => (r.assigneeId ? [r.assigneeId] : [])),
  );
  const title = carTitleFrom(deps);
  const now = deps.now();
  return rows.map((row) => leadSummary(row, names, title, now));
}
