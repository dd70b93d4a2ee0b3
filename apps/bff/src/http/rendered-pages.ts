import type { ReservationMode } from '@dealer/reservations';
import { publicSite, type Site } from '@dealer/site-registry';
import type { Hono } from 'hono';
import type { WebHandler } from '../web.js';
import { mayShareRender, type RenderPage, serveCachedPage } from './cached-render.js';
import type { AppDeps, AppEnv } from './context.js';
import { pageFrontFor } from './page-front.js';
import { requestOrigin } from './request-origin.js';
import { cspNonce } from './security.js';
import { StaticAssets } from './static-assets.js';

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
  // Rendered pages shared by visitors until the site's stock or held cars change (http/page-cache.ts);
  // the server's page front answers their repeat hits before the app (http/page-front.ts).
  const pages = pageFrontFor(deps).cache;
  const assets = new StaticAssets(web.assetsDir);
  void assets.warm();
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    const asset = await assets.response(c.req.path, c.req.header('accept-encoding'), c.req.method === 'HEAD');
    return asset ?? next();
  });
  app.all('*', async (c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ error: 'Not found' }, 404);
    const site = c.get('site');
    const host = c.req.header('host') ?? '';
    // §1 one canonical origin per site in absolute links, the sitemap, robots.txt, og tags and JSON-LD:
    // the site's public url, else the scheme and host the shopper used (through a trusted TLS proxy).
    // The page cache keys on it, so an http and an https render are never served for each other.
    const origin = requestOrigin(c, site, deps.trustProxy);
    const env = c.env;
    // The page's API calls count against the shopper's own address (rate limits, sign-in limits).
    const forwardedFor = c.req.header('x-forwarded-for');
    const nonce = cspNonce(c.req.raw);
    const render: RenderPage = async (formToken) => {
      let unavailable = false;
      const response = await web.handle(c.req.raw, {
        // Pages and their hydration data see only the public projection: lead routing stays here (#28).
        site: publicSite(site),
        origin,
        now: deps.now().getTime(),
        nonce,
        ...(reservationMode ? { reservationMode: reservationMode(site) } : {}),
        formToken,
        fetchApi: async (path, init) => {
          const headers = new Headers(init?.headers);
          headers.set('host', host);
          if (forwardedFor === undefined) headers.delete('x-forwarded-for');
          else headers.set('x-forwarded-for', forwardedFor);
          const answer = await app.request(path, { ...init, headers }, env);
          if (answer.status === 503) unavailable = true;
          return answer;
        },
      });
      return unavailable ? asUnavailable(response) : response;
    };
    if (!mayShareRender(c.req.raw)) return render(issueToken);
    return serveCachedPage(pages, deps, { request: c.req.raw, site, origin, nonce, render, issueToken });
  });
}

/** A page that failed because an API call it made was unavailable (503: search timed out) is a 503 too. */
function asUnavailable(response: Response): Response {
  if (response.status < 500) return response;
  const headers = new Headers(response.headers);
  headers.set('retry-after', '30');
  headers.set('cache-control', 'no-store');
  return new Response(response.body, { status: 503, headers });
}
