import type { CounterStore } from '@dealer/rate-limit';
import type { Registry, Site } from '@dealer/site-registry';
import type { StaffMember } from '@dealer/staff';
import { fieldErrors, ROOT_ERROR_KEY, storableJsonIssues } from '@dealer/validation';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { SiteSeed } from '../content/seed.js';
import type { FeedPulls } from '../feed-pulls/settings.js';
import type { Inventory } from '../inventory/repository.js';
import type { Lifecycle } from '../lifecycle/lifecycle.js';
import type { HeldCarsSource } from '../reservations/held-cars.js';
import type { SearchBackend } from '../search/backend.js';
import type { SiteSettings } from '../sites/settings-store.js';
import type { SiteTokens } from '../sites/site-tokens.js';
import type { TotpSecrets } from '../staff/totp-secrets.js';
import type { Store } from '../store/store.js';
import { networkOf } from './client-network.js';
import type { DealerLogins } from './dealer-auth.js';
import type { RateLimiter } from './rate-limit.js';

export type AppEnv = {
  Bindings: HttpBindings;
  Variables: {
    site: Site;
    requestId: string;
    /** The signed-in console person; set by requireStaff (staff/require-staff.ts) on console routes only. */
    staff: StaffMember;
    /** The id of the console session the request came with (requireStaff). */
    staffSession: string;
  };
};
export type AppContext = Context<AppEnv>;

/** Everything a route needs, passed in (time included), so each server copy and test is isolated. */
export interface AppDeps {
  registry: Registry;
  inventory: Inventory;
  store: Store;
  search: SearchBackend;
  /** Cars held on any site right now: search results and car records read 'Reserved' from it (§4). */
  held: HeldCarsSource;
  now: () => Date;
  /** Each site's dealer login (its own password, or a derived demo one while the demo runs). */
  dealerLogins: DealerLogins;
  limits: { leads: RateLimiter | null; writes: RateLimiter | null };
  /** Where every limit and sign-in throttle counts: this copy's memory, or a store copies share. */
  counters: CounterStore;
  /** Proxies in front of this server that append to X-Forwarded-For (0: none, connect directly). */
  trustProxy: TrustProxy;
  /** Consent notice version recorded with every opt-in (§3 opt_in / consent). */
  consentNoticeVersion: string;
  /** §1 the secret signing forms' start tokens (FORM_TOKEN_SECRET); absent: a random per-process key. */
  formTokenSecret?: string | undefined;
  /** Console staff's TOTP secrets at rest (AES-256-GCM under TOTP_ENCRYPTION_KEY). */
  totpSecrets: TotpSecrets;
  /** Console-managed site settings (contact details, lead destinations) merged over the site files'. */
  settings: SiteSettings;
  /** Console-managed per-site machine tokens (stock feed, leads API), stored hashed. */
  siteTokens: SiteTokens;
  /** The seed the server started with, answering only for the sites it covers (content/seed.ts). */
  seed: SiteSeed;
  /** Where this copy is (starting, ready, draining): long-lived answers end when a drain begins. */
  lifecycle?: Lifecycle;
  /** Scheduled feed pulls' settings and reports; plain http to loopback only when calls there are allowed (tests). */
  feedPulls?: { store: FeedPulls; allowLoopbackHttp: boolean };
  /** How long a stock import waits for another copy's import of the site before it is refused (ms). */
  stockImportWaitMs?: number | undefined;
  log: (message: string) => void;
}

/** How many proxies stand in front of the server (TRUST_PROXY=2: two); `true` is one, `false` none. */
export type TrustProxy = number | boolean;

export function trustedHops(trustProxy: TrustProxy): number {
  if (trustProxy === true) return 1;
  if (trustProxy === false) return 0;
  return Number.isInteger(trustProxy) && trustProxy > 0 ? trustProxy : 0;
}

/**
 * The client address. Each proxy appends the address it was connected from to X-Forwarded-For, and a
 * client can write anything before that: with N trusted proxies the client is the Nth hop from the
 * right, the one the outermost trusted proxy wrote. Without trusted proxies, the socket's address.
 */
export function clientIp(c: AppContext, trustProxy: TrustProxy): string {
  const hops = trustedHops(trustProxy);
  if (hops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '');
    // Fewer hops than proxies: the request skipped a proxy; the furthest hop is the best there is.
    const hop = forwarded[Math.max(0, forwarded.length - hops)];
    if (hop) return hop;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/**
 * The client's network as every per-address limit counts it (client-network.ts): the address, or the
 * /64 of an IPv6 one. Logs and audits keep the address itself (clientIp).
 */
export function clientNetwork(c: AppContext, trustProxy: TrustProxy): string {
  return networkOf(clientIp(c, trustProxy));
}

export type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; error: string; fields: Record<string, string> };

/**
 * Reads a JSON body for a route; when it is not JSON, or holds what the store cannot keep (NUL, lone
 * surrogates, nesting past MAX_JSON_DEPTH), or is not an object where `object` asks for one, the route answers 400 with `error` and `fields`, each
 * field named by its path ('root' for the whole body). Every body a route parses comes through here,
 * so no value reaches a schema or PostgreSQL unchecked.
 */
export async function readJson(c: AppContext, options: { object?: boolean } = {}): Promise<JsonBody> {
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text());
  } catch (error) {
    const reason =
      error instanceof SyntaxError ? `Invalid JSON: ${error.message}` : 'The body could not be read';
    return { ok: false, error: 'The request body must be JSON', fields: { [ROOT_ERROR_KEY]: reason } };
  }
  if (options.object && (typeof value !== 'object' || value === null || Array.isArray(value))) {
    const fields = { [ROOT_ERROR_KEY]: 'Expected a JSON object' };
    return { ok: false, error: 'The request body must be a JSON object', fields };
  }
  const issues = storableJsonIssues(value);
  if (issues.length > 0) {
    return {
      ok: false,
      error: 'The request body has values that cannot be stored',
      fields: fieldErrors({ issues }),
    };
  }
  return { ok: true, value };
}

/** The 400 of a body `readJson` refused. */
export function badBody(c: AppContext, body: Extract<JsonBody, { ok: false }>) {
  return badRequest(c, body.error, body.fields);
}

export function badRequest(c: AppContext, error: string, fields: Record<string, string> = {}) {
  return c.json({ error, fields }, 400, { 'cache-control': 'no-store' });
}
