import type { ErrorReporter } from '@dealer/error-reporting';
import type { LeadServices } from '@dealer/ui';
import { useMemo } from 'react';

/**
 * §8 browser error reporting: lead failures ('{category} Form submission error
 * occured. {message}', composed by @dealer/lead-flow) and errors that reach the root error boundary go to
 * the error-reporting service when the deployment configures a DSN, to the console otherwise.
 * @dealer/error-reporting loads on the first report, not with the page, and scrubs personal data; the
 * session id is a random per-page-load id, never the visitor cookie or anything about the shopper.
 */
export interface BrowserReportingSetup {
  dsn: string | null;
  site: string;
}

let reporter: Promise<ErrorReporter> | null = null;

function randomSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The page's one reporter, created on the first report. */
export function browserReporter(setup: BrowserReportingSetup): Promise<ErrorReporter> {
  reporter ??= import('@dealer/error-reporting').then(({ createErrorReporter, createTransport }) =>
    createErrorReporter({
      transport: createTransport({
        dsn: setup.dsn ?? undefined,
        fetch: (url, init) => fetch(url, { ...init, keepalive: true }),
        now: Date.now,
        logger: console,
      }),
      now: Date.now,
      sessionId: randomSessionId(),
      environment: 'browser',
      tags: { site: setup.site },
    }),
  );
  return reporter;
}

/** Reports an error that reached an error boundary (never throws; a 404 is not an error). */
export function reportBoundaryError(setup: BrowserReportingSetup, error: unknown): void {
  void browserReporter(setup)
    .then((r) => r.captureException(error, { tags: { boundary: 'root' } }))
    .catch(() => undefined);
}

/** The app's lead services with §8 lead-failure reports sent to the service too (with a DSN; else the console has it). */
export function useReportedLeadServices(
  services: LeadServices | null,
  dsn: string | null | undefined,
  site: string | undefined,
): LeadServices | null {
  return useMemo(() => {
    if (!services || !dsn || !site) return services;
    return {
      ...services,
      reportError: (message: string) => {
        services.reportError(message);
        void browserReporter({ dsn, site })
          .then((r) => r.captureMessage(message, { level: 'error' }))
          .catch(() => undefined);
      },
    };
  }, [services, dsn, site]);
}
