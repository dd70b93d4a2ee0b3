import { DealerLogins } from './http/dealer-auth.js';
import type { ServerOptions, StartedServer } from './server-options.js';
import type { SiteSource } from './sites/live-sites.js';
import { type ConsoleLogin, seedDemoStaff } from './staff/demo.js';
import type { Store } from './store/store.js';

/** Small parts of startServer (server.ts). */

/** Each site's dealer login, read from the sites served now. */
export async function loginsOf(
  sites: SiteSource,
  logins: DealerLogins,
  store: Store,
): Promise<Pick<StartedServer, 'dealerPassword' | 'dealerLogins' | 'consoleLogins'>> {
  // While the demo runs, each group's demo console staff (staff/demo.ts), made before the server listens.
  const consoleLogins: ConsoleLogin[] = logins.demo
    ? await seedDemoStaff(store.db, sites.current(), logins.demoSecret())
    : [];
  return {
    consoleLogins: () => consoleLogins,
    dealerPassword: (slug) => {
      const site = sites.current().sites.find((s) => s.slug === slug);
      return site ? logins.passwordFor(site) : null;
    },
    dealerLogins: () => logins.logins(sites.current()),
  };
}

/** Dealer logins: each site's own password, or (in the demo) one derived from the server secret. */
export function dealerLoginsOf(options: ServerOptions, demo: boolean): DealerLogins {
  return new DealerLogins({ secret: options.dealerSecret, demo: options.demoDealerLogins ?? demo });
}
