import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Registry, Site } from '@dealer/site-registry';
import type { Context, MiddlewareHandler } from 'hono';
import { siteEnvName } from '../sites/site-env.js';
import { type AppDeps, type AppEnv, clientNetwork } from './context.js';
import { type SignInRules, signInGuard } from './rate-limit.js';
import { NO_STORE } from './security.js';

/**
 * Dealer sign-in for the inbox and the other /api/dealer/* calls (§6 dashboard calls use basic
 * authentication): user = the site's slug, password = the site's own. There is no password shared by
 * two sites. Basic authentication runs only while the demo runs (console: people and access): a site's password is
 * then DEALER_PASSWORD_<SLUG> from the environment, else a demo password derived from the server secret
 * (HMAC of the slug), which the server prints per site at `npm start`. Outside the demo no site has a
 * dealer login at all: staff use the console's own accounts (/api/console/*).
 */

/**
 * Failed dealer sign-ins: 10 per client address (every site together; a person mistypes a few times,
 * not 10) and 50 per site from every address together, each per 15 minutes. When a site's limit trips,
 * addresses that signed in to it within the last day still get in: an attacker cannot lock the dealer
 * out of their own inbox.
 */
export const DEALER_SIGN_IN: SignInRules = {
  address: { limit: 10, windowMs: 15 * 60_000 },
  account: { limit: 50, windowMs: 15 * 60_000 },
  knownAddressMs: 24 * 60 * 60_000,
};

export interface DealerLoginOptions {
  /** Server secret the demo passwords derive from; default DEALER_SECRET or random per start. */
  secret?: string;
  /** Demo passwords for sites without their own (default: on with the demo registry only). */
  demo: boolean;
  env?: NodeJS.ProcessEnv;
}

/** The demo password of one site: HMAC-SHA256(secret, slug), 128 bits as base64url. */
export function demoDealerPassword(secret: string, slug: string): string {
  return createHmac('sha256', secret)
    .update(`dealer-demo-password\n${slug}`)
    .digest('base64url')
    .slice(0, 22);
}

function envPasswordKey(slug: string): string {
  return siteEnvName('DEALER_PASSWORD', slug);
}

/**
 * Machine access to a site's leads (console: people and access "CRM pulls use per-site API tokens, never a person's
 * password"): LEADS_API_TOKEN_<SLUG>, at least 16 characters, sent as `Authorization: Bearer <token>` to
 * the GET /api/dealer/leads calls — in and outside the demo (as STOCK_FEED_TOKEN_<SLUG> is for feeds).
 */
export function leadsTokenName(slug: string): string {
  return siteEnvName('LEADS_API_TOKEN', slug);
}

export class DealerLogins {
  readonly demo: boolean;
  private readonly secret: string;
  private readonly env: NodeJS.ProcessEnv;
  /** Compared as HMACs under a per-process key: equal-length digests, so neither length nor content leaks. */
  private readonly compareKey = randomBytes(32);

  constructor(options: DealerLoginOptions) {
    this.demo = options.demo;
    this.env = options.env ?? process.env;
    this.secret = options.secret || this.env.DEALER_SECRET || randomBytes(32).toString('base64url');
  }

  /**
   * The site's dealer password, or null when the site has no dealer login. Basic authentication is a demo
   * convenience (console: people and access): outside the demo nobody has one, DEALER_PASSWORD_* included — dealer
   * staff use the console (/api/console/*), machines the per-site API tokens.
   */
  passwordFor(site: Pick<Site, 'slug'>): string | null {
    if (!this.demo) return null;
    return this.env[envPasswordKey(site.slug)] || demoDealerPassword(this.secret, site.slug);
  }

  /** The secret the demo's passwords derive from (the demo console staff's too: staff/demo.ts). */
  demoSecret(): string {
    return this.secret;
  }

  /** Every site's login, for the start-up banner of the demo. */
  logins(registry: Registry): { slug: string; password: string; own: boolean }[] {
    return registry.sites.flatMap((site) => {
      const password = this.passwordFor(site);
      return password
        ? [{ slug: site.slug, password, own: Boolean(this.env[envPasswordKey(site.slug)]) }]
        : [];
    });
  }

