/**
 * §1 bot protection, switched on per site. A verdict never drops a submission: a suspected bot is
 * stored as usual but marked for quarantine, where the dealer can see and release it.
 */
export interface BotVerifyInput {
  /** Rate-limit key: a hash of the client address (never the raw IP), or a session id. */
  key: string;
  /** Host name the form was served on (the tenant's host). */
  hostname: string;
  /** The form's action name, e.g. 'enquiry', 'finance', 'trade-in'. */
  action: string;
  /** Submitted form fields; the honeypot is looked up here. */
  fields?: Readonly<Record<string, unknown>>;
  /** When the form was rendered (epoch ms, from the signed token the server wrote: `formRenderedAt`). */
  formRenderedAt?: number;
  /** The form's start token is malformed or not signed by the server (`FormTokens.check`). */
  formTokenForged?: boolean;
  /** The challenge widget's token (Turnstile's cf-turnstile-response). */
  token?: string;
  /** The client address, passed to the challenge provider only (never logged or stored). */
  remoteIp?: string;
}

export const BOT_REASONS = [
  'honeypot_filled',
  'submitted_too_fast',
  'timing_missing',
  'timing_forged',
  'rate_limited',
  'token_missing',
  'token_reused',
  'token_invalid',
  'hostname_mismatch',
  'action_mismatch',
  'verification_timeout',
  'verification_unavailable',
] as const;
export type BotReason = (typeof BOT_REASONS)[number];

export interface BotVerdict {
  /** True when nothing looked automated. */
  ok: boolean;
  /** Why the submission looks automated; null when ok. */
  reason: BotReason | null;
  /** Store the submission flagged for the dealer's quarantine list instead of delivering it. */
  quarantine: boolean;
  /**
   * A passed submission whose only odd signal is speed (filled faster than a person types, yet slower
   * than any autofill-and-click): delivered as a normal lead, flagged "possible bot" with its fill time.
   */
  possibleBot?: PossibleBot;
}

/** Why a delivered submission is flagged: filled in `fillMs` milliseconds, every other signal clean. */
export interface PossibleBot {
  reason: 'submitted_fast';
  fillMs: number;
}

export interface BotProtection {
  verify(input: BotVerifyInput): Promise<BotVerdict>;
}

export const PASSED: BotVerdict = Object.freeze({ ok: true, reason: null, quarantine: false });

/** A suspect's verdict: always quarantined, never dropped. */
export function suspect(reason: BotReason): BotVerdict {
  return { ok: false, reason, quarantine: true };
}
