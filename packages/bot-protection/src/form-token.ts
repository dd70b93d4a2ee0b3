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

function base64url(bytes: ArrayBuffer): string {
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

export interface FormTokenOptions {
  /** The server secret (≥ 16 bytes); every copy behind one load balancer needs the same. */
  secret: string | Uint8Array<ArrayBuffer>;
  now: () => number;
}

export function createFormTokens(options: FormTokenOptions): FormTokens {
  const secret = typeof options.secret === 'string' ? encoder.encode(options.secret) : options.secret;
  if (secret.byteLength < 16) throw new RangeError('form tokens: the secret must be at least 16 bytes');
  const key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return {
    async issue(at = options.now()) {
      const instant = Math.floor(at);
      const signature = await crypto.subtle.sign('HMAC', await key, signed(instant));
      return `${VERSION}.${instant}.${base64url(signature)}`;
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
