import { createHash, createHmac, createSecretKey, randomBytes } from 'node:crypto';
import {
  type BotProtection,
  type BotReason,
  botProtectionForSite,
  createEmbeddedBotProtection,
  createFormTokens,
  createTurnstileBotProtection,
  type FetchLike,
  FORM_TOKEN_FIELD,
  type FormTokens,
  formRenderedAt,
  HONEYPOT_FIELD,
  type PossibleBot,
  TURNSTILE_TOKEN_FIELD,
} from '@dealer/bot-protection';
import type { CounterStore } from '@dealer/rate-limit';
import type { Site } from '@dealer/site-registry';
import { networkOf } from '../http/client-network.js';
import { type AppContext, type AppDeps, clientIp, type TrustProxy } from '../http/context.js';

/**
 * §1 bot protection on the public submission endpoints. Every site keeps the one honeypot
 * field the forms have always carried (`website`); a site with `features.bot_protection` also gets the
 * @dealer/bot-protection checks — minimum fill time, a per-address rate limit, and a Turnstile siteverify
 * when TURNSTILE_SECRET_KEY is set. A suspect is never dropped: the caller stores it quarantined with
 * the reason (the dealer inbox shows both) and the outbox holds it back from the CRM.
 *
 * The fill time counts from the signed instant the server rendered the form (`form_token`, issued by
 * `formTokensFor` into every page): a bot cannot claim a form appeared earlier than it did, with or
 * without JavaScript, through a page or straight at the JSON API.
 */

/** The env var holding the form-token secret every server copy behind one load balancer must share. */
export const FORM_TOKEN_SECRET_ENV = 'FORM_TOKEN_SECRET';

/** The field names are the forms' and the server's one declaration in @dealer/bot-protection. */
export { HONEYPOT_FIELD, withoutBotFields } from '@dealer/bot-protection';

export interface BotScreen {
  /** The reason a submission looks automated, or null. */
  screen(
    c: AppContext,
    site: Site,
    action: string,
    fields: Readonly<Record<string, unknown>>,
  ): Promise<BotReason | null>;
  /**
   * The same screen with its flag: a submission that passed on every signal but speed (autofill) is
   * delivered with `possibleBot` (its fill time), not held (issue 29).
   */
  verdict(
    c: AppContext,
    site: Site,
    action: string,
    fields: Readonly<Record<string, unknown>>,
  ): Promise<{ reason: BotReason | null; possibleBot: PossibleBot | null }>;
}

export interface BotScreenOptions {
  now: () => Date;
  /** Checks the forms' signed start tokens (the issuer the pages use). */
  formTokens: FormTokens;
  /** Turnstile secret: the challenge check runs only when it is set. */
  turnstileSecretKey?: string | undefined;
  fetch?: FetchLike;
  trustProxy: TrustProxy;
  /** Where the per-address submission limit counts (the copy's counter store); default its own memory. */
  counters?: CounterStore;
}

function honeypotFilled(fields: Readonly<Record<string, unknown>>): boolean {
  const value = fields[HONEYPOT_FIELD];
  return typeof value === 'string'
    ? value.trim() !== ''
    : value !== undefined && value !== null && value !== false;
}

export function createBotScreen(options: BotScreenOptions): BotScreen {
  const now = () => options.now().getTime();
  const embedded = createEmbeddedBotProtection({
    now,
    honeypotField: HONEYPOT_FIELD,
    ...(options.counters ? { counters: options.counters } : {}),
  });
  const challenge: BotProtection | undefined = options.turnstileSecretKey
    ? createTurnstileBotProtection({
        secretKey: options.turnstileSecretKey,
        fetch: options.fetch ?? ((input, init) => fetch(input, init)),
        now,
      })
    : undefined;
  const screen: BotScreen = {
    async screen(c, site, action, fields) {
      return (await screen.verdict(c, site, action, fields)).reason;
    },
    async verdict(c, site, action, fields) {
      if (!site.features.bot_protection)
        return { reason: honeypotFilled(fields) ? 'honeypot_filled' : null, possibleBot: null };
      const ip = clientIp(c, options.trustProxy);
      const token = fields[TURNSTILE_TOKEN_FIELD];
      const started = await options.formTokens.check(fields[FORM_TOKEN_FIELD]);
      const verdict = await botProtectionForSite(site, { embedded, challenge }).verify({
        // The limiter keys on a hash of the network (an IPv6 /64): the raw address is never kept.
        key: createHash('sha256')
          .update(`${site.slug}\n${networkOf(ip)}`)
          .digest('base64url'),
        hostname: (c.req.header('host') ?? '').replace(/:\d+$/, '').toLowerCase(),
        action,
        fields,
        formRenderedAt: formRenderedAt(fields, now(), started),
        formTokenForged: started.kind === 'forged',
        ...(typeof token === 'string' ? { token } : {}),
        remoteIp: ip,
      });
      return verdict.ok
        ? { reason: null, possibleBot: verdict.possibleBot ?? null }
        : { reason: verdict.reason, possibleBot: null };
    },
  };
  return screen;
}

const screens = new WeakMap<AppDeps, BotScreen>();
const tokens = new WeakMap<AppDeps, FormTokens>();

/**
 * The server's form-token issuer and checker: the secret is `deps.formTokenSecret` (from
 * FORM_TOKEN_SECRET); without one a random key per process, which only a single copy can use (a copy
 * behind a load balancer would call its neighbours' tokens forged), so the log says so.
 */
export function formTokensFor(deps: AppDeps): FormTokens {
  let issuer = tokens.get(deps);
  if (!issuer) {
    let secret: string | Uint8Array<ArrayBuffer> | undefined = deps.formTokenSecret;
    if (!secret) {
      secret = new Uint8Array(randomBytes(32));
      deps.log(
        `bot protection: ${FORM_TOKEN_SECRET_ENV} is not set; form start tokens are signed with a random key of this process (set the same ${FORM_TOKEN_SECRET_ENV} on every copy behind a load balancer)`,
      );
    }
    // One token per page response: signed at once with a key prepared once, not through Web Crypto's
    // thread-pool trip (measured: 30% of a cached page's CPU).
    const key = createSecretKey(typeof secret === 'string' ? Buffer.from(secret, 'utf8') : secret);
    issuer = createFormTokens({
      secret,
      now: () => deps.now().getTime(),
      hmac: (_secret, data) => createHmac('sha256', key).update(data).digest(),
    });
    tokens.set(deps, issuer);
  }
  return issuer;
}

/** One screen per server (its rate limit counts in the server's counter store), configured from the environment. */
export function botScreenFor(deps: AppDeps): BotScreen {
  let screen = screens.get(deps);
  if (!screen) {
    screen = createBotScreen({
      now: deps.now,
      formTokens: formTokensFor(deps),
      turnstileSecretKey: process.env.TURNSTILE_SECRET_KEY || undefined,
      trustProxy: deps.trustProxy,
      counters: deps.counters,
    });
    screens.set(deps, screen);
  }
  return screen;
}
