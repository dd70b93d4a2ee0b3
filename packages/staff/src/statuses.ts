/**
 * Console, lead inbox: lead statuses: New → Allocated → Contacted → Appointment → Won | Lost (with a reason).
 * A lead may skip forward (a salesperson calls a New lead straight away) and may go between Contacted
 * and Appointment; Won and Lost are final. Lost always carries a reason. A lead becomes Allocated by
 * being assigned (and New again when unassigned before any contact), never by a status change.
 */

export const LEAD_STATUSES = ['new', 'allocated', 'contacted', 'appointment', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  allocated: 'Allocated',
  contacted: 'Contacted',
  appointment: 'Appointment',
  won: 'Won',
  lost: 'Lost',
};

const NEXT: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  // Allocated comes with an assignee (assignment), not as a status chosen by hand.
  new: ['contacted', 'appointment', 'won', 'lost'],
  allocated: ['contacted', 'appointment', 'won', 'lost'],
  contacted: ['appointment', 'won', 'lost'],
  appointment: ['contacted', 'won', 'lost'],
  won: [],
  lost: [],
};

/** The longest reason a Lost lead may carry. */
export const LOST_REASON_MAX = 500;

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** The statuses a lead in `from` may move to. */
export function nextStatuses(from: LeadStatus): readonly LeadStatus[] {
  return NEXT[from];
}

/** Statuses still waiting for the first contact: the overdue timer runs only on these. */
export function awaitsContact(status: LeadStatus): boolean {
  return status === 'new' || status === 'allocated';
}

export type StatusChange =
  | { ok: true; status: LeadStatus; lostReason: string | null }
  | { ok: false; field: 'status' | 'lostReason'; message: string };

/**
 * Judges a status change: the move must be allowed from the current status and Lost needs a reason
 * (trimmed, 1–500 characters). The answer names the field a refusal is about.
 */
export function changeStatus(from: LeadStatus, to: unknown, lostReason?: unknown): StatusChange {
  if (!isLeadStatus(to))
    return { ok: false, field: 'status', message: `Choose one of: ${LEAD_STATUSES.join(', ')}.` };
  if (!NEXT[from].includes(to))
    return {
      ok: false,
      field: 'status',
      message: `A ${LEAD_STATUS_LABELS[from]} lead cannot become ${LEAD_STATUS_LABELS[to]}.`,
    };
  if (to !== 'lost') return { ok: true, status: to, lostReason: null };
  const reason = typeof lostReason === 'string' ? lostReason.trim() : '';
  if (reason === '') return { ok: false, field: 'lostReason', message: 'Say why the lead was lost.' };
  if (reason.length > LOST_REASON_MAX)
    return { ok: false, field: 'lostReason', message: `Use at most ${LOST_REASON_MAX} characters.` };
  return { ok: true, status: 'lost', lostReason: reason };
}

/** Whether a move counts as the first contact with the shopper (stops the overdue timer). */
export function isContact(status: LeadStatus): boolean {
  return !awaitsContact(status);
}
