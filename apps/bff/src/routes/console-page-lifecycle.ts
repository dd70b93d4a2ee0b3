import type { Hono } from 'hono';
import { auditEntry, consoleSite } from '../console-stock/site.js';
import { contentChanged } from '../content/content-version.js';
import type { EditorPageStore } from '../content/editor-page-store.js';
import { StaleVersionError } from '../content/page-state.js';
import { type AppContext, type AppDeps, type AppEnv, badBody, readJson } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { auditedWrite, notFound, notSaved } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';
import { auditedPageWrite } from './console-page-audit.js';
import { badSlug, badVersion, PAGE_SLUG, pageBody, savePage, staleVersion } from './pages.js';

async function createPage(c: AppContext, deps: AppDeps, pages: EditorPageStore) {
  const pageSite = (x: AppContext) => consoleSite(x, deps, 'content.edit');
  const site = pageSite(c);
  if (!site) return notFound(c);
  const body = await readJson(c, { object: true });
  if (!body.ok) return badBody(c, body);
  const slug = (body.value as { slug?: unknown }).slug;
  if (typeof slug !== 'string' || !PAGE_SLUG.test(slug)) return badSlug(c);
  try {
    // A new page: version 1 as a draft (409 naming the slug when the site has a page there).
    return await savePage(
      c,
      deps,
      pages,
      slug,
      site,
      (page) =>
        auditedPageWrite(c, deps, { site, slug, action: 'content.page.create' }, (tx) =>
          pages.create(site, slug, page, tx),
        ),
      null,
    );
  } catch (error) {
    return notSaved(c, deps, 'The page', error);
  }
}

async function publishPage(c: AppContext, deps: AppDeps, pages: EditorPageStore) {
  const pageSite = (x: AppContext) => consoleSite(x, deps, 'content.edit');
  const site = pageSite(c);
  const slug = c.req.param('slug') ?? '';
  if (!site) return notFound(c);
  if (!PAGE_SLUG.test(slug)) return badSlug(c);
  const body = await readJson(c, { object: true });
  if (!body.ok) return badBody(c, body);
  const version = (body.value as { version?: unknown }).version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return badVersion(c);
  try {
    const published = await auditedWrite(deps, async (tx) => {
      const result = await pages.publish(site, slug, version, tx);
      if (!result) return { result, audit: null };
      return {
        result,
        audit: auditEntry(c, deps, {
          action: 'content.page.publish',
          site,
          target: { type: 'page', id: slug },
          before: { published: result.previous },
          after: { published: result.version.version },
        }),
      };
    });
    if (!published) return notFound(c, 'Page not found');
    contentChanged(site.slug);
    return c.json(
      { ...pageBody(slug, published.version), published: published.version.version },
      200,
      NO_STORE,
    );
  } catch (error) {
    if (error instanceof StaleVersionError) return staleVersion(c, slug, error);
    return notSaved(c, deps, 'The page', error);
  }
}

async function deletePage(c: AppContext, deps: AppDeps, pages: EditorPageStore) {
  const pageSite = (x: AppContext) => consoleSite(x, deps, 'content.edit');
  const site = pageSite(c);
  const slug = c.req.param('slug') ?? '';
  if (!site) return notFound(c);
  if (!PAGE_SLUG.test(slug)) return badSlug(c);
  let removed: Awaited<ReturnType<EditorPageStore['remove']>>;
  try {
    removed = await auditedWrite(deps, async (tx) => {
      const result = await pages.remove(site, slug, tx);
      if (!result) return { result, audit: null };
      return {
        result,
        audit: auditEntry(c, deps, {
          action: 'content.page.delete',
          site,
          target: { type: 'page', id: slug },
          before: { version: result.version, title: result.page.title },
          after: null,
        }),
      };
    });
  } catch (error) {
    return notSaved(c, deps, 'The page', error);
  }
  if (!removed) return notFound(c, 'Page not found');
  contentChanged(site.slug);
  return c.body(null, 204, NO_STORE);
}

/**
 * Console pages' lifecycle (#33 item 7, `content.edit`), each step audited in its transaction:
 * `POST /api/console/pages?site=` creates a page (`{slug, title, blocks}`: version 1, a draft; 409 naming
 * `slug` when taken), `POST /api/console/pages/{slug}/publish?site=` (`{version}`: the newest, else 409
 * with the current) shows it on the website, `DELETE /api/console/pages/{slug}?site=` deletes it and its
 * versions (the public page answers 404).
 */
export function registerConsolePageLifecycle(app: Hono<AppEnv>, deps: AppDeps, pages: EditorPageStore): void {
  const staff = requireStaff(deps);
  app.post('/api/console/pages', staff, (c) => createPage(c, deps, pages));

  app.post('/api/console/pages/:slug/publish', staff, (c) => publishPage(c, deps, pages));

  app.delete('/api/console/pages/:slug', staff, (c) => deletePage(c, deps, pages));
}
