import { type BotProtection, type BotReason, type BotVerdict, PASSED, suspect } from './port.js';

export const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
/** A Turnstile token is valid for 300 s; a replay inside that time is caught before the network call. */
export const TOKEN_LIFETIME_MS = 300_000;
/** Turnstile tokens are at most 2048 characters; anything longer is not one. */
export const MAX_TOKEN_LENGTH = 2048;
export const DEFAULT_VERIFY_TIMEOUT_MS = 5_000;

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface TurnstileOptions {
  /** The site's secret key (from the environment, never the registry or the browser). */
  secretKey: string;
  fetch: FetchLike;
  now: () => number;
  timeoutMs?: number;
  verifyUrl?: string;
  /** Host names accepted besides the input's own (e.g. a site's custom domains). */
  allowedHostnames?: readonly string[];
  /** Tokens remembered for the replay check (bounded memory). */
  maxRememberedTokens?: number;
}

/** The siteverify response fields this adapter reads (Cloudflare's documented shape). */
interface SiteverifyResponse {
  success?: unknown;
  hostname?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

class VerifyTimeout extends Error {}

/**
 * A Turnstile-compatible adapter: the token is checked server-side once (single use), and the answer's
 * hostname and action must match the form's. Every failure to get an answer — timeout, network error,
 * a 5xx, a body that is not JSON — fails closed: the submission is quarantined, not accepted, not lost.
 */
export function createTurnstileBotProtection(options: TurnstileOptions): BotProtection {
  if (options.secretKey === '') throw new TypeError('turnstile: secretKey must not be empty');
  const timeoutMs = options.timeoutMs ?? DEFAULT_VERIFY_TIMEOUT_MS;
  const verifyUrl = options.verifyUrl ?? TURNSTILE_SITEVERIFY_URL;
  const maxRemembered = options.maxRememberedTokens ?? 50_000;
  const allowed = new Set((options.allowedHostnames ?? []).map((h) => h.toLowerCase()));
  const seen = new Map<string, number>();

  function remember(token: string, at: number): boolean {
    for (const [t, expires] of seen) {
      if (expires > at && seen.size <= maxRemembered) break;
      seen.delete(t);
    }
    const expires = seen.get(token);
    if (expires !== undefined && expires > at) return false;
    seen.set(token, at + TOKEN_LIFETIME_MS);
    return true;
  }

  async function siteverify(
    token: string,
    remoteIp: string | undefined,
  ): Promise<SiteverifyResponse | BotReason> {
    const body = new URLSearchParams({ secret: options.secretKey, response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new VerifyTimeout());
      }, timeoutMs);
    });
    try {
      const response = await Promise.race([
        options.fetch(verifyUrl, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          signal: controller.signal,
        }),
        timeout,
      ]);
      if (!response.ok) return 'verification_unavailable';
      const json: unknown = await Promise.race([response.json(), timeout]);
      return typeof json === 'object' && json !== null
        ? (json as SiteverifyResponse)
        : 'verification_unavailable';
    } catch (error) {
      return error instanceof VerifyTimeout ? 'verification_timeout' : 'verification_unavailable';
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async verify(input): Promise<BotVerdict> {
      const token = input.token?.trim() ?? '';
      if (token === '') return suspect('token_missing');
      if (token.length > MAX_TOKEN_LENGTH) return suspect('token_invalid');
      if (!remember(token, options.now())) return suspect('token_reused');

      const answer = await siteverify(token, input.remoteIp);
      if (typeof answer === 'string') return suspect(answer);
      const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
      if (answer.success !== true) {
        if (codes.includes('timeout-or-duplicate')) return suspect('token_reused');
        // Our own misconfiguration or Cloudflare's trouble is not the shopper's fault, but still unverified.
        if (
          codes.some(
            (c) => c === 'internal-error' || c === 'invalid-input-secret' || c === 'missing-input-secret',
          )
        ) {
          return suspect('verification_unavailable');
        }
        return suspect('token_invalid');
      }
      const hostname = typeof answer.hostname === 'string' ? answer.hostname.toLowerCase() : '';
      if (hostname !== input.hostname.toLowerCase() && !allowed.has(hostname))
        return suspect('hostname_mismatch');
      if (answer.action !== input.action) return suspect('action_mismatch');
      return PASSED;
    },
  };
}
