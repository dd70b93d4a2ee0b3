import {
  type CounterStore,
  createMemoryCounterStore,
  createRateLimiter,
  type RateLimitRule,
} from '@dealer/rate-limit';
import { HONEYPOT_FIELD } from './form-fields.js';
import { type BotProtection, type BotVerdict, PASSED, suspect } from './port.js';

/** The honeypot the lead forms carry (one name for forms and server). */
export const DEFAULT_HONEYPOT_FIELD = HONEYPOT_FIELD;
/** No one reads a form and types a message in under 3 seconds (faster: delivered, flagged "possible bot"). */
export const DEFAULT_MIN_FILL_MS = 3_000;
/**
 * Below this no person submits, even with the browser's autofill and one click (Chromium autofill then a
 * click measures ≥ ~1 s from load): such a submission is held as `submitted_too_fast`.
 */
export const DEFAULT_INSTANT_FILL_MS = 300;
/** Five submissions per key in ten minutes is generous for a shopper and low for a bot. */
export const DEFAULT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

export interface EmbeddedBotProtectionOptions {
  now: () => number;
  honeypotField?: string;
  minFillMs?: number;
  /** Fill times below this are held; between it and `minFillMs` delivered flagged. Default 300 ms. */
  instantFillMs?: number;
  rateLimit?: Partial<RateLimitRule>;
  /**
   * Where the rate limit counts (@dealer/rate-limit): default this instance's own memory; a store the
   * server copies share makes one limit across them.
   */
  counters?: CounterStore;
  /** Called when a shared counter store cannot answer (the submission is then not rate limited). */
  onCounterError?: (error: unknown) => void;
}

/**
 * The embedded default (no third party): honeypot, signed start time, instant fill and a per-key rate
 * limit, checked in that order. A forged, missing or future render time counts as suspicious — the
 * server always writes a signed one. A fill faster than `minFillMs` (autofill) but not instant, with
 * every other signal clean, passes with `possibleBot` (delivered, flagged), not held.
 */
export function createEmbeddedBotProtection(options: EmbeddedBotProtectionOptions): BotProtection {
  const honeypotField = options.honeypotField ?? DEFAULT_HONEYPOT_FIELD;
  const minFillMs = options.minFillMs ?? DEFAULT_MIN_FILL_MS;
  const instantFillMs = Math.min(options.instantFillMs ?? DEFAULT_INSTANT_FILL_MS, minFillMs);
  if (!(minFillMs >= 0)) throw new RangeError('bot protection: minFillMs must be ≥ 0');
  if (!(instantFillMs >= 0)) throw new RangeError('bot protection: instantFillMs must be ≥ 0');
  const limiter = createRateLimiter({
    store: options.counters ?? createMemoryCounterStore(),
    name: 'bot-protection',
    rule: { ...DEFAULT_RATE_LIMIT, ...options.rateLimit },
    now: options.now,
    ...(options.onCounterError ? { onStoreError: options.onCounterError } : {}),
  });

  return {
    async verify(input): Promise<BotVerdict> {
      const honeypot = input.fields?.[honeypotField];
      if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot != null)
        return suspect('honeypot_filled');

      if (input.formTokenForged) return suspect('timing_forged');
      const renderedAt = input.formRenderedAt;
      const now = options.now();
      if (renderedAt === undefined || !Number.isFinite(renderedAt) || renderedAt > now)
        return suspect('timing_missing');
      const fillMs = now - renderedAt;
      if (fillMs < instantFillMs) return suspect('submitted_too_fast');

      // Counted last, so a form rejected above does not use up a real shopper's allowance.
      if ((await limiter.hit(input.key)) !== null) return suspect('rate_limited');
      if (fillMs < minFillMs) return { ...PASSED, possibleBot: { reason: 'submitted_fast', fillMs } };
      return PASSED;
    },
  };
}
