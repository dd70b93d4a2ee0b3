import type { Hono } from 'hono';
import { DatedPromotions, withDatedPromotions } from '../content/dated-promotions.js';
import { PostEdits, PromotionEdits } from '../content/post-edits.js';
import { sitePost, sitePosts } from '../content/posts.js';
import { promotionSvg, sitePromotions } from '../content/promotions.js';
import { SiteReviews } from '../content/reviews.js';
import { searchPages } from '../content/search-pages.js';
import { SitePostStore } from '../content/site-posts.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { jsonFile, listedCars, NOT_FOUND, ownWebsite, PUBLIC_SHORT } from '../http/tenant-data.js';
import { PAGE_SLUG } from './pages.js';

/**
 * §7 promotions and search pages, §2 reviews and blog/news — served per tenant from its content and stock:
 * `GET /api/websites/{id}/promotions.json?version=2`, `…/search_pages.json`, `…/reviews.json`,
 * `…/posts.json`, `…/posts/{slug}.json`; `GET /images/promotions/{n}.svg` (the 1920×540 banners).
 * Content pages and their editing: routes/pages.ts.
 */

export function registerContentRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const posts = new PostEdits(deps.store.db);
  const written = new SitePostStore(deps.store.db, deps.seed, deps.now);
  const promotions = new PromotionEdits(deps.store.db);
  const dated = new DatedPromotions(deps.store.db);
  const reviews = new SiteReviews(deps.store.db, deps.now, deps.seed.reviews);
  app.get('/api/websites/:websiteId/promotions.json', async (c) => {
    if (!ownWebsite(c, c.req.param('websiteId'))) return c.json(NOT_FOUND, 404);
    if (c.req.query('version') !== '2') {
      return c.json(
        { error: 'Only version=2 of promotions is served', fields: { version: 'Expected 2' } },
        400,
      );
    }
    const site = c.get('site');
    // A dealer's dated promotions only between their dates in the site's time zone.
    const generated = sitePromotions(site, listedCars(deps, site), await promotions.of(site), deps.seed);
    const shown = withDatedPromotions(site, generated, await dated.of(site), deps.now());
    return c.json({ version: 2, promotions: shown }, 200, PUBLIC_SHORT);
  });

  app.get('/images/promotions/:file', async (c) => {
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
    const edits = match ? await promotions.of(site) : new Map();
    const svg = match
      ? promotionSvg(site, listedCars(deps, site), Number(match[1]), width, edits, deps.seed)
      : null;
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

  app.get('/api/websites/:websiteId/reviews.json', async (c) => {
    if (!ownWebsite(c, c.req.param('websiteId'))) return c.json(NOT_FOUND, 404);
    // The site's own reviews (added or imported by the dealer, each with its source): none until given.
    const list = (await reviews.list(c.get('site'))).map(
      ({ id: _id, added_at: _added, ...review }) => review,
    );
    return c.json({ reviews: list }, 200, PUBLIC_SHORT);
  });

  app.get('/api/websites/:websiteId/posts.json', async (c) => {
    if (!ownWebsite(c, c.req.param('websiteId'))) return c.json(NOT_FOUND, 404);
    const list = sitePosts(await written.posts(c.get('site')), deps.now(), await posts.of(c.get('site')));
    return c.json({ posts: list }, 200, PUBLIC_SHORT);
  });

  app.get('/api/websites/:websiteId/posts/:file', async (c) => {
    if (!ownWebsite(c, c.req.param('websiteId'))) return c.json(NOT_FOUND, 404);
    const slug = jsonFile(c.req.param('file'));
    const post =
      slug !== null && PAGE_SLUG.test(slug)
        ? sitePost(await written.posts(c.get('site')), slug, deps.now(), await posts.of(c.get('site')))
        : null;
    if (!post) return c.json({ status: 404, error: 'Post not found' }, 404, PUBLIC_SHORT);
    return c.json(post, 200, PUBLIC_SHORT);
  });
}
