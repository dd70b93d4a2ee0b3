import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  parsePreviousTotpKeys,
  parseTotpKey,
  TotpKeyError,
  TotpSecrets,
  TotpSecretUnreadableError,
  totpSecretsFrom,
} from './totp-secrets.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const USER = '7d1f0c7e-6a3b-4c2d-9e8f-0a1b2c3d4e5f';
const box = (key = Buffer.alloc(32, 7)) => new TotpSecrets(key);

describe('TotpSecrets (AES-256-GCM, bound to the person)', () => {
  it('round-trips a secret, and never stores it in the clear', () => {
    const sealed = box().seal(USER, SECRET);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(box().open(USER, sealed)).toEqual({ secret: SECRET, reseal: false });
    // A fresh IV each time: the same secret never seals to the same text.
    expect(box().seal(USER, SECRET)).not.toBe(sealed);
  });

  it('refuses a wrong key, an altered value and another person’s row with a clear error', () => {
    const sealed = box().seal(USER, SECRET);
    expect(() => box(Buffer.alloc(32, 8)).open(USER, sealed)).toThrow(TotpSecretUnreadableError);
    const body = sealed.split('.')[2] as string;
    const flipped = `${body.slice(0, 3)}${body[3] === 'A' ? 'B' : 'A'}${body.slice(4)}`;
    expect(() => box().open(USER, sealed.replace(body, flipped))).toThrow(TotpSecretUnreadableError);
    expect(() => box().open('someone-else', sealed)).toThrow(TotpSecretUnreadableError);
    expect(() => box().open(USER, 'v1.short.x')).toThrow(
      /could not be read with this server's TOTP_ENCRYPTION_KEY/,
    );
  });

  it('still reads a secret stored before encryption, and says so (the caller seals it on use)', () => {
    expect(box().open(USER, SECRET)).toEqual({ secret: SECRET, reseal: true });
  });

  it('after a rotation opens secrets sealed under a previous key and asks for them to be sealed anew', () => {
    const old = Buffer.alloc(32, 7);
    const rotated = new TotpSecrets(Buffer.alloc(32, 9), [Buffer.alloc(32, 8), old]);
    const underOld = box(old).seal(USER, SECRET);
    expect(rotated.open(USER, underOld)).toEqual({ secret: SECRET, reseal: true });
    const underNew = rotated.seal(USER, SECRET);
    expect(rotated.open(USER, underNew)).toEqual({ secret: SECRET, reseal: false });
    // New seals are under the current key only: the old key does not open them.
    expect(() => box(old).open(USER, underNew)).toThrow(TotpSecretUnreadableError);
    // A previous key still binds the secret to its person.
    expect(() => rotated.open('someone-else', underOld)).toThrow(TotpSecretUnreadableError);
    expect(() => new TotpSecrets(Buffer.alloc(32), [Buffer.alloc(16)])).toThrow(TotpKeyError);
  });
});

describe('the TOTP key from configuration', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'totp-key-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('reads 32 bytes as base64 or hex, and names the setting when it is malformed', () => {
    const key = randomBytes(32);
    expect(parseTotpKey(key.toString('base64'))).toEqual(key);
    expect(parseTotpKey(key.toString('hex'))).toEqual(key);
    expect(() => parseTotpKey('too-short')).toThrow(TotpKeyError);
    expect(() => parseTotpKey('too-short')).toThrow(/TOTP_ENCRYPTION_KEY must be 32 bytes/);
  });

  it('refuses to start in production without a key, naming the setting and how to make one', () => {
    const start = () => totpSecretsFrom({ production: true, dataDir: dataDir(), log: () => undefined });
    expect(start).toThrow(TotpKeyError);
    expect(start).toThrow(/TOTP_ENCRYPTION_KEY is not set.*openssl rand -base64 32/);
  });

  it('reads previous keys comma-separated, naming their setting when one is malformed', () => {
    const [a, b] = [randomBytes(32), randomBytes(32)];
    expect(parsePreviousTotpKeys(` ${a.toString('base64')}, ${b.toString('hex')} ,`)).toEqual([a, b]);
    expect(parsePreviousTotpKeys(undefined)).toEqual([]);
    expect(() => parsePreviousTotpKeys(`${a.toString('base64')},nope`)).toThrow(
      /TOTP_ENCRYPTION_KEY_PREVIOUS must be 32 bytes/,
    );
    const old = new TotpSecrets(a).seal(USER, SECRET);
    const rotated = totpSecretsFrom({
      configured: randomBytes(32).toString('base64'),
      previous: a.toString('base64'),
      production: true,
      dataDir: '/nonexistent',
      log: () => {},
    });
    expect(rotated.open(USER, old)).toEqual({ secret: SECRET, reseal: true });
  });

  it('uses the configured key in production', () => {
    const key = randomBytes(32).toString('base64');
    const sealed = totpSecretsFrom({
      configured: key,
      production: true,
      dataDir: '/nonexistent',
      log: () => {},
    }).seal(USER, SECRET);
    expect(new TotpSecrets(parseTotpKey(key)).open(USER, sealed).secret).toBe(SECRET);
  });

  it('with generate: false uses an existing development key but never makes one', () => {
    const dir = dataDir();
    const command = () =>
      totpSecretsFrom({ production: false, generate: false, dataDir: dir, log: () => undefined });
    expect(command).toThrow(/TOTP_ENCRYPTION_KEY is not set/);
    const sealed = totpSecretsFrom({ production: false, dataDir: dir, log: () => undefined }).seal(
      USER,
      SECRET,
    );
    expect(command().open(USER, sealed).secret).toBe(SECRET);
  });

  it('generates a development key once, kept private in the data folder across starts', () => {
    const dir = dataDir();
    const log: string[] = [];
    const first = totpSecretsFrom({ production: false, dataDir: dir, log: (l) => log.push(l) });
    const sealed = first.seal(USER, SECRET);
    const again = totpSecretsFrom({ production: false, dataDir: dir, log: (l) => log.push(l) });
    expect(again.open(USER, sealed).secret).toBe(SECRET);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/generated a development key/);
    expect(statSync(join(dir, 'totp-key')).mode & 0o777).toBe(0o600);
    expect(parseTotpKey(readFileSync(join(dir, 'totp-key'), 'utf8'))).toHaveLength(32);
  });
});
