import type { Hono } from 'hono';
import { auditChange, consoleSite } from '../console-stock/site.js';
import { PageStore } from '../content/page-store.js';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { notFound } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';
import { badSlug, badVersion, PAGE_SLUG, pageBody, savePage } from './pages.js';

/**
 * Console, stock, reservations, content: the page-builder pages edited in the console (`content.edit`), over the page store the
 * dealer page API already keeps (every save a new version, earlier ones restorable):
 * `GET /api/console/pages?site=`, `GET|PUT /api/console/pages/{slug}?site=`,
 * `GET /api/console/pages/{slug}/versions?site=`, `POST /api/console/pages/{slug}/versions/{n}/restore?site=`.
 * A save is validated whole by @dealer/content-blocks `parsePage` (rich text through SANITISE_POLICY;
 * 400 naming each problem's path, nothing written); each save and restore is in the audit log.
 */
export function registerConsoleContentRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const staff = requireStaff(deps);
  const pages = new PageStore(deps.store.db, deps.now);
  const pageSite = (c: AppContext) => consoleSite(c, deps, 'content.edit');

  app.get('/api/console/pages', staff, async (c) => {
    const site = pageSite(c);
    if (!site) return notFound(c);
    return c.json({ site: site.slug, pages: await pages.list(site) }, 200, NO_STORE);
  });

  app.get('/api/console/pages/:slug', staff, async (c) => {
    const site = pageSite(c);
    const slug = c.req.param('slug');
    if (!site) return notFound(c);
    if (!PAGE_SLUG.test(slug)) return badSlug(c);
    const current = await pages.current(site, slug);
    if (!current) return notFound(c, 'Page not found');
    return c.json(pageBody(slug, current), 200, NO_STORE);
  });

  app.put('/api/console/pages/:slug', staff, async (c) => {
    const site = pageSite(c);
    const slug = c.req.param('slug');
    if (!site) return notFound(c);
    if (!PAGE_SLUG.test(slug)) return badSlug(c);
    const before = await pages.current(site, slug);
    const response = await savePage(c, deps, pages, slug, site);
    if (response.status === 200 || response.status === 201) {
      const saved = (await response.clone().json()) as { version: number };
      await auditChange(c, deps, deps.store.db, {
        action: 'content.page.save',
        site,
        target: { type: 'page', id: slug },
        before: before ? { version: before.version } : null,
        after: { version: saved.version },
      });
    }
    return response;
  });

  app.get('/api/console/pages/:slug/versions', staff, async (c) => {
    const site = pageSite(c);
    const slug = c.req.param('slug');
    if (!site) return notFound(c);
    if (!PAGE_SLUG.test(slug)) return badSlug(c);
    const history = await pages.versions(site, slug);
    if (history.length === 0) return notFound(c, 'Page not found');
    return c.json({ slug, versions: [...history].reverse() }, 200, NO_STORE);
  });

  app.post('/api/console/pages/:slug/versions/:version/restore', staff, async (c) => {
    const site = pageSite(c);
    const slug = c.req.param('slug');
    if (!site) return notFound(c);
    if (!PAGE_SLUG.test(slug)) return badSlug(c);
    const raw = c.req.param('version');
    const version = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(version) || version < 1) return badVersion(c);
    const before = await pages.current(site, slug);
    const restored = await pages.restore(site, slug, version);
    if (!restored) return notFound(c, 'No such page version');
    await auditChange(c, deps, deps.store.db, {
      action: 'content.page.restore',
      site,
      target: { type: 'page', id: slug },
      before: before ? { version: before.version } : null,
      after: { version: restored.version.version, restoredFrom: version },
    });
    return c.json(pageBody(slug, restored.version), restored.created ? 201 : 200, NO_STORE);
  });
}
