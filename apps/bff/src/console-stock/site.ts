import type { Site } from '@dealer/site-registry';
import { type ConsoleAction, canAccess } from '@dealer/staff';
import type { AppContext, AppDeps } from '../http/context.js';
import { type AuditInput, writeAudit } from '../staff/audit.js';
import { auditBase } from '../staff/http.js';
import type { SqlExecutor } from '../store/sql.js';

/**
 * The site a console stock, reservation, content or dashboard call works on (console: stock, reservations, content): `?site=` when
 * given, else the site of the host the console was opened on, else the person's first site where the
 * action is allowed. A site the person may not touch this way is "not found" (404, never 403).
 */
export function consoleSite(
  c: AppContext,
  deps: Pick<AppDeps, 'registry'>,
  action: ConsoleAction,
): Site | null {
  const staff = c.get('staff');
  const asked = c.req.query('site');
  const slug =
    asked ??
    (canAccess(staff, c.get('site').slug, action)
      ? c.get('site').slug
      : staff.siteSlugs.find((s) => canAccess(staff, s, action)));
  if (!slug || !canAccess(staff, slug, action)) return null;
  return deps.registry.sites.find((site) => site.slug === slug) ?? null;
}

/** What a console change by the signed-in person is, as its audit entry (staff/audit.ts writes it). */
export interface ConsoleChange {
  action: string;
  site: Site;
  target: { type: string; id: string };
  before?: unknown;
  after?: unknown;
}

/** The audit entry of a console change by the signed-in person (for auditedWrite). */
export function auditEntry(
  c: AppContext,
  deps: Pick<AppDeps, 'now' | 'trustProxy'>,
  entry: ConsoleChange,
): AuditInput {
  return {
    ...auditBase(c, deps),
    action: entry.action,
    siteSlug: entry.site.slug,
    target: entry.target,
    before: entry.before,
    after: entry.after,
  };
}

/** The audit row of a console change by the signed-in person, written in the caller's transaction `db`. */
export function auditChange(
  c: AppContext,
  deps: Pick<AppDeps, 'now' | 'trustProxy'>,
  db: SqlExecutor,
  entry: ConsoleChange,
): Promise<void> {
  return writeAudit(db, auditEntry(c, deps, entry));
}
