/**
 * §1 bot protection: the signed start of a form. The server writes, into every page it renders, a token
 * naming the instant it rendered, signed with a server secret (HMAC-SHA-256); the form posts it back with
 * the lead. A bot can no longer claim a form it fetched a moment ago appeared minutes earlier: the fill
 * time the server trusts starts no earlier than the token's instant. Web Crypto only (browser and Node).
 */

/** Hidden input carrying the signed token (beside {@link FORM_STARTED_FIELD}, the unsigned clock). */
export const FORM_TOKEN_FIELD = 'form_token';

/** A token from this server copy or any other that shares the secret, or none. */
export type FormTokenCheck =
  | { kind: 'valid'; issuedAt: number }
  | { kind: 'missing' }
  /** Malformed, signed with another key, or from the future: someone made it up. */
  | { kind: 'forged' };

export interface FormTokens {
  /** A token for a form rendered at `at` (default now). */
  issue(at?: number): Promise<string>;
  check(token: unknown): Promise<FormTokenCheck>;
}

const VERSION = 'v1';
const TOKEN = /^v1\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;
/** Clocks of server copies drift a little; a token this far ahead of our clock is still accepted. */
const CLOCK_SKEW_MS = 5_000;

const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer | Uint8Array): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** What is signed: the version and the instant (a token means nothing else). */
const signed = (at: number) => encoder.encode(`${VERSION}.form-start.${at}`);

/** HMAC-SHA-256 of `data` under `key`, computed at once (a server's own crypto, e.g. node:crypto). */
export type HmacSha256 = (key: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>) => Uint8Array;

export interface FormTokenOptions {
  /** The server secret (≥ 16 bytes); every copy behind one load balancer needs the same. */
  secret: string | Uint8Array<ArrayBuffer>;
  now: () => number;
  /**
   * A synchronous HMAC-SHA-256 for issuing (default: Web Crypto, which costs a trip to a thread pool
   * per token — a server issuing one per page response passes `node:crypto`'s here). Checking always
   * uses Web Crypto's constant-time verify.
   */
  hmac?: HmacSha256;
}

export function createFormTokens(options: FormTokenOptions): FormTokens {
  const secret = typeof options.secret === 'string' ? encoder.encode(options.secret) : options.secret;
  if (secret.byteLength < 16) throw new RangeError('form tokens: the secret must be at least 16 bytes');
  const key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const { hmac } = options;
  // Responses rendered in the same millisecond carry the same token: the last one is kept.
  let last = { instant: Number.NaN, token: '' };
  return {
    async issue(at = options.now()) {
      const instant = Math.floor(at);
      if (instant === last.instant) return last.token;
      const signature = hmac
        ? hmac(secret, signed(instant))
        : await crypto.subtle.sign('HMAC', await key, signed(instant));
      const token = `${VERSION}.${instant}.${base64url(signature)}`;
      last = { instant, token };
      return token;
    },
    async check(token) {
      if (token === undefined || token === null || token === '') return { kind: 'missing' };
      const match = typeof token === 'string' ? TOKEN.exec(token) : null;
      if (!match) return { kind: 'forged' };
      const issuedAt = Number(match[1]);
      // subtle.verify compares in constant time.
      const ok = await crypto.subtle.verify(
        'HMAC',
        await key,
        fromBase64url(match[2] as string),
        signed(issuedAt),
      );
      if (!ok || issuedAt > options.now() + CLOCK_SKEW_MS) return { kind: 'forged' };
      return { kind: 'valid', issuedAt };
    },
  };
}
