import { formatPageProblems, type PageProblem, type PageVersion, parsePage } from '@dealer/content-blocks';
import { type Car, isListingVisible } from '@dealer/pricing';
import type { Site } from '@dealer/site-registry';
import type { Hono } from 'hono';
import { PageLimitError, PageStore } from '../content/page-store.js';
import { sitePost, sitePosts } from '../content/posts.js';
import { promotionSvg, sitePromotions } from '../content/promotions.js';
import { siteReviews } from '../content/reviews.js';
import { searchPages } from '../content/search-pages.js';
import { type AppContext, type AppDeps, type AppEnv, readJson } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { authorisedDealer } from './dealer.js';

/**
 * §1 content pages, §7 promotions and search pages, §2 blog/news — served per tenant:
 *
 * - `GET /api/websites/{id}/pages/{slug}.json` (public): the page's newest version.
 * - `GET /api/dealer/pages`, `GET|PUT /api/dealer/pages/{slug}`, `GET /api/dealer/pages/{slug}/versions`,
 *   `POST /api/dealer/pages/{slug}/versions/{n}/restore`: the dealer's editing, behind the dealer inbox's
 *   basic authentication. A save is validated whole by parsePage (400 naming each problem's path, nothing
 *   written) and kept as a new version, the previous ones staying in the history.
 * - `GET /api/websites/{id}/promotions.json?version=2`, `…/search_pages.json`, `…/reviews.json`,
 *   `…/posts.json`, `…/posts/{slug}.json`; `GET /images/promotions/{n}.svg` (the 1920×540 banners).
 *
 * Registered before the site-data routes, so promotions and search pages come from here.
 */

const PUBLIC_SHORT = { 'cache-control': 'public, max-age=60, stale-while-revalidate=300', vary: 'Host' };
/** Pages change when a dealer saves: caches may keep them only briefly. */
const PUBLIC_PAGE = { 'cache-control': 'public, max-age=10, stale-while-revalidate=60', vary: 'Host' };
const NOT_FOUND = { status: 404, error: 'Not found' };
const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function ownWebsite(c: AppContext, websiteId: string | undefined): boolean {
  return websiteId === undefined || websiteId === String(c.get('site').id);
}

function jsonFile(param: string): string | null {
  return param.endsWith('.json') ? param.slice(0, -'.json'.length) : null;
}

/** The cars a site lists now (§4 visibility): what its search pages and banners count. */
export function listedCars(deps: AppDeps, site: Site): Car[] {
  const now = deps.now();
  return deps.inventory.stock(site).cars.filter((car) => isListingVisible(car, site, now));
}