  private digest(value: string): Buffer {
    return createHmac('sha256', this.compareKey).update(value).digest();
  }

  /** Whether `token` is the site's leads API token (constant time; false when the site has none). */
  leadsTokenMatches(site: Pick<Site, 'slug'>, token: string): boolean {
    const own = this.env[leadsTokenName(site.slug)];
    const ok = timingSafeEqual(this.digest(token), this.digest(own ?? randomBytes(16).toString('hex')));
    return ok && own !== undefined && own.length >= 16;
  }

  /** Constant-time: both the user and the password are always compared, as fixed-length digests. */
  matches(site: Pick<Site, 'slug'>, user: string, password: string): boolean {
    const expected = this.passwordFor(site);
    const userOk = timingSafeEqual(this.digest(user), this.digest(site.slug));
    const passwordOk = timingSafeEqual(
      this.digest(password),
      this.digest(expected ?? randomBytes(16).toString('hex')),
    );
    return userOk && passwordOk && expected !== null;
  }
}

function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

const authorised = new WeakMap<Request, string>();

/** Whether the dealer middleware signed this request in for the site (false where it never ran). */
export function isDealerRequest(request: Request, site: Pick<Site, 'slug'>): boolean {
  return authorised.get(request) === site.slug;
}

/**
 * Guards /api/dealer/*: 401 without the site's credentials, 429 + Retry-After once an address or the
 * site has too many failed attempts. A blocked attempt is refused before its password is looked at, so
 * it tells nothing, not even a right guess.
 */
export function dealerSignIn(
  deps: Pick<AppDeps, 'dealerLogins' | 'trustProxy' | 'now' | 'counters' | 'log' | 'siteTokens'>,
): MiddlewareHandler<AppEnv> {
  const guard = signInGuard(deps, 'dealer-sign-in', DEALER_SIGN_IN);

  return async (c, next) => {
    const site = c.get('site');
    const network = clientNetwork(c, deps.trustProxy);
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const credentials = bearer === undefined ? basicCredentials(c.req.header('authorization')) : null;
    // A request without credentials is the browser asking for the prompt, not a guess.
    if (bearer === undefined && !credentials) return signInRequired(c);
    // Counted before the credentials are compared, so racing guesses cannot pass the limit.
    const attempt = await guard.attempt(site.slug, network);
    if (!attempt.ok) {
      return c.json({ error: 'Too many failed sign-ins. Please try again later.' }, 429, {
        'retry-after': String(attempt.retryAfter),
        ...NO_STORE,
      });
    }
    if (bearer !== undefined) {
      // A machine's token reads leads (GET /api/dealer/leads…) and nothing else.
      const reads = c.req.method === 'GET' && /^\/api\/dealer\/leads(\/|$)/.test(c.req.path);
      // The operator's LEADS_API_TOKEN_<SLUG>, or a leads API token a group admin made in the console.
      const accepted =
        reads &&
        (deps.dealerLogins.leadsTokenMatches(site, bearer) ||
          (await deps.siteTokens.accepts(site.slug, 'leads_api', bearer, deps.now())));
      if (accepted) {
        await attempt.succeeded();
        authorised.set(c.req.raw, site.slug);
        return next();
      }
      await attempt.failed();
      return c.json({ error: 'This token does not open this call' }, 401, NO_STORE);
    }
    if (credentials && deps.dealerLogins.matches(site, credentials.user, credentials.password)) {
      await attempt.succeeded();
      authorised.set(c.req.raw, site.slug);
      return next();
    }
    await attempt.failed();
    return signInRequired(c);
  };
}

function signInRequired(c: Context<AppEnv>): Response {
  return c.json({ error: 'Dealer sign-in required' }, 401, {
    'www-authenticate': 'Basic realm="Dealer inbox", charset="UTF-8"',
    ...NO_STORE,
  });
}
