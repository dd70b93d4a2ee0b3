import type { Location } from '@dealer/site-registry';
import { overdueAt } from './overdue.js';

/**
 * Console, overdue leads (issue 33): who is told when a lead passes its due time, and when. Each step names
 * who (`assignee`: the lead's assignee; `managers`: the managers of its site) and how many of the yard's
 * opening minutes after the due time (counted as the overdue timer counts them). A group may set its own
 * steps; the default tells the assignee at the due time and the managers 30 opening minutes later.
 */

export type EscalationAudience = 'assignee' | 'managers';

export interface EscalationStep {
  afterMinutes: number;
  notify: EscalationAudience;
}

export const DEFAULT_ESCALATION: readonly EscalationStep[] = [
  { afterMinutes: 0, notify: 'assignee' },
  { afterMinutes: 30, notify: 'managers' },
];

const MAX_STEPS = 5;
const MAX_MINUTES = 7 * 24 * 60;

/** A group's steps from its settings (unknown input); the default when absent or not valid. */
export function escalationSteps(config: unknown): readonly EscalationStep[] {
  if (!Array.isArray(config) || config.length === 0 || config.length > MAX_STEPS) return DEFAULT_ESCALATION;
  const steps: EscalationStep[] = [];
  for (const item of config) {
    const { afterMinutes, notify } = (item ?? {}) as Record<string, unknown>;
    if (typeof afterMinutes !== 'number' || !Number.isInteger(afterMinutes)) return DEFAULT_ESCALATION;
    if (afterMinutes < 0 || afterMinutes > MAX_MINUTES) return DEFAULT_ESCALATION;
    if (notify !== 'assignee' && notify !== 'managers') return DEFAULT_ESCALATION;
    steps.push({ afterMinutes, notify });
  }
  return steps.sort((a, b) => a.afterMinutes - b.afterMinutes);
}

type HoursSite = Parameters<typeof overdueAt>[0];
type HoursLocation = Pick<Location, 'id' | 'contact_detail' | 'timezone' | 'state' | 'address'>;

/** When step `index` is due for a lead due at `dueAt`. */
export function stepAt(step: EscalationStep, site: HoursSite, location: HoursLocation, dueAt: Date): Date {
  return step.afterMinutes === 0 ? dueAt : overdueAt(site, location, dueAt, step.afterMinutes);
}

/**
 * The indexes of the steps due at `now` for an uncontacted lead due at `dueAt` (none once contacted).
 * The caller records each step it acts on, so each happens once.
 */
export function dueSteps(
  steps: readonly EscalationStep[],
  lead: { dueAt: Date | null; contacted: boolean },
  site: HoursSite,
  location: HoursLocation,
  now: Date,
): number[] {
  if (lead.contacted || lead.dueAt === null || now < lead.dueAt) return [];
  const due = lead.dueAt;
  return steps.flatMap((step, i) => (stepAt(step, site, location, due) <= now ? [i] : []));
}
