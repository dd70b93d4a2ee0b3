import { fieldErrors } from '@dealer/validation';
import type { Hono } from 'hono';
import { auditEntry, consoleSite } from '../console-stock/site.js';
import { contentChanged } from '../content/content-version.js';
import { PageLimitError } from '../content/page-store.js';
import { postEditSchema } from '../content/post-edits.js';
import { PostSlugTakenError, type SitePostStore } from '../content/site-posts.js';
import { type AppDeps, type AppEnv, badBody, badRequest, readJson } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { auditedWrite, notFound, notSaved } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';
import { PAGE_SLUG } from './pages.js';

/**
 * Blog posts written and deleted in the console (#33 item 7, `content.edit`), each audited in its
 * transaction: `POST /api/console/posts?site=` (`{title, excerpt, body}`, the body sanitised; a draft,
 * version 1, at the title's slug, on the website once published; 409 naming `title` when the site has a
 * post there) and
 * `DELETE /api/console/posts/{slug}?site=` (the seed's or a written one: 404 publicly from then).
 */
export function registerConsolePostLifecycle(app: Hono<AppEnv>, deps: AppDeps, posts: SitePostStore): void {
  const staff = requireStaff(deps);

  app.post('/api/console/posts', staff, async (c) => {
    const site = consoleSite(c, deps, 'content.edit');
    if (!site) return notFound(c);
    const body = await readJson(c, { object: true });
    if (!body.ok) return badBody(c, body);
    const parsed = postEditSchema.safeParse(body.value);
    if (!parsed.success) return badRequest(c, 'The post was not saved', fieldErrors(parsed.error));
    let slug: string;
    try {
      slug = await auditedWrite(deps, async (tx) => {
        const result = await posts.create(tx, site, parsed.data);
        const audit = auditEntry(c, deps, {
          action: 'content.post.create',
          site,
          target: { type: 'post', id: result },
          before: null,
          after: { title: parsed.data.title },
        });
        return { result, audit };
      });
    } catch (error) {
      if (error instanceof PostSlugTakenError || error instanceof PageLimitError)
        return c.json({ error: error.message, fields: { title: error.message } }, 409, NO_STORE);
      return notSaved(c, deps, 'The post', error);
    }
    return c.json({ slug, ...parsed.data, version: 1, published: null }, 201, NO_STORE);
  });

  app.delete('/api/console/posts/:slug', staff, async (c) => {
    const site = consoleSite(c, deps, 'content.edit');
    const slug = c.req.param('slug');
    if (!site || !PAGE_SLUG.test(slug)) return notFound(c, 'Post not found');
    let removed: boolean;
    try {
      removed = await auditedWrite(deps, async (tx) => {
        const result = await posts.remove(tx, site, slug, deps.now());
        const audit = result
          ? auditEntry(c, deps, {
              action: 'content.post.delete',
              site,
              target: { type: 'post', id: slug },
              before: { slug },
              after: null,
            })
          : null;
        return { result, audit };
      });
    } catch (error) {
      return notSaved(c, deps, 'The post', error);
    }
    if (!removed) return notFound(c, 'Post not found');
    contentChanged(site.slug);
    return c.body(null, 204, NO_STORE);
  });
}
