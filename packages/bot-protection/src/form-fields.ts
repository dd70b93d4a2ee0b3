import { FORM_TOKEN_FIELD, type FormTokenCheck } from './form-token.js';

/**
 * §1 bot protection, the names a lead form and the server share (the one place they are declared).
 * Every lead form carries a honeypot, the moment it appeared and the server's signed render instant; the
 * server reads them, never stores them.
 */

/** A text input people never see (hidden by CSS, aria-hidden, tabindex -1) that form-filling bots fill. */
export const HONEYPOT_FIELD = 'website';
/**
 * Milliseconds from the form appearing to its submit. With JavaScript the browser measures it on its own
 * clock; without, the server measures it from {@link FORM_STARTED_FIELD}. Neither is signed, so it can
 * only make the check stricter: the start the server trusts is the signed {@link FORM_TOKEN_FIELD}'s.
 */
export const FILL_TIME_FIELD = 'form_fill_ms';
/**
 * Hidden input holding the epoch ms the form instance appeared: written by the server render (the form
 * then posts without JavaScript) and replaced once by the browser's own clock when the form mounts.
 */
export const FORM_STARTED_FIELD = 'form_started_at';
/** The Turnstile widget's token field. */
export const TURNSTILE_TOKEN_FIELD = 'cf-turnstile-response';
/** Bot-check fields: read by the screen, never stored with a submission or forwarded to the CRM. */
export const BOT_FIELDS: readonly string[] = [
  HONEYPOT_FIELD,
  FILL_TIME_FIELD,
  FORM_STARTED_FIELD,
  FORM_TOKEN_FIELD,
  TURNSTILE_TOKEN_FIELD,
];

/** The bot-check fields a form sends with its lead (what the server screen reads). */
export type BotTrapFields = {
  [HONEYPOT_FIELD]: string;
  [FILL_TIME_FIELD]?: number;
  [FORM_TOKEN_FIELD]?: string;
};

const EPOCH_MS = /^\d{1,15}$/;

/**
 * The fill time of a form that appeared at `startedAt` (epoch ms, as a form field gives it) and is
 * submitted at `now` on the same clock; undefined when the start is missing, malformed or in the future.
 */
export function fillTimeMs(startedAt: unknown, now: number): number | undefined {
  const started =
    typeof startedAt === 'number'
      ? startedAt
      : typeof startedAt === 'string' && EPOCH_MS.test(startedAt)
        ? Number(startedAt)
        : Number.NaN;
  return Number.isFinite(started) && started > 0 && started <= now ? now - started : undefined;
}

/**
 * The bot-check fields of a submitted form, read through `get` (a FormData's `get`, in the browser or
 * in a server action): the honeypot as typed, the fill time measured from the form's start to `now`, and
 * the server's signed start token as rendered.
 */
export function botTrapFields(get: (name: string) => unknown, now: number): BotTrapFields {
  const honeypot = get(HONEYPOT_FIELD);
  const fill = fillTimeMs(get(FORM_STARTED_FIELD), now);
  const token = get(FORM_TOKEN_FIELD);
  return {
    [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '',
    ...(fill === undefined ? {} : { [FILL_TIME_FIELD]: fill }),
    ...(typeof token === 'string' && token !== '' ? { [FORM_TOKEN_FIELD]: token } : {}),
  };
}

/**
 * The render instant the embedded check expects: the signed token's instant, or the later instant the
 * reported fill time gives (a number, or digits as a form posts them) — the unsigned figure can only
 * shorten the fill, never lengthen it. Undefined without a valid token, which the check treats as
 * missing.
 */
export function formRenderedAt(
  fields: Readonly<Record<string, unknown>>,
  now: number,
  token: FormTokenCheck,
): number | undefined {
  if (token.kind !== 'valid') return undefined;
  const raw = fields[FILL_TIME_FIELD];
  const ms =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return Number.isFinite(ms) && ms >= 0 ? Math.max(token.issuedAt, now - ms) : token.issuedAt;
}

/** The submission without its bot-check fields (what is stored and forwarded). */
export function withoutBotFields<T extends Record<string, unknown>>(fields: T): T {
  const copy: Record<string, unknown> = { ...fields };
  for (const field of BOT_FIELDS) delete copy[field];
  return copy as T;
}
