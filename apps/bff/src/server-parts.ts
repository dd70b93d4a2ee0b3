import { DealerLogins } from './http/dealer-auth.js';
import { OutboxWorker } from './outbox/worker.js';
import type { ServerOptions, StartedServer } from './server-options.js';
import type { SiteSource } from './sites/live-sites.js';
import type { Store } from './store/store.js';

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

/**
 * The CRM outbox worker, started. It reads the registry at each delivery (deps.registry is read per
 * request the same way), so a reloaded site folder's webhooks apply at once.
 */
export function startOutboxWorker(
  store: Store,
  sites: SiteSource,
  log: (message: string) => void,
  outbox: ServerOptions['outbox'],
): OutboxWorker {
  const worker = new OutboxWorker({ store, registry: sites.current(), log, ...outbox });
  sites.onChange((registry) => worker.useRegistry(registry));
  worker.start();
  return worker;
}

/** Dealer logins: each site's own password, or (in the demo) one derived from the server secret. */
export function dealerLoginsOf(options: ServerOptions, demo: boolean): DealerLogins {
  return new DealerLogins({ secret: options.dealerSecret, demo: options.demoDealerLogins ?? demo });
}
