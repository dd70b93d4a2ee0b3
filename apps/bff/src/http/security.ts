import { randomBytes } from 'node:crypto';
import { resolveSiteByHost } from '@dealer/site-registry';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './context.js';

/**
 * Security headers on every response (design: security defaults). HTML pages get a CSP that allows the
 * app's own scripts, styles and images; everything else (JSON, images) gets a CSP that allows nothing.
 * A response that sets its own CSP (the web app's SSR) keeps it; frame-ancestors is always present.
 *
 * No inline script runs without the page's nonce: React Router's hydration scripts carry the nonce the
 * BFF made for that request (cspNonce), so an injected `<script>` or event handler does not run.
 * Styles keep 'unsafe-inline': the site theme is a style attribute, and CSS runs no code.
 */
export function pageCsp(nonce?: string): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The page CSP without a nonce: pages with no inline script (the placeholder pages). */
export const PAGE_CSP = pageCsp();

const nonces = new WeakMap<Request, string>();

/** The CSP nonce of a request: 128 random bits, made once per request, in its CSP and its scripts. */
export function cspNonce(request: Request): string {
  let nonce = nonces.get(request);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(request, nonce);
  }
  return nonce;
}

/** The nonce a request's page was rendered with, if it was made (no nonce: no inline script allowed). */
export function cspNonceIfMade(request: Request): string | undefined {
  return nonces.get(request);
}

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const type = headers.get('content-type') ?? '';
    const existing = headers.get('content-security-policy');
    if (!existing) {
      headers.set(
        'content-security-policy',
        type.includes('text/html')
          ? pageCsp(cspNonceIfMade(c.req.raw))
          : type.includes('image/svg')
            ? IMAGE_CSP
            : API_CSP,
      );
    } else if (!/frame-ancestors/i.test(existing)) {
      headers.set('content-security-policy', `${existing}; frame-ancestors 'self'`);
    }
    headers.set('strict-transport-security', 'max-age=63072000; includeSubDomains');
    headers.set('x-content-type-options', 'nosniff');
    headers.set('referrer-policy', 'strict-origin-when-cross-origin');
    headers.set('x-frame-options', 'SAMEORIGIN');
    headers.set('cross-origin-opener-policy', 'same-origin');
    headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)');
  };
}

/** Personal-data responses: never stored by a browser or a CDN. */
export const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' } as const;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** application/json and the +json types (application/merge-patch+json, …), parameters allowed. */
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

function refused(message: string, status: 403 | 415) {
  return new Response(JSON.stringify({ error: message }), {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', ...NO_STORE },
  });
}

/**
 * Cross-site request forgery, refused for every state-changing request in one place: a browser names
 * the page that sent a request in Origin and Sec-Fetch-Site, and a page of another site — another
 * tenant on a sibling sub-domain included, which browsers call `same-site` — may not post here. A saved
 * Basic login or a session cookie would otherwise ride along. Requests that name no origin (servers,
 * the Stripe webhook, the web app's in-process calls) pass; they carry no browser's credentials.
 *
 * The API takes JSON only: a JSON content type cannot be sent cross-site without a CORS preflight,
 * which this server never grants, so `text/plain` or form bodies on /api/* are a 415. Page routes keep
 * taking form posts (no-JS forms post to their route's action), from their own origin.
 */
export function sameOriginWrites(deps: Pick<AppDeps, 'registry'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    if (c.req.method === 'POST' && CREDENTIAL_FREE_POSTS.has(c.req.path)) return next();
    const fetchSite = c.req.header('sec-fetch-site');
    if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none')
      return refused('Cross-site request refused', 403);
    const origin = c.req.header('origin');
    if (origin !== undefined && !isOwnOrigin(origin, c.req.header('host'), c.get('site').slug, deps))
      return refused('Cross-site request refused', 403);
    if (c.req.path.startsWith('/api/') && !jsonOrNoBody(c.req.raw.headers))
      return refused('The request body must be JSON (Content-Type: application/json)', 415);
    return next();
  };
}

/**
 * POSTs that carry no browser credential and come from elsewhere by design: the RFC 8058 one-click
 * unsubscribe, which a mail provider or a webmail page sends to the URL in a mail's List-Unsubscribe
 * header, from its own origin. The signed token in the URL is the only authority (no cookie or session
 * is read), so a request from another origin can do nothing its sender could not do with the link.
 */
const CREDENTIAL_FREE_POSTS: ReadonlySet<string> = new Set(['/saved-searches/unsubscribe']);

function isOwnOrigin(
  origin: string,
  host: string | undefined,
  slug: string,
  deps: Pick<AppDeps, 'registry'>,
): boolean {
  let originHost: string;
  try {
    // "null" (sandboxed frames, file: pages, some redirects) parses to no host and is refused.
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  if (originHost === '') return false;
  if (originHost === host?.toLowerCase()) return true;
  return resolveSiteByHost(deps.registry, originHost)?.slug === slug;
}

/**
 * A declared type must be JSON; a request without one may carry no counted body. (A client's bodyless
 * POST is `Content-Length: 0` from browsers and chunked from Node's http client, so only a counted
 * length tells that a body is there.)
 */
function jsonOrNoBody(headers: Headers): boolean {
  const type = headers.get('content-type');
  if (type !== null) return JSON_TYPE.test(type);
  const length = headers.get('content-length');
  return length === null || length.trim() === '0';
}
