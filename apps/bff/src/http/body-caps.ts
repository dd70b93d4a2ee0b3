import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context.js';
import { NO_STORE } from './security.js';

/** Every request body's cap unless its route sets its own: API calls and pages' form posts alike. */
export const BODY_LIMIT = 64 * 1024;

/**
 * Routes that cap their bodies themselves, each only after it knows who is sending: the feeds after
 * the site's feed token (32 MB), the console's uploads after the session (an image, a reviews file).
 * Under the common cap these could not take what they promise.
 */
const OWN_CAPS = new Set(['/api/console/content/images', '/api/console/reviews/import']);
const hasOwnCap = (path: string) => path.startsWith('/feeds/') || OWN_CAPS.has(path);

/**
 * The common cap for every request body, counted as it streams in (a chunked body names no length, and
 * is cut off at the cap, never read whole first): the API's JSON and the pages' form posts (no-JS
 * lead forms, saved-search and garage alert forms) alike. Before this, a page path read any POST
 * body whole, unauthenticated: 300 MB chunked to `/saved-searches` grew the server by 300 MB.
 */
export function bodyCaps(): MiddlewareHandler<AppEnv> {
  const capped = bodyLimit({
    maxSize: BODY_LIMIT,
    onError: (c) => c.json({ error: 'The request body is too large (limit 64 KB)' }, 413, NO_STORE),
  });
  return (c, next) => (hasOwnCap(c.req.path) ? next() : capped(c, next));
}
