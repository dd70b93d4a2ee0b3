import { randomUUID } from 'node:crypto';
import type { LeadStatus } from '@dealer/staff';
import { toIso } from '../store/rows.js';
import type { SqlExecutor } from '../store/sql.js';
import type { LeadFilterValues } from './lead-filters.js';

/**
 * The work on leads (console: lead inbox): status, assignee, Lost reason, first contact and overdue time per lead,
 * and notes. Reads take the sites the person may see (and, for a salesperson, their own id); a lead outside
 * them is not found, whatever its id.
 */

export interface WorkRow {
  id: string;
  siteSlug: string;
  category: string | null;
  data: Record<string, unknown>;
  createdAt: string;
  formCompleted: boolean;
  quarantined: boolean;
  /** When the unfinished lead was delivered to the CRM as abandoned (store/lead-completion.ts). */
  abandonedAt: string | null;
  source: string | null;
  status: LeadStatus;
  assigneeId: string | null;
  lostReason: string | null;
  firstContactedAt: string | null;
  overdueAt: string | null;
}

export interface LeadListQuery extends Omit<LeadFilterValues, 'limit'> {
  sites: readonly string[];
  /** A salesperson: only leads assigned to this person. */
  onlyAssignee?: string;
  limit: number;
  now: Date;
}

export const SELECT = `SELECT l.id, l.site_slug, l.category, l.data, l.created_at, l.form_completed, l.quarantined,
       l.abandoned_at, w.source, w.status, w.assignee_id, w.lost_reason, w.first_contacted_at, w.overdue_at
  FROM leads l JOIN lead_work w ON w.lead_id = l.id`;

export interface DbWork {
  id: string;
  site_slug: string;
  category: string | null;
  data: Record<string, unknown>;
  created_at: unknown;
  form_completed: boolean;
  quarantined: boolean;
  abandoned_at: unknown;
  source: string | null;
  status: LeadStatus;
  assignee_id: string | null;
  lost_reason: string | null;
  first_contacted_at: unknown;
  overdue_at: unknown;
}

const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : toIso(value));

export function toWork(r: DbWork): WorkRow {
  return {
    id: r.id,
    siteSlug: r.site_slug,
    category: r.category,
    data: r.data,
    createdAt: toIso(r.created_at),
    formCompleted: r.form_completed,
    quarantined: r.quarantined,
    abandonedAt: isoOrNull(r.abandoned_at),
    source: r.source,
    status: r.status,
    assigneeId: r.assignee_id,
    lostReason: r.lost_reason,
    firstContactedAt: isoOrNull(r.first_contacted_at),
    overdueAt: isoOrNull(r.overdue_at),
  };
}

function filters(q: LeadListQuery): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  add((n) => `w.site_slug = ANY(${n}::text[])`, [...q.sites]);
  if (q.onlyAssignee) add((n) => `w.assignee_id = ${n}`, q.onlyAssignee);
  if (q.status) add((n) => `w.status = ${n}`, q.status);
  if (q.category) add((n) => `lower(l.category) = lower(${n})`, q.category);
  if (q.source) add((n) => `lower(w.source) = lower(${n})`, q.source);
  if (q.site) add((n) => `w.site_slug = ${n}`, q.site);
  if (q.from) add((n) => `l.created_at >= ${n}`, q.from.toISOString());
  if (q.to) add((n) => `l.created_at < ${n}`, q.to.toISOString());
  if (q.assignee === 'none') where.push('w.assignee_id IS NULL');
  else if (q.assignee) add((n) => `w.assignee_id = ${n}`, q.assignee);
  return { where, params };
}

/** The overdue condition at `$n`: not yet contacted and past its due time. */
const OVERDUE = (n: string) => `w.status IN ('new', 'allocated') AND w.overdue_at <= ${n}`;

export async function listWork(
  db: SqlExecutor,
  q: LeadListQuery,
): Promise<{ rows: WorkRow[]; total: number; overdueCount: number }> {
  const rows = await pageWork(db, q, q.limit, q.after);
  return { rows, ...(await countWork(db, q)) };
}

/**
 * One page of the list, newest first: `limit` leads after the lead `after` (keyset on created_at, id, so
 * leads arriving while someone pages move nothing; an id outside the list: an empty page).
 */
