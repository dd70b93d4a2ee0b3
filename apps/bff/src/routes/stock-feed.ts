import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Site } from '@dealer/site-registry';
import { feedFormatOf, type ImportMode } from '@dealer/stock-feed';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { importReports } from '../inventory/feed.js';
import { applyFeedWithPhotos } from '../photos/feed-import.js';
import { uploadsDir } from '../photos/uploads.js';
import { consoleFeedToken } from '../sites/feed-token.js';

/**
 * A DMS pushes a site's stock: `POST /feeds/stock?mode=replace|upsert` with the feed as the body (CSV or
 * JSON, by Content-Type or content), authenticated by the site's own token STOCK_FEED_TOKEN_<SLUG>, sent
 * as `Authorization: Bearer <token>` or as `X-Signature: sha256=<hex HMAC-SHA256 of the body, keyed by
 * the token>`, or by a feed token a group admin made in the console (bearer only: sites/feed-token.ts). 200 with the import report when it was applied, 422 when it was refused as a whole;
 * `GET /feeds/stock/reports` lists the site's last reports. One import per site at a time. Photo file
 * names are read from the site's uploads (PUT /feeds/photos/{name}); photo URLs are fetched after the
 * answer (PHOTO_FETCH_ALLOW_PRIVATE=1 lets a test fetch from 127.0.0.1).
 */

export const FEED_BODY_LIMIT = 32 * 1024 * 1024;

export function feedTokenName(slug: string): string {
  return `STOCK_FEED_TOKEN_${slug.toUpperCase().replace(/-/g, '_')}`;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the request carries the site's token (bearer) or a signature of `body` made with it. */
export function feedAuthorised(
  token: string | undefined,
  headers: { authorization?: string | undefined; signature?: string | undefined },
  body: string | Buffer,
): boolean {
  if (!token || token.length < 16) return false;
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '')?.[1]?.trim();
  if (bearer !== undefined) return timingSafeEqual(digest(bearer), digest(token));
  const signature = /^sha256=([0-9a-f]{64})$/i.exec(headers.signature?.trim() ?? '')?.[1];
  if (signature === undefined) return false;
  const expected = createHmac('sha256', token).update(body).digest();
  return timingSafeEqual(Buffer.from(signature.toLowerCase(), 'hex'), expected);
}

const running = new Map<string, Promise<unknown>>();

/**
 * Runs imports (and console quick edits) of one site one after another: a second push for a site while
 * one runs waits for it (no 409), so two pushes never merge into the same old stock.
 */
export function serialised<T>(site: Site, work: () => T | Promise<T>): Promise<T> {
  const previous = running.get(site.slug) ?? Promise.resolve();
  const next = previous.then(work, work);
  running.set(
    site.slug,
    next.catch(() => undefined),
  );
  return next;
}

function unauthorised(c: AppContext) {
  return c.json(
    {
      error: `Send one of the site's stock feed tokens (made in the console's Settings, or ${feedTokenName(c.get('site').slug)}) as a Bearer token or X-Signature`,
    },
    401,
    { ...NO_STORE, 'www-authenticate': 'Bearer realm="stock-feed"' },
  );
}

export function registerStockFeedRoutes(
  app: Hono<AppEnv>,
  deps: Pick<AppDeps, 'now' | 'log' | 'inventory' | 'siteTokens'>,
  env: Record<string, string | undefined> = process.env,
): void {
  app.post(
    '/feeds/stock',
    bodyLimit({
      maxSize: FEED_BODY_LIMIT,
      onError: (c) => c.json({ error: 'The feed is too large (limit 32 MB)' }, 413, NO_STORE),
    }),
    async (c) => {
      const site = c.get('site');
      const body = await c.req.text();
      const headers = {
        authorization: c.req.header('authorization'),
        signature: c.req.header('x-signature'),
      };
      const token = env[feedTokenName(site.slug)];
      // The operator's environment token, or a token a group admin made in the console (issue 28 item 7).
      if (
        !feedAuthorised(token, headers, body) &&
        !(await consoleFeedToken(deps, site, headers.authorization))
      )
        return unauthorised(c);
      const mode = (c.req.query('mode') ?? 'replace') as ImportMode;
      if (mode !== 'replace' && mode !== 'upsert')
        return c.json(
          { error: 'mode must be replace or upsert', fields: { mode: 'Expected replace or upsert' } },
          400,
          NO_STORE,
        );
      const format = feedFormatOf(c.req.header('content-type'), body);
      // The parse/map/validate and the file writes run in a worker thread; the new stock is swapped in
      // in slices (one assignment at the end): pages keep answering all through a 10,000-car import.
      const report = await serialised(site, async () => {
        const { report: result, done } = await applyFeedWithPhotos({
          dataDir: deps.inventory.dataDir,
          site,
          text: body,
          format,
          mode,
          now: deps.now(),
          source: 'push',
          photoFolder: uploadsDir(deps.inventory.dataDir, site.slug),
          fetch: { allowPrivateHosts: env.PHOTO_FETCH_ALLOW_PRIVATE === '1' },
        });
        // Swap the new stock in now (the folder watcher would within a moment): one swap, every dealership.
        if (result.applied) await deps.inventory.reloadInSlices();
        // Photo URLs are fetched after the answer; how that went lands in the report (GET …/reports).
        void done.then((photos) =>
          deps.log(
            `stock feed ${site.slug}: photos fetched ${photos.fetched}, ${photos.problems.length} problems`,
          ),
        );
        return result;
      });
      deps.log(
        `stock feed ${site.slug}: ${report.applied ? 'applied' : 'refused'} (+${report.added.length} ~${report.updated.length} -${report.removed.length}, ${report.rejected.length} rejected)`,
      );
      return c.json(report, report.applied ? 200 : 422, NO_STORE);
    },
  );
  app.get('/feeds/stock/reports', async (c) => {
    const site = c.get('site');
    const headers = { authorization: c.req.header('authorization') };
    const token = env[feedTokenName(site.slug)];
    if (!feedAuthorised(token, headers, '') && !(await consoleFeedToken(deps, site, headers.authorization)))
      return unauthorised(c);
    return c.json(importReports(deps.inventory.dataDir, site), 200, NO_STORE);
  });
}
