import { type Breadcrumb, type ErrorEvent, exceptionFrom, type Level } from './event.js';
import { fitPayload, MAX_PAYLOAD_BYTES } from './payload.js';
import { scrub, scrubText } from './scrub.js';
import type { ErrorTransport } from './transport.js';

/** §9 error-reporting defaults and bounds. */
export const DEFAULT_MAX_BREADCRUMBS = 25;
export const MAX_BREADCRUMBS_LIMIT = 100;
export const DEFAULT_MAX_EVENTS_PER_SESSION = 10;
export const MAX_EVENTS_PER_SESSION_LIMIT = 100;

export interface ErrorReporterOptions {
  transport: ErrorTransport;
  /** Epoch milliseconds. */
  now: () => number;
  /** An anonymous id for this browser session or server process (never a person's id). */
  sessionId: string;
  /** Breadcrumbs kept, oldest dropped first: default 25, clamped to 0..100 (§9). */
  maxBreadcrumbs?: number;
  /** Events sent per session: default 10, clamped to 0..100 (§9). */
  maxEventsPerSession?: number;
  /** Payload ceiling in bytes: clamped to the §9 1 MB limit, never above. */
  maxPayloadBytes?: number;
  release?: string;
  environment?: string;
  /** Tags added to every event (site slug, app name…). */
  tags?: Record<string, string>;
  /** 32 hex digits per event; defaults to one derived from the session id, a counter and the time. */
  createEventId?: () => string;
}

export interface CaptureContext {
  level?: Level;
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
}

export type CaptureResult =
  | { status: 'sent'; eventId: string }
  | { status: 'dropped'; reason: 'session_limit' | 'too_large' | 'transport_failed' };

export interface ErrorReporter {
  addBreadcrumb(breadcrumb: Omit<Breadcrumb, 'timestamp'> & { timestamp?: number }): void;
  captureException(error: unknown, context?: CaptureContext): Promise<CaptureResult>;
  captureMessage(message: string, context?: CaptureContext): Promise<CaptureResult>;
  /** Breadcrumbs currently held (scrubbed), oldest first. */
  breadcrumbs(): readonly Breadcrumb[];
  /** Events this session may still send. */
  eventsRemaining(): number;
}

/** Whole numbers within bounds; a missing or non-numeric setting takes the default. */
export function clampSetting(value: number | undefined, fallback: number, max: number): number {
  if (value === undefined || Number.isNaN(value)) return fallback;
  return Math.min(max, Math.max(0, Math.floor(value)));
}

function defaultEventIds(sessionId: string, now: () => number): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    // FNV-1a over four salted inputs → 128 bits; unique per session × counter, no randomness needed.
    let out = '';
    for (let salt = 0; salt < 4; salt++) {
      let h = 0x811c9dc5 ^ salt;
      for (const ch of `${sessionId}:${counter}:${now()}:${salt}`)
        h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
      out += (h >>> 0).toString(16).padStart(8, '0');
    }
    return out;
  };
}

const scrubRecord = (record: Record<string, unknown> | undefined) =>
  record === undefined ? undefined : (scrub(record) as Record<string, unknown>);

/**
 * §8/§9 the error-reporting port: breadcrumbs in a bounded ring, a per-session event budget, PII
 * scrubbed from everything, every payload held to 1 MB. Capturing never throws: a reporter that
 * crashes the page it reports on would be worse than no reporter.
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const maxBreadcrumbs = clampSetting(options.maxBreadcrumbs, DEFAULT_MAX_BREADCRUMBS, MAX_BREADCRUMBS_LIMIT);
  const maxEvents = clampSetting(
    options.maxEventsPerSession,
    DEFAULT_MAX_EVENTS_PER_SESSION,
    MAX_EVENTS_PER_SESSION_LIMIT,
  );
  const maxPayload = clampSetting(options.maxPayloadBytes, MAX_PAYLOAD_BYTES, MAX_PAYLOAD_BYTES);
  const createEventId = options.createEventId ?? defaultEventIds(options.sessionId, options.now);
  const crumbs: Breadcrumb[] = [];
  let sent = 0;

  async function capture(base: Pick<ErrorEvent, 'level' | 'message' | 'exception'>, context: CaptureContext) {
    if (sent >= maxEvents) return { status: 'dropped', reason: 'session_limit' } as const;
    const event: ErrorEvent = {
      event_id: createEventId(),
      timestamp: options.now() / 1000,
      platform: 'javascript',
      ...base,
    };
    if (crumbs.length > 0) event.breadcrumbs = { values: [...crumbs] };
    // The session id is anonymous by contract; scrubbing could mistake a digit-heavy id for a phone number.
    event.tags = {
      ...(scrub({ ...options.tags, ...context.tags }) as Record<string, string>),
      session_id: options.sessionId,
    };
    const extra = scrubRecord(context.extra);
    if (extra && Object.keys(extra).length > 0) event.extra = extra;
    if (options.release) event.release = options.release;
    if (options.environment) event.environment = options.environment;

    const fitted = fitPayload(event, options.transport.serialise, maxPayload);
    if (fitted === null) return { status: 'dropped', reason: 'too_large' } as const;
    sent += 1;
    try {
      await options.transport.send(fitted.body);
      return { status: 'sent', eventId: event.event_id } as const;
    } catch {
      return { status: 'dropped', reason: 'transport_failed' } as const;
    }
  }

  const safely = async (run: () => Promise<CaptureResult>): Promise<CaptureResult> => {
    try {
      return await run();
    } catch {
      return { status: 'dropped', reason: 'transport_failed' };
    }
  };

  return {
    addBreadcrumb(breadcrumb) {
      if (maxBreadcrumbs === 0) return;
      const crumb = scrub({
        ...breadcrumb,
        timestamp: breadcrumb.timestamp ?? options.now() / 1000,
      }) as Breadcrumb;
      crumbs.push(crumb);
      if (crumbs.length > maxBreadcrumbs) crumbs.splice(0, crumbs.length - maxBreadcrumbs);
    },
    captureException(error, context = {}) {
      return safely(() => {
        const value = exceptionFrom(error);
        value.value = scrubText(value.value);
        return capture({ level: context.level ?? 'error', exception: { values: [value] } }, context);
      });
    },
    captureMessage(message, context = {}) {
      return safely(() => capture({ level: context.level ?? 'error', message: scrubText(message) }, context));
    },
    breadcrumbs: () => [...crumbs],
    eventsRemaining: () => Math.max(0, maxEvents - sent),
  };
}
