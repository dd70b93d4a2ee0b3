import { NO_SEED, ownSitesOnly, type SeedLogin, type SiteSeed } from './content/seed.js';
import { demoSeed } from './demo/index.js';
import { DealerLogins } from './http/dealer-auth.js';
import type { ServerOptions, StartedServer } from './server-options.js';
import type { SiteSource } from './sites/live-sites.js';
import {
  TOTP_KEY_ENV,
  TOTP_PREVIOUS_KEYS_ENV,
  type TotpSecrets,
  totpSecretsFrom,
} from './staff/totp-secrets.js';
import type { Store } from './store/store.js';

/** Small parts of startServer (server.ts). */

/** The server clock: a function as given, a fixed instant, or the real time. */
export function serverClock(fixed: ServerOptions['now']): () => Date {
  return typeof fixed === 'function' ? fixed : fixed ? () => new Date(fixed) : () => new Date();
}

/**
 * The seed the server loads, chosen here and only here (default the demo's; null: none), answering only
 * for the sites it covers.
 */
export function serverSeed(options: Pick<ServerOptions, 'seed'>): SiteSeed {
  return ownSitesOnly(options.seed === undefined ? demoSeed : (options.seed ?? NO_SEED));
}

/** Each site's dealer login, read from the sites served now. */
export async function loginsOf(
  sites: SiteSource,
  logins: DealerLogins,
  store: Store,
  seed: SiteSeed,
): Promise<Pick<StartedServer, 'dealerPassword' | 'dealerLogins' | 'consoleLogins'>> {
  // While the demo runs, the seed's console staff of its sites (demo/staff.ts), made before the server listens.
  const consoleLogins: SeedLogin[] = logins.demo
    ? await seed.staff(store.db, sites.current(), logins.demoSecret())
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

/**
 * What start-up reads of secrets: the dealer logins and the console's TOTP key (TotpKeyError when it is
 * malformed, or missing in production: NODE_ENV=production serving the operator's sites; the demo, which
 * `npm start` runs with NODE_ENV=production too, keeps a development key).
 */
export function startupSecrets(
  options: ServerOptions,
  demo: boolean,
  dataDir: string,
  log: (message: string) => void,
): { dealerLogins: DealerLogins; totpSecrets: TotpSecrets } {
  const totpSecrets = totpSecretsFrom({
    configured: options.totpKey ?? process.env[TOTP_KEY_ENV],
    previous: options.totpPreviousKeys ?? process.env[TOTP_PREVIOUS_KEYS_ENV],
    production: process.env.NODE_ENV === 'production' && !demo,
    dataDir,
    log,
  });
  return { dealerLogins: dealerLoginsOf(options, demo), totpSecrets };
}
