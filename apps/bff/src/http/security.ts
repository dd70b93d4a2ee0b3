import type { MiddlewareHandler } from 'hono';

/**
 * Security headers on every response (design: security defaults). HTML pages get a CSP that allows the
 * app's own scripts, styles and images; everything else (JSON, images) gets a CSP that allows nothing.
 * A response that sets its own CSP (the web app's SSR) keeps it; frame-ancestors is always present.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

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
        type.includes('text/html') ? PAGE_CSP : type.includes('image/svg') ? IMAGE_CSP : API_CSP,
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
