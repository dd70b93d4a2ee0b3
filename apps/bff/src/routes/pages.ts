import {
  formatPageProblems,
  type Page,
  type PageProblem,
  type PageVersion,
  parsePage,
} from '@dealer/content-blocks';
import type { Hono } from 'hono';
import { SlugTakenError, StaleVersionError } from '../content/page-state.js';
import { PageLimitError, PageStore, type SavedPage } from '../content/page-store.js';
import { type AppContext, type AppDeps, type AppEnv, readJson } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { jsonFile, NOT_FOUND, ownWebsite } from '../http/tenant-data.js';
import { authorisedDealer } from './dealer.js';

/**
 * §1 content pages, per tenant:
 *
 * - `GET /api/websites/{id}/pages/{slug}.json` (public): the page's newest version.
 * - `GET /api/dealer/pages`, `GET|PUT /api/dealer/pages/{slug}`, `GET /api/dealer/pages/{slug}/versions`,
 *   `POST /api/dealer/pages/{slug}/versions/{n}/restore`: the dealer's editing, behind the dealer inbox's
 *   basic authentication (user = site slug). A save is validated whole by parsePage (400 naming each
 *   problem's path, nothing written) and kept as a new version, the previous ones staying in the history.
 */

/** Pages change when a dealer saves: caches may keep them only briefly. */
const PUBLIC_PAGE = { 'cache-control': 'public, max-age=10, stale-while-revalidate=60', vary: 'Host' };
export const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function pageBody(slug: string, version: PageVersion) {
  return { ...version.page, slug, version: version.version, saved_at: version.saved_at };
}

function problemsResponse(c: AppContext, problems: PageProblem[]) {
  const fields: Record<string, string> = {};
  for (const problem of problems) fields[problem.path || 'page'] ??= problem.message;
  return c.json(
    { error: `The page was not saved:\n${formatPageProblems(problems)}`, problems, fields },
    400,
    NO_STORE,
  );
}

function signInRequired(c: AppContext) {
  return c.json({ error: 'Dealer sign-in required' }, 401, {
    'www-authenticate': 'Basic realm="Dealer pages", charset="UTF-8"',
    ...NO_STORE,
  });
}

export function badSlug(c: AppContext) {
  return c.json(
    {
      error: 'The page slug must be lowercase letters, digits and hyphens',
      fields: { slug: 'Invalid page slug' },
    },
    400,
    NO_STORE,
  );
}

/**
 * 409: the save was based on a version that is no longer the newest; nothing was written. The body
 * carries the newest version (`current`) so the editor can show both and choose.
 */
export function staleVersion(c: AppContext, slug: string, error: StaleVersionError) {
  return c.json(
    {
      error: `Not saved: ${error.message}. Your changes are kept below; compare them with the current version and save again.`,
      fields: { base_version: error.message },
      current: pageBody(slug, error.current),
    },
    409,
    NO_STORE,
  );
}

export function badVersion(c: AppContext) {
  return c.json(
    { error: 'version must be a whole number from 1', fields: { version: 'Invalid version' } },
    400,
    NO_STORE,
  );
}

/**
 * The page a PUT body describes. The page's own slug may be left out (the URL names it); when given it
 * must be the page's. What GET returned (version, saved_at) may be sent back as it came: it is not part
 * of the page.
 */
function pageInput(body: unknown, slug: string, currentSlug: string | undefined) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { input: body };
  const {
    version: _version,
    saved_at: _savedAt,
    base_version: _base,
    published: _published,
    ...rest
  } = body as Record<string, unknown>;
  if (rest.slug !== undefined && rest.slug !== slug && rest.slug !== currentSlug) {
    const message = `Expected '${slug}' (the page being saved) or leave it out`;
    return { problems: [{ path: 'slug', message }] };
  }
  return { input: { ...rest, slug: rest.slug ?? currentSlug ?? slug } };
}

/**
 * Saves a page of `site` (the request's own site unless the console names another of the person's);
 * `write` stores the validated page (the console's runs it in one transaction with its audit row).
 */
