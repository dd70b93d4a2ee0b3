import { PHOTO_CONTENT_TYPES, photoFormat, photoParams } from '@dealer/pricing';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { feedBody, feedUnauthorised, requireFeedToken } from '../http/feed-auth.js';
import { NO_STORE } from '../http/security.js';
import { IMMUTABLE } from '../photos/object-port.js';
import { inspectPhoto, PHOTO_MAX_BYTES, PhotoError } from '../photos/pipeline.js';
import { saveSharedUpload } from '../photos/shared-uploads.js';
import { photoStoreFor } from '../photos/store.js';
import { saveUpload } from '../photos/uploads.js';

/**
 * GET /photos/{site}/{stock}/{key}?width=&quality= — a dealer's photo through the pipeline: a width from
 * the allow-list, quality 1–100 (75 by default), AVIF, WebP or JPEG by the Accept header (`Vary: Accept`),
 * cached forever (the key is the photo's content hash), streamed from the photo store. Any site may show them: a group site lists the
 * cars (and photos) its dealerships' feeds imported.
 *
 * PUT /feeds/photos/{name} — a DMS uploads a photo a later feed names by file name; the site's stock feed
 * token authenticates it as it does POST /feeds/stock.
 */
const UPLOAD_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

function photoError(c: AppContext, error: unknown) {
  if (!(error instanceof PhotoError)) throw error;
  const headers = error.status === 503 ? { ...NO_STORE, 'retry-after': '5' } : NO_STORE;
  return c.json({ error: error.message, fields: { photo: error.message } }, error.status, headers);
}

export function registerPhotoRoutes(
  app: Hono<AppEnv>,
  deps: Pick<AppDeps, 'inventory' | 'now' | 'counters' | 'siteTokens' | 'store' | 'log' | 'trustProxy'>,
  env: Record<string, string | undefined> = process.env,
): void {
  app.get('/photos/:site/:stock/:key', async (c) => {
    const { site, stock, key } = c.req.param();
    const checked = photoParams({
      width: c.req.query('width') ?? c.req.query('w'),
      quality: c.req.query('quality') ?? c.req.query('q'),
    });
    if (!checked.ok)
      return c.json({ error: checked.error, fields: { [checked.field]: checked.error } }, 400, NO_STORE);
    const format = photoFormat(c.req.header('accept'));
    const etag = `"${key}-${checked.params.width}-${checked.params.quality}-${format}"`;
    const headers = {
      'content-type': PHOTO_CONTENT_TYPES[format],
      'cache-control': IMMUTABLE,
      vary: 'Accept',
      etag,
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    try {
      const store = photoStoreFor(deps.inventory.dataDir);
      const { body } = await store.open({ site, stock, key }, checked.params, format);
      return c.body(Buffer.isBuffer(body) ? new Uint8Array(body) : body, 200, headers);
    } catch (error) {
      return photoError(c, error);
    }
  });

  app.put(
    '/feeds/photos/:name',
    requireFeedToken(deps, env),
    bodyLimit({
      maxSize: PHOTO_MAX_BYTES,
      onError: (c) =>
        c.json({ error: `The photo is too large (limit ${PHOTO_MAX_BYTES} bytes)` }, 413, NO_STORE),
    }),
    async (c) => {
      const site = c.get('site');
      const signed = await feedBody(c);
      if (!signed) return feedUnauthorised(c);
      const body = Buffer.from(signed.buffer, signed.byteOffset, signed.byteLength);
      const name = c.req.param('name');
      if (!UPLOAD_NAME.test(name) || name.includes('..'))
        return c.json(
          { error: 'The photo name must be a plain file name', fields: { name: 'Invalid file name' } },
          400,
          NO_STORE,
        );
      try {
        const store = photoStoreFor(deps.inventory.dataDir);
        const info = await store.queue.run('import', () => inspectPhoto(body));
        // A bucket every copy shares keeps it for a feed pushed to any copy; the folder, for this copy.
        if (store.objects.kind === 'folder') saveUpload(deps.inventory.dataDir, site.slug, name, body);
        else
          await saveSharedUpload(deps.store.db, store.objects, {
            site: site.slug,
            name,
            bytes: body,
            now: deps.now(),
          }).catch((error: unknown) => {
            throw new PhotoError(`The photo store cannot be reached (${(error as Error).message})`, 503);
          });
        return c.json({ name, bytes: body.length, ...info }, 201, NO_STORE);
      } catch (error) {
        return photoError(c, error);
      }
    },
  );
}
