import { reviewSchema } from '@dealer/content-blocks';
import { fieldErrors } from '@dealer/validation';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { auditChange, consoleSite } from '../console-stock/site.js';
import { parseReviewCsv } from '../content/review-import.js';
import { ReviewLimitError, SiteReviews } from '../content/reviews.js';
import {
  type AppContext,
  type AppDeps,
  type AppEnv,
  badBody,
  badRequest,
  readJson,
} from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { notFound } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';

/** A reviews export of a few thousand rows is well under this. */
const IMPORT_LIMIT = 2 * 1024 * 1024;

/**
 * Console, content: the site's customer reviews (issue #28), only ever from a real source — added one by
 * one or imported as CSV (author, rating, text, date, source URL) by staff who edit content:
 * `GET /api/console/reviews?site=`, `POST /api/console/reviews?site=` ({author, rating, text, date,
 * source_url, source?}), `POST /api/console/reviews/import?site=` (JSON {csv}: the file's text — /api/* takes JSON bodies only),
 * `DELETE /api/console/reviews/{id}?site=`. A bad field or row is a 400 naming it and nothing is written
 * (an import is all or nothing); each change commits with its audit row.
 */
export function registerConsoleReviewRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const staff = requireStaff(deps);
  const reviews = new SiteReviews(deps.store.db, deps.now, deps.seed.reviews);

  app.get('/api/console/reviews', staff, async (c) => {
    const site = consoleSite(c, deps, 'content.edit');
    if (!site) return notFound(c);
    return c.json({ site: site.slug, reviews: await reviews.list(site) }, 200, NO_STORE);
  });

  app.post('/api/console/reviews', staff, async (c) => {
    const site = consoleSite(c, deps, 'content.edit');
    if (!site) return notFound(c);
    const body = await readJson(c, { object: true });
    if (!body.ok) return badBody(c, body);
    const parsed = reviewSchema.safeParse(body.value);
    if (!parsed.success) return badRequest(c, 'The review was not added', fieldErrors(parsed.error));
    const review = parsed.data;
    try {
      const { added } = await reviews.add(site, [review], c.get('staff').email, (tx, n) =>
        n === 0
          ? Promise.resolve()
          : auditChange(c, deps, tx, {
              action: 'content.review.add',
              site,
              target: { type: 'review', id: review.source_url },
              after: { author: review.author, rating: review.rating, source_url: review.source_url },
            }),
      );
      return c.json({ added, duplicates: 1 - added }, added ? 201 : 200, NO_STORE);
    } catch (error) {
      if (error instanceof ReviewLimitError) return c.json({ error: error.message }, 409, NO_STORE);
      throw error;
    }
  });

  app.post(
    '/api/console/reviews/import',
    staff,
    bodyLimit({
      maxSize: IMPORT_LIMIT,
      onError: (c) => c.json({ error: 'The file is too large (limit 2 MB)' }, 413, NO_STORE),
    }),
    (c) => importReviews(c, deps, reviews),
  );

  app.delete('/api/console/reviews/:id', staff, async (c) => {
    const site = consoleSite(c, deps, 'content.edit');
    const id = c.req.param('id');
    if (!site || !/^\d{1,15}$/.test(id)) return notFound(c, 'Review not found');
    const removed = await reviews.remove(site, Number(id), (tx) =>
      auditChange(c, deps, tx, {
        action: 'content.review.remove',
        site,
        target: { type: 'review', id },
      }),
    );
    if (!removed) return notFound(c, 'Review not found');
    return c.body(null, 204, NO_STORE);
  });
}

/** An import: every row checked first (a 400 listing each bad row's line and field), then all added at once. */
async function importReviews(c: AppContext, deps: AppDeps, reviews: SiteReviews): Promise<Response> {
  const site = consoleSite(c, deps, 'content.edit');
  if (!site) return notFound(c);
  const body = await readJson(c, { object: true });
  if (!body.ok) return badBody(c, body);
  const text = (body.value as { csv?: unknown }).csv;
  if (typeof text !== 'string')
    return badRequest(c, 'Send the reviews file as text', { csv: 'Expected the CSV file as a string' });
  const { reviews: rows, problems } = parseReviewCsv(text);
  if (problems.length > 0)
    return c.json(
      {
        error: 'No review was imported: fix these rows and import again',
        problems,
        fields: Object.fromEntries(problems.map((p) => [`line ${p.line} ${p.field}`, p.message])),
      },
      400,
      NO_STORE,
    );
  try {
    const result = await reviews.add(site, rows, c.get('staff').email, (tx, added) =>
      auditChange(c, deps, tx, {
        action: 'content.review.import',
        site,
        target: { type: 'reviews', id: site.slug },
        after: { rows: rows.length, added },
      }),
    );
    return c.json(result, 200, NO_STORE);
  } catch (error) {
    if (error instanceof ReviewLimitError) return c.json({ error: error.message }, 409, NO_STORE);
    throw error;
  }
}
