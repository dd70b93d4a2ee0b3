import type { ErrorEvent } from './event.js';

export interface Dsn {
  protocol: 'http' | 'https';
  publicKey: string;
  host: string;
  /** Path prefix before the project id ('' for sentry.io). */
  path: string;
  projectId: string;
}

const PROJECT_ID = /^\d+$/;

/** Parses `https://<key>@<host>[:port][/path]/<project>`; a malformed DSN is a configuration error. */
export function parseDsn(dsn: string): Dsn {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    throw new TypeError('Invalid DSN: not a URL');
  }
  const protocol = url.protocol.slice(0, -1);
  if (protocol !== 'http' && protocol !== 'https')
    throw new TypeError('Invalid DSN: protocol must be http or https');
  if (!url.username) throw new TypeError('Invalid DSN: missing public key');
  const parts = url.pathname.split('/').filter(Boolean);
  const projectId = parts.pop() ?? '';
  if (!PROJECT_ID.test(projectId)) throw new TypeError('Invalid DSN: missing project id');
  return {
    protocol,
    publicKey: decodeURIComponent(url.username),
    host: url.host,
    path: parts.length > 0 ? `/${parts.join('/')}` : '',
    projectId,
  };
}

/** The envelope endpoint, authenticated by query (as Sentry's browser SDKs do: no custom headers, no preflight). */
export function envelopeUrl(dsn: string | Dsn): string {
  const d = typeof dsn === 'string' ? parseDsn(dsn) : dsn;
  const query = new URLSearchParams({ sentry_key: d.publicKey, sentry_version: '7' });
  return `${d.protocol}://${d.host}${d.path}/api/${d.projectId}/envelope/?${query}`;
}

const utf8 = new TextEncoder();
export const byteLength = (text: string): number => utf8.encode(text).length;

/**
 * A Sentry envelope holding one event: envelope header, item header (with the payload's byte length),
 * payload — newline-separated JSON. `sentAt` defaults to the event's own timestamp.
 */
export function buildEnvelope(event: ErrorEvent, dsn: string, sentAt?: Date): string {
  parseDsn(dsn);
  const payload = JSON.stringify(event);
  const header = {
    event_id: event.event_id,
    sent_at: (sentAt ?? new Date(event.timestamp * 1000)).toISOString(),
    dsn,
  };
  const item = { type: 'event', content_type: 'application/json', length: byteLength(payload) };
  return `${JSON.stringify(header)}\n${JSON.stringify(item)}\n${payload}`;
}
