import type { ConsoleLeadSummary, LeadProgress } from '@dealer/api-client';
import { isOverdue, type LeadStatus, nextStatuses } from '@dealer/staff';
import type { DeliveryAttempt } from '../store/outbox.js';
import { toIso } from '../store/rows.js';
import type { AuditRow } from './audit.js';
import type { NoteRow, WorkRow } from './lead-work.js';

/**
 * A lead as the console shows it (the api-client's ConsoleLeadSummary / ConsoleLeadDetail): the shopper's
 * contact, the car, status, assignee and the overdue state at `now`. Shapes only; the rules are
 * @dealer/staff's.
 */

export type CarTitle = (siteSlug: string, carId: unknown) => string | null;

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;

function shopperName(data: Record<string, unknown>): string | null {
  const full = [str(data.first_name), str(data.last_name)].filter(Boolean).join(' ');
  return full || str(data.name);
}

export function leadSummary(
  work: WorkRow,
  names: ReadonlyMap<string, string>,
  carTitle: CarTitle,
  now: Date,
): Omit<ConsoleLeadSummary, 'progress'> & { progress: LeadProgress } {
  const data = work.data;
  const carId = Number(data.car_id);
  const hasCar = Number.isInteger(carId) && carId > 0;
  const stockNumber = str(data.stock_number);
  const contacted = work.firstContactedAt !== null || !['new', 'allocated'].includes(work.status);
  return {
    id: work.id,
    siteSlug: work.siteSlug,
    createdAt: work.createdAt,
    category: work.category,
    source: work.source,
    status: work.status,
    lostReason: work.lostReason,
    assignee: work.assigneeId ? { id: work.assigneeId, name: names.get(work.assigneeId) ?? 'Someone' } : null,
    overdueAt: contacted ? null : work.overdueAt,
    overdue: isOverdue(work.overdueAt ? new Date(work.overdueAt) : null, contacted, now),
    firstContactedAt: work.firstContactedAt,
    // Issue 29: an unfinished multi-step lead reads Incomplete, and Abandoned once delivered as such.
    progress: work.abandonedAt ? 'abandoned' : work.formCompleted ? 'complete' : 'incomplete',
    shopper: { name: shopperName(data), email: str(data.email), phone: str(data.phone) },
    car:
      hasCar || stockNumber
        ? { id: hasCar ? carId : null, title: hasCar ? carTitle(work.siteSlug, carId) : null, stockNumber }
        : null,
  };
}

export type LeadSummary = ReturnType<typeof leadSummary>;

/** The delivery state per destination with its log, from the outbox rows and the attempts log. */
export function deliveries(
  rows: { status: string; attempts: number; channel?: string; target?: string }[],
  log: DeliveryAttempt[],
) {
  return rows
    .filter((row) => row.channel !== undefined)
    .map((row) => {
      const own = log.filter((a) => a.channel === row.channel && a.target === row.target);
      const delivered = own.find((a) => a.result === 'delivered');
      const lastError = [...own].reverse().find((a) => a.error)?.error ?? null;
      return {
        channel: row.channel ?? null,
        target: row.target ?? null,
        status: row.status,
        attempts: row.attempts,
        lastError,
        deliveredAt: delivered ? toIso(delivered.at) : null,
        log: own.map((a) => ({ attempt: a.attempt, at: toIso(a.at), result: a.result, error: a.error })),
      };
    });
}

export function noteView(note: NoteRow, names: ReadonlyMap<string, string>) {
  return {
    id: note.id,
    body: note.body,
    author: note.authorId ? { id: note.authorId, name: names.get(note.authorId) ?? 'Someone' } : null,
    createdAt: note.createdAt,
  };
}

export function detailExtras(work: WorkRow, history: AuditRow[]) {
  return {
    data: work.data,
    formCompleted: work.formCompleted,
    quarantined: work.quarantined,
    history,
    nextStatuses: [...nextStatuses(work.status as LeadStatus)],
  };
}
