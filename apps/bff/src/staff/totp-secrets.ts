import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Console staff's TOTP secrets at rest (console: people and access): AES-256-GCM under the server's
 * key, bound to the person (the user id is the additional data, so a sealed secret copied onto another
 * person's row does not open). A sealed value reads `v1.<iv>.<ciphertext+tag>` (base64url); anything
 * else is a plaintext base32 secret from before encryption, still readable (`reseal: true`) so the
 * caller seals it on its next use.
 *
 * The key is TOTP_ENCRYPTION_KEY (32 bytes, base64 or hex; `openssl rand -base64 32`), the same on
 * every server copy. Missing in production (NODE_ENV=production serving the operator's sites, not the
 * demo) the server does not start; elsewhere a development key is generated once and kept in the data
 * folder (`totp-key`, mode 0600).
 *
 * Rotating the key: set the new one as TOTP_ENCRYPTION_KEY and the old one(s) in
 * TOTP_ENCRYPTION_KEY_PREVIOUS (comma-separated). A secret sealed under an old key still opens
 * (`reseal: true`: it is sealed under the new key at its next use), and `staff reseal-totp` reseals every
 * stored secret at once, after which the old key can be dropped.
 */

const PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const TOTP_KEY_ENV = 'TOTP_ENCRYPTION_KEY';
export const TOTP_PREVIOUS_KEYS_ENV = 'TOTP_ENCRYPTION_KEY_PREVIOUS';
const DEV_KEY_FILE = 'totp-key';

/** The key setting is missing (in production) or malformed: the server refuses to start. */
export class TotpKeyError extends Error {
  override readonly name = 'TotpKeyError';
}

/** A stored secret that does not open with this key (another key, or altered): never a bare 500. */
export class TotpSecretUnreadableError extends Error {
  override readonly name = 'TotpSecretUnreadableError';
  constructor() {
    super(
      `The stored two-factor key could not be read with this server's ${TOTP_KEY_ENV} (a different key, or the stored value was altered).`,
    );
  }
}

/** What a person is told when their stored secret does not open (a 503, with the cause in the log). */
export const TOTP_UNREADABLE =
  "Two-factor sign-in cannot be checked right now: this server cannot read your stored key. Please ask your administrator to check the server's two-factor key setting.";

/** Reads a 32-byte key given as base64 (or base64url) or 64 hex digits; `setting` names it in errors. */
export function parseTotpKey(text: string, setting = TOTP_KEY_ENV): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32)
    throw new TotpKeyError(
      `${setting} must be 32 bytes, as base64 or 64 hex digits (make one with: openssl rand -base64 32); it decodes to ${key.length} bytes.`,
    );
  return key;
}

/** The keys of TOTP_ENCRYPTION_KEY_PREVIOUS: comma-separated, blanks ignored. */
export function parsePreviousTotpKeys(text: string | undefined): Buffer[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => parseTotpKey(part, TOTP_PREVIOUS_KEYS_ENV));
}

/** An opened secret; `reseal` when it is not sealed under the current key (plaintext, or an old key). */
export interface OpenedTotpSecret {
  secret: string;
  reseal: boolean;
}

export class TotpSecrets {
  private readonly key: Buffer;
  private readonly previous: readonly Buffer[];
  constructor(key: Buffer, previous: readonly Buffer[] = []) {
    if ([key, ...previous].some((k) => k.length !== 32))
      throw new TotpKeyError('The TOTP key must be 32 bytes.');
    this.key = key;
    this.previous = previous;
  }

  /** The secret sealed for storage on `userId`'s row. */
  seal(userId: string, secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`staff-totp:${userId}`));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${PREFIX}${iv.toString('base64url')}.${body.toString('base64url')}`;
  }

  /**
   * The secret of a stored value, opened with the current key or else a previous one; throws
   * TotpSecretUnreadableError when no key opens it.
   */
  open(userId: string, stored: string): OpenedTotpSecret {
    if (!stored.startsWith(PREFIX)) return { secret: stored, reseal: true };
    const [ivText, bodyText] = stored.slice(PREFIX.length).split('.');
    const iv = Buffer.from(ivText ?? '', 'base64url');
    const body = Buffer.from(bodyText ?? '', 'base64url');
    if (iv.length !== IV_BYTES || body.length <= TAG_BYTES) throw new TotpSecretUnreadableError();
    for (const [index, key] of [this.key, ...this.previous].entries()) {
      const secret = openWith(key, userId, iv, body);
      if (secret !== null) return { secret, reseal: index > 0 };
    }
    throw new TotpSecretUnreadableError();
  }
}

/** GCM's tag decides: null when this key (or person) is not the one the value was sealed with. */
function openWith(key: Buffer, userId: string, iv: Buffer, body: Buffer): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(`staff-totp:${userId}`));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(body.subarray(0, body.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}

export interface TotpKeySource {
  /** The configured key (TOTP_ENCRYPTION_KEY); empty or absent: none. */
  configured?: string | undefined;
  /** Keys of before a rotation (TOTP_ENCRYPTION_KEY_PREVIOUS, comma-separated): they still open. */
  previous?: string | undefined;
  production: boolean;
  /** false: use an existing development key but never make one (an operator's command, not a server). */
  generate?: boolean;
  /** Where a development key is kept between starts. */
  dataDir: string;
  log: (message: string) => void;
}

/** The server's TOTP secrets box: the configured key, else (not in production) the data folder's dev key. */
export function totpSecretsFrom(source: TotpKeySource): TotpSecrets {
  const previous = parsePreviousTotpKeys(source.previous);
  if (source.configured?.trim()) return new TotpSecrets(parseTotpKey(source.configured), previous);
  const notSet = () =>
    new TotpKeyError(
      `${TOTP_KEY_ENV} is not set: console two-factor secrets are encrypted with it. Set it to 32 random bytes (openssl rand -base64 32), the same on every server copy.`,
    );
  if (source.production) throw notSet();
  const file = join(source.dataDir, DEV_KEY_FILE);
  if (existsSync(file)) return new TotpSecrets(parseTotpKey(readFileSync(file, 'utf8')), previous);
  if (source.generate === false) throw notSet();
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  source.log(`console: no ${TOTP_KEY_ENV}; generated a development key in ${file} (set it in production)`);
  return new TotpSecrets(key, previous);
}
