import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CounterStore } from '@dealer/rate-limit';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.js';
import { startContentSync } from './content/content-sync.js';
import { shareInventory } from './copies/inventory-sync.js';
import { BackgroundLease } from './copies/lease.js';
import { openCounterStore } from './counters/select.js';
import { startFeedPulls } from './feed-pulls/start.js';
import type { AppDeps } from './http/context.js';
import { pageFrontFor } from './http/page-front.js';
import { requestLimits } from './http/rate-limit.js';
import { unreadableRequestResponse } from './http/unreadable.js';
import { Inventory } from './inventory/repository.js';
import { type Gate, openGate } from './lifecycle/gate.js';
import { Lifecycle } from './lifecycle/lifecycle.js';
import { shutdownInOrder } from './lifecycle/shutdown.js';
import { startDelivery } from './mail/start.js';
import { photoStoreSettings, startPhotoStore } from './photos/object-settings.js';
import { mirrorReservationStatus } from './reservations/lead.js';
import { Reservations } from './reservations/site-reservations.js';
import { embeddedBackend, type SearchBackend } from './search/backend.js';
import { meiliBackend, meiliClient } from './search/meilisearch.js';
import type { ServerOptions, StartedServer } from './server-options.js';
import { loginsOf, serverClock, serverSeed, startupSecrets } from './server-parts.js';
import { type SiteSource, siteSource } from './sites/live-sites.js';
import { SiteSettings } from './sites/settings-store.js';
import { SiteTokens } from './sites/site-tokens.js';
import { startOperatorSocket } from './staff/operator-socket.js';
import { Store } from './store/store.js';
import { webHandlerFor } from './web.js';

/** The demo sites (tests change one, e.g. its webhook, and start a server on it). */
export { demoRegistry } from '@dealer/site-registry';
export type { SiteSeed } from './content/seed.js';
/** The demo seed, for a test that seeds a site of its own (`startServer({ seed })`). */
export { demoSeed } from './demo/index.js';
/** The console lead search bench (npm run bench, apps/bff/bench/lead-search.mjs). */
export { benchLeadSearch } from './lead-search/bench.js';
/** The embedded SMTP catcher (a test starts its own to read every mail sent, the shopper's included). */
export { MailCatcher } from './mail/catcher.js';
export type { ServerOptions, StartedServer } from './server-options.js';

export const DEFAULT_LIMITS = {
  leads: { limit: 30, windowMs: 60_000 },
  writes: { limit: 120, windowMs: 60_000 },
} as const;

/** §3 consent notice version recorded with each opt-in. */
export const CONSENT_NOTICE_VERSION = '2025-01';

/** The expiry sweep runs on one copy: a dead holder's sweep waits three intervals (at least 30 s). */
function sweepLease(store: Store, options: ServerOptions): BackgroundLease {
  const intervalMs = options.reservations?.sweepIntervalMs ?? 60_000;
  return new BackgroundLease(store.db, {
    name: 'reservations-sweep',
    ttlMs: Math.max(30_000, 3 * intervalMs),
  });
}

/**
 * The inventory (and its search engine), the store and the reservations over it, opened in that order;
 * when one fails, those already open are closed again.
 */
async function openData(
  options: ServerOptions,
  {
    dataDir,
    sites,
    now,
    log,
    demo,
  }: { dataDir: string; sites: SiteSource; now: () => Date; log: (m: string) => void; demo: boolean },
): Promise<{
  inventory: Inventory;
  search: SearchBackend;
  store: Store;
  reservations: Reservations;
  counters: CounterStore;
}> {
  const useMeili = Boolean(options.meiliUrl);
  const registry = sites.current();
  const inventory = new Inventory(registry, {
    dataDir,
    now,
    size: options.inventorySize,
    seed: options.inventorySeed,
    seedStock: serverSeed(options).stock,
    embedded: !useMeili,
    log,
  });
  inventory.load();
  if (options.watchInventory !== false) inventory.watch();

  const search: SearchBackend = useMeili
    ? meiliBackend(
        meiliClient(options.meiliUrl as string, options.meiliKey, { timeoutMs: options.meiliTimeoutMs }),
      )
    : embeddedBackend(inventory);

  let store: Store;
  try {
    store = await Store.open({
      dataDir,
      databaseUrl: options.databaseUrl,
      schema: options.databaseSchema,
      now,
    });
  } catch (error) {
    inventory.close();
    throw error;
  }

  // Fails start with a PaymentConfigurationError naming the site and provider it cannot serve (§9), or a
  // CounterStoreConfigError naming the rate-limit setting it cannot use.
  let reservations: Reservations;
  let counters: CounterStore;
  try {
    reservations = new Reservations({
      registry,
      db: store.db,
      now,
      log,
      // A fresh machine has no Stripe keys: only the demo registry falls back to dealer-confirmed requests.
      demoFallback: demo,
      ...options.reservations,
      onChanged: (site, changes) => mirrorReservationStatus(store.db, site, changes, now()),
      sweepLease: sweepLease(store, options),
    });
    counters = openCounterStore(options.counters ?? {}, store.db);
  } catch (error) {
    inventory.close();
    await store.close();
    throw error;
  }
  // A site file added or changed while the server runs: its reservations first, then its stock.
  sites.onChange((next) => reservations.addSites(next));
  sites.onChange((next) => inventory.useRegistry(next));
  return { inventory, search, store, reservations, counters };
}

/**
 * Starts the server; `port: 0` picks a free port (tests run their own copy). The port listens first and
 * answers 503 (readiness included) until the store, sites and search are ready (lifecycle/gate.ts).
 */