export async function pageWork(
  db: SqlExecutor,
  q: LeadListQuery,
  limit: number,
  after: string | undefined,
): Promise<WorkRow[]> {
  const { where, params } = filters(q);
  if (after !== undefined) {
    params.push(after);
    const n = `$${params.length}`;
    params.push([...q.sites]);
    const sites = `$${params.length}::text[]`;
    const cursor = `FROM leads a WHERE a.id = ${n}::uuid AND a.site_slug = ANY(${sites})`;
    // The created_at bound alone is what an index can range over; the pair breaks ties.
    where.push(`l.created_at <= (SELECT a.created_at ${cursor})`);
    where.push(`(l.created_at, l.id) < (SELECT a.created_at, a.id ${cursor})`);
  }
  params.push(limit);
  const { rows } = await db.query<DbWork>(
    `${SELECT} WHERE ${where.join(' AND ')} ORDER BY l.created_at DESC, l.id DESC LIMIT $${params.length}`,
    params,
  );
  return rows.map(toWork);
}

/** How many leads the list holds (every page), and how many of them are overdue. */
export async function countWork(
  db: SqlExecutor,
  q: LeadListQuery,
): Promise<{ total: number; overdueCount: number }> {
  const { where: clauses, params } = filters(q);
  const where = clauses.join(' AND ');
  const n = params.length;
  const counts = await db.query<{ total: string; overdue: string }>(
    `SELECT count(*) AS total, count(*) FILTER (WHERE ${OVERDUE(`$${n + 1}`)}) AS overdue
       FROM leads l JOIN lead_work w ON w.lead_id = l.id WHERE ${where}`,
    [...params, q.now.toISOString()],
  );
  return {
    total: Number(counts.rows[0]?.total ?? 0),
    overdueCount: Number(counts.rows[0]?.overdue ?? 0),
  };
}

/** One lead's work row, or null when it is not on one of `sites` (or has no work row yet). */
export async function workFor(
  db: SqlExecutor,
  id: string,
  sites: readonly string[],
  options: { lock?: boolean } = {},
): Promise<WorkRow | null> {
  const { rows } = await db.query<DbWork>(
    `${SELECT} WHERE l.id = $1 AND w.site_slug = ANY($2::text[])${options.lock ? ' FOR UPDATE OF w' : ''}`,
    [id, [...sites]],
  );
  return rows[0] ? toWork(rows[0]) : null;
}

/** Leads whose work rows were made since `since` (the stream), oldest first. */
export async function workSince(db: SqlExecutor, sites: readonly string[], since: Date): Promise<WorkRow[]> {
  const { rows } = await db.query<DbWork>(
    `${SELECT} WHERE w.site_slug = ANY($1::text[]) AND l.created_at >= $2 ORDER BY l.created_at, l.id LIMIT 500`,
    [[...sites], since.toISOString()],
  );
  return rows.map(toWork);
}

export async function setAssignee(
  tx: SqlExecutor,
  id: string,
  assigneeId: string | null,
  status: LeadStatus,
  now: Date,
): Promise<void> {
  await tx.query('UPDATE lead_work SET assignee_id = $2, status = $3, updated_at = $4 WHERE lead_id = $1', [
    id,
    assigneeId,
    status,
    now.toISOString(),
  ]);
}

export async function setStatus(
  tx: SqlExecutor,
  id: string,
  change: { status: LeadStatus; lostReason: string | null; firstContact: boolean },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE lead_work SET status = $2, lost_reason = $3, updated_at = $4,
            first_contacted_at = CASE WHEN $5::boolean AND first_contacted_at IS NULL THEN $4::timestamptz
                                      ELSE first_contacted_at END
      WHERE lead_id = $1`,
    [id, change.status, change.lostReason, now.toISOString(), change.firstContact],
  );
}

export interface NoteRow {
  id: string;
  body: string;
  authorId: string | null;
  createdAt: string;
}

/** Adds a note; a second post of the client's `noteId` (a double tap) stores nothing: null. */
export async function addNote(
  tx: SqlExecutor,
  leadId: string,
  authorId: string,
  body: string,
  now: Date,
  noteId: string = randomUUID(),
): Promise<NoteRow | null> {
  const note: NoteRow = { id: noteId, body, authorId, createdAt: now.toISOString() };
  const { rows } = await tx.query(
    `INSERT INTO lead_notes (id, lead_id, author_id, body, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [note.id, leadId, authorId, body, note.createdAt],
  );
  return rows.length > 0 ? note : null;
}

export async function notesFor(db: SqlExecutor, leadId: string): Promise<NoteRow[]> {
  const { rows } = await db.query<{
    id: string;
    body: string;
    author_id: string | null;
    created_at: unknown;
  }>('SELECT id, body, author_id, created_at FROM lead_notes WHERE lead_id = $1 ORDER BY created_at, id', [
    leadId,
  ]);
  return rows.map((r) => ({ id: r.id, body: r.body, authorId: r.author_id, createdAt: toIso(r.created_at) }));
}
