import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseVisitorCookie } from '@dealer/experiments';
import { resolveSiteByHost } from '@dealer/site-registry';
import type { MiddlewareHandler } from 'hono';
import { formTokensFor } from '../bots/screen.js';
import { countVdpView } from '../console-stock/vdp-views.js';
import { contentInstants } from '../content/content-version.js';
import { isIndexHost } from '../routes/platform.js';
import { mayShare, pageIdentity, servedEntryOf } from './cached-render.js';
import type { AppDeps, AppEnv } from './context.js';
import { PageCache, type PageEntry, type WireHeaders } from './page-cache.js';
import { acceptsGzip, etagOf, splicedBody } from './page-response.js';
import { requestOrigin } from './request-origin.js';
import { isPageRequestOf } from './visitor.js';

/**
 * The page front (issue #32): a kept page answered straight from Node's request listener, before the
 * app. A hit through the app costs its whole middleware chain and the Fetch API's Request and Response
 * objects (measured: ~200 µs of CPU per cached page, against ~30–70 µs for a server replaying the same
 * bytes); here it costs a Map lookup, the same identity checks the app makes (./cached-render.ts
 * `pageIdentity`), a form token and the gzip splice.
 *
 * Only what the app would answer with the same bytes is answered here: a GET taking gzip, no
 * If-None-Match (the app answers the 304), no cookie but the visitor id, a visitor id already set (the
 * app mints the cookie), a known site, the held-car set known at once, and a kept page whose data
 * matches and whose validity has not passed, whose headers the app has already sent once (`wire`,
 * recorded by {@link recordPageWire} from the app's own response for that page). Everything else goes
 * to the app unchanged — including every stale page, so renders behind a stale answer stay the app's.
 */
export interface PageFront {
  /** The pages the app keeps and the front answers from (one cache per server). */
  cache: PageCache;
  /** Node's request listener: the front, else `next` (the app). */
  listener(
    next: (req: IncomingMessage, res: ServerResponse) => void,
  ): (req: IncomingMessage, res: ServerResponse) => void;
  /** Pages answered here (tests and the bench read it). */
  readonly answered: number;
}

const fronts = new WeakMap<AppDeps, PageFront>();

/** The server's page front and page cache (one per app dependencies, made on first use). */
export function pageFrontFor(deps: AppDeps): PageFront {
  let front = fronts.get(deps);
  if (!front) {
    front = createPageFront(deps);
    fronts.set(deps, front);
  }
  return front;
}

/** Response headers that differ per response or that Node writes itself: never part of the wire. */
const PER_RESPONSE = new Set([
  'etag',
  'content-security-policy',
  'x-page-cache',
  'content-length',
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * Outermost app middleware: after the app answered a shared page with a kept entry's gzip bytes, the
 * entry keeps the headers that answer went out with (once per entry), so the front can answer the next
 * request for it alike.
 */
export function recordPageWire(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const served = servedEntryOf(c.req.raw);
    if (!served || served.entry.wire || c.res.status !== 200) return;
    if (c.res.headers.get('content-encoding') !== 'gzip') return;
    served.entry.wire = wireOf(c.res.headers, served.nonce);
  };
}

function wireOf(headers: Headers, nonce: string): WireHeaders {
  const fixed: [string, string][] = [];
  for (const [name, value] of headers) if (!PER_RESPONSE.has(name)) fixed.push([name, value]);
  const csp = headers.get('content-security-policy');
  return { fixed, csp: csp === null ? null : csp.split(nonce) };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The kept entry this request may be answered with here, or null (the app answers). */
function entryFor(
  deps: AppDeps,
  cache: PageCache,
  req: IncomingMessage,
): { entry: PageEntry; key: string; path: string } | null {
  if (req.method !== 'GET' || !req.url?.startsWith('/')) return null;
  if (req.headers['if-none-match'] !== undefined) return null;
  if (!acceptsGzip(header(req, 'accept-encoding'))) return null;
  const host = header(req, 'host');
  if (!host || isIndexHost(host)) return null;
  const url = new URL(req.url, 'http://front.invalid');
  if (url.pathname.startsWith('/api/')) return null;
  const cookie = header(req, 'cookie');
  if (!mayShare('GET', url.pathname, cookie)) return null;
  const visitorId = parseVisitorCookie(cookie);
  // A page request without a visitor id gets its cookie (and its split-test arm) from the app.
  if (!visitorId && isPageRequestOf('GET', url.pathname, header(req, 'accept'))) return null;
  const held = deps.held.peek?.() ?? null;
  if (!held) return null;

  const fileSite = resolveSiteByHost(deps.registry, host);
  if (!fileSite) return null;
  // The site's dated promotions' instants not known now (never loaded, or older than a minute by the
  // server clock): the app loads them before it judges a page's validity.
  if (!contentInstants(fileSite.slug, deps.now())) return null;
  const site = deps.settings.withContact(fileSite);
  const view = { req: { url: `http://${host}${req.url}`, header: (name: string) => header(req, name) } };
  const identity = pageIdentity(deps, {
    site,
    origin: requestOrigin(view, site, deps.trustProxy),
    visitorId,
    pathAndQuery: `${url.pathname}${url.search}`,
    held,
  });
  const entry = cache.peek(identity.key);
  if (!entry?.wire || entry.data !== identity.data || identity.now >= entry.validUntil) return null;
  if (entry.html)
    countVdpView(deps, site, url.pathname, header(req, 'sec-purpose') ?? header(req, 'purpose'));
  return { entry, key: identity.key, path: url.pathname };
}

function createPageFront(deps: AppDeps): PageFront {
  const cache = new PageCache();
  const tokens = formTokensFor(deps);
  const issueToken = () => tokens.issue();
  let answered = 0;

  async function answer(
    req: IncomingMessage,
    res: ServerResponse,
    found: { entry: PageEntry; key: string },
  ): Promise<void> {
    const { entry, key } = found;
    const wire = entry.wire as WireHeaders;
    const nonce = randomBytes(16).toString('base64');
    const body = await splicedBody(entry, nonce, issueToken);
    const headers: [string, string][] = [...wire.fixed];
    if (wire.csp) headers.push(['content-security-policy', wire.csp.join(nonce)]);
    headers.push(
      ['etag', etagOf(entry, nonce)],
      ['x-page-cache', 'hit'],
      ['content-length', String(body.length)],
    );
    cache.served(key, entry);
    answered++;
    res.writeHead(entry.status, headers.flat());
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    cache,
    get answered() {
      return answered;
    },
    listener(next) {
      return (req, res) => {
        let found: ReturnType<typeof entryFor> = null;
        try {
          found = entryFor(deps, cache, req);
        } catch (error) {
          deps.log(`page front: ${(error as Error).message}`);
        }
        if (!found) {
          next(req, res);
          return;
        }
        answer(req, res, found).catch((error: Error) => {
          deps.log(`page front: answering ${found?.path} failed: ${error.message}`);
          if (!res.headersSent) next(req, res);
          else res.destroy(error);
        });
      };
    },
  };
}