export async function savePage(
  c: AppContext,
  deps: AppDeps,
  pages: PageStore,
  slug: string,
  site = c.get('site'),
  write: (page: Page, body: Record<string, unknown>) => Promise<SavedPage> = (page) =>
    pages.save(site, slug, page),
  current: PageVersion | null | undefined = undefined,
) {
  const read = await readJson(c);
  if (!read.ok) {
    return problemsResponse(
      c,
      Object.entries(read.fields).map(([path, message]) => ({ path, message })),
    );
  }
  const shown = current === undefined ? await pages.current(site, slug) : current;
  const given = pageInput(read.value, slug, shown?.page.slug);
  if (given.problems) return problemsResponse(c, given.problems);
  const parsed = parsePage(given.input);
  if (!parsed.ok) return problemsResponse(c, parsed.problems);
  try {
    const { version, created } = await write(parsed.page, read.value as Record<string, unknown>);
    deps.log(`content: ${site.slug} saved page ${slug} as version ${version.version}`);
    return c.json(pageBody(slug, version), created ? 201 : 200, NO_STORE);
  } catch (error) {
    if (error instanceof PageLimitError) return c.json({ error: error.message }, 409, NO_STORE);
    if (error instanceof SlugTakenError)
      return c.json({ error: error.message, fields: { slug: error.message } }, 409, NO_STORE);
    if (error instanceof StaleVersionError) return staleVersion(c, slug, error);
    throw error;
  }
}

export function registerPageRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const pages = new PageStore(deps.store.db, deps.now, deps.seed.pages);

  app.get('/api/websites/:websiteId/pages/:file', async (c) => {
    if (!ownWebsite(c, c.req.param('websiteId'))) return c.json(NOT_FOUND, 404);
    const slug = jsonFile(c.req.param('file'));
    if (slug === null || !PAGE_SLUG.test(slug)) return c.json(NOT_FOUND, 404);
    const current = await pages.current(c.get('site'), slug);
    if (!current) return c.json({ status: 404, error: 'Page not found' }, 404, PUBLIC_PAGE);
    return c.json(pageBody(slug, current), 200, PUBLIC_PAGE);
  });

  app.get('/api/dealer/pages', async (c) => {
    if (!authorisedDealer(c, deps)) return signInRequired(c);
    return c.json({ site: c.get('site').slug, pages: await pages.list(c.get('site')) }, 200, NO_STORE);
  });

  app.get('/api/dealer/pages/:slug', async (c) => {
    if (!authorisedDealer(c, deps)) return signInRequired(c);
    const slug = c.req.param('slug');
    if (!PAGE_SLUG.test(slug)) return badSlug(c);
    const current = await pages.current(c.get('site'), slug);
    if (!current) return c.json({ status: 404, error: 'Page not found' }, 404, NO_STORE);
    return c.json(pageBody(slug, current), 200, NO_STORE);
  });

  app.put('/api/dealer/pages/:slug', async (c) => {
    if (!authorisedDealer(c, deps)) return signInRequired(c);
    const slug = c.req.param('slug');
    return PAGE_SLUG.test(slug) ? savePage(c, deps, pages, slug) : badSlug(c);
  });

  app.get('/api/dealer/pages/:slug/versions', async (c) => {
    if (!authorisedDealer(c, deps)) return signInRequired(c);
    const slug = c.req.param('slug');
    if (!PAGE_SLUG.test(slug)) return badSlug(c);
    const history = await pages.versions(c.get('site'), slug);
    if (history.length === 0) return c.json({ status: 404, error: 'Page not found' }, 404, NO_STORE);
    // Newest first: [0] is the page shown, [1] the previous version.
    return c.json({ slug, versions: [...history].reverse() }, 200, NO_STORE);
  });

  app.post('/api/dealer/pages/:slug/versions/:version/restore', async (c) => {
    if (!authorisedDealer(c, deps)) return signInRequired(c);
    const slug = c.req.param('slug');
    if (!PAGE_SLUG.test(slug)) return badSlug(c);
    const raw = c.req.param('version');
    const version = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(version) || version < 1) return badVersion(c);
    const restored = await pages.restore(c.get('site'), slug, version);
    if (!restored) return c.json({ status: 404, error: 'No such page version' }, 404, NO_STORE);
    return c.json(pageBody(slug, restored.version), restored.created ? 201 : 200, NO_STORE);
  });
}
