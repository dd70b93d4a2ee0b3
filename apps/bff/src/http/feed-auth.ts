import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { CounterStore } from '@dealer/rate-limit';
import type { MiddlewareHandler } from 'hono';
import { siteEnvName } from '../sites/site-env.js';
import type { SiteTokens } from '../sites/site-tokens.js';
import { type AppContext, type AppDeps, type AppEnv, clientNetwork } from './context.js';
import { type SignInRules, signInGuard } from './rate-limit.js';
import { NO_STORE } from './security.js';

/**
 * How a dealer's machine (a DMS pushing stock or photos) proves it holds the site's feed token
 * STOCK_FEED_TOKEN_<SLUG>, judged from the headers alone, before a byte of the body is read:
 *
 * - `Authorization: Bearer <token>`, or
 * - a signature of time and intent, as Stripe signs webhooks:
 *   `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(token, "<t>.<METHOD>.<path?query>.<digest>")>` with
 *   `Content-Digest: sha-256=:<digest>:` (RFC 9530; `<digest>` the base64 SHA-256 of the body). The
 *   signature covers the time, the method, the path and the query (so `mode=replace` cannot be added to a
 *   signed upsert) and, through the digest, the body; the body is read (with its size cap) only after the
 *   signature checked out, and refused when it does not match the signed digest.
 *
 * A signature more than 5 minutes from the server's clock is refused, and so is one seen before: every
 * accepted signature is counted in the shared counter store (memory, PostgreSQL or Redis), so a captured
 * push cannot be sent again to this copy or any other.
 */

export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;
/** How long an accepted signature is remembered: longer than the whole span it is fresh in. */
const SEEN_SIGNATURE_MS = 2 * SIGNATURE_TOLERANCE_MS + 60_000;

export function feedTokenName(slug: string): string {
  return siteEnvName('STOCK_FEED_TOKEN', slug);
}

const sha256 = (value: string | Uint8Array) => createHash('sha256').update(value).digest();

export interface FeedRequestHead {
  method: string;
  /** The path and query as sent (`/feeds/stock?mode=upsert`). */
  pathAndQuery: string;
  authorization?: string | undefined;
  signature?: string | undefined;
  contentDigest?: string | undefined;
}

/** Who may go on: a bearer (no body check), or a signer whose body must hash to `bodySha256`. */
export type FeedAuth = { ok: false } | { ok: true; bodySha256: Buffer | null };

export interface FeedAuthContext {
  now: Date;
  /** Where seen signatures are counted (shared between copies); the key names the site. */
  seen: CounterStore;
  site: string;
}

/** The string a signer signs. */
export function signedPayload(t: string, method: string, pathAndQuery: string, digest: string): string {
  return `${t}.${method.toUpperCase()}.${pathAndQuery}.${digest}`;
}

const DIGEST = /^\s*sha-256=:([A-Za-z0-9+/]{43}=):\s*$/;
const SIGNATURE = /^\s*t=(\d{1,12}),v1=([0-9a-f]{64})\s*$/i;

export async function authoriseFeed(
  token: string | undefined,
  head: FeedRequestHead,
  context: FeedAuthContext,
): Promise<FeedAuth> {
  if (!token || token.length < 16) return { ok: false };
  const bearer = /^Bearer\s+(.+)$/i.exec(head.authorization ?? '')?.[1]?.trim();
  if (bearer !== undefined)
    return timingSafeEqual(sha256(bearer), sha256(token)) ? { ok: true, bodySha256: null } : { ok: false };
  const signature = SIGNATURE.exec(head.signature ?? '');
  const digest = DIGEST.exec(head.contentDigest ?? '')?.[1];
  if (!signature || !digest) return { ok: false };
  const [, t = '', v1 = ''] = signature;
  if (Math.abs(context.now.getTime() - Number(t) * 1000) > SIGNATURE_TOLERANCE_MS) return { ok: false };
  const expected = createHmac('sha256', token)
    .update(signedPayload(t, head.method, head.pathAndQuery, digest))
    .digest();
  if (!timingSafeEqual(Buffer.from(v1.toLowerCase(), 'hex'), expected)) return { ok: false };
  // Counted only once it is known to be genuine, so nobody can burn a signature they could not make.
  // Remembered past the last instant it is fresh: first seen at t − 5 min, it is still fresh at
  // t + 5 min inclusive, so a window of exactly 10 minutes would reopen at that very millisecond.
  const seen = await context.seen.increment(
    `feed-signature|${context.site}|${v1.toLowerCase()}`,
    SEEN_SIGNATURE_MS,
    context.now.getTime(),
  );
  if (seen.count > 1) return { ok: false };
  return { ok: true, bodySha256: Buffer.from(digest, 'base64') };
}

