import { siteTimeZone } from '@dealer/site-registry';
import {
  can,
  dashboard,
  dashboardPeriod,
  dashboardSeries,
  salespeopleTable,
  seesOnlyOwnLeads,
} from '@dealer/staff';
import type { Hono } from 'hono';
import { loadDashboardLeads } from '../console-stock/dashboard-leads.js';
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
 * - `GET /api/console/dashboard?site=&days=30` or `?from=YYYY-MM-DD&to=YYYY-MM-DD` (`dashboard.read`; local
 *   days of the site's zone; 400 naming `days`, `from` or `to`): leads by source and category, median first
 *   response, overdue count, VDP views, and (issue 33 item 5) the per-day `series` and the `salespeople`
 *   table, computed by @dealer/staff from the rows loaded here (a salesperson's cover their own leads);
 * - `GET /api/console/mail?site=` and `/api/console/mail/{id}` (`leads.assign`: managers and group
 *   admins): the mails the embedded catcher took for the site's lead addresses (ADF, notifications).
 */

export function registerConsoleDashboardRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  catcher: MailCatcher | null,
): void {
  const staff = requireStaff(deps);

  app.get('/api/console/dashboard', staff, async (c) => {
    const site = consoleSite(c, deps, 'dashboard.read');
    if (!site) return notFound(c);
    const now = deps.now();
    const timeZone = siteTimeZone(site);
    const period = dashboardPeriod(
      { days: c.req.query('days'), from: c.req.query('from'), to: c.req.query('to') },
      now,
      timeZone,
    );
    if (!period.ok) return badRequest(c, period.message, { [period.field]: period.message });
    const person = c.get('staff');
    const own = seesOnlyOwnLeads(person);
    const loaded = await loadDashboardLeads(deps.store.db, {
      site: site.slug,
      startsAt: period.startsAt,
      endsAt: period.endsAt,
      assigneeId: own ? person.userId : null,
    });
    const leads = loaded.filter((l) => new Date(l.createdAt) >= period.startsAt);
    const views = await viewsByCar(deps.store, site.slug, period.startsAt);
    const result = dashboard({
      leads,
      views: [...views].map(([car, count]) => ({ car: String(car), count })),
      now,
    });
    const names = deps.inventory.stock(site).byId;
    const topViewed = result.topViewed.map((v) => ({ ...v, name: names.get(Number(v.key))?.name ?? null }));
    // Issue 29: the leads held for review now, for the people who review them.
    const held = can(person, 'leads.assign', { siteSlug: site.slug })
      ? { held: await countHeld(deps.store.db, [site.slug]) }
      : {};
    return c.json(
      {
        site: site.slug,
        days: period.dates.length,
        from: period.from,
        to: period.to,
        timeZone,
        ownLeadsOnly: own,
        ...result,
        ...held,
        topViewed,
        series: dashboardSeries(loaded, period, timeZone, now),
        salespeople: salespeopleTable(leads),
      },
      200,
      NO_STORE,
    );
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
