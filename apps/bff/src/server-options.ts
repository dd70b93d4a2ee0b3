import type { Registry } from '@dealer/site-registry';
import type { SeedLogin, SiteSeed } from './content/seed.js';
import type { CounterSettings } from './counters/select.js';
import type { TrustProxy } from './http/context.js';
import type { RateLimitRule } from './http/rate-limit.js';
import type { OutboundOptions } from './outbound/client.js';
import type { PhotoStoreSettings } from './photos/object-settings.js';
import type { ReservationSettings } from './reservations/site-reservations.js';
import type { SiteSource } from './sites/live-sites.js';
import type { WebHandler } from './web.js';

/** What startServer (server.ts) takes and what it answers with. */

export interface ServerOptions {
  /** 0 picks a free port (each test and Playwright worker runs its own server). */
  port: number;
  hostname?: string;
  /** Data folder (PGlite files, imported inventory). Default: a fresh temp folder removed on close. */
  dataDir?: string;
  /** Site registry; default the demo registry. */
  registry?: Registry;
  /**
   * A folder of site files (one JSON or YAML file per site) instead of `registry`, read again when it
   * changes (no restart). A file that fails keeps its last good version serving.
   */
  sitesDir?: string;
  /** Periodic re-read of `sitesDir` besides fs.watch (default 5,000 ms; 0: off). */
  sitesPollMs?: number;
  /** Demo conveniences (per-site demo dealer logins, dealer-confirmed holds without Stripe keys); default: no `registry` and no `sitesDir` given. */
  demo?: boolean;
  /**
   * The seed loaded at start (content/seed.ts): its stock, pages, posts, reviews, promotions and staff for
   * the sites it covers. Default the demo seed (apps/bff/src/demo, which covers the demo's own sites only);
   * null: none — every site shows only what it is given (`npm start` with SITES_DIR).
   */
  seed?: SiteSeed | null;
  /** Seed inventory size: a total, or a count per site slug. Default ≥ 2,000 cars across the demo sites. */
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
  /** How long a search waits for Meilisearch before answering 503 (default 5 s). */
  meiliTimeoutMs?: number;
  /**
   * Server secret the per-site demo dealer passwords derive from (HMAC of the slug); default
   * DEALER_SECRET or random per start. A site's own DEALER_PASSWORD_<SLUG> always wins.
   */
  dealerSecret?: string;
  /** Demo dealer logins for sites without their own password; default on with the demo registry only. */
  demoDealerLogins?: boolean;
  /**
   * Where rate limits and sign-in throttles count (RATE_LIMIT_STORE, REDIS_URL, REDIS_KEY_PREFIX):
   * default redis when a Redis URL is given, else the PostgreSQL store when `databaseUrl` is set, else
   * this copy's memory.
   */
  counters?: CounterSettings;
  /** Per-IP limits; false turns one off (the lead bench does, to measure the store rather than the limiter). */
  rateLimit?: { leads?: RateLimitRule | false; writes?: RateLimitRule | false };
  /**
   * Proxies in front of the server that append to X-Forwarded-For: the client IP is the hop the
   * outermost one wrote (2 = the second from the right). `true` = 1; default none (the socket address).
   */
  trustProxy?: TrustProxy;
  /**
   * Lead mail (ADF and notifications): `smtpUrl` (SMTP_URL) sends through that server; without one,
   * `catcher: true` (what `npm start` does) starts the embedded mail catcher on `catcherPort` (0: any)
   * and sends there; neither: mail destinations wait and retry until mail is configured.
   */
  mail?: { smtpUrl?: string; catcher?: boolean; catcherPort?: number; from?: string };
  /** How often the overdue escalation looks for steps due (issue 33; default 10 s). */
  escalationIntervalMs?: number;
  /** How often the saved-search alert job looks for imports' changes and digests due (issue #34; default 10 s). */
  alertsIntervalMs?: number;
  outbox?: {
    intervalMs?: number;
    backoffSeconds?: number;
    maxAttempts?: number;
    /** How long a webhook receiver has to answer before the delivery is retried (ms, default 10,000). */
    timeoutMs?: number;
    /** The shared lead webhook secret (LEAD_WEBHOOK_SECRET). */
    secret?: string;
    /** A site's own webhook secret (LEAD_WEBHOOK_SECRET_<SLUG>: outbox/webhook-signature.ts), before `secret`. */
    secretOf?: (slug: string) => string | undefined;
  };
  /**
   * The guarded outbound client every call out goes through (photo URLs, lead webhooks): global unicast
   * addresses only. `allowLoopback: true` lets a test's receivers on 127.0.0.1 be reached; nothing turns
   * it on by default.
   */
  outbound?: OutboundOptions;
  /**
   * Scheduled feed pulls (issue 28 item 6): how often due pulls are looked for (ms, default 30 s; false:
   * never on this copy) and a fetch's time cap (default 60 s). Plain http feed addresses are taken only
   * for loopback hosts and only with `outbound.allowLoopback` (tests).
   */
  feedPulls?: {
    tickMs?: number | false;
    timeoutMs?: number;
    /** Where a site file's `feed_pull.auth.secret_env` is looked up (default `process.env`). */
    env?: Readonly<Record<string, string | undefined>>;
  };
  /**
   * How long a stock import (push or pull) waits for another copy's import of the same site before it is
   * refused (ms, default 15 s; the push answers 409 with Retry-After). One import per site at a time.
   */
  stockImportWaitMs?: number;
  /** Server-side rendering through @dealer/web when it is built: true (default) / false / a handler. */
  web?: boolean | WebHandler;
  /**
   * Render the web app's pages on this many worker threads (default 0: on the server's own event loop).
   * `npm start` uses one fewer than the machine's cores (WEB_RENDER_WORKERS overrides).
   */
  renderWorkers?: number;
  /**
   * On PostgreSQL: how often this copy checks for stock imported through another copy (ms, default
   * 1000; false: never).
   */
  inventorySyncMs?: number | false;
  /**
   * On PGlite: listen on `<dataDir>/operator.sock` (owner-only, authenticated by `<dataDir>/operator.secret`)
   * so `staff add` works while this server holds the database (default true).
   */
  operatorSocket?: boolean;
  /**
   * Where dealer photos (originals and generated sizes) are kept: the data folder, or an S3-compatible
   * bucket every copy shares. Default: PHOTO_STORE and PHOTO_S3_* (photos/object-settings.ts), else the folder.
   */
  photoStore?: PhotoStoreSettings;
  /** Watch the import folder and swap imported stock in (default true). */
  watchInventory?: boolean;
  /** Operational log lines (never personal data). Default: silent. */
  log?: (message: string) => void;
  /** Online reservations (§2 checkout): payment env, demo fallback, hold time, sweep interval. */
  reservations?: ReservationSettings;
  /**
   * §1 the secret signing forms' start tokens (≥ 16 bytes); default FORM_TOKEN_SECRET, else a random key
   * per process (one copy only: copies behind a load balancer need the same secret).
   */
  formTokenSecret?: string;
  /**
   * The key console two-factor secrets are encrypted with (32 bytes, base64 or hex); default
   * TOTP_ENCRYPTION_KEY. Missing with NODE_ENV=production outside the demo (the operator's sites): start
   * fails (TotpKeyError); otherwise a development key kept in the data folder.
   */
  totpKey?: string;
  /**
   * Keys in use before a rotation (comma-separated, as TOTP_ENCRYPTION_KEY_PREVIOUS, the default): a secret
   * sealed under one still opens and is sealed under `totpKey` at its next use.
   */
  totpPreviousKeys?: string;
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
  /** The demo's console staff per group (empty outside the demo), for the start-up banner. */
  consoleLogins(): SeedLogin[];
  /** The sites served now (a site folder's latest good state). */
  sites: SiteSource;
  /** Milliseconds from the call to listening (inventory, indexes, store, migrations). */
  startupMs: number;
  /** Where this copy is: starting, ready or draining (what `/api/ready` answers from). */
  state(): 'starting' | 'ready' | 'draining';
  /** The shared page cache: pages and compressed bytes kept, hits, misses and hits the page front answered. */
  pageStats(): { pages: number; bytes: number; hits: number; misses: number; front: number };
  /** Stops at once (tests): every connection closed, background stopped, store closed. */
  close(): Promise<void>;
  /**
   * The graceful stop (SIGTERM): readiness off, no new connections, requests already read answered, live
   * streams told to reconnect, the outbox batch in hand finished, the store closed (lifecycle/shutdown.ts).
   */
  shutdown(): Promise<void>;
  /** What a shutdown still waits for (requests in flight, steps), for the forced-stop log line. */
  pending(): string[];
}