function pageBody(slug: string, version: PageVersion) {
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

function badSlug(c: AppContext) {
  return c.json(
    {
      error: 'The page slug must be lowercase letters, digits and hyphens',
      fields: { slug: 'Invalid page slug' },
    },
    400,
    NO_STORE,
  );
}

export function registerContentRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const pages = new PageStore(deps.store.db, deps.now);

  app.get('/api/websites/:websiteId/pages/:file', async (c) => {
    if (!ownWebsite(c, c.req.param('websiteId'))) return c.json(NOT_FOUND, 404);
    const slug = jsonFile(c.req.param('file'));
    if (slug === null || !PAGE_SLUG.test(slug)) return c.json(NOT_FOUND, 404);
    const current = await pages.current(c.get('site'), slug);
    if (!current) return c.json({ status: 404, error: 'Page not found' }, 404, PUBLIC_PAGE);
    return c.json(pageBody(slug, current), 200, PUBLIC_PAGE);
  });

  // --- dealer editing (the dealer inbox credentials: user = site slug) ---

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
    const site = c.get('site');
    const slug = c.req.param('slug');
    if (!PAGE_SLUG.test(slug)) return badSlug(c);
    const read = await readJson(c);
    if (!read.ok) {
      const problems = Object.entries(read.fields).map(([path, message]) => ({ path, message }));
      return problemsResponse(c, problems);
    }
    const body = read.value;
    const current = await pages.current(site, slug);
    // The page's own slug may be left out (the URL names it); when given it must be the page's.
    let input = body;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      const record = body as Record<string, unknown>;
      // What GET returned (version, saved_at) may be sent back as it came; it is not part of the page.
      const { version: _version, saved_at: _savedAt, ...rest } = record;
      const allowed = new Set([slug, current?.page.slug]);
      if (rest.slug !== undefined && !allowed.has(rest.slug as string)) {
        return problemsResponse(c, [
          { path: 'slug', message: `Expected '${slug}' (the page being saved) or leave it out` },
        ]);
      }
      input = { ...rest, slug: rest.slug ?? current?.page.slug ?? slug };
    }
    const parsed = parsePage(input);
    if (!parsed.ok) return problemsResponse(c, parsed.problems);
    try {
      const { version, created } = await pages.save(site, slug, parsed.page);
      deps.log(`content: ${site.slug} saved page ${slug} as version ${version.version}`);
      return c.json(pageBody(slug, version), created ? 201 : 200, NO_STORE);
    } catch (error) {
      if (error instanceof PageLimitError) return c.json({ error: error.message }, 409, NO_STORE);
      throw error;
    }
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
    if (!Number.isInteger(version) || version < 1) {
      return c.json(
        { error: 'version must be a whole number from 1', fields: { version: 'Invalid version' } },
        400,
        NO_STORE,
      );
    }
    const restored = await pages.restore(c.get('site'), slug, version);
    if (!restored) return c.json({ status: 404, error: 'No such page version' }, 404, NO_STORE);
    return c.json(pageBody(slug, restored.version), restored.created ? 201 : 200, NO_STORE);
  });

  // --- §7 site data backed by the site's content ---

  app.get('/api/websites/:websiteId/promotions.json', (c) => {
    if (!ownWebsite(c, c.req.param('websiteId'))) return c.json(NOT_FOUND, 404);
    if (c.req.query('version') !== '2') {
      return c.json(
        { error: 'Only version=2 of promotions is served', fields: { version: 'Expected 2' } },
        400,
      );
    }
    const site = c.get('site');
    return c.json(
      { version: 2, promotions: sitePromotions(site, listedCars(deps, site)) },
      200,
      PUBLIC_SHORT,
    );
  });

  app.get('/images/promotions/:file', (c) => {
    const match = /^(\d{1,3})\.svg$/.exec(c.req.param('file'));
    const widthParam = c.req.query('w') ?? c.req.query('width');
    const width = widthParam === undefined ? undefined : Number(widthParam);
    if (width !== undefined && (!Number.isInteger(width) || width < 16 || width > 4000)) {
      return c.json(
        { error: 'width must be a whole number from 16 to 4000', fields: { width: 'Invalid width' } },
        400,
      );
    }
    const site = c.get('site');
    const svg = match ? promotionSvg(site, listedCars(deps, site), Number(match[1]), width) : null;
    if (!svg) return c.json({ error: 'Unknown image' }, 404);
    // The URL carries ?v=<hash of what the banner shows>, so a changed banner is a new URL.
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': c.req.query('v') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      vary: 'Host',
    });
  });

  app.get('/api/websites/:websiteId/search_pages.json', (c) => {
    if (!ownWebsite(c, c.req.param('websiteId'))) return c.json(NOT_FOUND, 404);
    const site = c.get('site');
    return c.json({ search_pages: searchPages(site, listedCars(deps, site)) }, 200, PUBLIC_SHORT);
  });

  app.get('/api/websites/:websiteId/reviews.json', (c) => {
    if (!ownWebsite(c, c.req.param('websiteId'))) return c.json(NOT_FOUND, 404);
    return c.json({ reviews: siteReviews(c.get('site')) }, 200, PUBLIC_SHORT);
  });

  app.get('/api/websites/:websiteId/posts.json', (c) => {
    if (!ownWebsite(c, c.req.param('websiteId'))) return c.json(NOT_FOUND, 404);
    return c.json({ posts: sitePosts(c.get('site'), deps.now()) }, 200, PUBLIC_SHORT);
  });

  app.get('/api/websites/:websiteId/posts/:file', (c) => {
    if (!ownWebsite(c, c.req.param('websiteId'))) return c.json(NOT_FOUND, 404);
    const slug = jsonFile(c.req.param('file'));
    const post = slug !== null && PAGE_SLUG.test(slug) ? sitePost(c.get('site'), slug, deps.now()) : null;
    if (!post) return c.json({ status: 404, error: 'Post not found' }, 404, PUBLIC_SHORT);
    return c.json(post, 200, PUBLIC_SHORT);
  });
}
