import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoRegistry, type Registry } from '@dealer/site-registry';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app.js';
import type { AppDeps, AppEnv } from './http/context.js';
import { DealerLogins } from './http/dealer-auth.js';
import { RateLimiter, type RateLimitRule } from './http/rate-limit.js';
import { answerClientError, unreadableRequestResponse } from './http/unreadable.js';
import { Inventory } from './inventory/repository.js';
import { startDelivery } from './mail/start.js';
import { mirrorReservationStatus } from './reservations/lead.js';
import { Reservations } from './reservations/site-reservations.js';
import { embeddedBackend, type SearchBackend } from './search/backend.js';
import { meiliBackend, meiliClient } from './search/meilisearch.js';
import type { ServerOptions, StartedServer } from './server-options.js';
import { Store } from './store/store.js';
import { loadWebHandler } from './web.js';

export type { ServerOptions, StartedServer } from './server-options.js';

export const DEFAULT_LIMITS = {
  leads: { limit: 30, windowMs: 60_000 },
  writes: { limit: 120, windowMs: 60_000 },
} as const;

/** §3 consent notice version recorded with each opt-in. */
export const CONSENT_NOTICE_VERSION = '2025-01';

function limiter(rule: RateLimitRule | false | undefined, fallback: RateLimitRule): RateLimiter | null {
  return rule === false ? null : new RateLimiter(rule ?? fallback);
}

/**
 * The inventory (and its search engine), the store and the reservations over it, opened in that order;
 * when one fails, those already open are closed again.
 */
async function openData(
  options: ServerOptions,
  {
    dataDir,
    registry,
    now,
    log,
  }: { dataDir: string; registry: Registry; now: () => Date; log: (m: string) => void },
): Promise<{ inventory: Inventory; search: SearchBackend; store: Store; reservations: Reservations }> {
  const useMeili = Boolean(options.meiliUrl);
  const inventory = new Inventory(registry, {
    dataDir,
    now,
    size: options.inventorySize,
    seed: options.inventorySeed,
    embedded: !useMeili,
    log,
  });
  inventory.load();
  if (options.watchInventory !== false) inventory.watch();

  const search: SearchBackend = useMeili
    ? meiliBackend(meiliClient(options.meiliUrl as string, options.meiliKey))
    : embeddedBackend(inventory);

  let store: Store;
  try {
    store = await Store.open({ dataDir, databaseUrl: options.databaseUrl, schema: options.databaseSchema });
  } catch (error) {
    inventory.close();
    throw error;
  }

  // Fails start with a PaymentConfigurationError naming the site and provider it cannot serve (§9).
  let reservations: Reservations;
  try {
    reservations = new Reservations({
      registry,
      db: store.db,
      now,
      log,
      // A fresh machine has no Stripe keys: only the demo registry falls back to dealer-confirmed requests.
      demoFallback: options.registry === undefined,
      ...options.reservations,
      onChanged: (site, changes) => mirrorReservationStatus(store.db, site, changes),
    });
  } catch (error) {
    inventory.close();
    await store.close();
    throw error;
  }
  return { inventory, search, store, reservations };
}

/** Starts the server; `port: 0` picks a free port (tests run their own copy). */
export async function startServer(options: ServerOptions): Promise<StartedServer> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'dealer-bff-'));
  mkdirSync(dataDir, { recursive: true });
  const registry = options.registry ?? demoRegistry();
  const fixedNow = options.now;
  const now =
    typeof fixedNow === 'function' ? fixedNow : fixedNow ? () => new Date(fixedNow) : () => new Date();
  const dealerLogins = new DealerLogins({
    secret: options.dealerSecret,
    demo: options.demoDealerLogins ?? options.registry === undefined,
  });

  const { inventory, search, store, reservations } = await openData(options, {
    dataDir,
    registry,
    now,
    log,
  }).catch((error: unknown) => {
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  reservations.start();

  const delivery = await startDelivery(options, { store, registry, inventory, log });

  const deps: AppDeps = {
    registry,
    inventory,
    store,
    search,
    held: reservations.held,
    now,
    dealerLogins,
    limits: {
      leads: limiter(options.rateLimit?.leads, DEFAULT_LIMITS.leads),
      writes: limiter(options.rateLimit?.writes, DEFAULT_LIMITS.writes),
    },
    trustProxy: options.trustProxy ?? false,
    consentNoticeVersion: CONSENT_NOTICE_VERSION,
    formTokenSecret: options.formTokenSecret ?? (process.env.FORM_TOKEN_SECRET || undefined),
    log,
  };

  const web =
    options.web === false ? null : typeof options.web === 'object' ? options.web : await loadWebHandler(log);
  const app = createApp(deps, {
    web,
    onLeadStored: () => delivery.worker.nudge(),
    info: () => ({ web: web ? 'ssr' : 'placeholder' }),
    reservations,
    mailCatcher: delivery.catcher,
  });

  const stop = async () => {
    await reservations.stop();
    await delivery.stop();
    inventory.close();
    await store.close();
  };
  return listen(app, options, {
    started,
    stop,
    own: {
      engine: search.name,
      store: store.kind,
      dataDir,
      dealerPassword: (slug) => {
        const site = registry.sites.find((s) => s.slug === slug);
        return site ? dealerLogins.passwordFor(site) : null;
      },
      dealerLogins: () => dealerLogins.logins(registry),
    },
    removeDataDir: () => {
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/** Listens on the port; `close` stops accepting, then stops the background work and closes the store. */
function listen(
  app: Hono<AppEnv>,
  options: ServerOptions,
  parts: {
    started: number;
    stop: () => Promise<void>;
    own: Omit<StartedServer, 'url' | 'port' | 'startupMs' | 'close'>;
    removeDataDir: () => void;
  },
): Promise<StartedServer> {
  return new Promise((resolve, reject) => {
    // The adapter's own listener, with a 400 naming the field for requests it cannot read (a bad Host).
    const listener = getRequestListener(app.fetch, {
      hostname: options.hostname,
      errorHandler: unreadableRequestResponse,
    });
    const server = createServer(listener);
    server.on('clientError', answerClientError);
    server.listen(options.port, options.hostname, () => {
      const info = server.address() as AddressInfo;
      resolve({
        ...parts.own,
        url: `http://localhost:${info.port}`,
        port: info.port,
        startupMs: Math.round(performance.now() - parts.started),
        close: async () => {
          await new Promise<void>((done) => {
            server.close(() => done());
            // Keep-alive sockets would hold close() open; they carry no work once we stop accepting.
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          });
          await parts.stop();
          parts.removeDataDir();
        },
      });
    });
    server.on('error', async (error) => {
      await parts.stop().catch(() => undefined);
      reject(error);
    });
  });
}
