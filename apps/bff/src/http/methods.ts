import type { MiddlewareHandler } from 'hono';
import { NO_STORE } from './security.js';

/**
 * The methods this server answers anywhere. Any other (TRACE, PROPFIND, made-up ones) is a 405 naming
 * them in `Allow` before a route, a page render or a site lookup sees it: TRACE in particular would echo
 * the request's headers back (cross-site tracing) if anything ever answered it.
 */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const ALLOWED = new Set<string>(ALLOWED_METHODS);
const ALLOW = ALLOWED_METHODS.join(', ');

export function knownMethodsOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (!ALLOWED.has(c.req.method))
      return c.json({ error: `The method ${c.req.method} is not allowed` }, 405, {
        ...NO_STORE,
        allow: ALLOW,
      });
    await next();
  };
}
