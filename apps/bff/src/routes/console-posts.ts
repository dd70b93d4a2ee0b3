import { fieldErrors } from '@dealer/validation';
import type { Hono } from 'hono';
import { auditChange, consoleSite } from '../console-stock/site.js';
import { contentChanged } from '../content/content-version.js';
import { PostEdits, PromotionEdits, postEditSchema, promotionEditSchema } from '../content/post-edits.js';
import { sitePost, sitePosts } from '../content/posts.js';
import { promotionsToEdit } from '../content/promotions.js';
import { type AppDeps, type AppEnv, badBody, badRequest, readJson } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { listedCars } from '../http/tenant-data.js';
import { notFound } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';
import { PAGE_SLUG } from './pages.js';

/**
 * Console, stock, reservations, content: the site's blog posts and promotions edited in the console (`content.edit`):
 * `GET /api/console/posts?site=`, `GET|PUT /api/console/posts/{slug}?site=` ({title, excerpt, body});
 * `GET /api/console/promotions?site=`, `PUT /api/console/promotions/{key}?site=` ({title, subtitle, hidden}).
 * The body is sanitised (SANITISE_POLICY) before it is kept; a bad field is a 400 naming it; each save
 * is audited and served at once by the public calls (`/api/websites/{id}/posts…`, `…/promotions.json`).
 */
export function registerConsolePostRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const staff = requireStaff(deps);
  const edits = new PostEdits(deps.store.db);

  app.get('/api/console/posts', staff, async (c) => {
    const site = consoleSite(c, deps, 'content.edit');
    if (!site) return notFound(c);
    const edited = await edits.of(site);
    const posts = sitePosts(deps.seed.posts(site), deps.now(), edited).map((p) => ({
      ...p,
      edited: edited.has(p.slug),
    }));
    return c.json({ site: site.slug, posts }, 200, NO_STORE);
  });

  app.get('/api/console/posts/:slug', staff, async (c) => {
    const site = consoleSite(c, deps, 'content.edit');
    const slug = c.req.param('slug');
    const post =
      site && PAGE_SLUG.test(slug)
        ? sitePost(deps.seed.posts(site), slug, deps.now(), await edits.of(site))
        : null;
    if (!post) return notFound(c, 'Post not found');
    return c.json(post, 200, NO_STORE);
  });

  app.put('/api/console/posts/:slug', staff, async (c) => {
    const site = consoleSite(c, deps, 'content.edit');
    const slug = c.req.param('slug');
    const before =
      site && PAGE_SLUG.test(slug)
        ? sitePost(deps.seed.posts(site), slug, deps.now(), await edits.of(site))
        : null;
    if (!site || !before) return notFound(c, 'Post not found');
    const body = await readJson(c, { object: true });
    if (!body.ok) return badBody(c, body);
    const parsed = postEditSchema.safeParse(body.value);
    if (!parsed.success) return badRequest(c, 'The post was not saved', fieldErrors(parsed.error));
    await deps.store.db.transaction(async (tx) => {
      await edits.save(tx, site, slug, parsed.data, deps.now());
      await auditChange(c, deps, tx, {
        action: 'content.post.save',
        site,
        target: { type: 'post', id: slug },
        before: { title: before.title },
        after: { title: parsed.data.title },
      });
    });
    contentChanged(site.slug);
    return c.json(sitePost(deps.seed.posts(site), slug, deps.now(), await edits.of(site)), 200, NO_STORE);
  });
}

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
