import { canAccess } from '@dealer/staff';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import {
  checkTemplate,
  isShopperMailKind,
  mergeFields,
  renderTemplate,
  SHOPPER_MAIL_LABELS,
  type ShopperMailKind,
} from '../shopper-mail/merge-fields.js';
import { saveTemplate, siteTemplates } from '../shopper-mail/template-store.js';
import { auditBase, auditedWrite, notFound, parseBody } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';

/**
 * The shopper's mail templates in the console (issue 33 item 3), for people who edit the site:
 *   GET  /api/console/mail-templates?site=                   → {site, templates: [{kind, label, custom, template, fields}]}
 *   PUT  /api/console/mail-templates/{kind}?site= {subject, text, html} → 200 saved (audited); 400 naming the field
 *   POST /api/console/mail-templates/{kind}/preview?site= {subject, text, html} → 200 {subject, text, html}; 400
 * A template is checked at save and at preview: an unknown merge field, or a required one missing, is a 400
 * naming it — never a blank in a sent mail.
 */

const templateBody = z.object({
  subject: z.string('Write a subject.').max(300, 'Use at most 300 characters.'),
  text: z.string('Write the text.').max(20_000, 'Use at most 20,000 characters.'),
  html: z.string('Write the HTML.').max(50_000, 'Use at most 50,000 characters.'),
});

const SAMPLE: Record<string, string> = {
  shopper_name: 'Sam',
  site_name: 'Your dealership',
  location_name: 'Main yard',
  location_phone: '(07) 3000 0000',
  location_hours: 'Monday: 8:00am – 5:30pm; Saturday: 8:00am – 12:00pm; Sunday: Closed',
  appointment_time: 'Saturday 5 December at 10:30 am',
  pickup_date: 'Saturday 5 December 2026',
  return_date: 'Tuesday 8 December 2026',
  car_title: '2022 Toyota Corolla Ascent Sport',
  car_price: '$27,990',
  car_url: 'https://example.com/cars/2022-toyota-corolla',
};

function siteOf(c: AppContext, deps: AppDeps) {
  const slug = c.req.query('site') ?? '';
  const site = deps.registry.sites.find((s) => s.slug === slug);
  return site && canAccess(c.get('staff'), site.slug, 'content.edit') ? site : null;
}

function refused(c: AppContext, field: string, error: string): Response {
  return c.json({ error, field, fields: { [field]: error } }, 400, NO_STORE);
}

export function registerConsoleShopperMailRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const guard = requireStaff(deps);
  app.get('/api/console/mail-templates', guard, async (c) => {
    const site = siteOf(c, deps);
    if (!site) return notFound(c, 'Site not found');
    const templates = (await siteTemplates(deps.store.db, site.slug)).map((t) => ({
      ...t,
      label: SHOPPER_MAIL_LABELS[t.kind],
      fields: mergeFields(t.kind),
    }));
    return c.json({ site: site.slug, templates }, 200, NO_STORE);
  });
  app.post('/api/console/mail-templates/:kind/preview', guard, async (c) => {
    const site = siteOf(c, deps);
    const kind = c.req.param('kind');
    if (!site || !isShopperMailKind(kind)) return notFound(c);
    const body = await parseBody(c, templateBody);
    if (!body.ok) return body.response;
    const check = checkTemplate(kind, body.value);
    if (!check.ok) return refused(c, check.field, check.error);
    return c.json(renderTemplate(body.value, { ...SAMPLE, site_name: site.name }), 200, NO_STORE);
  });
  app.put('/api/console/mail-templates/:kind', guard, async (c) => {
    const site = siteOf(c, deps);
    const kind = c.req.param('kind');
    if (!site || !isShopperMailKind(kind)) return notFound(c);
    const body = await parseBody(c, templateBody);
    if (!body.ok) return body.response;
    const check = checkTemplate(kind as ShopperMailKind, body.value);
    if (!check.ok) return refused(c, check.field, check.error);
    return auditedWrite(deps, async (tx) => {
      const now = deps.now();
      const staff = c.get('staff');
      const before = await saveTemplate(tx, {
        site: site.slug,
        kind,
        template: body.value,
        by: staff.userId,
        now,
      });
      const audit = {
        ...auditBase(c, deps),
        action: 'mail_template.saved',
        siteSlug: site.slug,
        target: { type: 'mail_template', id: kind },
        before,
        after: body.value,
      };
      return { result: c.json({ kind, template: body.value }, 200, NO_STORE), audit };
    });
  });
}
