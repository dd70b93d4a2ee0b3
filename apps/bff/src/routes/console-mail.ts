import { leadDestinations, type Site } from '@dealer/site-registry';
import { sitesFor } from '@dealer/staff';
import type { Hono } from 'hono';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import type { MailCatcher } from '../mail/catcher.js';
import { notFound } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';

/**
 * The embedded mail catcher in the console (issue #18 §3 "on npm start an embedded mail catcher so a new
 * user sees the mails in the console"): the ADF and notification mails sent to the addresses of the
 * sites the person may read (manager and group admin: leads.read without the salesperson's limit).
 *   GET /api/console/mail[?site=]  → {mails: [{id, to, subject, date, …, rawUrl}]} newest first
 *   GET /api/console/mail/{id}     → the raw RFC 5322 message
 * 404 when the deployment sends real mail (SMTP_URL: no catcher), for another person's site or mail.
 */

function addressesOf(sites: readonly Site[]): string[] {
  return sites.flatMap((site) =>
    leadDestinations(site, 'created').flatMap((d) => (d.channel === 'webhook' ? [] : [d.target])),
  );
}

function visibleMail(c: AppContext, deps: AppDeps, catcher: MailCatcher, site?: string) {
  const staff = c.get('staff');
  const slugs = staff.role === 'salesperson' ? [] : sitesFor(staff, 'leads.read');
  if (site !== undefined && !slugs.includes(site)) return null;
  const sites = deps.registry.sites.filter((s) => (site ? s.slug === site : slugs.includes(s.slug)));
  return catcher.list(addressesOf(sites));
}

export function registerConsoleMailRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  catcher: MailCatcher | null,
): void {
  const guard = requireStaff(deps);
  app.get('/api/console/mail', guard, (c) => {
    const mails = catcher ? visibleMail(c, deps, catcher, c.req.query('site')) : null;
    if (!mails)
      return notFound(
        c,
        catcher ? 'Site not found' : 'No mail catcher: this server sends mail over SMTP_URL',
      );
    return c.json(
      { mails: mails.map(({ raw: _raw, ...mail }) => ({ ...mail, rawUrl: `/api/console/mail/${mail.id}` })) },
      200,
      NO_STORE,
    );
  });
  app.get('/api/console/mail/:id', guard, (c) => {
    const mail = catcher ? visibleMail(c, deps, catcher)?.find((m) => m.id === c.req.param('id')) : undefined;
    if (!mail) return notFound(c, 'Mail not found');
    return c.body(mail.raw, 200, { 'content-type': 'message/rfc822', ...NO_STORE });
  });
}
