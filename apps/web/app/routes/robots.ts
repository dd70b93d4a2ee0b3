import { dealer } from '../context';
import { robotsTxt } from '../lib/sitemap';
import type { Route } from './+types/robots';

/** robots.txt per site: the sitemap link; /_refine and /api/ disallowed. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(dealer(context).origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
