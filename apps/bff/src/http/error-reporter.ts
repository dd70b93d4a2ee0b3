import { randomBytes } from 'node:crypto';
import {
  createErrorReporter,
  createTransport,
  type ErrorReporter,
  type FetchLike,
} from '@dealer/error-reporting';

/**
 * §8 server-side error reporting: an unhandled route error is sent to the
 * error-reporting service when ERROR_REPORTING_DSN is set (Sentry-compatible envelope). It carries the
 * method, the route path without its query, the site slug and the error — never a body, header, cookie
 * or query string; @dealer/error-reporting scrubs emails and phone numbers out of messages as well.
 * Without a DSN the server's own log line is the record (no second console copy).
 */
export interface ServerErrorReporterOptions {
  dsn: string | undefined;
  fetch?: FetchLike;
  now?: () => number;
  /** Where a malformed DSN is reported (once, at start). */
  warn?: (message: string) => void;
}

export type ReportServerError = (
  error: unknown,
  request: { method: string; path: string; site: string | null },
) => Promise<void>;

/** One anonymous session per process and hour, so the §9 per-session bound limits bursts, not the uptime. */
const SESSION_MS = 60 * 60 * 1000;

export function serverErrorReporter(options: ServerErrorReporterOptions): ReportServerError | null {
  const dsn = options.dsn?.trim();
  if (!dsn) return null;
  const now = options.now ?? Date.now;
  const processId = randomBytes(8).toString('hex');
  const transport = createTransport({
    dsn,
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
    now,
    logger: { error: () => undefined, warn: (message: unknown) => options.warn?.(String(message)) },
  });
  let current: { bucket: number; reporter: ErrorReporter } | null = null;
  const reporter = () => {
    const bucket = Math.floor(now() / SESSION_MS);
    if (current?.bucket !== bucket) {
      current = {
        bucket,
        reporter: createErrorReporter({
          transport,
          now,
          sessionId: `${processId}-${bucket}`,
          maxEventsPerSession: 100,
          environment: 'server',
          tags: { component: 'bff' },
        }),
      };
    }
    return current.reporter;
  };
  return async (error, request) => {
    await reporter().captureException(error, {
      tags: { method: request.method, route: request.path, ...(request.site ? { site: request.site } : {}) },
    });
  };
}
