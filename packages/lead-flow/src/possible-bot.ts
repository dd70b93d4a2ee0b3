/**
 * §1 a lead whose only odd bot signal was its speed (autofill) is delivered, flagged "possible bot" with
 * its fill time (issue 29). The BFF stores the fill time under this key; nothing a shopper sends may set it.
 */
export const POSSIBLE_BOT_FIELD = 'possible_bot_fill_ms';

/** `submitted in 1.3 s` (tenths, rounded down) for a fill time in milliseconds; null when there is none. */
export function possibleBotText(fillMs: unknown): string | null {
  const ms = typeof fillMs === 'string' && /^\d{1,10}$/.test(fillMs) ? Number(fillMs) : fillMs;
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return null;
  return `submitted in ${(Math.floor(ms / 100) / 10).toFixed(1)} s`;
}
