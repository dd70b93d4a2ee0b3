import type { DealerLogins } from './http/dealer-auth.js';
import type { ServerOptions, StartedServer } from './server-options.js';
import type { SiteSource } from './sites/live-sites.js';

/** Small parts of startServer (server.ts). */

/** Each site's dealer login, read from the sites served now. */
export function loginsOf(
  sites: SiteSource,
  logins: DealerLogins,
): Pick<StartedServer, 'dealerPassword' | 'dealerLogins'> {
  return {
    dealerPassword: (slug) => {
      const site = sites.current().sites.find((s) => s.slug === slug);
      return site ? logins.passwordFor(site) : null;
    },
    dealerLogins: () => logins.logins(sites.current()),
  };
}

/** The server's clock: a fixed instant, a function, or the real time. */
export function clock(now: ServerOptions['now']): () => Date {
  if (typeof now === 'function') return now;
  return now ? () => new Date(now) : () => new Date();
}
