import { buildEnvelope, byteLength, envelopeUrl, parseDsn } from './envelope.js';
import type { ErrorEvent } from './event.js';

/**
 * Where reports go. `serialise` gives the exact bytes `send` will transmit, so the reporter can hold
 * every payload to the §9 1 MB limit before anything leaves.
 */
export interface ErrorTransport {
  readonly kind: 'envelope' | 'console';
  serialise(event: ErrorEvent): string;
  send(body: string): Promise<void>;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface ConsoleLike {
  error(...args: unknown[]): void;
  warn(...args: unknown[]): void;
}

export class TransportError extends Error {
  constructor(readonly status: number) {
    super(`Error report rejected with HTTP ${status}`);
    this.name = 'TransportError';
  }
}

/** POSTs Sentry envelopes to the DSN's project over the injected fetch. */
export function createEnvelopeTransport(options: {
  dsn: string;
  fetch: FetchLike;
  now: () => number;
}): ErrorTransport {
  const url = envelopeUrl(parseDsn(options.dsn));
  return {
    kind: 'envelope',
    serialise: (event) => buildEnvelope(event, options.dsn, new Date(options.now())),
    async send(body) {
      const response = await options.fetch(url, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-sentry-envelope' },
        // keepalive lets a report leave during page unload; browsers cap such bodies at 64 KiB.
        keepalive: byteLength(body) < 64_000,
      });
      if (!response.ok) throw new TransportError(response.status);
    },
  };
}

/** Without a DSN, reports go to the console (development, and sites that have no service). */
export function createConsoleTransport(logger: ConsoleLike): ErrorTransport {
  return {
    kind: 'console',
    serialise: (event) => JSON.stringify(event),
    async send(body) {
      logger.error('[error-report]', body);
    },
  };
}

/** §9 the envelope transport when a DSN is configured, the console otherwise (or when the DSN is malformed). */
export function createTransport(options: {
  dsn?: string | undefined;
  fetch: FetchLike;
  now: () => number;
  logger: ConsoleLike;
}): ErrorTransport {
  const dsn = options.dsn?.trim();
  if (!dsn) return createConsoleTransport(options.logger);
  try {
    return createEnvelopeTransport({ dsn, fetch: options.fetch, now: options.now });
  } catch (error) {
    options.logger.warn(`Error reporting falls back to the console: ${(error as Error).message}`);
    return createConsoleTransport(options.logger);
  }
}
