import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@dealer/api-client';
import type { StaffMember } from '@dealer/staff';
import { toIso } from '../store/rows.js';
import type { SqlExecutor } from '../store/sql.js';

/**
 * The console's audit log (console: people and access "an audit log of who changed what"): every console write adds
 * its row in the same transaction as the change — who (id and email at the time), what (an action name),
 * on what (type, id, site), the value before and after, when and from which address.
 */

export interface AuditInput {
  actor: Pick<StaffMember, 'userId' | 'email' | 'groupId'> | null;
  /** The group the change belongs to (defaults to the actor's). */
  groupId?: string;
  action: string;
  siteSlug?: string | null;
  target: { type: string; id: string | null };
  before?: unknown;
  after?: unknown;
  ip: string | null;
  at: Date;
}

/** An entry as the console reads it (the api-client's AuditEntry). */
export type AuditRow = AuditEntry;

export async function writeAudit(tx: SqlExecutor, entry: AuditInput): Promise<void> {
  const groupId = entry.groupId ?? entry.actor?.groupId;
  if (!groupId) throw new Error('An audit entry needs a group');
  await tx.query(
    `INSERT INTO audit_log (id, group_id, site_slug, actor_id, actor_email, action, target_type, target_id,
       before, after, ip, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      randomUUID(),
      groupId,
      entry.siteSlug ?? null,
      entry.actor?.userId ?? null,
      entry.actor?.email ?? null,
      entry.action,
      entry.target.type,
      entry.target.id,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.ip,
      entry.at.toISOString(),
    ],
  );
}

export interface AuditQuery {
  groupId: string;
  /** Entries of these sites, plus the group's entries without a site (team changes, sign-ins). */
  sites: readonly string[];
  includeGroupEntries: boolean;
  site?: string;
  action?: string;
  actor?: string;
  targetId?: string;
  before?: string;
  limit: number;
}

export async function listAudit(db: SqlExecutor, q: AuditQuery): Promise<AuditRow[]> {
  const where = ['group_id = $1'];
  const params: unknown[] = [q.groupId];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  add(
    (n) =>
      q.includeGroupEntries
        ? `(site_slug = ANY(${n}::text[]) OR site_slug IS NULL)`
        : `site_slug = ANY(${n}::text[])`,
    [...q.sites],
  );
  if (q.site) add((n) => `site_slug = ${n}`, q.site);
  if (q.action) add((n) => `action = ${n}`, q.action);
  if (q.actor) add((n) => `actor_id::text = ${n}`, q.actor);
  if (q.targetId) add((n) => `target_id = ${n}`, q.targetId);
  if (q.before) add((n) => `at < ${n}`, q.before);
  params.push(q.limit);
  const { rows } = await db.query<{
    id: string;
    at: unknown;
    actor_id: string | null;
    actor_email: string | null;
    action: string;
    site_slug: string | null;
    target_type: string;
    target_id: string | null;
    before: unknown;
    after: unknown;
    ip: string | null;
  }>(
    `SELECT id, at, actor_id, actor_email, action, site_slug, target_type, target_id, before, after, ip
       FROM audit_log WHERE ${where.join(' AND ')} ORDER BY at DESC, id LIMIT $${params.length}`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    at: toIso(r.at),
    actor: { id: r.actor_id, email: r.actor_email },
    action: r.action,
    siteSlug: r.site_slug,
    target: { type: r.target_type, id: r.target_id },
    before: r.before,
    after: r.after,
    ip: r.ip,
  }));
}
