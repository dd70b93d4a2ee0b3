import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { ReservationMode } from '@dealer/reservations';
import type { Site } from '@dealer/site-registry';
import type { Hono } from 'hono';
import type { WebHandler } from '../web.js';
import { mayShareRender, type RenderPage, serveCachedPage } from './cached-render.js';
import type { AppDeps, AppEnv } from './context.js';
import { PageCache } from './page-cache.js';
import { cspNonce } from './security.js';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};
const HASHED = /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

async function staticFile(assetsDir: string, pathname: string): Promise<Response | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = normalize(join(assetsDir, decoded));
  if (!file.startsWith(assetsDir.endsWith(sep) ? assetsDir : assetsDir + sep)) return null;
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const body = await readFile(file);
    return new Response(body, {
      headers: {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      },
    });
  } catch {
    return null;
  }
}

/**
 * The web app's pages: its client build as static files, then every other non-API path rendered by the
 * web handler with `fetchApi` dispatching to this app in-process under the tenant's Host. Pages that may
 * be shared come from the page cache (./page-cache.ts).
 */
export function registerRenderedPages(
  app: Hono<AppEnv>,
  deps: AppDeps,
  web: WebHandler,
  issueToken: () => Promise<string>,
  reservationMode?: (site: Site) => ReservationMode,
): void {
  // Rendered pages shared by visitors until the site's stock or held cars change (http/page-cache.ts).
  const pages = new PageCache();
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    const asset = await staticFile(web.assetsDir, c.req.path);
    return asset ?? next();
  });
  app.all('*', async (c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ error: 'Not found' }, 404);
    const site = c.get('site');
    const host = c.req.header('host') ?? '';
    const origin = `${new URL(c.req.url).protocol}//${host}`;
    const env = c.env;
    // The page's API calls count against the shopper's own address (rate limits, sign-in limits).
    const forwardedFor = c.req.header('x-forwarded-for');
    const nonce = cspNonce(c.req.raw);
    const render: RenderPage = (formToken) =>
      web.handle(c.req.raw, {
        site,
        origin,
        nonce,
        ...(reservationMode ? { reservationMode: reservationMode(site) } : {}),
        formToken,
        fetchApi: async (path, init) => {
          const headers = new Headers(init?.headers);
          headers.set('host', host);
          if (forwardedFor === undefined) headers.delete('x-forwarded-for');
          else headers.set('x-forwarded-for', forwardedFor);
          return app.request(path, { ...init, headers }, env);
        },
      });
    if (!mayShareRender(c.req.raw)) return render(issueToken);
    return serveCachedPage(pages, deps, { request: c.req.raw, site, origin, nonce, render, issueToken });
  });
}
