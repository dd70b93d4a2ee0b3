import { byteLength } from './envelope.js';
import type { ErrorEvent } from './event.js';

/** §9 payload limit: 1 MB (1 MiB, as the ingest service counts it). */
export const MAX_PAYLOAD_BYTES = 1_048_576;

const TRUNCATION_STEPS = [16_384, 4_096, 1_024, 256] as const;
const ELLIPSIS = '…';

function truncateStrings(value: unknown, max: number): unknown {
  if (typeof value === 'string') return value.length > max ? `${value.slice(0, max)}${ELLIPSIS}` : value;
  if (Array.isArray(value)) return value.map((v) => truncateStrings(v, max));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, truncateStrings(v, max)]));
  }
  return value;
}

export interface FittedPayload {
  body: string;
  event: ErrorEvent;
  /** What was given up to fit, for the report's own diagnostics. */
  trimmed: Array<'breadcrumbs' | 'strings' | 'extra' | 'stacktrace'>;
}

/**
 * The event serialised within `limit` bytes, giving up the least useful parts first: the oldest
 * breadcrumbs, then long strings (cut ever shorter), then `extra`, then stack frames. Null when even
 * the bare event cannot fit — the payload is never sent over the limit.
 */
export function fitPayload(
  event: ErrorEvent,
  serialise: (event: ErrorEvent) => string,
  limit: number = MAX_PAYLOAD_BYTES,
): FittedPayload | null {
  const fits = (candidate: ErrorEvent) => {
    const body = serialise(candidate);
    return byteLength(body) <= limit ? body : null;
  };
  const trimmed: FittedPayload['trimmed'] = [];
  let current = event;
  let body = fits(current);
  if (body !== null) return { body, event: current, trimmed };

  const crumbs = current.breadcrumbs?.values ?? [];
  if (crumbs.length > 0) {
    trimmed.push('breadcrumbs');
    // Binary search for the most recent breadcrumbs that still fit.
    const withLast = (n: number): ErrorEvent => {
      const { breadcrumbs: _, ...rest } = current;
      return n === 0 ? rest : { ...rest, breadcrumbs: { values: crumbs.slice(crumbs.length - n) } };
    };
    let lo = 0;
    let hi = crumbs.length - 1;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fits(withLast(mid)) !== null) lo = mid;
      else hi = mid - 1;
    }
    current = withLast(lo);
    body = fits(current);
    if (body !== null) return { body, event: current, trimmed };
  }

  trimmed.push('strings');
  const base = current;
  for (const max of TRUNCATION_STEPS) {
    // Identity fields are kept whole: they are short and the service needs them verbatim.
    const { event_id, timestamp, platform, level } = base;
    current = { ...(truncateStrings(base, max) as ErrorEvent), event_id, timestamp, platform, level };
    body = fits(current);
    if (body !== null) return { body, event: current, trimmed };
  }

  if (current.extra) {
    trimmed.push('extra');
    const { extra: _, ...rest } = current;
    current = rest;
    body = fits(current);
    if (body !== null) return { body, event: current, trimmed };
  }

  if (current.exception) {
    trimmed.push('stacktrace');
    current = {
      ...current,
      exception: { values: current.exception.values.map(({ type, value }) => ({ type, value })) },
    };
    body = fits(current);
    if (body !== null) return { body, event: current, trimmed };
  }
  return null;
}
