import type { Site } from '@dealer/site-registry';
import type { Hono } from 'hono';
import { auditEntry, consoleSite } from '../console-stock/site.js';
import { contentChanged } from '../content/content-version.js';
import { PageStore, type SavedPage } from '../content/page-store.js';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { auditedWrite, notFound, notSaved } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';
import type { SqlExecutor } from '../store/sql.js';
import { badSlug, badVersion, PAGE_SLUG, pageBody, savePage } from './pages.js';

/**
 * A page save or restore and its audit row in one transaction (a save that added no version logs
 * nothing); the site's content is marked changed once it committed.
 */
async function auditedPageWrite<T extends SavedPage | null>(
  c: AppContext,
  deps: AppDeps,
  change: { site: Site; slug: string; action: string; after?: Record<string, unknown> },
  write: (tx: SqlExecutor) => Promise<T>,
): Promise<T> {
  const { site, slug, action } = change;
  const saved = await auditedWrite(deps, async (tx) => {
    const result = await write(tx);
    if (!result?.created) return { result, audit: null };
    return {
      result,
      audit: auditEntry(c, deps, {
        action,
        site,
        target: { type: 'page', id: slug },
        before: result.previous === null ? null : { version: result.previous },
        after: { version: result.version.version, ...change.after },
      }),
    };
  });
  if (saved?.created) contentChanged(site.slug);
  return saved;
}

/**
 * Console, stock, reservations, content: the page-builder pages edited in the console (`content.edit`), over the page store the
 * dealer page API already keeps (every save a new version, earlier ones restorable):
 * `GET /api/console/pages?site=`, `GET|PUT /api/console/pages/{slug}?site=`,
 * `GET /api/console/pages/{slug}/versions?site=`, `POST /api/console/pages/{slug}/versions/{n}/restore?site=`.
 * A save is validated whole by @dealer/content-blocks `parsePage` (rich text through SANITISE_POLICY;
 * 400 naming each problem's path, nothing written); each save and restore that adds a version commits
 * with its audit row (503 saying nothing changed when it does not).
 */
export function registerConsoleContentRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const staff = requireStaff(deps);
  const pages = new PageStore(deps.store.db, deps.now, deps.seed.pages);
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
    try {
      return await savePage(c, deps, pages, slug, site, (page) =>
        auditedPageWrite(c, deps, { site, slug, action: 'content.page.save' }, (tx) =>
          pages.save(site, slug, page, tx),
        ),
      );
    } catch (error) {
      return notSaved(c, deps, 'The page', error);
    }
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
    let restored: SavedPage | null;
    try {
      restored = await auditedPageWrite(
        c,
        deps,
        { site, slug, action: 'content.page.restore', after: { restoredFrom: version } },
        (tx) => pages.restore(site, slug, version, tx),
      );
    } catch (error) {
      return notSaved(c, deps, 'The page', error);
    }
    if (!restored) return notFound(c, 'No such page version');
    return c.json(pageBody(slug, restored.version), restored.created ? 201 : 200, NO_STORE);
  });
}