/** True when the body read after authorisation is the one that was signed (any body for a bearer). */
export function bodyMatches(auth: Extract<FeedAuth, { ok: true }>, body: Uint8Array): boolean {
  return auth.bodySha256 === null || timingSafeEqual(sha256(body), auth.bodySha256);
}

/** The headers a DMS sends to sign a request (what the README shows; tests and the bench use it). */
export function feedSignatureHeaders(options: {
  token: string;
  method: string;
  pathAndQuery: string;
  body: string | Uint8Array;
  now: Date;
}): { 'x-signature': string; 'content-digest': string } {
  const digest = sha256(options.body).toString('base64');
  const t = String(Math.floor(options.now.getTime() / 1000));
  const v1 = createHmac('sha256', options.token)
    .update(signedPayload(t, options.method, options.pathAndQuery, digest))
    .digest('hex');
  return { 'x-signature': `t=${t},v1=${v1}`, 'content-digest': `sha-256=:${digest}:` };
}

const accepted = new WeakMap<Request, Extract<FeedAuth, { ok: true }>>();

/**
 * Wrong feed credentials per 15 minutes: 20 from one network, 100 at one site from everywhere (never
 * counting against a network the site's DMS pushed from within 30 days). A token is a secret the
 * operator chose (16 characters at least), so guessing it is held to limits like every other door;
 * a request with no credentials at all is not a guess.
 */
export const FEED_TOKEN_ATTEMPTS: SignInRules = {
  address: { limit: 20, windowMs: 15 * 60_000 },
  account: { limit: 100, windowMs: 15 * 60_000 },
  knownAddressMs: 30 * 24 * 60 * 60_000,
};

type FeedDeps = Pick<AppDeps, 'now' | 'counters' | 'log' | 'trustProxy'> & {
  siteTokens?: Pick<SiteTokens, 'accepts'>;
};

async function feedCredentials(c: AppContext, deps: FeedDeps, token: string | undefined): Promise<FeedAuth> {
  const site = c.get('site');
  const url = new URL(c.req.url);
  const auth = await authoriseFeed(
    token,
    {
      method: c.req.method,
      pathAndQuery: `${url.pathname}${url.search}`,
      authorization: c.req.header('authorization'),
      signature: c.req.header('x-signature'),
      contentDigest: c.req.header('content-digest'),
    },
    { now: deps.now(), seen: deps.counters, site: site.slug },
  );
  if (auth.ok || !deps.siteTokens) return auth;
  // A token a group admin made in the console (#28 item 7): kept hashed, so it opens the feed as a
  // bearer token only — a signature needs the secret itself, which only the operator's env token is.
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
  return bearer !== undefined && (await deps.siteTokens.accepts(site.slug, 'stock_feed', bearer, deps.now()))
    ? { ok: true, bodySha256: null }
    : { ok: false };
}

/**
 * Refuses (401) a feed request without the site's token before anything reads its body; put it before
 * the route's body limit. `feedBody` then reads the body. Wrong credentials are counted before they are
 * checked (FEED_TOKEN_ATTEMPTS): past the limit, 429 with Retry-After, the credentials not looked at.
 */
export function requireFeedToken(
  deps: FeedDeps,
  env: Record<string, string | undefined>,
): MiddlewareHandler<AppEnv> {
  const guard = signInGuard(deps, 'feed-token', FEED_TOKEN_ATTEMPTS);
  return async (c, next) => {
    const site = c.get('site');
    if (!c.req.header('authorization') && !c.req.header('x-signature')) return feedUnauthorised(c);
    const attempt = await guard.attempt(site.slug, clientNetwork(c, deps.trustProxy));
    if (!attempt.ok)
      return c.json({ error: 'Too many wrong feed tokens. Please try again later.' }, 429, {
        ...NO_STORE,
        'retry-after': String(attempt.retryAfter),
      });
    let auth: FeedAuth;
    try {
      auth = await feedCredentials(c, deps, env[feedTokenName(site.slug)]);
    } catch (error) {
      await attempt.withdrawn();
      throw error;
    }
    if (!auth.ok) {
      await attempt.failed();
      return feedUnauthorised(c);
    }
    await attempt.succeeded();
    accepted.set(c.req.raw, auth);
    await next();
  };
}

/** The body of a request `requireFeedToken` let through, or null when it is not the body that was signed. */
export async function feedBody(c: AppContext): Promise<Uint8Array | null> {
  const auth = accepted.get(c.req.raw);
  if (!auth) return null;
  const body = new Uint8Array(await c.req.arrayBuffer());
  return bodyMatches(auth, body) ? body : null;
}

export function feedUnauthorised(c: AppContext) {
  return c.json(
    {
      error: `Send the site's stock feed token (${feedTokenName(c.get('site').slug)}) as a Bearer token, or sign the request (X-Signature: t=…,v1=… with Content-Digest; see the BFF README)`,
    },
    401,
    { ...NO_STORE, 'www-authenticate': 'Bearer realm="stock-feed"' },
  );
}
