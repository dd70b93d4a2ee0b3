import { can, dashboard, seesOnlyOwnLeads } from '@dealer/staff';
import type { Hono } from 'hono';
import { consoleSite } from '../console-stock/site.js';
import { viewsByCar } from '../console-stock/vdp-views.js';
import { type AppDeps, type AppEnv, badRequest } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import type { MailCatcher } from '../mail/catcher.js';
import { countHeld } from '../staff/held-leads.js';
import { notFound } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';
import { siteMail } from './dealer-delivery.js';

/**
 * Console, stock, reservations, content: the console dashboard and mail catcher:
 * - `GET /api/console/dashboard?site=&days=30` (`dashboard.read`): leads by source and category, median
 *   first response, overdue count, VDP views, computed by @dealer/staff `dashboard` from the rows loaded
 *   here (a salesperson's figures cover the leads assigned to them);
 * - `GET /api/console/mail?site=` and `/api/console/mail/{id}` (`leads.assign`: managers and group
 *   admins): the mails the embedded catcher took for the site's lead addresses (ADF, notifications).
 */

interface LeadRow {
  created_at: Date | string;
  category: string | null;
  data: Record<string, unknown>;
  status: string | null;
  first_contacted_at: Date | string | null;
  overdue_at: Date | string | null;
}

export function registerConsoleDashboardRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  catcher: MailCatcher | null,
): void {
  const staff = requireStaff(deps);

  app.get('/api/console/dashboard', staff, async (c) => {
    const site = consoleSite(c, deps, 'dashboard.read');
    if (!site) return notFound(c);
    const daysParam = c.req.query('days') ?? '30';
    const days = /^\d{1,4}$/.test(daysParam) ? Number(daysParam) : 0;
    if (days < 1 || days > 3660)
      return badRequest(c, 'days must be a whole number from 1 to 3660', { days: 'Invalid days' });
    const now = deps.now();
    const since = new Date(now.getTime() - days * 86_400_000);
    const person = c.get('staff');
    const own = seesOnlyOwnLeads(person);
    const { rows } = await deps.store.db.query<LeadRow>(
      `SELECT l.created_at, l.category, l.data, w.status, w.first_contacted_at, w.overdue_at
         FROM leads l LEFT JOIN lead_work w ON w.lead_id = l.id
        WHERE l.site_slug = $1 AND NOT l.quarantined AND l.created_at >= $2
          AND ($3::uuid IS NULL OR w.assignee_id = $3)`,
      [site.slug, since.toISOString(), own ? person.userId : null],
    );
    const views = await viewsByCar(deps.store, site.slug, since);
    const result = dashboard({
      leads: rows.map((r) => ({
        createdAt: r.created_at,
        category: r.category,
        data: r.data,
        status: r.status,
        firstContactedAt: r.first_contacted_at,
        overdueAt: r.overdue_at,
      })),
      views: [...views].map(([car, count]) => ({ car: String(car), count })),
      now,
    });
    const names = deps.inventory.stock(site).byId;
    const topViewed = result.topViewed.map((v) => ({ ...v, name: names.get(Number(v.key))?.name ?? null }));
    // Issue 29: the leads held for review now, for the people who review them.
    const held = can(person, 'leads.assign', { siteSlug: site.slug })
      ? { held: await countHeld(deps.store.db, [site.slug]) }
      : {};
    return c.json({ site: site.slug, days, ownLeadsOnly: own, ...result, ...held, topViewed }, 200, NO_STORE);
  });

  const mailSite = (c: Parameters<typeof consoleSite>[0]) => consoleSite(c, deps, 'leads.assign');
  const mailOf = (site: Parameters<typeof siteMail>[1]) => siteMail(catcher, site);

  app.get('/api/console/mail', staff, (c) => {
    const site = mailSite(c);
    if (!site) return notFound(c);
    if (!catcher) return c.json({ site: site.slug, catcher: false, mails: [] }, 200, NO_STORE);
    const mails = mailOf(deps.settings.leadSite(site)).map(({ raw: _raw, ...mail }) => mail);
    return c.json({ site: site.slug, catcher: true, mails }, 200, NO_STORE);
  });

  app.get('/api/console/mail/:id', staff, (c) => {
    const site = mailSite(c);
    const mail = site
      ? mailOf(deps.settings.leadSite(site)).find((m) => m.id === c.req.param('id'))
      : undefined;
    if (!mail) return notFound(c, 'Mail not found');
    return c.json({ ...mail }, 200, NO_STORE);
  });
}
