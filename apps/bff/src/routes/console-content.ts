import type { Hono } from 'hono';
import { consoleSite } from '../console-stock/site.js';
import { EditorPageStore } from '../content/editor-page-store.js';
import type { SavedPage } from '../content/page-store.js';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { notFound, notSaved } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';
import { registerConsoleContentExtras } from './console-content-extras.js';
import { auditedPageWrite, baseVersionOf, MissingBaseVersion } from './console-page-audit.js';
import { registerConsolePageLifecycle } from './console-page-lifecycle.js';
import { badSlug, badVersion, PAGE_SLUG, pageBody, savePage } from './pages.js';

/** PUT: the page as a draft version on the version the editor loaded (`base_version`; 409 when stale). */
async function saveDraftPage(c: AppContext, deps: AppDeps, pages: EditorPageStore) {
  const pageSite = (x: AppContext) => consoleSite(x, deps, 'content.edit');
  const site = pageSite(c);
  const slug = c.req.param('slug') ?? '';
  if (!site) return notFound(c);
  if (!PAGE_SLUG.test(slug)) return badSlug(c);
  const found = await pages.draft(site, slug);
  if (!found) return notFound(c, 'Page not found');
  try {
    // A draft version, only on the version the editor loaded (base_version): a stale save is a 409.
    return await savePage(
      c,
      deps,
      pages,
      slug,
      site,
      (page, body) => {
        const base = baseVersionOf(body);
        if (base === null) throw new MissingBaseVersion();
        return auditedPageWrite(c, deps, { site, slug, action: 'content.page.save' }, (tx) =>
          pages.saveDraft(site, slug, page, base, tx),
        );
      },
      found.draft,
    );
  } catch (error) {
    if (error instanceof MissingBaseVersion) {
      const message = 'Send the version the edit is based on (base_version).';
      return c.json({ error: message, fields: { base_version: message } }, 400, NO_STORE);
    }
    return notSaved(c, deps, 'The page', error);
  }
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
  const pages = new EditorPageStore(deps.store.db, deps.now, deps.seed.pages);
  const pageSite = (c: AppContext) => consoleSite(c, deps, 'content.edit');

  app.get('/api/console/pages', staff, async (c) => {
    const site = pageSite(c);
    if (!site) return notFound(c);
    return c.json({ site: site.slug, pages: await pages.list(site) }, 200, NO_STORE);
  });

  app.get('/api/console/pages/:slug', staff, async (c) => {
    const site = pageSite(c);
    const slug = c.req.param('slug') ?? '';
    if (!site) return notFound(c);
    if (!PAGE_SLUG.test(slug)) return badSlug(c);
    const found = await pages.draft(site, slug);
    if (!found) return notFound(c, 'Page not found');
    return c.json({ ...pageBody(slug, found.draft), published: found.published }, 200, NO_STORE);
  });

  app.put('/api/console/pages/:slug', staff, (c) => saveDraftPage(c, deps, pages));

  app.get('/api/console/pages/:slug/versions', staff, async (c) => {
    const site = pageSite(c);
    const slug = c.req.param('slug') ?? '';
    if (!site) return notFound(c);
    if (!PAGE_SLUG.test(slug)) return badSlug(c);
    const history = await pages.versions(site, slug);
    if (history.length === 0) return notFound(c, 'Page not found');
    return c.json({ slug, versions: [...history].reverse() }, 200, NO_STORE);
  });

  app.post('/api/console/pages/:slug/versions/:version/restore', staff, async (c) => {
    const site = pageSite(c);
    const slug = c.req.param('slug') ?? '';
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
        // Restored as a draft: the public page changes when the editor publishes it.
        (tx) => pages.restore(site, slug, version, tx, 'draft'),
      );
    } catch (error) {
      return notSaved(c, deps, 'The page', error);
    }
    if (!restored) return notFound(c, 'No such page version');
    return c.json(pageBody(slug, restored.version), restored.created ? 201 : 200, NO_STORE);
  });

  registerConsolePageLifecycle(app, deps, pages);
  registerConsoleContentExtras(app, deps);
}
