import { createHash } from 'node:crypto';
import {
  type BotProtection,
  type BotReason,
  botProtectionForSite,
  createEmbeddedBotProtection,
  createTurnstileBotProtection,
  type FetchLike,
} from '@dealer/bot-protection';
import type { Site } from '@dealer/site-registry';
import { type AppContext, type AppDeps, clientIp } from '../http/context.js';

/**
 * §1 bot protection on the public submission endpoints (issue 11). Every site keeps the one honeypot
 * field the forms have always carried (`website`); a site with `features.bot_protection` also gets the
 * @dealer/bot-protection checks — minimum fill time, a per-address rate limit, and a Turnstile siteverify
 * when TURNSTILE_SECRET_KEY is set. A suspect is never dropped: the caller stores it quarantined with
 * the reason (the dealer inbox shows both) and the outbox holds it back from the CRM.
 */

/** The hidden input people never see and form-filling bots fill (also the embedded check's field). */
export const HONEYPOT_FIELD = 'website';
/** Milliseconds from the form appearing to its submit, measured in the browser (no clock skew to trust). */
export const FILL_TIME_FIELD = 'form_fill_ms';
/** The Turnstile widget's token field. */
export const TURNSTILE_TOKEN_FIELD = 'cf-turnstile-response';
/** Bot-check fields: read here, never stored with the submission or forwarded to the CRM. */
export const BOT_FIELDS: readonly string[] = [HONEYPOT_FIELD, FILL_TIME_FIELD, TURNSTILE_TOKEN_FIELD];

export interface BotScreen {
  /** The reason a submission looks automated, or null. */
  screen(
    c: AppContext,
    site: Site,
    action: string,
    fields: Readonly<Record<string, unknown>>,
  ): Promise<BotReason | null>;
}

export interface BotScreenOptions {
  now: () => Date;
  /** Turnstile secret: the challenge check runs only when it is set. */
  turnstileSecretKey?: string | undefined;
  fetch?: FetchLike;
  trustProxy: boolean;
}

function honeypotFilled(fields: Readonly<Record<string, unknown>>): boolean {
  const value = fields[HONEYPOT_FIELD];
  return typeof value === 'string'
    ? value.trim() !== ''
    : value !== undefined && value !== null && value !== false;
}

/** A fill time the browser reported, as the render instant the embedded check expects (undefined when absent). */
function renderedAt(fields: Readonly<Record<string, unknown>>, now: number): number | undefined {
  const raw = fields[FILL_TIME_FIELD];
  const ms =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return Number.isFinite(ms) && ms >= 0 ? now - ms : undefined;
}

export function createBotScreen(options: BotScreenOptions): BotScreen {
  const now = () => options.now().getTime();
  const embedded = createEmbeddedBotProtection({ now, honeypotField: HONEYPOT_FIELD });
  const challenge: BotProtection | undefined = options.turnstileSecretKey
    ? createTurnstileBotProtection({
        secretKey: options.turnstileSecretKey,
        fetch: options.fetch ?? ((input, init) => fetch(input, init)),
        now,
      })
    : undefined;
  return {
    async screen(c, site, action, fields) {
      if (!site.features.bot_protection) return honeypotFilled(fields) ? 'honeypot_filled' : null;
      const ip = clientIp(c, options.trustProxy);
      const token = fields[TURNSTILE_TOKEN_FIELD];
      const verdict = await botProtectionForSite(site, { embedded, challenge }).verify({
        // The limiter keys on a hash: the raw address is never kept.
        key: createHash('sha256').update(`${site.slug}\n${ip}`).digest('base64url'),
        hostname: (c.req.header('host') ?? '').replace(/:\d+$/, '').toLowerCase(),
        action,
        fields,
        formRenderedAt: renderedAt(fields, now()),
        ...(typeof token === 'string' ? { token } : {}),
        remoteIp: ip,
      });
      return verdict.ok ? null : verdict.reason;
    },
  };
}

/** The submission without the bot-check fields (what is stored and forwarded). */
export function withoutBotFields<T extends Record<string, unknown>>(fields: T): T {
  const copy: Record<string, unknown> = { ...fields };
  for (const field of BOT_FIELDS) delete copy[field];
  return copy as T;
}

const screens = new WeakMap<AppDeps, BotScreen>();

/** One screen per server (its rate-limit state lives in the instance), configured from the environment. */
export function botScreenFor(deps: AppDeps): BotScreen {
  let screen = screens.get(deps);
  if (!screen) {
    screen = createBotScreen({
      now: deps.now,
      turnstileSecretKey: process.env.TURNSTILE_SECRET_KEY || undefined,
      trustProxy: deps.trustProxy,
    });
    screens.set(deps, screen);
  }
  return screen;
}
