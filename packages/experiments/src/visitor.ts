/** Fills a buffer with random bytes: `crypto.getRandomValues` in browsers and Node 24, a seeded source in tests. */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

/** 128 random bits as 32 lowercase hex digits: unguessable, URL- and cookie-safe, no personal data. */
const VISITOR_ID = /^[0-9a-f]{32}$/;
const VISITOR_ID_BYTES = 16;

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}

/** A new anonymous visitor id from the injected random source. */
export function createVisitorId(random: RandomBytes): string {
  const bytes = random(new Uint8Array(VISITOR_ID_BYTES));
  if (!(bytes instanceof Uint8Array) || bytes.length !== VISITOR_ID_BYTES) {
    throw new TypeError(`createVisitorId: the random source must fill ${VISITOR_ID_BYTES} bytes`);
  }
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The first-party cookie that carries the visitor id (the split-test assignment derives from it). */
export const VISITOR_COOKIE_NAME = 'dealer_visitor';
/** One year: long enough that a returning shopper keeps their arm of a test. */
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The visitor id in a Cookie header, or null when absent or not a well-formed id. A hostile or
 * mangled header (bad escapes, duplicates, huge values) never throws; the first valid value wins.
 */
export function parseVisitorCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    if (pair.slice(0, eq).trim() !== VISITOR_COOKIE_NAME) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (isVisitorId(value)) return value;
  }
  return null;
}

export interface VisitorCookieOptions {
  maxAgeSeconds?: number;
  /** Secure by default; off only for http://localhost development. */
  secure?: boolean;
  /** The id is only read on the server (assignment is rendered), so scripts need not see it. */
  httpOnly?: boolean;
  domain?: string;
}

const COOKIE_DOMAIN = /^\.?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/** A Set-Cookie header value for the visitor id: `dealer_visitor=<id>; Path=/; Max-Age=…; SameSite=Lax; …`. */
export function serialiseVisitorCookie(visitorId: string, options: VisitorCookieOptions = {}): string {
  if (!isVisitorId(visitorId)) throw new TypeError('serialiseVisitorCookie: not a visitor id');
  const maxAge = options.maxAgeSeconds ?? VISITOR_COOKIE_MAX_AGE_SECONDS;
  if (!Number.isInteger(maxAge) || maxAge < 0) {
    throw new RangeError('serialiseVisitorCookie: maxAgeSeconds must be a whole number ≥ 0');
  }
  const parts = [`${VISITOR_COOKIE_NAME}=${visitorId}`, 'Path=/', `Max-Age=${maxAge}`, 'SameSite=Lax'];
  if (options.domain !== undefined) {
    if (!COOKIE_DOMAIN.test(options.domain)) {
      throw new TypeError(`serialiseVisitorCookie: '${options.domain}' is not a cookie domain`);
    }
    parts.push(`Domain=${options.domain}`);
  }
  if (options.secure ?? true) parts.push('Secure');
  if (options.httpOnly ?? true) parts.push('HttpOnly');
  return parts.join('; ');
}

export interface VisitorResolution {
  visitorId: string;
  /** A Set-Cookie value when the id is new; null when the request already carried a valid one. */
  setCookie: string | null;
}

/** The request's visitor: the cookie's id when valid, otherwise a fresh id and the cookie that keeps it. */
export function resolveVisitor(
  cookieHeader: string | null | undefined,
  random: RandomBytes,
  options: VisitorCookieOptions = {},
): VisitorResolution {
  const existing = parseVisitorCookie(cookieHeader);
  if (existing) return { visitorId: existing, setCookie: null };
  const visitorId = createVisitorId(random);
  return { visitorId, setCookie: serialiseVisitorCookie(visitorId, options) };
}
