// The public API of @dealer/bot-protection: §1 per-site bot protection; suspects are quarantined, never dropped.
export {
  createEmbeddedBotProtection,
  DEFAULT_HONEYPOT_FIELD,
  DEFAULT_INSTANT_FILL_MS,
  DEFAULT_MIN_FILL_MS,
  DEFAULT_RATE_LIMIT,
  type EmbeddedBotProtectionOptions,
} from './embedded.js';
export {
  BOT_FIELDS,
  type BotTrapFields,
  botTrapFields,
  FILL_TIME_FIELD,
  FORM_STARTED_FIELD,
  fillTimeMs,
  formRenderedAt,
  HONEYPOT_FIELD,
  TURNSTILE_TOKEN_FIELD,
  withoutBotFields,
} from './form-fields.js';
export {
  createFormTokens,
  FORM_TOKEN_FIELD,
  type FormTokenCheck,
  type FormTokenOptions,
  type FormTokens,
  type HmacSha256,
} from './form-token.js';
export {
  BOT_REASONS,
  type BotProtection,
  type BotReason,
  type BotVerdict,
  type BotVerifyInput,
  PASSED,
  type PossibleBot,
  suspect,
} from './port.js';
export { botProtectionForSite, chainBotProtection } from './site.js';
export {
  createTurnstileBotProtection,
  DEFAULT_VERIFY_TIMEOUT_MS,
  type FetchLike,
  MAX_TOKEN_LENGTH,
  TOKEN_LIFETIME_MS,
  TURNSTILE_SITEVERIFY_URL,
  type TurnstileOptions,
} from './turnstile.js';
