/**
 * How the console prints lead times: in the dealer's time zone (the server and the browser then
 * print the same text), and the overdue timer as a short duration from `now`.
 */

/** "24 Nov, 3:41 pm" in the given time zone. */
export function formatLeadTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

/** "45 min", "2 h 5 min", "3 d 4 h": whole minutes, never negative. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

export interface OverdueState {
  /** The server's due time (null once the shopper was contacted: the timer stops). */
  overdueAt: string | null;
  /** The server's verdict when it answered (it counts the site's opening hours). */
  overdue: boolean;
}

/**
 * The timer a row shows: overdue (and by how long), due in, or nothing once contacted. The server's
 * verdict wins: the due time already counts opening hours; `now` only moves the printed minutes.
 */
export function overdueTimer(
  lead: OverdueState,
  now: number,
): { kind: 'overdue' | 'due' | 'none'; text: string } {
  if (!lead.overdueAt) return { kind: 'none', text: '' };
  const due = new Date(lead.overdueAt).getTime();
  if (Number.isNaN(due)) return { kind: 'none', text: '' };
  if (lead.overdue || now >= due) return { kind: 'overdue', text: `Overdue ${formatDuration(now - due)}` };
  return { kind: 'due', text: `Due in ${formatDuration(due - now)}` };
}
