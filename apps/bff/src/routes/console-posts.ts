import { fieldErrors } from '@dealer/validation';
import type { Hono } from 'hono';
import { auditChange, consoleSite } from '../console-stock/site.js';
import { contentChanged } from '../content/content-version.js';
import { PromotionEdits, promotionEditSchema } from '../content/post-edits.js';
import { promotionsToEdit } from '../content/promotions.js';
import { SitePostStore } from '../content/site-posts.js';
import { type AppDeps, type AppEnv, badBody, badRequest, readJson } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { listedCars } from '../http/tenant-data.js';
import { notFound } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';
import { registerConsolePostDrafts } from './console-post-drafts.js';
import { registerConsolePostLifecycle } from './console-post-lifecycle.js';

/**
 * Console, stock, reservations, content: the site's blog posts (`content.edit`) with drafts and publishing
 * (console-post-drafts.ts: list, read, save a draft on its version, publish) and their creation and
 * deletion (console-post-lifecycle.ts), each write audited; the public calls (`/api/websites/{id}/posts…`)
 * serve published versions only.
 */
export function registerConsolePostRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const posts = new SitePostStore(deps.store.db, deps.seed, deps.now);
  registerConsolePostDrafts(app, deps, posts);
  registerConsolePostLifecycle(app, deps, posts);
}

/**
 * The site's promotions edited in the console (`content.edit`): `GET /api/console/promotions?site=`,
 * `PUT /api/console/promotions/{key}?site=` ({title, subtitle, hidden}); a bad field is a 400 naming it;
 * each save is audited and served at once by `…/promotions.json`.
 */
const PROMOTION_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function registerConsolePromotionRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const staff = requireStaff(deps);
  const edits = new PromotionEdits(deps.store.db);

  app.get('/api/console/promotions', staff, async (c) => {
    const site = consoleSite(c, deps, 'content.edit');
    if (!site) return notFound(c);
    const promotions = promotionsToEdit(site, listedCars(deps, site), await edits.of(site), deps.seed);
    return c.json({ site: site.slug, promotions }, 200, NO_STORE);
  });

  app.put('/api/console/promotions/:key', staff, async (c) => {
    const site = consoleSite(c, deps, 'content.edit');
    const key = c.req.param('key');
    const current =
      site && PROMOTION_KEY.test(key)
        ? promotionsToEdit(site, listedCars(deps, site), await edits.of(site), deps.seed).find(
            (p) => p.key === key,
          )
        : undefined;
    if (!site || !current) return notFound(c, 'Promotion not found');
    const body = await readJson(c, { object: true });
    if (!body.ok) return badBody(c, body);
    const parsed = promotionEditSchema.safeParse(body.value);
    if (!parsed.success) return badRequest(c, 'The promotion was not saved', fieldErrors(parsed.error));
    await deps.store.db.transaction(async (tx) => {
      await edits.save(tx, site, key, parsed.data, deps.now());
      await auditChange(c, deps, tx, {
        action: 'content.promotion.save',
        site,
        target: { type: 'promotion', id: key },
        before: current.edit ?? { title: current.title, subtitle: current.subtitle, hidden: false },
        after: parsed.data,
      });
    });
    contentChanged(site.slug);
    return c.json({ key, ...parsed.data }, 200, NO_STORE);
  });
}
