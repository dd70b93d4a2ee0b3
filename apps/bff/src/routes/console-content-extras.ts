import { fieldErrors } from '@dealer/validation';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { auditEntry, consoleSite } from '../console-stock/site.js';
import { contentChanged } from '../content/content-version.js';
import {
  DatedPromotions,
  datedPromotionSchema,
  isPromotionShown,
  loadPromotionInstants,
  PromotionKeyTakenError,
} from '../content/dated-promotions.js';
import {
  type AppContext,
  type AppDeps,
  type AppEnv,
  badBody,
  badRequest,
  readJson,
} from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { inspectPhoto, PHOTO_MAX_BYTES, PhotoError } from '../photos/pipeline.js';
import { photoStoreFor } from '../photos/store.js';
import { auditedWrite, notFound, notSaved } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';
import { registerDatedPromotionEdit } from './console-dated-promotion-edit.js';

/** The photo-store folder a site's content images (image blocks, promotion banners) are kept under. */
export const CONTENT_PHOTO_FOLDER = 'content';

const PROMOTION_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function photoRefused(c: AppContext, error: unknown) {
  if (!(error instanceof PhotoError)) throw error;
  return c.json({ error: error.message, fields: { image: error.message } }, error.status, NO_STORE);
}

/**
 * Console content (`content.edit`), beside the page routes:
 * - `POST /api/console/content/images?site=` — an image for an image block or a promotion banner,
 *   `{image: <the file, base64>}` (the API takes JSON only): checked by the photo pipeline (size, type, pixels), stored once by its
 *   content hash (`/photos/{site}/content/f…`, sizes made on request), audited; 201 `{url, width, height}`.
 * - `GET /api/console/dated-promotions?site=`, `POST …` (create), `PUT …/{key}` (edit, on the version it
 *   was based on: console-dated-promotion-edit.ts), `DELETE …/{key}` — the dealer's promotions with start
 *   and end dates (content/dated-promotions.ts), each write audited.
 */
export function registerConsoleContentExtras(app: Hono<AppEnv>, deps: AppDeps): void {
  registerContentImageRoute(app, deps);
  registerDatedPromotionRoutes(app, deps);
  registerDatedPromotionEdit(app, deps);
}

function registerContentImageRoute(app: Hono<AppEnv>, deps: AppDeps): void {
  const staff = requireStaff(deps);
  const site = (c: AppContext) => consoleSite(c, deps, 'content.edit');

  app.post(
    '/api/console/content/images',
    staff,
    bodyLimit({
      // The API takes JSON only (CSRF, security.ts): the file comes base64-encoded, 4/3 of its size.
      maxSize: Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 1024,
      onError: (c) => {
        const error = `The image is too large (limit ${PHOTO_MAX_BYTES / 1024 / 1024} MB)`;
        return c.json({ error, fields: { image: error } }, 413, NO_STORE);
      },
    }),
    async (c) => {
      const target = site(c);
      if (!target) return notFound(c);
      const body = await readJson(c, { object: true });
      if (!body.ok) return badBody(c, body);
      const data = (body.value as { image?: unknown }).image;
      const bytes =
        typeof data === 'string' && BASE64.test(data) ? Buffer.from(data, 'base64') : Buffer.alloc(0);
      if (bytes.length === 0) {
        const error = 'Choose an image file to upload.';
        return c.json({ error, fields: { image: error } }, 400, NO_STORE);
      }
      const store = photoStoreFor(deps.inventory.dataDir);
      let info: Awaited<ReturnType<typeof inspectPhoto>>;
      try {
        info = await store.queue.run('import', () => inspectPhoto(bytes));
      } catch (error) {
        return photoRefused(c, error);
      }
      const url = store.addOriginal(target.slug, CONTENT_PHOTO_FOLDER, bytes);
      try {
        await store.publish(url);
        await auditedWrite(deps, async () => ({
          result: null,
          audit: auditEntry(c, deps, {
            action: 'content.image.upload',
            site: target,
            target: { type: 'image', id: url },
            after: { url, bytes: bytes.length, ...info },
          }),
        }));
      } catch (error) {
        return notSaved(c, deps, 'The image', error);
      }
      return c.json({ url, width: info.width, height: info.height, format: info.format }, 201, NO_STORE);
    },
  );
}

function registerDatedPromotionRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const staff = requireStaff(deps);
  const promotions = new DatedPromotions(deps.store.db);
  const site = (c: AppContext) => consoleSite(c, deps, 'content.edit');

  app.get('/api/console/dated-promotions', staff, async (c) => {
    const target = site(c);
    if (!target) return notFound(c);
    const now = deps.now();
    const list = (await promotions.of(target)).map((p) => ({
      ...p,
      shown: isPromotionShown(target, p, now),
    }));
    return c.json({ site: target.slug, promotions: list }, 200, NO_STORE);
  });

  app.post('/api/console/dated-promotions', staff, async (c) => {
    const target = site(c);
    if (!target) return notFound(c);
    const body = await readJson(c, { object: true });
    if (!body.ok) return badBody(c, body);
    const parsed = datedPromotionSchema.safeParse(body.value);
    if (!parsed.success) return badRequest(c, 'The promotion was not saved', fieldErrors(parsed.error));
    try {
      await auditedWrite(deps, async (tx) => {
        await promotions.create(tx, target, parsed.data, deps.now());
        return {
          result: null,
          audit: auditEntry(c, deps, {
            action: 'content.promotion.create',
            site: target,
            target: { type: 'promotion', id: parsed.data.key },
            before: null,
            after: parsed.data,
          }),
        };
      });
    } catch (error) {
      if (error instanceof PromotionKeyTakenError)
        return c.json({ error: error.message, fields: { key: error.message } }, 409, NO_STORE);
      return notSaved(c, deps, 'The promotion', error);
    }
    await loadPromotionInstants(deps.store.db, target, deps.now());
    contentChanged(target.slug);
    return c.json(parsed.data, 201, NO_STORE);
  });

  app.delete('/api/console/dated-promotions/:key', staff, async (c) => {
    const target = site(c);
    const key = c.req.param('key');
    if (!target || !PROMOTION_KEY.test(key)) return notFound(c, 'Promotion not found');
    let removed: Awaited<ReturnType<DatedPromotions['remove']>>;
    try {
      removed = await auditedWrite(deps, async (tx) => {
        const result = await promotions.remove(tx, target, key);
        return {
          result,
          audit: result
            ? auditEntry(c, deps, {
                action: 'content.promotion.delete',
                site: target,
                target: { type: 'promotion', id: key },
                before: result,
                after: null,
              })
            : null,
        };
      });
    } catch (error) {
      return notSaved(c, deps, 'The promotion', error);
    }
    if (!removed) return notFound(c, 'Promotion not found');
    await loadPromotionInstants(deps.store.db, target, deps.now());
    contentChanged(target.slug);
    return c.body(null, 204, NO_STORE);
  });
}
