import type { Site } from '@dealer/site-registry';
import { type ConsoleAction, canAccess } from '@dealer/staff';
import type { AppContext, AppDeps } from '../http/context.js';
import { writeAudit } from '../staff/audit.js';
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

/** The audit row of a console change by the signed-in person (console-api's writer, staff/audit.ts). */
export function auditChange(
  c: AppContext,
  deps: Pick<AppDeps, 'now' | 'trustProxy'>,
  db: SqlExecutor,
  entry: {
    action: string;
    site: Site;
    target: { type: string; id: string };
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  return writeAudit(db, {
    ...auditBase(c, deps),
    action: entry.action,
    siteSlug: entry.site.slug,
    target: entry.target,
    before: entry.before,
    after: entry.after,
  });
}