export async function startServer(options: ServerOptions): Promise<StartedServer> {
  const started = performance.now();
  const lifecycle = new Lifecycle();
  const gate = await openGate(lifecycle, { port: options.port, hostname: options.hostname });
  try {
    return await startBehind(gate, lifecycle, options, started);
  } catch (error) {
    await gate.close();
    throw error;
  }
}

async function startBehind(
  gate: Gate,
  lifecycle: Lifecycle,
  options: ServerOptions,
  started: number,
): Promise<StartedServer> {
  const log = options.log ?? (() => undefined);
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'dealer-bff-'));
  mkdirSync(dataDir, { recursive: true });
  const demo = options.demo ?? (options.registry === undefined && options.sitesDir === undefined);
  const { dealerLogins, totpSecrets } = startupSecrets(options, demo, dataDir, log);
  const sites = siteSource(options, log);
  const now = serverClock(options.now);
  const photoSettings = options.photoStore ?? photoStoreSettings();
  const { inventory, search, store, reservations, counters } = await openData(options, {
    dataDir,
    sites,
    now,
    log,
    demo,
  }).catch((error: unknown) => {
    sites.close();
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const photos = startPhotoStore(photoSettings, dataDir, store.db);
  reservations.start();
  const sharing = await shareInventory(store.db, inventory, { pollMs: options.inventorySyncMs, log });
  // Content edits (pages, posts, reviews, price drops, settings) reach the other copies' page caches.
  const contentSync =
    store.kind === 'postgres' && options.inventorySyncMs !== false
      ? await startContentSync({
          db: store.db,
          log,
          ...(options.inventorySyncMs !== undefined ? { pollMs: options.inventorySyncMs } : {}),
        })
      : null;

  // Console-managed settings: read before serving; copies on one PostgreSQL see each other's changes.
  const settings = new SiteSettings(store.db, log);
  await settings.load();
  if (store.kind === 'postgres' && options.inventorySyncMs !== false)
    settings.watch(options.inventorySyncMs ?? 1000);

  // `staff add` while this server holds the embedded database: the operator's local socket (PostgreSQL
  // needs none, the command opens the database itself).
  const operator =
    store.kind === 'pglite' && options.operatorSocket !== false
      ? await startOperatorSocket({ dataDir, db: store.db, registry: () => sites.current(), now, log }).catch(
          (error: unknown) => {
            log(`operator: no local socket (${String(error)}); stop the server to run staff add`);
            return null;
          },
        )
      : null;

  const delivery = await startDelivery(options, { store, sites, inventory, log, settings, now });
  const feedPulls = await startFeedPulls(options, {
    store,
    sites,
    inventory,
    outbound: delivery.appExtras.outbound,
    now,
    log,
  });

  const deps: AppDeps = {
    get registry() {
      return sites.current();
    },
    inventory,
    store,
    search,
    held: reservations.held,
    now,
    dealerLogins,
    totpSecrets,
    // Request rates are wall-clock rates: a test (or the demo) moving the business clock does not reset them.
    limits: requestLimits({ counters, now: () => new Date(), log }, options.rateLimit, DEFAULT_LIMITS),
    counters,
    trustProxy: options.trustProxy ?? false,
    consentNoticeVersion: CONSENT_NOTICE_VERSION,
    formTokenSecret: options.formTokenSecret ?? (process.env.FORM_TOKEN_SECRET || undefined),
    settings,
    siteTokens: new SiteTokens(store.db),
    seed: serverSeed(options),
    lifecycle,
    feedPulls: { store: feedPulls.pulls, allowLoopbackHttp: options.outbound?.allowLoopback === true },
    stockImportWaitMs: options.stockImportWaitMs,
    log,
  };

  const web = await webHandlerFor(options, log);
  const app = createApp(deps, {
    web,
    ...delivery.appExtras,
    info: () => ({ web: web ? 'ssr' : 'placeholder' }),
    reservations,
    siteIndex: demo,
  });

  const stop = async () => {
    sites.close();
    if (typeof options.web !== 'object') await web?.close?.(); // a handler given is its giver's to stop
    await reservations.stop();
    await delivery.stop();
    await feedPulls.stop();
    await sharing?.stop();
    await contentSync?.stop();
    settings.close();
    await operator?.close();
    await counters.close();
    inventory.close();
    photos.close();
    await store.close();
  };
  const removeDataDir = () => {
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const logins = await loginsOf(sites, dealerLogins, store, deps.seed);
  gate.serve(
    // Kept pages' repeat hits answered before the app (http/page-front.ts); then the adapter's own
    // listener, with a 400 naming the field for requests it cannot read (a bad Host).
    pageFrontFor(deps).listener(
      getRequestListener(app.fetch, { hostname: options.hostname, errorHandler: unreadableRequestResponse }),
    ),
  );
  lifecycle.markReady();
  return {
    engine: search.name,
    store: store.kind,
    dataDir,
    sites,
    ...logins,
    url: `http://localhost:${gate.port}`,
    port: gate.port,
    startupMs: Math.round(performance.now() - started),
    state: () => lifecycle.state,
    pageStats: () => {
      const front = pageFrontFor(deps);
      return {
        ...front.cache.size,
        hits: front.cache.hits,
        misses: front.cache.misses,
        front: front.answered,
      };
    },
    close: async () => {
      await gate.close();
      await stop();
      removeDataDir();
    },
    ...shutdownInOrder({
      gate,
      log,
      // The batch in hand finishes; no new one starts (leads stored meanwhile wait for the next copy).
      background: () => Promise.all([delivery.worker.stop(), reservations.stop(), feedPulls.stop()]),
      stop: async () => {
        await stop();
        removeDataDir();
      },
    }),
  };
}

/** `npm run bench`: saved-search alert matching at 10,000 × 10,000 (issue #34 item 1). */
export { benchAlertMatching } from './saved-searches/bench.js';
