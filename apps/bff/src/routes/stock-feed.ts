import type { ImportMode } from '@dealer/stock-feed';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { feedBody, feedTokenName, feedUnauthorised, requireFeedToken } from '../http/feed-auth.js';
import { NO_STORE } from '../http/security.js';
import { ImportRunningError } from '../inventory/import-lock.js';
import { allImportReports } from '../inventory/shared-reports.js';
import { importStock, serialised } from '../inventory/stock-import.js';
import type { OutboundClient } from '../outbound/client.js';

/**
 * A DMS pushes a site's stock: `POST /feeds/stock?mode=replace|upsert` with the feed as the body (CSV,
 * JSON or XML, by Content-Type or content), authenticated by the site's own token STOCK_FEED_TOKEN_<SLUG>, sent
 * as `Authorization: Bearer <token>` or used to sign the time, method, path, query and body
 * (http/feed-auth.ts), or a feed token a group admin made in the console (bearer only:
 * sites/feed-token.ts), checked before the body is read. 200 with the import report when it was applied,
 * 422 when it was refused as a whole; `GET /feeds/stock/reports` lists the site's last reports.
 * `?dry_run=1` answers the report and changes nothing; `?force=1` lets a replace remove more than 30% of
 * the live stock. One import per site at a time, across server copies too: a push while another copy imports
 * the site waits for it (up to `stockImportWaitMs`), then is answered 409 with Retry-After and nothing
 * changed (inventory/import-lock.ts). Photo file
 * names are read from the site's uploads (PUT /feeds/photos/{name}); photo URLs are fetched after the
 * answer, through the server's guarded outbound client (public addresses only: outbound/client.ts).
 */

export const FEED_BODY_LIMIT = 32 * 1024 * 1024;

export { feedTokenName, serialised };

/**
 * `?dry_run=1`: the report of what the feed would do, nothing written; `?force=1`: a replace that
 * removes more than 30% of the live stock is applied anyway. 400 naming the parameter otherwise.
 */
function importFlags(c: AppContext): { dryRun: boolean; force: boolean } | { error: Response } {
  const flags = { dryRun: false, force: false };
  for (const [name, key] of [
    ['dry_run', 'dryRun'],
    ['force', 'force'],
  ] as const) {
    const value = c.req.query(name);
    if (value === undefined || value === '0' || value === 'false') continue;
    if (value === '' || value === '1' || value === 'true') flags[key] = true;
    else
      return {
        error: c.json(
          { error: `${name} must be 1 or 0`, fields: { [name]: 'Expected 1 or 0' } },
          400,
          NO_STORE,
        ),
      };
  }
  return flags;
}

export function registerStockFeedRoutes(
  app: Hono<AppEnv>,
  deps: Pick<
    AppDeps,
    'now' | 'log' | 'inventory' | 'store' | 'counters' | 'siteTokens' | 'trustProxy' | 'stockImportWaitMs'
  > & {
    outbound?: OutboundClient | undefined;
  },
  env: Record<string, string | undefined> = process.env,
): void {
  app.post(
    '/feeds/stock',
    // Who is pushing is judged from the headers; only then is the body read, up to its limit.
    requireFeedToken(deps, env),
    bodyLimit({
      maxSize: FEED_BODY_LIMIT,
      onError: (c) => c.json({ error: 'The feed is too large (limit 32 MB)' }, 413, NO_STORE),
    }),
    async (c) => {
      const site = c.get('site');
      const bytes = await feedBody(c);
      if (!bytes) return feedUnauthorised(c);
      // The bytes as sent: the feed may be UTF-16 or Windows-1252 (the package decodes it).
      const body = Buffer.from(bytes);
      const mode = (c.req.query('mode') ?? 'replace') as ImportMode;
      if (mode !== 'replace' && mode !== 'upsert')
        return c.json(
          { error: 'mode must be replace or upsert', fields: { mode: 'Expected replace or upsert' } },
          400,
          NO_STORE,
        );
      const flags = importFlags(c);
      if ('error' in flags) return flags.error;
      let report: Awaited<ReturnType<typeof importStock>>;
      try {
        report = await importStock(deps, site, {
          body,
          contentType: c.req.header('content-type'),
          mode,
          ...flags,
          source: 'push',
        });
      } catch (error) {
        if (!(error instanceof ImportRunningError)) throw error;
        const retry = String(error.retryAfterSeconds);
        deps.log(`stock feed ${site.slug}: refused, an import of this site is running on another copy`);
        return c.json(
          {
            error: 'An import of this site is running; nothing was changed. Send the feed again later.',
            retry_after: error.retryAfterSeconds,
          },
          409,
          { ...NO_STORE, 'retry-after': retry },
        );
      }
      deps.log(
        `stock feed ${site.slug}${report.dry_run ? ' (dry run)' : ''}: ${report.applied ? 'applied' : 'refused'} (+${report.added.length} ~${report.updated.length} -${report.removed.length}, ${report.rejected.length} rejected)`,
      );
      return c.json(report, report.applied ? 200 : 422, NO_STORE);
    },
  );
  app.get('/feeds/stock/reports', requireFeedToken(deps, env), async (c) => {
    const site = c.get('site');
    return c.json(await allImportReports(deps.store.db, deps.inventory.dataDir, site), 200, NO_STORE);
  });
}
