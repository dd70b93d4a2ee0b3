// The public API of @dealer/error-reporting: the §8/§9 error-reporting port.
export { buildEnvelope, byteLength, type Dsn, envelopeUrl, parseDsn } from './envelope.js';
export {
  type Breadcrumb,
  type ErrorEvent,
  type ExceptionValue,
  exceptionFrom,
  type Level,
  parseStack,
  type StackFrame,
} from './event.js';
export {
  formSubmissionErrorMessage,
  VALUATION_SAVE_FAILED_MESSAGE,
  websiteRefreshErrorMessage,
} from './messages.js';
export { type FittedPayload, fitPayload, MAX_PAYLOAD_BYTES } from './payload.js';
export {
  type CaptureContext,
  type CaptureResult,
  clampSetting,
  createErrorReporter,
  DEFAULT_MAX_BREADCRUMBS,
  DEFAULT_MAX_EVENTS_PER_SESSION,
  type ErrorReporter,
  type ErrorReporterOptions,
  MAX_BREADCRUMBS_LIMIT,
  MAX_EVENTS_PER_SESSION_LIMIT,
} from './reporter.js';
export { EMAIL_MASK, FILTERED, isSensitiveKey, PHONE_MASK, scrub, scrubText } from './scrub.js';
export {
  type ConsoleLike,
  createConsoleTransport,
  createEnvelopeTransport,
  createTransport,
  type ErrorTransport,
  type FetchLike,
  TransportError,
} from './transport.js';
