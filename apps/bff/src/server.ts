import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoRegistry, type Registry } from '@dealer/site-registry';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.js';
import type { AppDeps, TrustProxy } from './http/context.js';
import { DealerLogins } from './http/dealer-auth.js';
import { RateLimiter, type RateLimitRule } from './http/rate-limit.js';
import { answerClientError, unreadableRequestResponse } from './http/unreadable.js';
import { Inventory } from './inventory/repository.js';
import { OutboxWorker } from './outbox/worker.js';
import { mirrorReservationStatus } from './reservations/lead.js';
import { type ReservationSettings, Reservations } from './reservations/site-reservations.js';
import { embeddedBackend, type SearchBackend } from './search/backend.js';
import { meiliBackend, meiliClient } from './search/meilisearch.js';
import { Store } from './store/store.js';
import { loadWebHandler, type WebHandler } from './web.js';

export interface ServerOptions {
  /** 0 picks a free port (each test and Playwright worker runs its own server). */
  port: number;
  hostname?: string;
  /** Data folder (PGlite files, imported inventory). Default: a fresh temp folder removed on close. */
  dataDir?: string;
  /** Site registry; default the demo registry. */
  registry?: Registry;
  /** Demo inventory size: a total, or a count per site slug. Default ≥ 2,000 cars across the demo sites. */
  inventorySize?: number | Record<string, number>;
  inventorySeed?: string;
  /** The clock (a fixed instant or a function); default the real time. */
  now?: Date | (() => Date);
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (created when missing); tests pass a fresh one. */
  databaseSchema?: string;
  /** Meilisearch instead of the embedded engine. */
  meiliUrl?: string;
  meiliKey?: string;
  /**
   * Server secret the per-site demo dealer passwords derive from (HMAC of the slug); default
   * DEALER_SECRET or random per start. A site's own DEALER_PASSWORD_<SLUG> always wins.
   */
  dealerSecret?: string;
  /** Demo dealer logins for sites without their own password; default on with the demo registry only. */
  demoDealerLogins?: boolean;
  /** Per-IP limits; false turns one off (the lead bench does, to measure the store rather than the limiter). */
  rateLimit?: { leads?: RateLimitRule | false; writes?: RateLimitRule | false };
  /**
   * Proxies in front of the server that append to X-Forwarded-For: the client IP is the hop the
   * outermost one wrote (2 = the second from the right). `true` = 1; default none (the socket address).
   */
  trustProxy?: TrustProxy;
  outbox?: {
    intervalMs?: number;
    backoffSeconds?: number;
    maxAttempts?: number;
    secret?: string;
    fetch?: typeof fetch;
  };
  /** Server-side rendering through @dealer/web when it is built: true (default) / false / a handler. */
  web?: boolean | WebHandler;
  /** Watch the import folder and swap imported stock in (default true). */
  watchInventory?: boolean;
  /** Operational log lines (never personal data). Default: silent. */
  log?: (message: string) => void;
  /** Online reservations (issue 10): payment env, demo fallback, hold time, sweep interval. */
  reservations?: ReservationSettings;
  /**
   * §1 the secret signing forms' start tokens (≥ 16 bytes); default FORM_TOKEN_SECRET, else a random key
   * per process (one copy only: copies behind a load balancer need the same secret).
   */
  formTokenSecret?: string;
}

export interface StartedServer {
  url: string;
  port: number;
  /** Which adapters are in use. */
  engine: 'embedded' | 'meilisearch';
  store: 'pglite' | 'postgres';
  dataDir: string;
  /** A site's dealer password (its own, or the demo one); null when the site has no dealer login. */
  dealerPassword(slug: string): string | null;
  /** Every site's dealer login, for the demo's start-up banner. */
  dealerLogins(): { slug: string; password: string; own: boolean }[];
  /** Milliseconds from the call to listening (inventory, indexes, store, migrations). */
  startupMs: number;
  close(): Promise<void>;
}

export const DEFAULT_LIMITS = {
  leads: { limit: 30, windowMs: 60_000 },
  writes: { limit: 120, windowMs: 60_000 },
} as const;

/** §3 consent notice version recorded with each opt-in. */
export const CONSENT_NOTICE_VERSION = '2025-01';

function limiter(rule: RateLimitRule | false | undefined, fallback: RateLimitRule): RateLimiter | null {
  return rule === false ? null : new RateLimiter(rule ?? fallback);
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
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  reservations.start();

  const worker = new OutboxWorker({ store, registry, log, ...options.outbox });
  worker.start();

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
    onLeadStored: () => worker.nudge(),
    info: () => ({ web: web ? 'ssr' : 'placeholder' }),
    reservations,
  });

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
      const startupMs = Math.round(performance.now() - started);
      resolve({
        url: `http://localhost:${info.port}`,
        port: info.port,
        engine: search.name,
        store: store.kind,
        dataDir,
        dealerPassword: (slug) => {
          const site = registry.sites.find((s) => s.slug === slug);
          return site ? dealerLogins.passwordFor(site) : null;
        },
        dealerLogins: () => dealerLogins.logins(registry),
        startupMs,
        close: async () => {
          await new Promise<void>((done) => {
            server.close(() => done());
            // Keep-alive sockets would hold close() open; they carry no work once we stop accepting.
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          });
          await reservations.stop();
          await worker.stop();
          inventory.close();
          await store.close();
          if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
        },
      });
    });
    server.on('error', async (error) => {
      await reservations.stop();
      await worker.stop();
      inventory.close();
      await store.close().catch(() => undefined);
      reject(error);
    });
  });
}
